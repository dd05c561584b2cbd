import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { stripePayments, verifiedStripeEvent } from './stripe.server.ts';

/**
 * A stand-in for Stripe's API over real HTTP, with its documented objects and errors: form-encoded
 * requests with a bearer secret key and an Idempotency-Key (a replay answers the first response,
 * the same key with another body is an idempotency_error), PaymentIntents created, retrieved (with
 * `expand[]=latest_charge`), captured and cancelled, refunds, and `{ error: { type, code, message } }`
 * answers: 401 for a wrong key, 400 for an intent in the wrong state, 429 and 500 on demand, and a
 * mode that never answers.
 */
interface Pi {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  capture_method: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  latest_charge: string | null;
  last_payment_error: null | { message: string };
}
const intents = new Map<string, Pi>();
const charges = new Map<
  string,
  { id: string; amount: number; amount_refunded: number; last4: string }
>();
const idempotent = new Map<string, { body: string; status: number; answer: string }>();
const calls: { method: string; path: string; key: string | undefined; body: URLSearchParams }[] =
  [];
let mode: 'ok' | 'rate-limit' | 'down' | 'hang' = 'ok';
let server: Server;
let port: number;
let n = 0;

const chargeView = (id: string | null) => {
  const c = id ? charges.get(id) : undefined;
  return c
    ? {
        id: c.id,
        object: 'charge',
        amount: c.amount,
        amount_refunded: c.amount_refunded,
        payment_method_details: { type: 'card', card: { brand: 'visa', last4: c.last4 } },
      }
    : id;
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      const body = new URLSearchParams(raw);
      const key = req.headers['idempotency-key'] as string | undefined;
      calls.push({ method: req.method!, path: url.pathname, key, body });
      const send = (status: number, answer: unknown) => {
        const text = JSON.stringify(answer);
        if (key && req.method === 'POST' && status < 500 && status !== 429)
          idempotent.set(key, { body: raw, status, answer: text });
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${++n}` });
        res.end(text);
      };
      const error = (status: number, type: string, code: string, message: string) =>
        send(status, { error: { type, code, message } });
      if (mode === 'hang') return;
      if (req.headers.authorization !== 'Bearer sk_test_standin')
        return error(401, 'invalid_request_error', 'api_key_invalid', 'Invalid API Key provided');
      if (mode === 'rate-limit')
        return error(429, 'invalid_request_error', 'rate_limit', 'Too many requests');
      if (mode === 'down') return error(500, 'api_error', 'server_error', 'Something went wrong');
      if (key && req.method === 'POST') {
        const seen = idempotent.get(key);
        if (seen && seen.body !== raw)
          return error(
            400,
            'idempotency_error',
            'idempotency_key_in_use',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        if (seen) {
          res.writeHead(seen.status, {
            'Content-Type': 'application/json',
            'Idempotent-Replayed': 'true',
          });
          return res.end(seen.answer);
        }
      }
      const parts = url.pathname.split('/').filter(Boolean); // v1, payment_intents, id, action
      const expand = (pi: Pi) =>
        [...url.searchParams, ...body].some(
          ([k, v]) => /^expand\[\d*\]$/.test(k) && v === 'latest_charge',
        )
          ? { ...pi, latest_charge: chargeView(pi.latest_charge) }
          : pi;
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const id = `pi_${++n}standin`;
        const pi: Pi = {
          id,
          object: 'payment_intent',
          amount: Number(body.get('amount')),
          currency: body.get('currency')!,
          capture_method: body.get('capture_method') ?? 'automatic',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_abc`,
          metadata: { reservation_id: body.get('metadata[reservation_id]')! },
          description: body.get('description'),
          latest_charge: null,
          last_payment_error: null,
        };
        intents.set(id, pi);
        return send(200, pi);
      }
      if (parts[1] === 'payment_intents' && parts[2]) {
        const pi = intents.get(parts[2]);
        if (!pi)
          return error(
            404,
            'invalid_request_error',
            'resource_missing',
            `No such payment_intent: '${parts[2]}'`,
          );
        const unexpected = () =>
          error(
            400,
            'invalid_request_error',
            'payment_intent_unexpected_state',
            `This PaymentIntent's status is ${pi.status}.`,
          );
        if (req.method === 'GET') return send(200, expand(pi));
        if (parts[3] === 'capture') {
          if (pi.status !== 'requires_capture') return unexpected();
          pi.status = 'succeeded';
          return send(200, expand(pi));
        }
        if (parts[3] === 'cancel') {
          if (pi.status === 'succeeded' || pi.status === 'canceled') return unexpected();
          pi.status = 'canceled';
          return send(200, expand(pi));
        }
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const pi = intents.get(body.get('payment_intent') ?? '');
        const charge = pi?.latest_charge ? charges.get(pi.latest_charge) : undefined;
        if (!pi || pi.status !== 'succeeded' || !charge)
          return error(
            400,
            'invalid_request_error',
            'charge_not_captured',
            'This PaymentIntent has no captured charge to refund.',
          );
        if (charge.amount_refunded >= charge.amount)
          return error(
            400,
            'invalid_request_error',
            'charge_already_refunded',
            'Charge has already been refunded.',
          );
        charge.amount_refunded = charge.amount;
        return send(200, {
          id: `re_${++n}`,
          object: 'refund',
          amount: charge.amount,
          status: 'succeeded',
          payment_intent: pi.id,
        });
      }
      return error(404, 'invalid_request_error', 'resource_missing', 'Unrecognized request URL');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  mode = 'ok';
  calls.length = 0;
});

