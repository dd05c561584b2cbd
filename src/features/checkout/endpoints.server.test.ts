import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { startSession } from '~/features/account/session.server.ts';
import { signInUser } from '~/features/account/users.server.ts';
import { sendCode } from '~/features/verification/verification.server.ts';
import { type PostEndpoint, runPost } from '~/server/post.server.ts';
import { leads, paymentEvents, reservations } from '~/server/storage/schema.ts';
import { embeddedPayments } from '~/services/payments/embedded.server.ts';
import type { Payments } from '~/services/payments/payments.ts';
import { stripePayments } from '~/services/payments/stripe.server.ts';
import type { SmsSender } from '~/services/sms/sms.ts';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { hostileBodies } from '../../../tests/support/fuzz.ts';
import { stripeStandIn } from '../../../tests/support/stripe-standin.ts';
import {
  cancelEndpoint,
  confirmEndpoint,
  createEndpoint,
  mineAnswer,
  payEndpoint,
  type ReserveServices,
  statusEndpoint,
} from './endpoints.server.ts';
import type { ReserveCar } from './order.server.ts';
import { stripeWebhook } from './webhook.server.ts';

const config = dealerConfig({ features: { reserve: { enabled: true } } });
const gated = dealerConfig({
  slug: 'gated-motors',
  features: {
    reserve: { enabled: true },
    authentication: { enabled: true, gatedRoutes: ['checkout'] },
  },
});
const now = new Date('2026-11-26T00:00:00Z');
const car = (id: number, over: Partial<ReserveCar> = {}): ReserveCar => ({
  id,
  slug: `2021-kia-rio-${id}`,
  name: '2021 Kia Rio S',
  make: 'Kia',
  model: 'Rio',
  stocknum: `S${id}`,
  car_type: 'used',
  price_amount: 18_990,
  location_id: null,
  status: 'in_stock',
  reserved: false,
  checkout_enabled: true,
  ...over,
});
const texts: { to: string; body: string }[] = [];
const sms: SmsSender = {
  kind: 'embedded',
  send: async (to, body) => {
    texts.push({ to, body });
    return { ok: true, id: String(texts.length) };
  },
};
const contact = (phone: string) => ({
  first_name: 'Mia',
  last_name: 'Nguyen',
  email: 'mia@example.com',
  phone,
});

