import { and, desc, eq, or, sql } from 'drizzle-orm';
import * as z from 'zod/mini';

import { currentSession } from '~/features/account/session.server.ts';
import { canCheckout, checkoutKind } from '~/features/checkout/reserve/reserve.ts';
import { RESERVE_MESSAGES as R } from '~/features/checkout/reserve/terms.ts';
import { similarSearchPath } from '~/features/content/links.ts';
import { normalisePhone } from '~/features/phones/phones.ts';
import { issues, verificationContext } from '~/features/verification/requests.server.ts';
import { checkCode } from '~/features/verification/verification.server.ts';
import { VERIFICATION_MESSAGES as V } from '~/features/verification/verification.ts';
import {
  IDEMPOTENCY_KEY_REQUIRED,
  IDEMPOTENCY_MISMATCH,
  idempotencyKey,
} from '~/server/idempotency.server.ts';
import type { PostDeps, PostEndpoint } from '~/server/post.server.ts';
import { reservations } from '~/server/storage/schema.ts';
import type { Payments } from '~/services/payments/payments.ts';

import { reservationRequest, testCardSchema } from './checkout-form.ts';
import { readLink, signLink } from './links.server.ts';
import { priceOrder, type ReserveCar } from './order.server.ts';
import { byId, type Reservation, type ReserveContext } from './records.server.ts';
import { endReservation, openReservation, recordPayment } from './reservations.server.ts';
import { orderOf, reservationView } from './view.server.ts';

export interface ReserveServices {
  /** A listed car of this build by id, or null. */
  car: (id: number) => Promise<ReserveCar | null>;
  payments: () => Payments | null;
  /** Stripe's publishable key, sent to the browser with a Stripe payment (read when the server runs). */
  paymentsPublicKey?: () => string | undefined;
  linkSecret: () => string;
  now?: () => Date;
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };
const PRIVATE = { 'Cache-Control': 'private, no-store' };
const answer = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  body,
  headers: { ...PRIVATE, ...headers },
});
const clock = (s: ReserveServices) => s.now?.() ?? new Date();

/** The processor and the context, or the answer when this site takes no deposits. */
async function context(
  services: ReserveServices,
  deps: PostDeps,
): Promise<{ ctx: ReserveContext } | { refusal: Answer }> {
  const payments = services.payments();
  if (!payments) return { refusal: answer(404, { error: R.off }) };
  return {
    ctx: {
      storage: await deps.storage(),
      config: deps.config,
      payments,
      now: clock(services),
      userAgent: deps.request.headers.get('user-agent'),
    },
  };
}

/** What the buyer's browser holds: the reservation, its access link, and once held, its cancel link. */
async function withLinks(
  services: ReserveServices,
  ctx: ReserveContext,
  r: Reservation,
  extra = {},
) {
  const secret = services.linkSecret();
  return {
    reservation: reservationView(
      r,
      await orderOf(ctx.storage, r),
      ctx.config,
      ctx.payments.testMode,
      ctx.now,
    ),
    access_token: signLink(secret, 'access', r.id, r.cancelNonce),
    cancel_token: r.state === 'held' ? signLink(secret, 'cancel', r.id, r.cancelNonce) : null,
    ...extra,
  };
}

/**
 * POST /api/reservations: starts a reservation or a buy-online order for a car whose
 * checkout is enabled. The buyer's mobile is verified with a one-time code (purpose `reserve`),
 * or by their session when they are signed in with it (a site that gates checkout asks them to
 * be). Answers the reservation and its payment, or 409 'This car has just been reserved by
 * someone else' with a search for similar cars.
 */
