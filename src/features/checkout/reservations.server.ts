import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { nanoid } from 'nanoid';

import type { DealerConfig } from '~/config/schema/index.ts';
import { type CheckoutKind, depositTerms, toCents } from '~/features/checkout/reserve/terms.ts';
import { requestHash } from '~/server/idempotency.server.ts';
import { newReference } from '~/server/reference.server.ts';
import { orders, reservations } from '~/server/storage/schema.ts';
import type { Intent } from '~/services/payments/payments.ts';

import { tellDealer } from './dealer-leads.server.ts';
import { settleMoney } from './money.server.ts';
import { orderFigures } from './order.ts';
import { byId, logEvent, type Reservation, type ReserveContext } from './records.server.ts';
import { movesInto, type PaymentStatus } from './states.ts';

/** The car being reserved, as the build knows it. */
export interface CheckoutCar {
  id: number;
  slug: string;
  name: string;
  stocknum: string | null;
  car_type: 'new' | 'demo' | 'used';
  price_amount: number;
  location_id: number | null;
}

export interface Contact {
  first_name: string;
  last_name: string;
  email: string;
  /** Normalised (spec Validation). */
  phone: string;
}

/** A buy-online order as the buyer chose it, priced by the server. */
export interface OrderDraft {
  payment: 'finance' | 'pay-in-full';
  financeApplicationId: string | null;
  fulfilment: 'pick-up' | 'delivery';
  locationId: number | null;
  deliveryAddress: Record<string, string> | null;
  valuationId: string | null;
  tradeInCents: number;
  deliveryFeeCents: number;
}

const HOUR = 60 * 60 * 1000;
/** How many references a reservation tries before a clash is given up on (two in a row is all but impossible). */
const REFERENCE_ATTEMPTS = 3;
const MINUTE = 60 * 1000;

export const depositCents = (config: DealerConfig, kind: CheckoutKind) =>
  toCents(kind === 'reserve' ? config.features.reserve.deposit : config.features.buyOnline.deposit);

export type OpenOutcome =
  | { kind: 'opened'; reservation: Reservation; intent: Intent; fresh: boolean }
  /** Another buyer holds the car (the database refused a second live reservation). */
  | { kind: 'taken' }
  /** The same Idempotency-Key came with another request. */
  | { kind: 'mismatch' }
  /** The processor could not start the payment: the reservation ended, the car is free. */
  | { kind: 'payments-down' };

/**
 * Starts a reservation: one INSERT that the database refuses when the car already has a live
 * reservation (a partial unique index, not a read-then-write), then the processor's payment
 * intent for the deposit. A retry with the same Idempotency-Key gets the same reservation.
 */
export async function openReservation(
  ctx: ReserveContext,
  req: {
    car: CheckoutCar;
    kind: CheckoutKind;
    contact: Contact;
    userId: string | null;
    idempotencyKey: string;
    order?: OrderDraft;
  },
): Promise<OpenOutcome> {
  const { storage, config, payments, now } = ctx;
  const hash = requestHash({
    car: req.car.id,
    kind: req.kind,
    contact: req.contact,
    order: req.order ?? null,
  });
  const amountCents = depositCents(config, req.kind);
  const holdHours = config.features.reserve.holdHours;
  const insert = (id: string) =>
    storage.db
      .insert(reservations)
      .values({
        id,
        websiteSlug: config.slug,
        kind: req.kind,
        carId: req.car.id,
        carSlug: req.car.slug,
        carName: req.car.name,
        state: 'pending_payment',
        amountCents,
        holdHours,
        contact: { ...req.contact },
        userId: req.userId,
        termsText: depositTerms({
          kind: req.kind,
          dealerName: config.name,
          carName: req.car.name,
          stockNumber: req.car.stocknum,
          depositCents: amountCents,
          holdHours,
          depositMode: config.payments.depositMode,
          moneyBackHours: req.car.car_type === 'used' ? config.features.moneyBackHours : 0,
          testMode: payments.testMode,
        }),
        termsAcceptedAt: now,
        createdAt: now,
        payBy: new Date(now.getTime() + config.payments.payWindowMinutes * MINUTE),
        processor: payments.kind,
        cancelNonce: nanoid(16),
        idempotencyKey: req.idempotencyKey,
        requestHash: hash,
      })
      .onConflictDoNothing()
      .returning();
  let made: Reservation | undefined;
  for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt++) {
    const id = newReference('R');
    [made] = await insert(id);
    if (made) break;
    // Refused by the car's live reservation or by this key (both answered below), or, rarely,
    // because another reservation already has the reference: then another is made.
    const [clash] = await storage.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.id, id));
    if (!clash) break;
  }
  if (!made) {
    const [same] = await storage.db
      .select()
      .from(reservations)
      .where(eq(reservations.idempotencyKey, req.idempotencyKey));
    if (!same) return { kind: 'taken' };
    if (same.requestHash !== hash || same.websiteSlug !== config.slug) return { kind: 'mismatch' };
    return replay(ctx, same);
  }
  const id = made.id;
  await logEvent(storage, made, now, null, 'reservation started; waiting for the deposit');
  if (req.order) await storage.db.insert(orders).values(orderRow(made, req.car, req.order, now));
  const intent = await payments.createIntent({
    amountCents,
    currency: 'aud',
    captureMethod: config.payments.depositMode === 'authorise' ? 'manual' : 'automatic',
    reservationId: id,
    description: `Deposit: ${req.car.name} (${config.name})`,
    idempotencyKey: `${id}-create`,
  });
  if (!intent.ok) {
    console.error(`[reserve] ${id}: payment not started (${intent.kind}: ${intent.message})`);
    await endReservation(ctx, id, 'cancelled', 'the payment could not be started');
    return { kind: 'payments-down' };
  }
  const [withIntent] = await storage.db
    .update(reservations)
    .set({ paymentId: intent.value.id })
    .where(eq(reservations.id, id))
    .returning();
  return { kind: 'opened', reservation: withIntent!, intent: intent.value, fresh: true };
}

