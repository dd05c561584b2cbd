import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { embeddedPayments } from './embedded.server.ts';
import { testCardOutcome } from './payments.ts';

const now = new Date('2026-11-26T00:00:00Z');
const card = (number: string, expiry = '12/29', cvc = '123') => ({ number, expiry, cvc });

describe('the embedded test mode takes cards as a processor in test mode does', () => {
  it("pays with 4242 4242 4242 4242, declines 4000 0000 0000 0002, and 9995's funds are short", () => {
    expect(testCardOutcome(card('4242 4242 4242 4242'), now)).toBeNull();
    expect(testCardOutcome(card('4000-0000-0000-0002'), now)).toBe('card_declined');
    expect(testCardOutcome(card('4000000000009995'), now)).toBe('insufficient_funds');
    expect(testCardOutcome(card('5555555555554444'), now)).toBe('incorrect_number');
  });
  it('refuses an expired card, a bad expiry and a bad security code', () => {
    expect(testCardOutcome(card('4242424242424242', '10/26'), now)).toBe('expired_card');
    expect(testCardOutcome(card('4242424242424242', '11/26'), now)).toBeNull();
    expect(testCardOutcome(card('4242424242424242', '13/27'), now)).toBe('invalid_expiry');
    expect(testCardOutcome(card('4242424242424242', 'soon'), now)).toBe('invalid_expiry');
    expect(testCardOutcome(card('4242424242424242', '12/2030'), now)).toBeNull();
    expect(testCardOutcome(card('4242424242424242', '12/29', '12'), now)).toBe('incorrect_cvc');
  });
});

for (const [name, open] of backends) {
  describe(`the embedded test-mode processor on ${name}`, () => {
    let s: TestStorage;
    beforeAll(async () => {
      s = await open();
    }, 60_000);
    afterAll(async () => {
      await closeStorage(s);
    });
    const payments = () => embeddedPayments(async () => s);
    const create = (key: string, captureMethod: 'manual' | 'automatic' = 'manual') =>
      payments().createIntent({
        amountCents: 20_000,
        currency: 'aud',
        captureMethod,
        reservationId: 'R1',
        description: 'Reservation',
        idempotencyKey: key,
      });

    it('says it is test mode, and makes one intent per key', async () => {
      expect(payments().testMode).toBe(true);
      const a = await create('k1');
      const b = await create('k1');
      expect(a.ok && b.ok && a.value.id === b.value.id).toBe(true);
      expect(a.ok && a.value).toMatchObject({
        status: 'requires_payment_method',
        reservationId: 'R1',
      });
    });

    it('authorises with the success card, then captures; a release after capture is refused', async () => {
      const p = payments();
      const made = await create('k2');
      if (!made.ok) throw new Error();
      const declined = await p.confirmTestCard!(made.value.id, card('4000000000000002'), now);
      expect(declined).toEqual({
        ok: false,
        kind: 'declined',
        code: 'card_declined',
        message: 'Your card was declined.',
      });
      const paid = await p.confirmTestCard!(made.value.id, card('4242424242424242'), now);
      expect(paid.ok && paid.value).toMatchObject({
        status: 'requires_capture',
        cardLast4: '4242',
        lastError: null,
      });
      // A retried confirm (the answer was lost) changes nothing.
      const again = await p.confirmTestCard!(made.value.id, card('4000000000000002'), now);
      expect(again.ok && again.value.status).toBe('requires_capture');
      expect(await p.capture(made.value.id, 'c')).toMatchObject({
        ok: true,
        value: { status: 'succeeded' },
      });
      expect(await p.capture(made.value.id, 'c')).toMatchObject({
        ok: true,
        value: { status: 'succeeded' },
      });
      expect(await p.cancel(made.value.id, 'x')).toMatchObject({ ok: false, kind: 'refused' });
    });

    it('releases an authorisation free, and refunds a charge in full once', async () => {
      const p = payments();
      const held = await create('k3');
      if (!held.ok) throw new Error();
      await p.confirmTestCard!(held.value.id, card('4242424242424242'), now);
      expect(await p.cancel(held.value.id, 'r')).toMatchObject({
        ok: true,
        value: { status: 'canceled' },
      });
      expect(await p.confirmTestCard!(held.value.id, card('4242424242424242'), now)).toMatchObject({
        ok: false,
      });
      const charged = await create('k4', 'automatic');
      if (!charged.ok) throw new Error();
      expect(await p.refund(charged.value.id, 'r')).toMatchObject({ ok: false, kind: 'refused' });
      await p.confirmTestCard!(charged.value.id, card('4242424242424242'), now);
      expect(await p.refund(charged.value.id, 'r')).toMatchObject({ ok: true });
      expect(await p.retrieve(charged.value.id)).toMatchObject({
        ok: true,
        value: { amountRefunded: 20_000 },
      });
    });
  });
}
