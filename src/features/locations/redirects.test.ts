import { describe, expect, it } from 'vitest';

import {
  goneFile,
  locationRedirects,
  parseGone,
  parseRedirects,
  redirectsFile,
} from './redirects.ts';

describe('location routes (spec Screens)', () => {
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

describe('410 Gone for sold cars past their light page', () => {
  it('writes one rewrite with status 410 a path, which the local server reads back', () => {
    const text = goneFile(['/cars/a-1', '/cars/b-2']);
    expect(text).toBe('/cars/a-1 /410/index.html 410\n/cars/b-2 /410/index.html 410\n');
    const all = `/our-location/x /locations/x 301\n${text}`;
    expect([...parseGone(all)]).toEqual(['/cars/a-1', '/cars/b-2']);
    expect(parseRedirects(all).has('/cars/a-1')).toBe(false);
  });
});