/** A retried start: the same reservation, with its intent as the processor has it now. */
async function replay(ctx: ReserveContext, row: Reservation): Promise<OpenOutcome> {
  if (!row.paymentId || row.endReason === 'the payment could not be started')
    return { kind: 'payments-down' };
  const intent = await ctx.payments.retrieve(row.paymentId);
  if (!intent.ok) return { kind: 'payments-down' };
  return { kind: 'opened', reservation: row, intent: intent.value, fresh: false };
}

function orderRow(r: Reservation, car: CheckoutCar, o: OrderDraft, now: Date) {
  const figures = orderFigures({
    priceCents: toCents(car.price_amount),
    tradeInCents: o.tradeInCents,
    deliveryFeeCents: o.deliveryFeeCents,
    depositCents: r.amountCents,
  });
  return {
    id: `O${nanoid(14)}`,
    reservationId: r.id,
    websiteSlug: r.websiteSlug,
    carId: car.id,
    payment: o.payment,
    financeApplicationId: o.financeApplicationId,
    fulfilment: o.fulfilment,
    locationId: o.locationId,
    deliveryAddress: o.deliveryAddress,
    valuationId: o.valuationId,
    ...figures,
    createdAt: now,
  };
}

export type PaymentOutcome =
  | { kind: 'held'; reservation: Reservation }
  /** Recorded before (a replayed webhook, a second confirm): nothing changed. */
  | { kind: 'already'; reservation: Reservation }
  /** Paid after the reservation had ended: the money is being given back. */
  | { kind: 'too-late'; reservation: Reservation }
  | { kind: 'unpaid'; reservation: Reservation };

/**
 * The processor says the deposit is paid (the browser's confirm, the embedded test card, a
 * webhook or the reconciliation job): the reservation becomes held, once, in one guarded UPDATE.
 * A payment that lands after the reservation ended (the pay window passed, the buyer cancelled)
 * is never kept: it is marked to give back, and given back.
 */
