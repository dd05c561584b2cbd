import { describe, expect, it } from 'vitest';

import { loadDealerConfig } from '~/config/load.server.ts';

import { loadSite } from './load.server.ts';

describe('the next build bakes in online reservations', () => {
  const config = loadDealerConfig('value-auto-supermarket');
  const plain = loadSite(config);
  const [held, sold] = plain.listed.filter((c) => c.status === 'in_stock' && !c.reserved);

  it('marks a car an online reservation holds reserved, and one sold online sold from now, still listed', () => {
    const site = loadSite(config, { live: { reserved: [held!.id], sold: [sold!.id] } });
    const byId = new Map(site.listed.map((c) => [c.id, c]));
    expect(byId.get(held!.id)).toMatchObject({ reserved: true, status: 'in_stock' });
    expect(byId.get(sold!.id)).toMatchObject({
      status: 'sold',
      sold_date_timestamp: Math.floor(site.now.getTime() / 1000),
    });
    expect(site.listed).toHaveLength(plain.listed.length);
  });

  it('changes nothing without a live set', () => {
    expect(loadSite(config, { live: null }).listed).toEqual(plain.listed);
  });
});