export const createEndpoint = (services: ReserveServices): PostEndpoint => ({
  perMinute: 10,
  maxBytes: 4 * 1024,
  async handle(body, deps) {
    const got = await context(services, deps);
    if ('refusal' in got) return got.refusal;
    const { ctx } = got;
    const key = idempotencyKey(deps.request);
    if (!key) return answer(400, { error: IDEMPOTENCY_KEY_REQUIRED });
    const req = reservationRequest.safeParse(body);
    if (!req.success)
      return answer(400, {
        error: req.error.issues[0]?.message ?? V.unknown,
        issues: issues(req.error.issues),
      });
    if (checkoutKind(deps.config) !== req.data.kind) return answer(404, { error: R.off });
    const car = await services.car(req.data.car_id);
    if (!car || !canCheckout(deps.config, car)) return answer(409, { error: R.notReservable });
    const phone = normalisePhone(req.data.contact.phone);
    const session = deps.config.features.authentication.enabled
      ? await currentSession(ctx.storage, deps.config.slug, deps.request, ctx.now)
      : null;
    const gated =
      deps.config.features.authentication.enabled &&
      deps.config.features.authentication.gatedRoutes.includes('checkout');
    if (gated && !session) return answer(401, { error: R.signInFirst });
    if (session && session.user.phone !== phone && gated)
      return answer(403, { error: R.phoneMismatch });
    if (!session || session.user.phone !== phone) {
      if (!req.data.code)
        return answer(400, { error: V.invalid, issues: [{ field: 'code', message: V.invalid }] });
      const check = await checkCode(
        verificationContext(deps, ctx.storage, () => ctx.now),
        {
          phone,
          purpose: 'reserve',
          code: req.data.code,
          submission: key,
        },
      );
      if (check === 'too-many') return answer(429, { error: V.tooMany });
      if (check === 'invalid')
        return answer(400, { error: V.invalid, issues: [{ field: 'code', message: V.invalid }] });
    }
    let order;
    if (req.data.kind === 'buy-online') {
      if (!req.data.order) return answer(400, { error: R.orderMissing });
      const priced = await priceOrder(ctx, req.data.order);
      if ('error' in priced)
        return answer(400, {
          error: priced.error,
          issues: [{ field: priced.field, message: priced.error }],
        });
      order = priced;
    }
    const out = await openReservation(ctx, {
      car,
      kind: req.data.kind,
      contact: { ...req.data.contact, phone },
      userId: session?.user.phone === phone ? session.user.id : null,
      idempotencyKey: key,
      ...(order ? { order } : {}),
    });
    switch (out.kind) {
      case 'taken':
        return answer(409, {
          error: R.taken,
          similar_url: similarSearchPath(car.make, car.model, deps.config.inventory.noun.plural),
        });
      case 'mismatch':
        return answer(422, { error: IDEMPOTENCY_MISMATCH });
      case 'payments-down':
        return answer(503, { error: R.paymentsDown }, { 'Retry-After': '30' });
      default:
        return answer(
          out.fresh ? 201 : 200,
          await withLinks(services, ctx, out.reservation, {
            payment: {
              processor: ctx.payments.kind,
              test_mode: ctx.payments.testMode,
              client_secret: ctx.payments.kind === 'stripe' ? out.intent.clientSecret : null,
              publishable_key:
                ctx.payments.kind === 'stripe' ? (services.paymentsPublicKey?.() ?? null) : null,
            },
          }),
        );
    }
  },
});

const tokenRequest = z.object({ access_token: z.string().check(z.maxLength(200)) });

/** The reservation an access link names, or the answer to give. */
async function byAccess(
  services: ReserveServices,
  ctx: ReserveContext,
  token: string,
): Promise<Reservation | Answer> {
  const link = readLink(services.linkSecret(), 'access', token);
  const r = link && (await byId(ctx.storage, ctx.config.slug, link.reservationId));
  if (!r || r.cancelNonce !== link.nonce) return answer(404, { error: R.badLink });
  return r;
}
const isAnswer = (x: Reservation | Answer): x is Answer => 'status' in x && 'body' in x;

