import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { dealerConfig, envOf } from '../../../tests/support/fixtures.ts';
import { ServiceConfigError } from '../config-error.ts';
import { embeddedHistory } from './embedded.server.ts';
import { isCurrent } from './history.ts';
import { historyFor } from './index.server.ts';
import { ppsrCloudSearch } from './ppsr-cloud.server.ts';

/**
 * A stand-in for the PPSR search provider's B2B API over real HTTP, in its documented shapes:
 * `POST /connect/token` (client credentials, form-encoded) gives a bearer token; `POST
 * /api/b2b/ausearch/submit-mv` with `{ vin, customerRequestId, reference }` answers `{ resource,
 * errors, hasError }`. VINs pick the case: clear, finance owing, written off, stolen, NEVDIS
 * silent, a VIN the register rejects, 429 with Retry-After, 503, an unreadable body, one that never
 * answers; a token can be made to expire.
 */
const CLEAR = 'JTMW43FV00D000001';
const OWING = 'JTMW43FV00D000002';
const WRITTEN_OFF = 'JTMW43FV00D000003';
const STOLEN = 'JTMW43FV00D000004';
const SILENT = 'JTMW43FV00D000005';
const REJECTED = 'JTMW43FV00D000006';
const RATE = 'JTMW43FV00D000007';
const DOWN = 'JTMW43FV00D000008';
const JUNK = 'JTMW43FV00D000009';
const SLOW = 'JTMW43FV00D000010';

let server: Server;
let base: string;
let tokensIssued = 0;
let validToken = '';
const searches: { vin: string; reference: string; auth: string | undefined }[] = [];

const read = (req: IncomingMessage) =>
  new Promise<string>((ok) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => ok(body));
  });

async function answer(req: IncomingMessage, res: ServerResponse) {
  const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const text = await read(req);
  if (req.url === '/connect/token') {
    const form = new URLSearchParams(text);
    if (
      form.get('grant_type') !== 'client_credentials' ||
      form.get('client_id') !== 'dealer-id' ||
      form.get('client_secret') !== 'dealer-secret'
    )
      return send(400, { error: 'invalid_client' });
    validToken = `token-${++tokensIssued}`;
    return send(200, { access_token: validToken, token_type: 'Bearer', expires_in: 3600 });
  }
  if (req.url !== '/api/b2b/ausearch/submit-mv') return send(404, {});
  if (req.headers.authorization !== `Bearer ${validToken}`)
    return send(401, {
      hasError: true,
      errors: [{ code: 401, errorDescription: 'Unauthorised' }],
    });
  const { vin, reference } = JSON.parse(text) as { vin: string; reference: string };
  searches.push({ vin, reference, auth: req.headers.authorization });
  const result = (over: object) =>
    send(200, {
      hasError: false,
      errors: null,
      resource: {
        searchNumber: '100000000001',
        searchCertificateNumber: `SC-${vin.slice(-3)}`,
        securityInterestExists: false,
        resultCount: 0,
        nevdisVerificationStatus: 'Verified',
        nevdisWrittenOff: false,
        nevdisStolen: false,
        nevdisVehicles: [],
        registrations: [],
        ...over,
      },
    });
  switch (vin) {
    case CLEAR:
      return result({});
    case OWING:
      return result({ securityInterestExists: true, resultCount: 1 });
    case WRITTEN_OFF:
      return result({ nevdisWrittenOff: true });
    case STOLEN:
      return result({ nevdisStolen: true });
    case SILENT:
      return result({
        nevdisVerificationStatus: null,
        nevdisWrittenOff: null,
        nevdisStolen: null,
      });
    case REJECTED:
      return send(400, {
        hasError: true,
        resource: null,
        errors: [{ code: 1021, errorDescription: 'The serial number is not a valid VIN' }],
      });
    case RATE:
      return send(429, { hasError: true, errors: [] }, { 'Retry-After': '17' });
    case DOWN:
      return send(503, '<html>Service Unavailable</html>');
    case JUNK:
      return send(200, 'not json');
    case SLOW:
      return; // never answers
    default:
      return send(500, {});
  }
}

beforeAll(async () => {
  server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  searches.length = 0;
});

const now = new Date('2026-12-06T01:00:00Z');
// Answers get 5 s (a loaded test machine is slow to a first connection); only a request that
// never answers is waited on for a short time.
const search = (timeoutMs = 5000, clientSecret = 'dealer-secret') =>
  ppsrCloudSearch({
    url: base,
    clientId: 'dealer-id',
    clientSecret,
    reference: 'test-motors',
    timeoutMs,
  });

