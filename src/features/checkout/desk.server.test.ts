import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { StaffMember } from '~/config/schema/desk.ts';
import { deskAnswer, type DeskServices } from '~/features/desk/endpoints.server.ts';
import { startDeskSession } from '~/features/desk/session.server.ts';
import { type PostEndpoint, runPost } from '~/server/post.server.ts';
import { deskAudit, reservations, testPayments } from '~/server/storage/schema.ts';
import { embeddedPayments } from '~/services/payments/embedded.server.ts';
import type { Payments } from '~/services/payments/payments.ts';
import { stripePayments } from '~/services/payments/stripe.server.ts';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { type StripeStandIn, stripeStandIn } from '../../../tests/support/stripe-standin.ts';
import { reservationActionEndpoint, reservationsSection } from './desk.server.ts';
import { openReservation, recordPayment } from './reservations.server.ts';

/** Reservations at the dealer desk: listed for sales and managers, sold or let go from there. */
const staff: StaffMember[] = [
  { name: 'Sam Lee', mobile: '0412345678', role: 'sales' },
  { name: 'Jo Park', mobile: '0400000001', role: 'service' },
  { name: 'Ava Chen', mobile: '0400000002', role: 'manager' },
];
const config = dealerConfig({
  features: { reserve: { enabled: true }, desk: { enabled: true, staff } },
});
const other = dealerConfig({
  slug: 'other-motors',
  features: { reserve: { enabled: true }, desk: { enabled: true, staff } },
});
const t0 = new Date('2026-12-05T09:00:00+10:00');
const at = new Date(t0.getTime() + 60 * 60 * 1000);
const card = { number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' };

for (const [name, open] of backends) {
  describe(`reservations at the desk on ${name}`, () => {
    let s: TestStorage;
    let payments: Payments;
    /** Set for the tests with Stripe's API stood in for over HTTP. */
    let stand: StripeStandIn | null = null;
    const services: DeskServices = {
      staff: () => staff,
      sms: () => {
        throw new Error('no texts here');
      },
      now: () => at,
    };
    beforeAll(async () => {
      s = await open();
      payments = embeddedPayments(async () => s);
    }, 60_000);
    afterAll(async () => {
      await closeStorage(s);
    });

    /** A desk session of this member (the sign-in itself is the desk's own test). */
    const signIn = async (mobile: string, site = config) =>
      (await startDeskSession(s, site.slug, mobile, new Request(site.url), at)).split(';')[0]!;
    let n = 0;
    const post = (
      endpoint: PostEndpoint,
      body: unknown,
      opts: { cookie?: string; key?: string | null } = {},
    ) =>
      runPost(endpoint, {
        storage: async () => s,
        config,
        client: 'desk-test',
        request: new Request(`${config.url}/api/desk/reservations/x`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(opts.key === null ? {} : { 'idempotency-key': opts.key ?? `desk-${name}-${++n}` }),
            ...(opts.cookie ? { cookie: opts.cookie } : {}),
          },
          body: JSON.stringify(body),
        }),
      });
    const desk = (cookie: string) =>
      deskAnswer(
        services,
        {
          storage: async () => s,
          config,
          request: new Request(`${config.url}/api/desk`, { headers: { cookie } }),
        },
        { reservations: reservationsSection(() => payments) },
      );
    const action = (a: 'convert' | 'release' | 'extend') =>
      reservationActionEndpoint(services, () => payments, a);

    let cars = 5000;
    async function heldReservation(site = config) {
      const carId = ++cars;
      const opened = await openReservation(
        { storage: s, config: site, payments, now: t0 },
        {
          car: {
            id: carId,
            slug: `2021-toyota-corolla-${carId}`,
            name: '2021 Toyota Corolla Ascent Sport',
            stocknum: `VA${carId}`,
            car_type: 'used',
            price_amount: 24_990,
            location_id: null,
          },
          kind: 'reserve',
          contact: {
            first_name: 'Mia',
            last_name: 'Nguyen',
            email: 'mia@example.com',
            phone: '0412000111',
          },
          userId: null,
          idempotencyKey: `reserve-${name}-${carId}`,
        },
      );
      if (opened.kind !== 'opened') throw new Error(opened.kind);
      // Paid as the buyer's browser pays: the embedded test card, or Stripe's confirm.
      if (stand) stand.confirmInBrowser(opened.intent.id, '4242');
      const paid = stand
        ? await payments.retrieve(opened.intent.id)
        : await payments.confirmTestCard!(opened.intent.id, card, t0);
      if (!paid.ok) throw new Error(paid.message);
      await recordPayment(
        { storage: s, config: site, payments, now: t0 },
        opened.reservation.id,
        paid.value,
      );
      return opened.reservation.id;
    }
    const row = async (id: string) =>
      (await s.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;
    const auditOf = (id: string) =>
      s.db
        .select()
        .from(deskAudit)
        .where(eq(deskAudit.target, `reservation:${id}`));

    it('shows each role its own work: sales the reservations, service none of them', async () => {
      const id = await heldReservation();
      const sales = await desk(await signIn('0412345678'));
      expect(sales.status).toBe(200);
      expect(sales.body).toMatchObject({
        staff: { name: 'Sam Lee', role: 'sales' },
        areas: ['reservations', 'leads', 'test-drives'],
      });
      const listed = (sales.body as { reservations: { id: string }[] }).reservations;
      expect(listed.find((r) => r.id === id)).toMatchObject({
        state: 'held',
        state_label: 'Held',
        deposit_cents: 20_000,
        payment_status: 'authorised',
        buyer: { name: 'Mia Nguyen', phone: '0412000111' },
      });
      const service = await desk(await signIn('0400000001'));
      expect(service.body).toMatchObject({ staff: { role: 'service' }, areas: ['service'] });
      expect(service.body).not.toHaveProperty('reservations');
    });

    it('converts a hold: the deposit captured, logged before and after, once for a retried key', async () => {
      const id = await heldReservation();
      const cookie = await signIn('0412345678');
      const convert = action('convert');
      const first = await post(convert, { id }, { cookie, key: `convert-${name}-${id}` });
      expect(first.status).toBe(200);
      const body = await first.json();
      expect(body).toMatchObject({
        reservation: { id, state: 'converted', payment_status: 'captured' },
      });
      const retry = await post(convert, { id }, { cookie, key: `convert-${name}-${id}` });
      expect(retry.status).toBe(200);
      expect(await retry.json()).toEqual(body);
      expect(await row(id)).toMatchObject({ state: 'converted', paymentStatus: 'captured' });
      const intent = (
        await s.db
          .select()
          .from(testPayments)
          .where(eq(testPayments.id, (await row(id)).paymentId!))
      )[0]!;
      expect(intent.status).toBe('succeeded');
      const lines = await auditOf(id);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        staffName: 'Sam Lee',
        action: 'reservation.convert',
        before: { state: 'held', payment_status: 'authorised' },
        after: { state: 'converted', payment_status: 'captured' },
      });
      // The same key for another request is refused, not answered with this one's result.
      const reused = await post(
        convert,
        { id: 'another-id' },
        { cookie, key: `convert-${name}-${id}` },
      );
      expect(reused.status).toBe(422);
    });

    it('releases a hold: the deposit goes back and the car is for sale again', async () => {
      const id = await heldReservation();
      const cookie = await signIn('0400000002');
      const res = await post(action('release'), { id }, { cookie });
      expect(res.status).toBe(200);
      expect(await row(id)).toMatchObject({ state: 'released', paymentStatus: 'released' });
      expect(await auditOf(id)).toMatchObject([
        {
          staffName: 'Ava Chen',
          role: 'manager',
          action: 'reservation.release',
          before: { state: 'held' },
          after: { state: 'released', payment_status: 'released' },
        },
      ]);
      // Released, it cannot then be sold: 409, and nothing changes.
      const late = await post(action('convert'), { id }, { cookie });
      expect(late.status).toBe(409);
      expect(await row(id)).toMatchObject({ state: 'released' });
      expect(await auditOf(id)).toHaveLength(1);
    });

    it("extends a hold once by the dealer file's hours, and refuses a second time", async () => {
      const id = await heldReservation();
      const until = (await row(id)).holdUntil!;
      const cookie = await signIn('0412345678');
      const res = await post(action('extend'), { id }, { cookie });
      expect(res.status).toBe(200);
      const hours = config.features.reserve.extendHours;
      expect(hours).toBe(24);
      const longer = (await row(id)).holdUntil!;
      expect(longer.getTime() - until.getTime()).toBe(24 * 60 * 60 * 1000);
      expect(await res.json()).toMatchObject({
        reservation: { id, state: 'held', hold_until: longer.toISOString() },
      });
      expect(await auditOf(id)).toMatchObject([
        {
          action: 'reservation.extend',
          before: { state: 'held', hold_until: until.toISOString() },
          after: { state: 'held', hold_until: longer.toISOString() },
        },
      ]);
      // Another press, with a new key, is refused by the database's guard: still one extension.
      const again = await post(action('extend'), { id }, { cookie });
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({
        error: 'This hold has been extended once already: it cannot be extended again.',
      });
      expect((await row(id)).holdUntil).toEqual(longer);
      expect(await auditOf(id)).toHaveLength(1);
    });

    it('extends nothing where the dealer file gives no extension hours', async () => {
      const id = await heldReservation();
      const cookie = await signIn('0412345678');
      const none = dealerConfig({
        features: {
          reserve: { enabled: true, extendHours: 0 },
          desk: { enabled: true, staff },
        },
      });
      const res = await runPost(action('extend'), {
        storage: async () => s,
        config: none,
        client: 'desk-test',
        request: new Request(`${config.url}/api/desk/reservations/extend`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': `none-${name}`,
            cookie,
          },
          body: JSON.stringify({ id }),
        }),
      });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: 'This site does not extend holds.' });
      expect((await row(id)).extendedAt).toBeNull();
    });

    it('with Stripe, sells by capturing the authorisation and releases by cancelling it', async () => {
      stand = await stripeStandIn();
      const embedded = payments;
      payments = stripePayments({
        secretKey: 'sk_test_standin',
        host: '127.0.0.1',
        port: stand.port,
        protocol: 'http',
      });
      try {
        const sold = await heldReservation();
        const released = await heldReservation();
        expect(await row(sold)).toMatchObject({ processor: 'stripe', paymentStatus: 'authorised' });
        const cookie = await signIn('0412345678');
        stand.calls.length = 0;
        expect((await post(action('convert'), { id: sold }, { cookie })).status).toBe(200);
        expect((await post(action('release'), { id: released }, { cookie })).status).toBe(200);
        const intentOf = async (id: string) => stand!.intents.get((await row(id)).paymentId!)!;
        expect((await intentOf(sold)).status).toBe('succeeded');
        expect((await intentOf(released)).status).toBe('canceled');
        expect(
          stand.calls.filter((c) => c.method === 'POST').map((c) => c.path.replace(/pi_\w+/, 'pi')),
        ).toEqual(['/v1/payment_intents/pi/capture', '/v1/payment_intents/pi/cancel']);
        expect(await row(sold)).toMatchObject({ state: 'converted', paymentStatus: 'captured' });
        expect(await row(released)).toMatchObject({ state: 'released', paymentStatus: 'released' });
      } finally {
        payments = embedded;
        stand.close();
        stand = null;
      }
    });

    it("refuses what a role does not cover, another dealer's ids, no key and no session, changing nothing", async () => {
      const id = await heldReservation();
      const theirs = await heldReservation(other);
      const service = await signIn('0400000001');
      const sales = await signIn('0412345678');
      const convert = action('convert');
      expect((await post(convert, { id }, { cookie: service })).status).toBe(403);
      expect((await post(convert, { id: theirs }, { cookie: sales })).status).toBe(404);
      expect((await post(convert, { id }, { cookie: sales, key: null })).status).toBe(400);
      expect((await post(convert, { id })).status).toBe(401);
      expect(
        (await post(convert, { id: "'; drop table reservations; --" }, { cookie: sales })).status,
      ).toBe(400);
      expect(await row(id)).toMatchObject({ state: 'held', paymentStatus: 'authorised' });
      expect(await row(theirs)).toMatchObject({ state: 'held', paymentStatus: 'authorised' });
      expect(await auditOf(id)).toEqual([]);
    });
  });
}