export async function recordPayment(
  ctx: ReserveContext,
  reservationId: string,
  intent: Intent,
): Promise<PaymentOutcome | null> {
  const { storage, now } = ctx;
  const current = await byId(storage, ctx.config.slug, reservationId);
  if (!current || current.paymentId !== intent.id) return null;
  if (intent.status !== 'requires_capture' && intent.status !== 'succeeded')
    return { kind: 'unpaid', reservation: current };
  const paid: PaymentStatus = intent.status === 'requires_capture' ? 'authorised' : 'captured';
  const [held] = await storage.db
    .update(reservations)
    .set({
      state: 'held',
      heldAt: now,
      holdUntil: new Date(now.getTime() + current.holdHours * HOUR),
      paymentStatus: paid,
      cardLast4: intent.cardLast4,
    })
    .where(
      and(
        eq(reservations.id, reservationId),
        eq(reservations.state, 'pending_payment'),
        eq(reservations.paymentId, intent.id),
      ),
    )
    .returning();
  if (held) {
    await logEvent(storage, held, now, 'pending_payment', `deposit ${paid}; car held`);
    await tellDealer(ctx, held).catch(logged(held.id, 'the dealer lead'));
    return { kind: 'held', reservation: held };
  }
  const after = (await byId(storage, ctx.config.slug, reservationId))!;
  if (after.heldAt) return { kind: 'already', reservation: after };
  // Ended before it was paid: the money that came is given back.
  const [late] = await storage.db
    .update(reservations)
    .set({ paymentStatus: paid, cardLast4: intent.cardLast4, refundDue: true })
    .where(and(eq(reservations.id, reservationId), eq(reservations.paymentStatus, 'none')))
    .returning();
  if (late) {
    await logEvent(
      storage,
      late,
      now,
      late.state,
      `deposit ${paid} after the reservation ended; giving it back`,
    );
    await settleMoney(ctx, late.id).catch(logged(late.id, 'giving the deposit back'));
  }
  return { kind: 'too-late', reservation: (await byId(storage, ctx.config.slug, reservationId))! };
}

const logged = (id: string, what: string) => (e: unknown) =>
  console.error(
    `[reserve] ${id}: ${what} failed (${e instanceof Error ? e.name : 'error'}); the jobs retry`,
  );

/**
 * Ends a reservation (cancelled by the buyer, released by the dealer, expired): one guarded
 * UPDATE from the states the machine allows (and, for a buyer's cancel link, only with its unspent
 * nonce, spent in the same statement), then the deposit is given back and the dealer told.
 */
export async function endReservation(
  ctx: ReserveContext,
  id: string,
  to: 'cancelled' | 'released' | 'expired',
  reason: string,
  cancelNonce?: string,
): Promise<Reservation | null> {
  const { storage, now } = ctx;
  const [ended] = await storage.db
    .update(reservations)
    .set({
      state: to,
      endedAt: now,
      endReason: reason,
      refundDue: sql`${reservations.paymentId} is not null`,
      ...(cancelNonce ? { cancelUsedAt: now } : {}),
    })
    .where(
      and(
        eq(reservations.id, id),
        eq(reservations.websiteSlug, ctx.config.slug),
        inArray(reservations.state, movesInto(to)),
        ...(cancelNonce
          ? [eq(reservations.cancelNonce, cancelNonce), sql`${reservations.cancelUsedAt} is null`]
          : []),
      ),
    )
    .returning();
  if (!ended) return null;
  await logEvent(storage, ended, now, ended.heldAt ? 'held' : 'pending_payment', reason);
  await settleMoney(ctx, ended.id).catch(logged(ended.id, 'giving the deposit back'));
  await tellDealer(ctx, ended).catch(logged(ended.id, 'the dealer lead'));
  return (await byId(storage, ctx.config.slug, id))!;
}

/**
 * The deposit went back outside this site (a refund or a cancel in Stripe's dashboard): a held
 * reservation ends as released, so the car is for sale again, and the money is recorded from the
 * processor's own view (nothing is given back twice: the intent already reads cancelled or
 * refunded). A partial refund, or a reservation already ended, changes nothing. Says what it did.
 */
export async function returnedAtProcessor(ctx: ReserveContext, intent: Intent): Promise<string> {
  const [r] = await ctx.storage.db
    .select()
    .from(reservations)
    .where(
      and(eq(reservations.websiteSlug, ctx.config.slug), eq(reservations.paymentId, intent.id)),
    );
  if (!r) return 'not ours';
  const returned =
    intent.status === 'canceled' ||
    (intent.status === 'succeeded' && intent.amountRefunded >= intent.amountCents);
  if (!returned) return `reservation ${r.id}: the deposit is not all given back; nothing changed`;
  const ended = await endReservation(
    ctx,
    r.id,
    'released',
    'the deposit was given back in the payment processor',
  );
  return ended ? `reservation ${r.id} released` : `reservation ${r.id} had ended; nothing changed`;
}

