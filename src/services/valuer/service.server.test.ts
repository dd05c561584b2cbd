import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dealerConfig, envOf } from '../../../tests/support/fixtures.ts';
import { ServiceConfigError } from '../config-error.ts';
import { valuerFor } from './index.server.ts';
import { serviceValuer } from './service.server.ts';
import { BEST_CONDITION, type ValuationRequest } from './valuer.ts';

/**
 * A stand-in for a Redbook- or AutoGrab-style valuation service over real HTTP: `POST /v1/valuations`
 * with `x-api-key`, answering `{ valuation: { retail: { value, low, high }, sample_size, region,
 * as_at } }`, 404 vehicle_not_found, 422 insufficient_market_data, 401, 429 with Retry-After, a 502
 * and a request that never answers (by model name).
 */
let server: Server;
let base: string;
const bodies: Record<string, unknown>[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      if (req.headers['x-api-key'] !== 'test-key')
        return send(401, { error: { code: 'unauthorized' } });
      const body = JSON.parse(raw) as Record<string, unknown>;
      bodies.push(body);
      switch (body.model) {
        case 'RAV4':
          return send(200, {
            valuation: {
              retail: { value: 36_000, low: 34_000, high: 38_500 },
              trade: { value: 29_000 },
              sample_size: 42,
              region: body.state,
              as_at: '2026-11-24T00:00:00Z',
            },
          });
        case 'Unknown':
          return send(404, { error: { code: 'vehicle_not_found' } });
        case 'Rare':
          return send(422, { error: { code: 'insufficient_market_data' } });
        case 'Busy':
          return send(429, { error: { code: 'rate_limited' } }, { 'Retry-After': '20' });
        case 'Broken':
          return send(502, { error: { code: 'upstream' } });
        default:
          return; // never answers
      }
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const costs = { reconditioning: 1500, margin: 0.1 };
const request = (model: string): ValuationRequest => ({
  vehicle: { year: 2022, make: 'Toyota', model, badge: 'GX' },
  kms: 45_000,
  state: 'VIC',
  answers: BEST_CONDITION,
});
const now = new Date('2026-11-25T00:00:00Z');

describe('valuation service', () => {
  // Answers get 5 s (a loaded test machine is slow to a first connection); only a request that
  // never answers is waited on for a short time.
  const valuer = (timeoutMs = 5000) =>
    serviceValuer({ url: base, key: 'test-key', costs, timeoutMs });

  it('sends the car, its km and state, and takes the condition and the dealer costs off its retail value', async () => {
    const answer = await valuer()(request('RAV4'), now);
    expect(bodies.at(-1)).toEqual({
      year: 2022,
      make: 'Toyota',
      model: 'RAV4',
      badge: 'GX',
      odometer_km: 45_000,
      state: 'VIC',
    });
    // 36,000 less 10% less 1,500 = 30,900; the range the same way from 34,000 and 38,500.
    expect(answer).toEqual({
      kind: 'estimate',
      estimate: {
        figure: 30_900,
        low: 29_100,
        high: 33_200,
        marketValue: 36_000,
        comparables: 42,
        region: 'VIC',
        marketTo: '2026-11-24',
        source: 'service',
      },
    });
  });

  it('reads 404 and 422 as no online figure', async () => {
    expect(await valuer()(request('Unknown'), now)).toEqual({
      kind: 'no-figure',
      reason: 'too-few',
    });
    expect(await valuer()(request('Rare'), now)).toEqual({ kind: 'no-figure', reason: 'too-few' });
  });

  it('treats 429, 5xx, a bad key and a timeout as unavailable', async () => {
    expect(await valuer()(request('Busy'), now)).toMatchObject({
      kind: 'unavailable',
      retryAfter: 20,
    });
    expect(await valuer()(request('Broken'), now)).toMatchObject({
      kind: 'unavailable',
      reason: 'HTTP 502',
    });
    expect(await valuer(300)(request('Slow'), now)).toMatchObject({
      kind: 'unavailable',
      reason: 'timeout',
    });
    const wrong = serviceValuer({ url: base, key: 'nope', costs, timeoutMs: 5000 });
    expect(await wrong(request('RAV4'), now)).toMatchObject({
      kind: 'unavailable',
      reason: 'HTTP 401',
    });
  });

  it('is chosen by features.redbook, with the key the dealer file names', () => {
    const on = dealerConfig({
      features: { redbook: true },
      tradeIn: { valuationService: { url: 'https://val.example/v1', keyEnv: 'ACME_VAL_KEY' } },
    });
    expect(typeof valuerFor(on, envOf({ ACME_VAL_KEY: 'k' }))).toBe('function');
    expect(() => valuerFor(on, envOf())).toThrow(ServiceConfigError);
    expect(() => valuerFor(on, envOf())).toThrow('set ACME_VAL_KEY');
  });
});
