import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { leads, reservationEvents, reservations, testPayments } from '~/server/storage/schema.ts';
import { embeddedPayments } from '~/services/payments/embedded.server.ts';
import type { Payments } from '~/services/payments/payments.ts';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { tellDealerDue } from './dealer-leads.server.ts';
import { unavailableCars } from './live.server.ts';
import { settleMoney } from './money.server.ts';
import type { ReserveContext } from './records.server.ts';
import {
  type CheckoutCar,
  convertReservation,
  endReservation,
  expireDue,
  openReservation,
  reconcilePending,
  recordPayment,
} from './reservations.server.ts';

const config = dealerConfig({
  features: { reserve: { enabled: true, deposit: 200, holdHours: 48 } },
});
const charging = dealerConfig({
  slug: 'charging-motors',
  features: { reserve: { enabled: true } },
  payments: { depositMode: 'charge' },
});
const t0 = new Date('2026-11-26T00:00:00Z');
const HOUR = 3_600_000;
const card = { number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' };
const car = (id: number): CheckoutCar => ({
  id,
  slug: `2021-toyota-corolla-${id}`,
  name: '2021 Toyota Corolla Ascent Sport',
  stocknum: `VA${id}`,
  car_type: 'used',
  price_amount: 24_990,
  location_id: null,
});
const buyer = (n: number) => ({
  first_name: 'Mia',
  last_name: `Buyer${n}`,
  email: `mia${n}@example.com`,
  phone: `04120${String(n).padStart(5, '0')}`,
});

for (const [name, open] of backends) {
  describe(`reservations on ${name}`, () => {
    let s: TestStorage;
    let payments: Payments;
    beforeAll(async () => {
      s = await open();
      payments = embeddedPayments(async () => s);
    }, 60_000);
    afterAll(async () => {
      await closeStorage(s);
    });
    const ctx = (now = t0, site = config): ReserveContext => ({
      storage: s,
      config: site,
      payments,
      now,
    });
    let keys = 0;
    const start = (carId: number, n = 1, at = t0, site = config) =>
      openReservation(ctx(at, site), {
        car: car(carId),
        kind: 'reserve',
        contact: buyer(n),
        userId: null,
        idempotencyKey: `key-${name}-${++keys}`,
      });
    async function pay(id: string, paymentId: string, at = t0, site = config) {
      const paid = await payments.confirmTestCard!(paymentId, card, at);
      if (!paid.ok) throw new Error(paid.message);
      return recordPayment(ctx(at, site), id, paid.value);
    }
    const row = async (id: string) =>
      (await s.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;
    const intent = async (id: string) =>
      (await s.db.select().from(testPayments).where(eq(testPayments.id, id)))[0]!;
    const leadsOf = (id: string) =>
      s.db
        .select()
        .from(leads)
        .then((all) => all.filter((l) => l.fields.reservation_id === id));

    it('holds the car once the deposit is authorised, and tells the dealer at once', async () => {
      const opened = await start(1001);
      if (opened.kind !== 'opened') throw new Error(opened.kind);
      const r = opened.reservation;
      expect(r).toMatchObject({
        state: 'pending_payment',
        amountCents: 20_000,
        currency: 'AUD',
        holdHours: 48,
        paymentStatus: 'none',
        processor: 'embedded',
      });
      expect(r.payBy.getTime() - t0.getTime()).toBe(20 * 60_000);
      expect(r.termsText).toContain(
        'Your $200 deposit reserves the 2021 Toyota Corolla Ascent Sport (stock number VA1001)',
      );
      expect(r.termsText).toContain('the hold on your card is released and you are never charged');
      expect(opened.intent).toMatchObject({
        status: 'requires_payment_method',
        amountCents: 20_000,
        captureMethod: 'manual',
      });
      const held = await pay(r.id, opened.intent.id, new Date(t0.getTime() + 60_000));
      expect(held?.kind).toBe('held');
      const after = await row(r.id);
      expect(after).toMatchObject({
        state: 'held',
        paymentStatus: 'authorised',
        cardLast4: '4242',
        toldDealer: 'held',
      });
      expect(after.holdUntil!.getTime() - after.heldAt!.getTime()).toBe(48 * HOUR);
      const sent = await leadsOf(r.id);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        form: 'reservation',
        category: 'Reservation',
        subcategory: 'Held',
        carId: 1001,
      });
      expect(sent[0]!.fields.message).toContain(
        'Reserved online with a $200 deposit, authorised on the card ending 4242 (test mode: no money moved).',
      );
      expect(await unavailableCars(s, config.slug)).toMatchObject({
        reserved: expect.arrayContaining([1001]),
      });
      // The same payment told again (a second confirm, a replayed webhook): nothing changes.
      const read = await payments.retrieve(opened.intent.id);
      if (!read.ok) throw new Error();
      expect((await recordPayment(ctx(), r.id, read.value))?.kind).toBe('already');
      expect(await leadsOf(r.id)).toHaveLength(1);
    });

    it('gives 50 buyers at once exactly one hold and 49 refusals, in each of 100 trials', async () => {
      for (let trial = 0; trial < 100; trial++) {
        const carId = 20_000 + trial;
        const outcomes = await Promise.all(Array.from({ length: 50 }, (_, n) => start(carId, n)));
        const opened = outcomes.filter((o) => o.kind === 'opened');
        expect(opened, `trial ${trial}`).toHaveLength(1);
        expect(outcomes.filter((o) => o.kind === 'taken')).toHaveLength(49);
        const winner = opened[0]!;
        if (winner.kind !== 'opened') throw new Error();
        expect((await pay(winner.reservation.id, winner.intent.id))?.kind).toBe('held');
        const live = await s.db
          .select()
          .from(reservations)
          .where(and(eq(reservations.carId, carId), eq(reservations.websiteSlug, config.slug)));
        expect(live.map((r) => r.state)).toEqual(['held']);
      }
    }, 300_000);

    it('a retry with the same key is the same reservation; the same key for another buyer is refused', async () => {
      const first = await openReservation(ctx(), {
        car: car(1002),
        kind: 'reserve',
        contact: buyer(1),
        userId: null,
        idempotencyKey: 'same-key-1',
      });
      const again = await openReservation(ctx(), {
        car: car(1002),
        kind: 'reserve',
        contact: buyer(1),
        userId: null,
        idempotencyKey: 'same-key-1',
      });
      expect(
        first.kind === 'opened' &&
          again.kind === 'opened' &&
          again.reservation.id === first.reservation.id,
      ).toBe(true);
      expect(again.kind === 'opened' && again.fresh).toBe(false);
      const other = await openReservation(ctx(), {
        car: car(1002),
        kind: 'reserve',
        contact: buyer(2),
        userId: null,
        idempotencyKey: 'same-key-1',
      });
      expect(other.kind).toBe('mismatch');
    });

    it('expires a hold when its time is up, releases the deposit and frees the car, once however often the job runs', async () => {
      const opened = await start(1003);
      if (opened.kind !== 'opened') throw new Error();
      await pay(opened.reservation.id, opened.intent.id);
      const before = new Date(t0.getTime() + 47 * HOUR);
      const mine = (rows: { id: string }[]) => rows.filter((r) => r.id === opened.reservation.id);
      expect(mine(await expireDue(ctx(before)))).toHaveLength(0);
      const late = new Date(t0.getTime() + 49 * HOUR);
      const runs = await Promise.all([
        expireDue(ctx(late)),
        expireDue(ctx(late)),
        expireDue(ctx(late)),
      ]);
      expect(mine(runs.flat())).toHaveLength(1);
      await Promise.all([settleMoney(ctx(late)), settleMoney(ctx(late))]);
      expect(await row(opened.reservation.id)).toMatchObject({
        state: 'expired',
        paymentStatus: 'released',
        refundDue: false,
      });
      expect((await intent(opened.intent.id)).status).toBe('canceled');
      const sent = await leadsOf(opened.reservation.id);
      expect(sent.map((l) => l.subcategory).sort()).toEqual(['Held', 'Hold expired']);
      // Free again: another buyer can reserve it.
      expect((await start(1003, 2, late)).kind).toBe('opened');
    });

    it('never keeps money when the pay window ends as the payment lands: held, or given back', async () => {
      for (let i = 0; i < 20; i++) {
        const carId = 30_000 + i;
        const opened = await start(carId);
        if (opened.kind !== 'opened') throw new Error();
        const late = new Date(t0.getTime() + 21 * 60_000);
        const paid = await payments.confirmTestCard!(opened.intent.id, card, late);
        if (!paid.ok) throw new Error();
        await Promise.all([
          expireDue(ctx(late)),
          recordPayment(ctx(late), opened.reservation.id, paid.value),
        ]);
        await settleMoney(ctx(late));
        const r = await row(opened.reservation.id);
        const money = (await intent(opened.intent.id)).status;
        if (r.state === 'held') expect(money).toBe('requires_capture');
        else {
          expect(r.state).toBe('expired');
          expect(r).toMatchObject({ paymentStatus: 'released', refundDue: false });
          expect(money).toBe('canceled');
        }
      }
    });

    it('finds a payment the server failed to record (a crash between the two) and completes the hold', async () => {
      const opened = await start(1004);
      if (opened.kind !== 'opened') throw new Error();
      // The buyer paid; our record of it never happened.
      await payments.confirmTestCard!(opened.intent.id, card, t0);
      expect((await row(opened.reservation.id)).state).toBe('pending_payment');
      expect(await reconcilePending(ctx(new Date(t0.getTime() + 2 * 60_000)))).toBe(1);
      expect(await row(opened.reservation.id)).toMatchObject({
        state: 'held',
        paymentStatus: 'authorised',
      });
      expect(await leadsOf(opened.reservation.id)).toHaveLength(1);
    });

    it('cancels with the link once, and releases the deposit', async () => {
      const opened = await start(1005);
      if (opened.kind !== 'opened') throw new Error();
      await pay(opened.reservation.id, opened.intent.id);
      const nonce = (await row(opened.reservation.id)).cancelNonce;
      expect(
        await endReservation(
          ctx(),
          opened.reservation.id,
          'cancelled',
          'cancelled by the buyer',
          'wrong-nonce',
        ),
      ).toBeNull();
      const [a, b] = await Promise.all([
        endReservation(ctx(), opened.reservation.id, 'cancelled', 'cancelled by the buyer', nonce),
        endReservation(ctx(), opened.reservation.id, 'cancelled', 'cancelled by the buyer', nonce),
      ]);
      expect([a, b].filter(Boolean)).toHaveLength(1);
      expect(await row(opened.reservation.id)).toMatchObject({
        state: 'cancelled',
        paymentStatus: 'released',
        refundDue: false,
      });
      expect((await row(opened.reservation.id)).cancelUsedAt).not.toBeNull();
      expect((await intent(opened.intent.id)).status).toBe('canceled');
    });

    it("charges at once and refunds in full where the dealer file says 'charge'", async () => {
      const opened = await start(1006, 1, t0, charging);
      if (opened.kind !== 'opened') throw new Error();
      expect(opened.intent.captureMethod).toBe('automatic');
      await pay(opened.reservation.id, opened.intent.id, t0, charging);
      expect((await row(opened.reservation.id)).paymentStatus).toBe('captured');
      await endReservation(
        ctx(t0, charging),
        opened.reservation.id,
        'released',
        'released by the dealer',
      );
      expect(await row(opened.reservation.id)).toMatchObject({
        state: 'released',
        paymentStatus: 'refunded',
      });
      expect((await intent(opened.intent.id)).amountRefunded).toBe(20_000);
    });

    it('keeps the deposit when the dealer sells the car (an authorisation is captured)', async () => {
      const opened = await start(1007);
      if (opened.kind !== 'opened') throw new Error();
      await pay(opened.reservation.id, opened.intent.id);
      expect((await convertReservation(ctx(), opened.reservation.id))?.state).toBe('converted');
      expect((await row(opened.reservation.id)).paymentStatus).toBe('captured');
      expect((await intent(opened.intent.id)).status).toBe('succeeded');
      expect(await unavailableCars(s, config.slug)).toMatchObject({
        sold: expect.arrayContaining([1007]),
      });
      expect((await start(1007, 3)).kind).toBe('taken');
      expect(await convertReservation(ctx(), opened.reservation.id)).toBeNull();
    });

    it('ends a reservation whose payment cannot start, so the car stays free', async () => {
      const down: Payments = {
        ...payments,
        createIntent: async () => ({ ok: false, kind: 'unavailable', message: 'down' }),
      };
      const out = await openReservation(
        { ...ctx(), payments: down },
        {
          car: car(1008),
          kind: 'reserve',
          contact: buyer(1),
          userId: null,
          idempotencyKey: 'down-key-1',
        },
      );
      expect(out.kind).toBe('payments-down');
      expect((await start(1008, 2)).kind).toBe('opened');
    });

    it('records every change in the history; the job tells the dealer what it missed, once', async () => {
      const opened = await start(1009);
      if (opened.kind !== 'opened') throw new Error();
      await pay(opened.reservation.id, opened.intent.id);
      // As if the server stopped between the hold and the dealer's lead.
      await s.db
        .update(reservations)
        .set({ toldDealer: null })
        .where(eq(reservations.id, opened.reservation.id));
      expect(await tellDealerDue(ctx())).toBeGreaterThan(0);
      expect((await row(opened.reservation.id)).toldDealer).toBe('held');
      expect(await leadsOf(opened.reservation.id)).toHaveLength(1);
      const history = await s.db
        .select()
        .from(reservationEvents)
        .where(eq(reservationEvents.reservationId, opened.reservation.id))
        // In the order they happened (Postgres gives rows in no order without one).
        .orderBy(asc(reservationEvents.id));
      expect(history.map((h) => [h.fromState, h.toState])).toEqual([
        [null, 'pending_payment'],
        ['pending_payment', 'held'],
      ]);
    });
  });
}
