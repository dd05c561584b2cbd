import { describe, expect, it } from 'vitest';

import { locationRedirects, parseRedirects, redirectsFile } from './redirects.ts';

describe('location routes (spec §2)', () => {
  it('sends /our-location, /contact-us/{slug} and /teams to /locations/{slug} with a 301', () => {
    const rules = locationRedirects(['ringwood']);
    expect(rules).toEqual([
      { from: '/our-location/ringwood', to: '/locations/ringwood' },
      { from: '/contact-us/ringwood', to: '/locations/ringwood' },
      { from: '/teams/ringwood', to: '/locations/ringwood' },
    ]);
    const file = redirectsFile(rules);
    expect(file).toBe(
      '/our-location/ringwood /locations/ringwood 301\n/contact-us/ringwood /locations/ringwood 301\n/teams/ringwood /locations/ringwood 301\n',
    );
    expect(parseRedirects(`${file}\n/search/* /index.html 200\n# note\n`)).toEqual(
      new Map(rules.map((r) => [r.from, r.to])),
    );
  });
});