/** After the processor says paid: the reservation held (or the money on its way back). */
async function afterPayment(
  services: ReserveServices,
  ctx: ReserveContext,
  r: Reservation,
  intent: Parameters<typeof recordPayment>[2],
) {
  const out = await recordPayment(ctx, r.id, intent);
  if (!out) return answer(404, { error: R.badLink });
  if (out.kind === 'too-late')
    return answer(409, { error: R.tooLate, ...(await withLinks(services, ctx, out.reservation)) });
  return answer(200, await withLinks(services, ctx, out.reservation));
}

/**
 * POST /api/reservations/pay: the embedded test mode's card step (the processor checks the card
 * as a test mode does: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000
 * 9995 has insufficient funds). The card is passed to the processor and kept nowhere.
 */
export const payEndpoint = (services: ReserveServices): PostEndpoint => ({
  perMinute: 20,
  maxBytes: 1024,
  async handle(body, deps) {
    const got = await context(services, deps);
    if ('refusal' in got) return got.refusal;
    const { ctx } = got;
    const req = z.extend(tokenRequest, { card: testCardSchema }).safeParse(body);
    if (!req.success)
      return answer(400, {
        error: req.error.issues[0]?.message ?? V.unknown,
        issues: issues(req.error.issues),
      });
    const r = await byAccess(services, ctx, req.data.access_token);
    if (isAnswer(r)) return r;
    if (!ctx.payments.confirmTestCard) return answer(404, { error: R.notTestMode });
    if (r.state === 'held') return answer(200, await withLinks(services, ctx, r));
    if (r.state !== 'pending_payment')
      return answer(409, { error: R.notPending, ...(await withLinks(services, ctx, r)) });
    if (r.payBy <= ctx.now) return answer(409, { error: R.payWindowOver });
    const paid = await ctx.payments.confirmTestCard(r.paymentId!, req.data.card, ctx.now);
    if (!paid.ok)
      return paid.kind === 'declined'
        ? answer(402, { error: paid.message, code: paid.code })
        : answer(503, { error: R.paymentsDown }, { 'Retry-After': '30' });
    return afterPayment(services, ctx, r, paid.value);
  },
});

/** POST /api/reservations/confirm: after Stripe's Payment Element confirmed in the browser, the server asks Stripe itself. */
export const confirmEndpoint = (services: ReserveServices): PostEndpoint => ({
  perMinute: 30,
  maxBytes: 512,
  async handle(body, deps) {
    const got = await context(services, deps);
    if ('refusal' in got) return got.refusal;
    const { ctx } = got;
    const req = tokenRequest.safeParse(body);
    if (!req.success) return answer(400, { error: R.badLink });
    const r = await byAccess(services, ctx, req.data.access_token);
    if (isAnswer(r)) return r;
    if (r.state !== 'pending_payment' || !r.paymentId)
      return answer(200, await withLinks(services, ctx, r));
    const intent = await ctx.payments.retrieve(r.paymentId);
    if (!intent.ok) return answer(503, { error: R.paymentsDown }, { 'Retry-After': '10' });
    return afterPayment(services, ctx, r, intent.value);
  },
});

const statusRequest = z.union([
  tokenRequest,
  z.object({ cancel_token: z.string().check(z.maxLength(200)) }),
]);

/** POST /api/reservations/status: the reservation its access (or cancel) link names, as it is now. */
export const statusEndpoint = (services: ReserveServices): PostEndpoint => ({
  perMinute: 60,
  maxBytes: 512,
  async handle(body, deps) {
    const got = await context(services, deps);
    if ('refusal' in got) return got.refusal;
    const { ctx } = got;
    const req = statusRequest.safeParse(body);
    if (!req.success) return answer(400, { error: R.badLink });
    if ('access_token' in req.data) {
      const r = await byAccess(services, ctx, req.data.access_token);
      return isAnswer(r) ? r : answer(200, await withLinks(services, ctx, r));
    }
    const link = readLink(services.linkSecret(), 'cancel', req.data.cancel_token);
    const r = link && (await byId(ctx.storage, deps.config.slug, link.reservationId));
    if (!r || r.cancelNonce !== link?.nonce) return answer(404, { error: R.badLink });
    return answer(200, await withLinks(services, ctx, r));
  },
});

