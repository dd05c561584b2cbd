import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dealerConfig, envOf } from '../../../tests/support/fixtures.ts';
import { ServiceConfigError } from '../config-error.ts';
import { cachedGeocoder, googleGeocoder } from './google.server.ts';
import { geocoderFor } from './index.server.ts';

/**
 * A stand-in for the Google Geocoding API over real HTTP, answering with its documented shapes:
 * `{ status, results: [{ geometry: { location: { lat, lng } } }] }`, its error statuses, an HTTP
 * 429 with Retry-After, and a request that never answers.
 */
let server: Server;
let base: string;
const seen: URL[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    seen.push(url);
    const code = /postal_code:(\d{4})\|country:AU/.exec(
      url.searchParams.get('components') ?? '',
    )?.[1];
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (url.searchParams.get('key') !== 'test-key')
      return send(200, {
        status: 'REQUEST_DENIED',
        error_message: 'The provided API key is invalid.',
        results: [],
      });
    switch (code) {
      case '2150':
        return send(200, {
          status: 'OK',
          results: [
            {
              formatted_address: 'Parramatta NSW 2150, Australia',
              geometry: { location: { lat: -33.815, lng: 151.0011 }, location_type: 'APPROXIMATE' },
              types: ['postal_code'],
            },
          ],
        });
      case '1111':
        return send(200, { status: 'OVER_QUERY_LIMIT', results: [], error_message: 'quota' });
      case '2222':
        return send(
          429,
          { error: { code: 429, status: 'RESOURCE_EXHAUSTED' } },
          { 'Retry-After': '7' },
        );
      case '3333':
        return; // never answers
      case '5555':
        res.writeHead(502, { 'Content-Type': 'text/html' });
        return res.end('<html>Bad gateway</html>');
      default:
        return send(200, { status: 'ZERO_RESULTS', results: [] });
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/maps/api/geocode/json`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('Google geocoder (postal_code with country AU)', () => {
  // Answers get 5 s (a loaded test machine is slow to a first connection); only a request that
  // never answers is waited on for a short time.
  const geocode = (timeoutMs = 5000) => googleGeocoder({ url: base, key: 'test-key', timeoutMs });

  it('asks by postal code and country AU with the key, and reads the first location', async () => {
    expect(await geocode()('2150')).toEqual({
      kind: 'found',
      point: { lat: -33.815, long: 151.0011 },
    });
    const asked = seen.at(-1)!;
    expect(asked.pathname).toBe('/maps/api/geocode/json');
    expect(asked.searchParams.get('components')).toBe('postal_code:2150|country:AU');
  });

  it('reads ZERO_RESULTS as no such postcode', async () => {
    expect(await geocode()('0999')).toEqual({ kind: 'not-found' });
  });

  it('treats a quota status, HTTP 429, 5xx and a timeout as unavailable for a while', async () => {
    expect(await geocode()('1111')).toMatchObject({ kind: 'unavailable', retryAfter: 60 });
    expect(await geocode()('2222')).toMatchObject({ kind: 'unavailable', retryAfter: 7 });
    expect(await geocode()('5555')).toMatchObject({ kind: 'unavailable', reason: 'HTTP 502' });
    expect(await geocode(300)('3333')).toMatchObject({ kind: 'unavailable', reason: 'timeout' });
  });

  it('reports a refused key as a configuration problem', async () => {
    const wrong = googleGeocoder({ url: base, key: 'wrong', timeoutMs: 5000 });
    expect(await wrong('2150')).toEqual({ kind: 'refused', reason: 'REQUEST_DENIED' });
  });

  it('remembers facts and asks again after an outage', async () => {
    const lookup = cachedGeocoder(geocode());
    const before = seen.length;
    await lookup('2150');
    await lookup('2150');
    await lookup('0999');
    await lookup('0999');
    expect(seen.length - before).toBe(2);
    await lookup('1111');
    await lookup('1111');
    expect(seen.length - before).toBe(4);
  });
});

describe('geocoder choice', () => {
  it('is none for the embedded data, Google with the key the dealer file names', () => {
    expect(geocoderFor(dealerConfig(), envOf())).toBeNull();
    const google = dealerConfig({
      maps: {
        geocoder: { provider: 'google', url: 'https://geo.example/json', keyEnv: 'ACME_GEO_KEY' },
      },
    });
    expect(typeof geocoderFor(google, envOf({ ACME_GEO_KEY: 'test-key' }))).toBe('function');
    expect(() => geocoderFor(google, envOf())).toThrow(ServiceConfigError);
    expect(() => geocoderFor(google, envOf())).toThrow('set ACME_GEO_KEY');
  });
});