/** The dealer sold the car (npm run reservations -- --convert): held becomes converted, the deposit kept. */
export async function convertReservation(
  ctx: ReserveContext,
  id: string,
): Promise<Reservation | null> {
  const { storage, now } = ctx;
  const [sold] = await storage.db
    .update(reservations)
    .set({ state: 'converted', endedAt: now, endReason: 'sold' })
    .where(
      and(
        eq(reservations.id, id),
        eq(reservations.websiteSlug, ctx.config.slug),
        eq(reservations.state, 'held'),
      ),
    )
    .returning();
  if (!sold) return null;
  await logEvent(storage, sold, now, 'held', 'sold');
  if (sold.paymentStatus === 'authorised' && sold.paymentId) {
    const captured = await ctx.payments.capture(sold.paymentId, `${id}-capture`);
    if (captured.ok) {
      const [after] = await storage.db
        .update(reservations)
        .set({ paymentStatus: 'captured' })
        .where(eq(reservations.id, id))
        .returning();
      await logEvent(storage, after!, now, 'converted', 'deposit captured');
    } else
      console.error(
        `[reserve] ${id}: deposit not captured (${captured.kind}: ${captured.message})`,
      );
  }
  return byId(storage, ctx.config.slug, id);
}

/**
 * Staff give a held car more time (the desk, `npm run reservations -- --extend`): the hold's end
 * moves by the dealer file's `features.reserve.extendHours`, once. The UPDATE itself requires the
 * hold to be live, unexpired and never extended, so two presses extend it once. Null when not.
 */
export async function extendReservation(
  ctx: ReserveContext,
  id: string,
): Promise<Reservation | null> {
  const { storage, now } = ctx;
  const hours = ctx.config.features.reserve.extendHours;
  if (hours <= 0) return null;
  const [longer] = await storage.db
    .update(reservations)
    .set({
      holdUntil: sql`${reservations.holdUntil} + make_interval(hours => ${hours})`,
      extendedAt: now,
    })
    .where(
      and(
        eq(reservations.id, id),
        eq(reservations.websiteSlug, ctx.config.slug),
        eq(reservations.state, 'held'),
        gt(reservations.holdUntil, now),
        isNull(reservations.extendedAt),
      ),
    )
    .returning();
  if (!longer) return null;
  await logEvent(storage, longer, now, 'held', `hold extended by ${hours} hours`);
  return longer;
}

/**
 * The scheduled job's part (every minute, and safe run twice or late): holds whose time is up and
 * reservations never paid in their window end as expired, each in one guarded UPDATE, so a run
 * racing another, or a late payment, never ends one twice; their deposits then go back.
 */
export async function expireDue(ctx: ReserveContext): Promise<Reservation[]> {
  const { storage, now } = ctx;
  const ended = await storage.db
    .update(reservations)
    .set({
      state: 'expired',
      endedAt: now,
      endReason: sql`case when ${reservations.state} = 'held' then 'the hold ended without a sale' else 'the deposit was not paid in time' end`,
      refundDue: sql`${reservations.paymentId} is not null`,
    })
    .where(
      and(
        eq(reservations.websiteSlug, ctx.config.slug),
        or(
          and(eq(reservations.state, 'held'), lte(reservations.holdUntil, now)),
          and(eq(reservations.state, 'pending_payment'), lte(reservations.payBy, now)),
        ),
      ),
    )
    .returning();
  for (const r of ended) {
    await logEvent(
      storage,
      r,
      now,
      r.heldAt ? 'held' : 'pending_payment',
      r.endReason ?? 'expired',
    );
    await tellDealer(ctx, r).catch(logged(r.id, 'the dealer lead'));
  }
  return ended;
}

/**
 * Reconciliation: a payment the processor took while our server failed to record it (a crash
 * between the two, a lost webhook) is found by asking the processor about reservations still
 * waiting for payment, and recorded (held, or given back when too late).
 */
export async function reconcilePending(ctx: ReserveContext, olderThanMs = MINUTE): Promise<number> {
  const waiting = await ctx.storage.db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.websiteSlug, ctx.config.slug),
        eq(reservations.state, 'pending_payment'),
        isNotNull(reservations.paymentId),
        lte(reservations.createdAt, new Date(ctx.now.getTime() - olderThanMs)),
      ),
    )
    .limit(50);
  let recorded = 0;
  for (const r of waiting) {
    const intent = await ctx.payments.retrieve(r.paymentId!);
    if (!intent.ok) continue;
    const out = await recordPayment(ctx, r.id, intent.value);
    if (out?.kind === 'held' || out?.kind === 'too-late') recorded += 1;
  }
  return recorded;
}
