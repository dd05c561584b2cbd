import { describe, expect, it } from 'vitest';

import { googleGeocoder } from '~/services/geocoder/google.server.ts';

import { liveEnv } from './live-env.ts';

const { GEOCODER_URL: url, GEOCODER_API_KEY: key } = liveEnv('GEOCODER_URL', 'GEOCODER_API_KEY');

/** A real Google Geocoding API key. */
describe('live geocoder', () => {
  it('finds Parramatta for 2150 and nothing for 0000', async () => {
    const lookup = googleGeocoder({ url, key });
    const found = await lookup('2150');
    expect(found.kind).toBe('found');
    if (found.kind === 'found') {
      expect(found.point.lat).toBeCloseTo(-33.81, 1);
      expect(found.point.long).toBeCloseTo(151.0, 1);
    }
    expect((await lookup('0000')).kind).toBe('not-found');
  });
});