const cancelRequest = z.union([
  z.object({ cancel_token: z.string().check(z.maxLength(200)) }),
  z.object({ reservation_id: z.string().check(z.regex(/^R[\w-]{8,30}$/)) }),
]);

/**
 * POST /api/reservations/cancel: the buyer cancels within the hold, with the signed link from the
 * confirmation (spent at once: a second use is refused), or signed in, their own reservation. The
 * deposit goes back (released, or refunded) and the dealer is told.
 */
export const cancelEndpoint = (services: ReserveServices): PostEndpoint => ({
  perMinute: 10,
  maxBytes: 512,
  async handle(body, deps) {
    const got = await context(services, deps);
    if ('refusal' in got) return got.refusal;
    const { ctx } = got;
    const req = cancelRequest.safeParse(body);
    if (!req.success) return answer(400, { error: R.badLink });
    let r: Reservation | null;
    let nonce: string | undefined;
    if ('cancel_token' in req.data) {
      const link = readLink(services.linkSecret(), 'cancel', req.data.cancel_token);
      r = link && (await byId(ctx.storage, deps.config.slug, link.reservationId));
      if (!r || r.cancelNonce !== link?.nonce) return answer(404, { error: R.badLink });
      nonce = link.nonce;
      if (r.cancelUsedAt)
        return answer(409, { error: R.linkUsed, ...(await withLinks(services, ctx, r)) });
    } else {
      const session = deps.config.features.authentication.enabled
        ? await currentSession(ctx.storage, deps.config.slug, deps.request, ctx.now)
        : null;
      if (!session) return answer(401, { error: R.signInFirst });
      r = await byId(ctx.storage, deps.config.slug, req.data.reservation_id);
      if (!r || !owns(r, session.user)) return answer(404, { error: R.noSuchReservation });
      nonce = r.cancelNonce;
    }
    const ended = await endReservation(ctx, r.id, 'cancelled', 'cancelled by the buyer', nonce);
    if (!ended) {
      const now = (await byId(ctx.storage, deps.config.slug, r.id))!;
      return answer(409, {
        error: now.cancelUsedAt ? R.linkUsed : R.notCancellable,
        ...(await withLinks(services, ctx, now)),
      });
    }
    return answer(200, await withLinks(services, ctx, ended));
  },
});

const owns = (r: Reservation, user: { id: string; phone: string }) =>
  r.userId === user.id || r.contact.phone === user.phone;

/** GET /api/reservations: the signed-in buyer's reservations and orders (the /online-payment page). */
export async function mineAnswer(
  services: ReserveServices,
  deps: Pick<PostDeps, 'config' | 'request' | 'storage'>,
): Promise<Answer> {
  const payments = services.payments();
  if (!payments) return answer(404, { error: R.off });
  const storage = await deps.storage();
  const now = clock(services);
  const session = deps.config.features.authentication.enabled
    ? await currentSession(storage, deps.config.slug, deps.request, now)
    : null;
  if (!session) return answer(401, { error: R.signInFirst });
  const rows = await storage.db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.websiteSlug, deps.config.slug),
        or(
          eq(reservations.userId, session.user.id),
          sql`${reservations.contact}->>'phone' = ${session.user.phone}`,
        ),
      ),
    )
    .orderBy(desc(reservations.createdAt))
    .limit(50);
  const ctx: ReserveContext = { storage, config: deps.config, payments, now };
  return answer(
    200,
    { reservations: await Promise.all(rows.map((r) => withLinks(services, ctx, r))) },
    session.cookie ? { 'Set-Cookie': session.cookie } : {},
  );
}
