import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dealerConfig, envOf } from '../../../tests/support/fixtures.ts';
import { ServiceConfigError } from '../config-error.ts';
import { embeddedRego } from './embedded.server.ts';
import { regoFor } from './index.server.ts';
import { plateApiLookup } from './plate-api.server.ts';
import type { RegoVehicle } from './rego.ts';

/**
 * A stand-in for a plate-lookup API over real HTTP: `GET /v1/registrations/{plate}?region=au&state=`
 * with a bearer key, answering `{ registration, vehicle }`, 404 for an unknown plate, 401 for a
 * wrong key, 429 with Retry-After, a 503, an unreadable body and a request that never answers.
 */
let server: Server;
let base: string;
const seen: { url: URL; auth: string | undefined }[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    seen.push({ url, auth: req.headers.authorization });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (req.headers.authorization !== 'Bearer test-key')
      return send(401, { error: { code: 'unauthorized', message: 'Invalid API key' } });
    const plate = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
    switch (plate) {
      case 'ABC12D':
        return send(200, {
          registration: {
            plate: 'ABC12D',
            state: url.searchParams.get('state'),
            expiry: '2027-03-01',
          },
          vehicle: {
            year: 2021,
            make: 'Toyota',
            model: 'RAV4',
            badge: 'GX',
            series: 'AXAH52R',
            body_type: 'SUV',
            transmission: 'Automatic',
            fuel_type: 'Hybrid',
            colour: 'Glacier White',
            vin: 'JTMW43FV00D000001',
          },
        });
      case 'RATE1':
        return send(429, { error: { code: 'rate_limited' } }, { 'Retry-After': '12' });
      case 'DOWN1':
        return send(503, '<html>Service Unavailable</html>');
      case 'JUNK1':
        return send(200, 'not json');
      case 'SLOW1':
        return; // never answers
      default:
        return send(404, {
          error: { code: 'not_found', message: 'No vehicle found for that plate' },
        });
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('plate-lookup API', () => {
  // Answers get 5 s (a loaded test machine is slow to a first connection); only a request that
  // never answers is waited on for a short time.
  const lookup = (timeoutMs = 5000) => plateApiLookup({ url: base, key: 'test-key', timeoutMs });

  it('asks for the plate in its state with the key, and reads the vehicle', async () => {
    expect(await lookup()('abc 12d', 'QLD')).toEqual({
      kind: 'found',
      vehicle: {
        plate: 'ABC12D',
        state: 'QLD',
        year: 2021,
        make: 'Toyota',
        model: 'RAV4',
        badge: 'GX',
        series: 'AXAH52R',
        body: 'suv',
        transmission: 'Automatic',
        fuel: 'Hybrid',
        colour: 'Glacier White',
      },
    });
    const asked = seen.at(-1)!;
    expect(asked.url.pathname).toBe('/v1/registrations/ABC12D');
    expect(asked.url.searchParams.get('region')).toBe('au');
    expect(asked.url.searchParams.get('state')).toBe('QLD');
    expect(asked.auth).toBe('Bearer test-key');
  });

  it('reads a 404 as no such plate', async () => {
    expect(await lookup()('ZZZ99Z', 'NSW')).toEqual({ kind: 'not-found' });
  });

  it('treats 429, 5xx, an unreadable answer and a timeout as unavailable for a while', async () => {
    expect(await lookup()('RATE1', 'NSW')).toMatchObject({ kind: 'unavailable', retryAfter: 12 });
    expect(await lookup()('DOWN1', 'NSW')).toMatchObject({
      kind: 'unavailable',
      reason: 'HTTP 503',
    });
    expect(await lookup()('JUNK1', 'NSW')).toMatchObject({
      kind: 'unavailable',
      reason: 'unreadable answer',
    });
    expect(await lookup(300)('SLOW1', 'NSW')).toMatchObject({
      kind: 'unavailable',
      reason: 'timeout',
    });
  });

  it('reports a refused key as a configuration problem', async () => {
    const wrong = plateApiLookup({ url: base, key: 'wrong', timeoutMs: 5000 });
    expect(await wrong('ABC12D', 'NSW')).toEqual({ kind: 'refused', reason: 'HTTP 401' });
  });
});

describe('embedded register and the choice of lookup', () => {
  const plate: RegoVehicle = {
    plate: 'YBA82Z',
    state: 'ACT',
    year: 2018,
    make: 'Mercedes Benz',
    model: 'C-Class',
    badge: 'C43 AMG',
    series: null,
    body: 'sedan',
    transmission: 'Automatic',
    fuel: 'Petrol',
    colour: 'Copper Bronze',
  };

  it('finds a plate however it is typed, only in its own state', async () => {
    const lookup = embeddedRego([plate]);
    expect(await lookup('yba 82z', 'ACT')).toEqual({ kind: 'found', vehicle: plate });
    expect(await lookup('YBA82Z', 'NSW')).toEqual({ kind: 'not-found' });
  });

  it('is the plate-lookup API with the key the dealer file names, or says which variable is missing', () => {
    const api = dealerConfig({
      tradeIn: {
        regoLookup: {
          provider: 'plate-api',
          url: 'https://rego.example/v1',
          keyEnv: 'ACME_REGO_KEY',
        },
      },
    });
    expect(typeof regoFor(api, envOf({ ACME_REGO_KEY: 'k' }))).toBe('function');
    expect(() => regoFor(api, envOf())).toThrow(ServiceConfigError);
    expect(() => regoFor(api, envOf())).toThrow('set ACME_REGO_KEY');
  });
});
