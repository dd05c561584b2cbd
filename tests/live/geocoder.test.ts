import { describe, expect, it } from 'vitest';

import { googleGeocoder } from '~/services/geocoder/google.server.ts';

const url = process.env.GEOCODER_URL;
const key = process.env.GEOCODER_API_KEY;

/** Runs only with GEOCODER_URL and GEOCODER_API_KEY set (a real Google Geocoding API key). */
describe.runIf(url && key)('live geocoder', () => {
  it('finds Parramatta for 2150 and nothing for 0000', async () => {
    const lookup = googleGeocoder({ url: url!, key: key! });
    const found = await lookup('2150');
    expect(found.kind).toBe('found');
    if (found.kind === 'found') {
      expect(found.point.lat).toBeCloseTo(-33.81, 1);
      expect(found.point.long).toBeCloseTo(151.0, 1);
    }
    expect((await lookup('0000')).kind).toBe('not-found');
  });
});
