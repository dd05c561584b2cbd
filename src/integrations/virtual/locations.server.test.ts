import { describe, expect, it } from 'vitest';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';

import { locationsModule } from './locations.server.ts';

describe('the locations the server knows', () => {
  it("carries each location's phone as the site shows it: the dealer file's fixed number first", () => {
    const config = loadDealerConfig('southern-cross-motor-group');
    const site = loadSite(config);
    const fixed = Object.entries(config.contact.phones.byLocation);
    expect(fixed.length).toBeGreaterThan(0);
    const { default: byId } = locationsModule(site, config.contact.phones.byLocation);
    for (const l of site.locations)
      expect(byId[String(l.id)]!.phone).toBe(
        config.contact.phones.byLocation[String(l.id)] ?? l.contact_detail.phone,
      );
    const [id, phone] = fixed[0]!;
    expect(byId[id]!.phone).toBe(phone);
    expect(byId[id]!.phone).not.toBe(
      site.locations.find((l) => String(l.id) === id)!.contact_detail.phone,
    );
  });
});
