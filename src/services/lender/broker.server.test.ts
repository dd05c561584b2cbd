import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dealerConfig, envOf } from '../../../tests/support/fixtures.ts';
import { ServiceConfigError } from '../config-error.ts';
import { brokerLender } from './broker.server.ts';
import { lenderFor } from './index.server.ts';

/**
 * A stand-in finance broker over real HTTP with the spec Calls shapes: POST /quote answers
 * `{ weeklyRepaymentAmount, advertisedRate, comparisonRate }` or `{ error }`; POST
 * /create-customer answers `{ redirectUrl }` or `{ error }`; 401 without the key, 429 with
 * Retry-After, a 503 that clears on the second try, and a request that never answers.
 */
let server: Server;
let base: string;
const hits: { path: string; body: Record<string, unknown>; headers: Record<string, unknown> }[] =
  [];
let flaky = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      hits.push({ path: req.url!, body, headers: req.headers });
      const send = (status: number, b: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        res.end(JSON.stringify(b));
      };
      if (req.headers.authorization !== 'Bearer broker-key')
        return send(401, { error: 'Invalid API key' });
      const price = Number(
        body.purchasePrice ?? (body.data as { purchasePrice?: number })?.purchasePrice,
      );
      if (price === 429) return send(429, { error: 'Rate limit exceeded' }, { 'Retry-After': '1' });
      if (price === 503 && flaky++ % 2 === 0) return send(503, { error: 'Try again' });
      if (price === 999) return; // never answers
      if (price === 404) return send(200, { error: 'No product for this vehicle' });
      if (req.url === '/api/quote')
        return send(200, {
          weeklyRepaymentAmount: 112.34,
          advertisedRate: 7.49,
          comparisonRate: 8.12,
        });
      if (req.url === '/api/create-customer')
        return price === 1
          ? send(200, { ok: true })
          : send(200, { redirectUrl: 'https://apply.broker.example/c/abc123' });
      send(404, { error: 'Not found' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const broker = (over = {}) =>
  brokerLender({ baseUrl: base, key: 'broker-key', timeoutMs: 5000, maxWaitMs: 50, ...over });
const quote = {
  selfAssessedCreditScore: 'GREAT' as const,
  purchasePrice: 30000,
  loanTerm: 5,
  year: 2022,
  vin: 'JTMABCDE123456789',
  nvic: '',
  whoIsHelping: '',
};
const ids = { applicationId: 'app1', idempotencyKey: 'key-broker-1' };

describe('finance broker adapter (over HTTP, stand-in server)', () => {
  it('sends the spec Calls quote request and reads the answer', async () => {
    expect(await broker().quote(quote)).toEqual({
      ok: true,
      value: { weeklyRepaymentAmount: 112.34, advertisedRate: 7.49, comparisonRate: 8.12 },
    });
    expect(hits.at(-1)!.body).toEqual(quote);
  });

  it('creates the customer with an Idempotency-Key and answers the redirect URL', async () => {
    const r = await broker().createCustomer(
      { data: { purchasePrice: 30000 }, additionalData: { category: 'Finance Enquiry' } },
      ids,
    );
    expect(r).toEqual({
      ok: true,
      value: { redirectUrl: 'https://apply.broker.example/c/abc123' },
    });
    expect(hits.at(-1)!.headers['idempotency-key']).toBe('key-broker-1');
    expect(
      await broker().createCustomer({ data: { purchasePrice: 1 }, additionalData: {} }, ids),
    ).toEqual({ ok: false, reason: 'no redirect URL received' });
  });

  it('tries a 503 again and gives up on 429s and hangs after its retries', async () => {
    expect((await broker().quote({ ...quote, purchasePrice: 503 })).ok).toBe(true);
    const before = hits.length;
    expect(await broker().quote({ ...quote, purchasePrice: 429 })).toEqual({
      ok: false,
      reason: 'HTTP 429',
    });
    expect(hits.length - before).toBe(3);
    expect(
      await broker({ retries: 1, timeoutMs: 400 }).quote({ ...quote, purchasePrice: 999 }),
    ).toEqual({
      ok: false,
      reason: 'timeout',
    });
  });

  it('reports refusals and a wrong key without retrying', async () => {
    expect(await broker().quote({ ...quote, purchasePrice: 404 })).toEqual({
      ok: false,
      reason: 'refused: No product for this vehicle',
    });
    const before = hits.length;
    expect(await broker({ key: 'nope' }).quote(quote)).toEqual({
      ok: false,
      reason: 'HTTP 401: Invalid API key',
    });
    expect(hits.length - before).toBe(1);
  });
});

describe('lender choice', () => {
  const lender = {
    adapter: 'broker' as const,
    urlEnv: 'FINANCE_BROKER_URL',
    keyEnv: 'FINANCE_BROKER_KEY',
    establishmentFee: 0,
    monthlyFee: 0,
    rates: [],
  };
  it('is none without finance.lender, embedded by default, the broker with its env vars', () => {
    expect(lenderFor(dealerConfig(), envOf({}))).toBeNull();
    expect(
      lenderFor(
        dealerConfig({ finance: { lender: { ...lender, adapter: 'embedded' } } }),
        envOf({}),
      )?.kind,
    ).toBe('embedded');
    const config = dealerConfig({ finance: { lender } });
    expect(
      lenderFor(config, envOf({ FINANCE_BROKER_URL: base, FINANCE_BROKER_KEY: 'k' }))?.kind,
    ).toBe('broker');
    expect(() =>
      lenderFor(config, envOf({ FINANCE_BROKER_URL: 'file:///etc', FINANCE_BROKER_KEY: 'k' })),
    ).toThrow(ServiceConfigError);
  });

  it('embedded: redirects to the application status page', async () => {
    const l = lenderFor(
      dealerConfig({ finance: { lender: { ...lender, adapter: 'embedded' } } }),
      envOf({}),
    )!;
    expect(await l.createCustomer({ data: {}, additionalData: {} }, ids)).toEqual({
      ok: true,
      value: { redirectUrl: '/finance/application/app1' },
    });
    expect(await l.quote(quote)).toEqual({
      ok: false,
      reason: 'no rate for this car and credit history',
    });
  });
});
