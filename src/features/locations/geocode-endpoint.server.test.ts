import { describe, expect, it } from 'vitest';

import type { Geocoded, Geocoder } from '~/services/geocoder/geocoder.ts';

import { geocodeEndpoint } from './geocode-endpoint.server.ts';

/** A geocoder that knows 2150, not 0999, and is busy for 2222 (the adapter's own tests run over HTTP). */
const answers: Record<string, Geocoded> = {
  '2150': { kind: 'found', point: { lat: -33.815, long: 151.0011 } },
  '0999': { kind: 'not-found' },
  '2222': { kind: 'unavailable', retryAfter: 7, reason: 'HTTP 429' },
  '3333': { kind: 'refused', reason: 'REQUEST_DENIED' },
};
const fake: Geocoder = async (postcode) => answers[postcode] ?? { kind: 'not-found' };
const config = { url: 'https://www.dealer.example' };
const get = (endpoint: ReturnType<typeof geocodeEndpoint>, query: string, headers = {}) =>
  endpoint(new Request(`https://www.dealer.example/api/geocode?${query}`, { headers }), 'a');

describe('GET /api/geocode', () => {
  it('answers the centre, Invalid postcode, the spec message, and 503 while the service is down', async () => {
    const endpoint = geocodeEndpoint(config, () => fake);
    const found = await get(endpoint, 'postcode=2150');
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ lat: -33.815, long: 151.0011 });
    const none = await get(endpoint, 'postcode=0999');
    expect([none.status, await none.json()]).toEqual([404, { error: 'Invalid postcode' }]);
    const bad = await get(endpoint, 'postcode=21%0A50');
    expect([bad.status, await bad.json()]).toEqual([
      400,
      { error: 'Invalid postcode. Please enter a 4-digit number.' },
    ]);
    const busy = await get(endpoint, 'postcode=2222');
    expect([busy.status, busy.headers.get('retry-after')]).toEqual([503, '7']);
    const refused = await get(endpoint, 'postcode=3333');
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([503, '3600']);
    const cross = await get(endpoint, 'postcode=2150', { 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
  });

  it('is 404 on a site that uses the embedded data', async () => {
    expect(
      (
        await get(
          geocodeEndpoint(config, () => null),
          'postcode=2150',
        )
      ).status,
    ).toBe(404);
  });

  it('limits each visitor to 30 lookups a minute', async () => {
    const endpoint = geocodeEndpoint(config, () => fake);
    const codes = [];
    for (let i = 0; i < 31; i++) codes.push((await get(endpoint, 'postcode=abc')).status);
    expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