for (const [name, open] of backends) {
  describe(`the reservation endpoints on ${name}`, () => {
    let s: TestStorage;
    let payments: Payments;
    let services: ReserveServices;
    beforeAll(async () => {
      s = await open();
      payments = embeddedPayments(async () => s);
      services = {
        car: async (id) => (id === 404 ? null : id === 500 ? car(id, { status: 'sold' }) : car(id)),
        payments: () => payments,
        linkSecret: () => 'test-link-secret-'.repeat(3),
        now: () => now,
      };
    }, 60_000);
    afterAll(async () => {
      await closeStorage(s);
    });

    let keys = 0;
    const call = (
      endpoint: PostEndpoint,
      body: unknown,
      o: { key?: string; cookie?: string; site?: typeof config } = {},
    ) =>
      runPost(endpoint, {
        storage: async () => s,
        config: o.site ?? config,
        client: `client-${name}`,
        request: new Request(`${(o.site ?? config).url}/api/reservations`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': o.key ?? `key-${++keys}-abcdefgh`,
            ...(o.cookie ? { cookie: o.cookie } : {}),
          },
          body: JSON.stringify(body),
        }),
      });
    async function code(phone: string, site = config) {
      await sendCode(
        {
          storage: s,
          websiteSlug: site.slug,
          dealershipSlug: null,
          client: `c-${texts.length}`,
          now,
        },
        sms,
        { phone, purpose: 'reserve', dealerName: site.name },
      );
      return texts.at(-1)!.body.slice(0, 6);
    }
    const reserve = async (carId: number, phone: string, extra: Record<string, unknown> = {}) =>
      call(createEndpoint(services), {
        car_id: carId,
        kind: 'reserve',
        contact: contact(phone),
        code: await code(phone),
        terms_accepted: true,
        ...extra,
      });
    type Answer = {
      reservation: {
        id: string;
        state: string;
        held_until_text: string | null;
        payment_status: string;
        car: unknown;
      };
      access_token: string;
      cancel_token: string | null;
      error?: string;
    };
    const card = (number: string) => ({ number, expiry: '12/29', cvc: '123' });

    it('reserves with a verified mobile, pays with the test card, and gives the cancel link', async () => {
      const started = await reserve(501, '0412 600 001');
      expect(started.status).toBe(201);
      expect(started.headers.get('cache-control')).toBe('private, no-store');
      const a = (await started.json()) as Answer & { payment: Record<string, unknown> };
      expect(a.reservation).toMatchObject({ state: 'pending_payment', payment_status: 'none' });
      expect(a.payment).toEqual({
        processor: 'embedded',
        test_mode: true,
        client_secret: null,
        publishable_key: null,
      });
      expect(a.cancel_token).toBeNull();
      const declined = await call(payEndpoint(services), {
        access_token: a.access_token,
        card: card('4000 0000 0000 0002'),
      });
      expect([declined.status, await declined.json()]).toEqual([
        402,
        { error: 'Your card was declined.', code: 'card_declined' },
      ]);
      const short = await call(payEndpoint(services), {
        access_token: a.access_token,
        card: card('4000 0000 0000 9995'),
      });
      expect(((await short.json()) as { error: string }).error).toBe(
        'Your card has insufficient funds.',
      );
      const paid = await call(payEndpoint(services), {
        access_token: a.access_token,
        card: card('4242 4242 4242 4242'),
      });
      expect(paid.status).toBe(200);
      const held = (await paid.json()) as Answer;
      expect(held.reservation).toMatchObject({ state: 'held', payment_status: 'authorised' });
      // Held 48 hours from payment, said in the dealer's time zone (the fixture dealer is in NSW).
      expect(held.reservation.held_until_text).toBe('Saturday 28 November 2026 at 11:00 am AEDT');
      expect(held.cancel_token).toMatch(/^cancel\./);
      const status = await call(statusEndpoint(services), { access_token: a.access_token });
      expect(((await status.json()) as Answer).reservation.state).toBe('held');
      const [lead] = await s.db.select().from(leads).where(eq(leads.carId, 501));
      expect(lead).toMatchObject({ category: 'Reservation', subcategory: 'Held' });
    });

    it("refuses the second buyer: 'This car has just been reserved by someone else', with similar cars", async () => {
      expect((await reserve(502, '0412 600 002')).status).toBe(201);
      const second = await reserve(502, '0412 600 003');
      expect(second.status).toBe(409);
      expect(await second.json()).toEqual({
        error: 'This car has just been reserved by someone else',
        similar_url: '/search/new-used-and-demo-cars?make=Kia&model=Rio',
      });
    });

    it('asks for a valid code, refuses a car that is not for sale, and a reused key with another body', async () => {
      const noCode = await call(createEndpoint(services), {
        car_id: 503,
        kind: 'reserve',
        contact: contact('0412600004'),
        terms_accepted: true,
      });
      expect(noCode.status).toBe(400);
      const wrong = await call(createEndpoint(services), {
        car_id: 503,
        kind: 'reserve',
        contact: contact('0412600004'),
        code: '000000',
        terms_accepted: true,
      });
      expect([wrong.status, ((await wrong.json()) as { error: string }).error]).toEqual([
        400,
        'The verification code is invalid. Please try again.',
      ]);
      const noTerms = await call(createEndpoint(services), {
        car_id: 503,
        kind: 'reserve',
        contact: contact('0412600004'),
        code: '123456',
        terms_accepted: false,
      });
      expect(((await noTerms.json()) as { error: string }).error).toBe(
        'Please agree to the deposit terms to continue.',
      );
      expect((await reserve(500, '0412600004')).status).toBe(409);
      expect((await reserve(404, '0412600004')).status).toBe(409);
      const buy = await call(createEndpoint(services), {
        car_id: 503,
        kind: 'buy-online',
        contact: contact('0412600004'),
        code: await code('0412600004'),
        terms_accepted: true,
      });
      expect(buy.status).toBe(404);
      const first = await call(
        createEndpoint(services),
        {
          car_id: 504,
          kind: 'reserve',
          contact: contact('0412600005'),
          code: await code('0412600005'),
          terms_accepted: true,
        },
        { key: 'reused-key-1234' },
      );
      expect(first.status).toBe(201);
      const other = await call(
        createEndpoint(services),
        {
          car_id: 505,
          kind: 'reserve',
          contact: contact('0412600005'),
          code: await code('0412600005'),
          terms_accepted: true,
        },
        { key: 'reused-key-1234' },
      );
      expect(other.status).toBe(422);
    });

    it('cancels with the link once (the deposit released), and refuses it a second time', async () => {
      const a = (await (await reserve(506, '0412600006')).json()) as Answer;
      const held = (await (
        await call(payEndpoint(services), {
          access_token: a.access_token,
          card: card('4242424242424242'),
        })
      ).json()) as Answer;
      const cancel = await call(cancelEndpoint(services), { cancel_token: held.cancel_token });
      expect(cancel.status).toBe(200);
      expect(((await cancel.json()) as Answer).reservation).toMatchObject({
        state: 'cancelled',
        payment_status: 'released',
      });
      const again = await call(cancelEndpoint(services), { cancel_token: held.cancel_token });
      expect([again.status, ((await again.json()) as Answer).error]).toEqual([
        409,
        'This cancel link has already been used.',
      ]);
      const forged = await call(cancelEndpoint(services), {
        cancel_token: held.cancel_token!.replace(/.$/, 'x'),
      });
      expect(forged.status).toBe(404);
      expect((await reserve(506, '0412600007')).status).toBe(201);
    });

    it('on a site that gates checkout, reserves for the signed-in buyer without a second code, and lists theirs', async () => {
      const phone = '0412600008';
      const { user } = await signInUser(s, gated.slug, phone, now);
      const cookie = (
        await startSession(s, gated.slug, user.id, new Request(gated.url), now)
      ).split(';')[0]!;
      const body = { car_id: 507, kind: 'reserve', contact: contact(phone), terms_accepted: true };
      expect((await call(createEndpoint(services), body, { site: gated })).status).toBe(401);
      const started = await call(createEndpoint(services), body, { site: gated, cookie });
      expect(started.status).toBe(201);
      const other = await call(
        createEndpoint(services),
        { ...body, car_id: 508, contact: contact('0412600009') },
        { site: gated, cookie },
      );
      expect(other.status).toBe(403);
      const mine = await mineAnswer(services, {
        storage: async () => s,
        config: gated,
        request: new Request(`${gated.url}/api/reservations`, { headers: { cookie } }),
      });
      expect(
        (mine.body as { reservations: Answer[] }).reservations.map((r) => r.reservation.car),
      ).toEqual([{ id: 507, slug: '2021-kia-rio-507', name: '2021 Kia Rio S' }]);
    });

    it('gives 50 signed-in buyers pressing Reserve at once one hold and 49 clear refusals (5 trials)', async () => {
      const cookies = await Promise.all(
        Array.from({ length: 50 }, async (_, n) => {
          const phone = `04130${String(n).padStart(5, '0')}`;
          const { user } = await signInUser(s, gated.slug, phone, now);
          const set = await startSession(s, gated.slug, user.id, new Request(gated.url), now);
          return { phone, cookie: set.split(';')[0]! };
        }),
      );
      for (let trial = 0; trial < 5; trial++) {
        const answers = await Promise.all(
          cookies.map(({ phone, cookie }) =>
            call(
              createEndpoint(services),
              {
                car_id: 600 + trial,
                kind: 'reserve',
                contact: contact(phone),
                terms_accepted: true,
              },
              { site: gated, cookie },
            ),
          ),
        );
        const statuses = answers.map((a) => a.status);
        expect(
          statuses.filter((x) => x === 201),
          `trial ${trial}`,
        ).toHaveLength(1);
        expect(statuses.filter((x) => x === 409)).toHaveLength(49);
        const refusal = await answers.find((a) => a.status === 409)!.json();
        expect(refusal).toMatchObject({ error: 'This car has just been reserved by someone else' });
      }
    }, 120_000);

    const fuzzed: [string, () => PostEndpoint, () => Record<string, unknown>][] = [
      [
        '/api/reservations',
        () => createEndpoint(services),
        () => ({
          car_id: 9001,
          kind: 'reserve',
          contact: contact('0412600010'),
          code: '123456',
          terms_accepted: true,
        }),
      ],
      [
        '/api/reservations/pay',
        () => payEndpoint(services),
        () => ({ access_token: 'access.Rabcdefghij.abcdefgh.sig', card: card('4242424242424242') }),
      ],
      [
        '/api/reservations/cancel',
        () => cancelEndpoint(services),
        () => ({ cancel_token: 'cancel.Rabcdefghij.abcdefgh.sig' }),
      ],
      [
        '/api/reservations/confirm',
        () => confirmEndpoint(services),
        () => ({ access_token: 'access.Rabcdefghij.abcdefgh.sig' }),
      ],
    ];
    for (const [path, endpoint, valid] of fuzzed)
      it(`${path}: hostile bodies get a 4xx, never a 5xx, and keep nothing`, async () => {
        const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const rows = async () => (await s.db.select({ n: count() }).from(reservations))[0]!.n;
        await fc.assert(
          fc.asyncProperty(hostileBodies(valid), async (text) => {
            const before = await rows();
            const res = await runPost(endpoint(), {
              storage: async () => s,
              config,
              client: 'fuzz',
              request: new Request(`${config.url}${path}`, {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  'idempotency-key': `fuzz-${++keys}-abcdef`,
                },
                body: text,
              }),
            });
            expect(res.status, text.slice(0, 200)).toBeLessThan(500);
            if (res.status >= 400) expect(await rows()).toBe(before);
          }),
          { numRuns: 40 },
        );
        errors.mockRestore();
      }, 120_000);

    /** A Stripe-paid reservation's start, with Stripe's API stood in for over real HTTP. */
    async function stripeReservation(carId: number, phone: string) {
      const stand = await stripeStandIn();
      const stripe = stripePayments({
        secretKey: 'sk_test_standin',
        host: '127.0.0.1',
        port: stand.port,
        protocol: 'http',
      });
      const stripeServices = {
        ...services,
        payments: () => stripe,
        paymentsPublicKey: () => 'pk_test_standin',
      };
      const started = await call(createEndpoint(stripeServices), {
        car_id: carId,
        kind: 'reserve',
        contact: contact(phone),
        code: await code(phone),
        terms_accepted: true,
      });
      const a = (await started.json()) as Answer & {
        payment: { client_secret: string; publishable_key: string; test_mode: boolean };
      };
      // What the browser's Payment Element needs, read when the server runs: no rebuild for a key.
      expect(a.payment).toMatchObject({
        processor: 'stripe',
        test_mode: true,
        client_secret: expect.stringMatching(/_secret_/),
        publishable_key: 'pk_test_standin',
      });
      const intentId = [...stand.intents.values()].find(
        (pi) => pi.metadata.reservation_id === a.reservation.id,
      )!.id;
      const secret = 'whsec_test_reserve';
      /** Posts an event as Stripe does: signed by the stripe package's own test-header helper. */
      const deliver = (type: string, object: unknown, id: string, signature?: string) => {
        const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
        return stripeWebhook(
          new Request(`${config.url}/api/payments/webhook`, {
            method: 'POST',
            headers: {
              'stripe-signature':
                signature ??
                Stripe.webhooks.generateTestHeaderString({
                  payload,
                  secret,
                  timestamp: Math.floor(now.getTime() / 1000),
                }),
            },
            body: payload,
          }),
          { storage: s, config, payments: stripe, now },
          secret,
        );
      };
      const row = async () =>
        (await s.db.select().from(reservations).where(eq(reservations.id, a.reservation.id)))[0]!;
      const intent = {
        id: intentId,
        object: 'payment_intent',
        metadata: { reservation_id: a.reservation.id },
      };
      return { stand, stripe, stripeServices, a, intentId, intent, deliver, row };
    }

    it("holds the car once from Stripe's webhook, however many times Stripe sends the event", async () => {
      const { stand, stripeServices, a, intentId, intent, deliver, row } = await stripeReservation(
        510,
        '0412600011',
      );
      stand.confirmInBrowser(intentId, '4242');
      const paid = 'payment_intent.amount_capturable_updated';
      expect((await deliver(paid, intent, 'evt_reserve_1', 'v1=forged,t=1')).status).toBe(400);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => deliver(paid, intent, 'evt_reserve_1')),
      );
      expect(answers.every((x) => x.status === 200)).toBe(true);
      expect(await row()).toMatchObject({
        state: 'held',
        paymentStatus: 'authorised',
        cardLast4: '4242',
      });
      expect(await s.db.select().from(leads).where(eq(leads.carId, 510))).toHaveLength(1);
      expect(
        await s.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_reserve_1')),
      ).toHaveLength(1);
      // The browser's own confirm after the webhook changes nothing either.
      const confirmed = await call(confirmEndpoint(stripeServices), {
        access_token: a.access_token,
      });
      expect(((await confirmed.json()) as Answer).reservation.state).toBe('held');
      stand.close();
    });

    it('takes a "paid" event that arrives before the payment reads paid when it comes again', async () => {
      const { stand, intentId, intent, deliver, row } = await stripeReservation(511, '0412600012');
      const paid = 'payment_intent.amount_capturable_updated';
      // Stripe's copy says paid; Stripe's API does not yet: nothing held, and not marked seen.
      const early = await deliver(paid, intent, 'evt_early_1');
      expect(early).toMatchObject({ status: 200, body: { received: true, pending: true } });
      expect(await row()).toMatchObject({ state: 'pending_payment', paymentStatus: 'none' });
      expect(
        await s.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_early_1')),
      ).toHaveLength(0);
      // The same event delivered again once the payment reads paid: held.
      stand.confirmInBrowser(intentId, '4444');
      expect((await deliver(paid, intent, 'evt_early_1')).status).toBe(200);
      expect(await row()).toMatchObject({ state: 'held', cardLast4: '4444' });
      stand.close();
    });

    it("releases a held car when its deposit is given back in Stripe's dashboard", async () => {
      const { stand, intentId, intent, deliver, row } = await stripeReservation(512, '0412600013');
      stand.confirmInBrowser(intentId, '4242');
      await deliver('payment_intent.amount_capturable_updated', intent, 'evt_paid_512');
      expect((await row()).state).toBe('held');
      // The dashboard cancels the authorisation: Stripe sends both events, each handled once.
      const sent = await stand.refundFromDashboard(intentId);
      expect(sent!.map((e) => e.type)).toEqual(['payment_intent.canceled', 'charge.refunded']);
      const answers = await Promise.all(
        sent!.flatMap((e) => {
          const event = JSON.parse(e.payload) as {
            id: string;
            type: string;
            data: { object: unknown };
          };
          return [1, 2].map(() => deliver(event.type, event.data.object, event.id));
        }),
      );
      expect(answers.every((x) => x.status === 200)).toBe(true);
      expect(await row()).toMatchObject({
        state: 'released',
        paymentStatus: 'released',
        refundDue: false,
        endReason: 'the deposit was given back in the payment processor',
      });
      // Nothing was asked of Stripe to give it back again: no cancel or refund call of ours.
      expect(
        stand.calls.filter((c) => c.method === 'POST' && /cancel|refunds/.test(c.path)),
      ).toHaveLength(0);
      stand.close();
    });
  });
}