describe('PPSR search provider', () => {
  it('searches the VIN with a token and reads a clear certificate', async () => {
    expect(await search()('jtmw43fv00d000001', now)).toEqual({
      kind: 'found',
      check: {
        searchedAt: '2026-12-06T01:00:00.000Z',
        certificate: 'SC-001',
        financeOwing: false,
        writtenOff: false,
        stolen: false,
        odometerKm: null,
      },
    });
    expect(searches).toEqual([
      { vin: CLEAR, reference: 'test-motors', auth: `Bearer ${validToken}` },
    ]);
  });

  it('reads finance owing, written off and stolen, and NEVDIS giving no answer', async () => {
    const ask = search();
    expect(await ask(OWING, now)).toMatchObject({
      check: { financeOwing: true, writtenOff: false },
    });
    expect(await ask(WRITTEN_OFF, now)).toMatchObject({
      check: { financeOwing: false, writtenOff: true },
    });
    expect(await ask(STOLEN, now)).toMatchObject({ check: { stolen: true } });
    expect(await ask(SILENT, now)).toMatchObject({ check: { writtenOff: null, stolen: null } });
  });

  it('keeps one token for many searches, and gets a new one when it is refused', async () => {
    const ask = search();
    const before = tokensIssued;
    await ask(CLEAR, now);
    await ask(OWING, now);
    expect(tokensIssued).toBe(before + 1);
    validToken = 'revoked-by-the-provider';
    expect(await ask(CLEAR, now)).toMatchObject({ kind: 'found' });
    expect(tokensIssued).toBe(before + 2);
  });

  it('treats 429, 5xx, an unreadable answer and a timeout as unavailable for a while', async () => {
    const ask = search();
    expect(await ask(RATE, now)).toEqual({
      kind: 'unavailable',
      retryAfter: 17,
      reason: 'HTTP 429',
    });
    expect(await ask(DOWN, now)).toMatchObject({ kind: 'unavailable', reason: 'HTTP 503' });
    expect(await ask(JUNK, now)).toMatchObject({
      kind: 'unavailable',
      reason: 'answer without a certificate',
    });
    expect(await search(300)(SLOW, now)).toMatchObject({ kind: 'unavailable', reason: 'timeout' });
  });

  it('reports a VIN the register rejects, and wrong credentials, as refused', async () => {
    expect(await search()(REJECTED, now)).toEqual({
      kind: 'refused',
      reason: 'HTTP 400 (error 1021)',
    });
    expect(await search(5000, 'wrong')(CLEAR, now)).toEqual({
      kind: 'refused',
      reason: 'token: HTTP 400',
    });
  });
});

describe('embedded register and the choice of provider', () => {
  it('gives each VIN the same sample answer every time, some of them flagged', async () => {
    const ask = embeddedHistory();
    const first = await ask('JTMW43FV00D000001', now);
    expect(await ask('jtmw43fv00d000001', now)).toEqual(first);
    const checks = await Promise.all(
      Array.from({ length: 600 }, (_, i) => ask(`JTMW43FV00D${String(i).padStart(6, '0')}`, now)),
    );
    const found = checks.map((c) => (c.kind === 'found' ? c.check : null));
    expect(found.every((c) => c !== null && /^\d{14}$/.test(c.certificate))).toBe(true);
    const owing = found.filter((c) => c!.financeOwing).length;
    const writtenOff = found.filter((c) => c!.writtenOff).length;
    // About 1 in 25 and 1 in 60: a handful of each in 600 cars, never most of them.
    expect(owing).toBeGreaterThan(5);
    expect(owing).toBeLessThan(60);
    expect(writtenOff).toBeGreaterThan(1);
    expect(writtenOff).toBeLessThan(30);
  });

  it('is current for 30 days from its search', () => {
    const check = { searchedAt: now.toISOString() };
    expect(isCurrent(check, new Date(now.getTime() + 29 * 86_400_000))).toBe(true);
    expect(isCurrent(check, new Date(now.getTime() + 30 * 86_400_000))).toBe(false);
  });

  it('is none by default, the sample register, or the provider with both credentials set', () => {
    expect(historyFor(dealerConfig(), envOf())).toBeNull();
    const embedded = dealerConfig({ inventory: { historyCheck: { provider: 'embedded' } } });
    expect(typeof historyFor(embedded, envOf())).toBe('function');
    const cloud = dealerConfig({
      inventory: { historyCheck: { provider: 'ppsr-cloud', clientSecretEnv: 'ACME_PPSR_SECRET' } },
    });
    expect(typeof historyFor(cloud, envOf({ PPSR_CLIENT_ID: 'i', ACME_PPSR_SECRET: 's' }))).toBe(
      'function',
    );
    expect(() => historyFor(cloud, envOf({ PPSR_CLIENT_ID: 'i' }))).toThrow(ServiceConfigError);
    expect(() => historyFor(cloud, envOf())).toThrow('set PPSR_CLIENT_ID and ACME_PPSR_SECRET');
  });
});
