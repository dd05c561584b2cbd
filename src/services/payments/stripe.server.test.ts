import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { type StripeStandIn, stripeStandIn } from '../../../tests/support/stripe-standin.ts';
import { stripePayments, verifiedStripeEvent } from './stripe.server.ts';

/** Stripe's API stood in for over real HTTP (tests/support/stripe-standin.ts says what it does). */
let stand: StripeStandIn;
let port: number;
let calls: StripeStandIn['calls'];
beforeAll(async () => {
  stand = await stripeStandIn();
  port = stand.port;
  calls = stand.calls;
});
afterAll(() => stand.close());
beforeEach(() => {
  stand.setMode('ok');
  calls.length = 0;
});
const confirmInBrowser = (id: string, last4?: string) => stand.confirmInBrowser(id, last4);
const setMode = (m: Parameters<StripeStandIn['setMode']>[0]) => stand.setMode(m);

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

describe('Stripe payments, against a stand-in of its API', () => {
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
    setMode('rate-limit');
    expect(await create(payments(), 'R4:create')).toMatchObject({ ok: false, kind: 'unavailable' });
    setMode('down');
    expect(await create(payments(), 'R5:create')).toMatchObject({ ok: false, kind: 'unavailable' });
    const tries = calls.filter((c) => c.key === 'R5:create');
    expect(tries.length).toBeGreaterThan(1);
    expect(tries.length).toBeLessThanOrEqual(3);
  });

  it('says unavailable when Stripe does not answer in time', async () => {
    setMode('hang');
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