/** What the buyer's browser does with the Payment Element: pays the intent with a card. */
function confirmInBrowser(id: string, last4 = '4242') {
  const pi = intents.get(id)!;
  const charge = { id: `ch_${++n}`, amount: pi.amount, amount_refunded: 0, last4 };
  charges.set(charge.id, charge);
  pi.latest_charge = charge.id;
  pi.status = pi.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
}

const payments = (timeoutMs = 2000, secretKey = 'sk_test_standin') =>
  stripePayments({ secretKey, host: '127.0.0.1', port, protocol: 'http', timeoutMs });
const create = (
  p = payments(),
  key = `res_${Math.random()}:create`,
  captureMethod: 'manual' | 'automatic' = 'manual',
) =>
  p.createIntent({
    amountCents: 20_000,
    currency: 'aud',
    captureMethod,
    reservationId: 'R123',
    description: 'Reservation of 2021 Toyota RAV4 GX',
    idempotencyKey: key,
  });

describe('Stripe payments (issue 29 item 5), against a stand-in of its API', () => {
  it('makes the deposit a manual-capture PaymentIntent, once per Idempotency-Key', async () => {
    const p = payments();
    expect(p.testMode).toBe(true);
    const first = await create(p, 'R123:create');
    const again = await create(p, 'R123:create');
    expect(first.ok && again.ok && again.value.id === first.value.id).toBe(true);
    const made = calls.filter((c) => c.path === '/v1/payment_intents');
    expect(made).toHaveLength(2);
    expect(made[0]!.key).toBe('R123:create');
    expect(Object.fromEntries(made[0]!.body)).toMatchObject({
      amount: '20000',
      currency: 'aud',
      capture_method: 'manual',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[reservation_id]': 'R123',
    });
    expect(first.ok && first.value).toMatchObject({
      status: 'requires_payment_method',
      amountCents: 20_000,
      captureMethod: 'manual',
      reservationId: 'R123',
      clientSecret: expect.stringMatching(/_secret_/),
    });
  });

  it('reads an authorisation the browser made, captures it, and will not release it after', async () => {
    const p = payments();
    const made = await create(p);
    if (!made.ok) throw new Error(made.message);
    confirmInBrowser(made.value.id, '4242');
    const held = await p.retrieve(made.value.id);
    expect(held.ok && held.value).toMatchObject({ status: 'requires_capture', cardLast4: '4242' });
    const captured = await p.capture(made.value.id, 'R1:capture');
    expect(captured.ok && captured.value.status).toBe('succeeded');
    expect(calls.at(-1)!.key).toBe('R1:capture');
    const release = await p.cancel(made.value.id, 'R1:release');
    expect(release).toMatchObject({ ok: false, kind: 'refused' });
  });

  it('releases an authorisation by cancelling it (nothing charged)', async () => {
    const p = payments();
    const made = await create(p);
    if (!made.ok) throw new Error(made.message);
    confirmInBrowser(made.value.id);
    const released = await p.cancel(made.value.id, 'R2:release');
    expect(released.ok && released.value.status).toBe('canceled');
    // A retry of the release (the job ran twice) replays Stripe's first answer.
    const again = await p.cancel(made.value.id, 'R2:release');
    expect(again.ok && again.value.status).toBe('canceled');
  });

  it('charges at once and refunds in full where the dealer charges deposits', async () => {
    const p = payments();
    const made = await create(p, undefined, 'automatic');
    if (!made.ok) throw new Error(made.message);
    confirmInBrowser(made.value.id);
    const refunded = await p.refund(made.value.id, 'R3:refund');
    expect(refunded.ok && refunded.value.id).toMatch(/^re_/);
    expect(Object.fromEntries(calls.at(-1)!.body)).toEqual({ payment_intent: made.value.id });
    const read = await p.retrieve(made.value.id);
    expect(read.ok && read.value.amountRefunded).toBe(20_000);
    expect(await p.refund(made.value.id, 'R3:refund-again')).toMatchObject({
      ok: false,
      kind: 'refused',
    });
  });

  it('says unavailable on a rate limit or an outage (after the SDK retried with the same key)', async () => {
    mode = 'rate-limit';
    expect(await create(payments(), 'R4:create')).toMatchObject({ ok: false, kind: 'unavailable' });
    mode = 'down';
    expect(await create(payments(), 'R5:create')).toMatchObject({ ok: false, kind: 'unavailable' });
    const tries = calls.filter((c) => c.key === 'R5:create');
    expect(tries.length).toBeGreaterThan(1);
    expect(tries.length).toBeLessThanOrEqual(3);
  });

  it('says unavailable when Stripe does not answer in time', async () => {
    mode = 'hang';
    const started = Date.now();
    expect(await payments(300).retrieve('pi_x')).toMatchObject({ ok: false, kind: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(6000);
  });

  it('refuses a wrong key and an unknown intent, and never retries those', async () => {
    expect(await create(payments(2000, 'sk_test_wrong'))).toMatchObject({
      ok: false,
      kind: 'refused',
    });
    expect(await payments().retrieve('pi_nope')).toMatchObject({ ok: false, kind: 'refused' });
  });
});

describe("Stripe's webhook signature", () => {
  const secret = 'whsec_test_standin';
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.amount_capturable_updated',
    data: { object: { id: 'pi_1', object: 'payment_intent' } },
  });
  const now = Date.parse('2026-11-26T00:00:00Z');
  const header = (body: string, at = now, key = secret) =>
    Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: key,
      timestamp: Math.floor(at / 1000),
    });

  it('accepts an event signed with the endpoint secret', () => {
    expect(verifiedStripeEvent(payload, header(payload), secret, now)?.id).toBe('evt_1');
  });
  it('refuses a changed body, another secret, an old signature or none', () => {
    expect(
      verifiedStripeEvent(payload.replace('pi_1', 'pi_2'), header(payload), secret, now),
    ).toBeNull();
    expect(
      verifiedStripeEvent(payload, header(payload, now, 'whsec_other'), secret, now),
    ).toBeNull();
    expect(
      verifiedStripeEvent(payload, header(payload, now - 10 * 60_000), secret, now),
    ).toBeNull();
    expect(verifiedStripeEvent(payload, null, secret, now)).toBeNull();
  });
});
