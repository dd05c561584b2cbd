import { eq } from 'drizzle-orm';

import { readText } from '~/server/http.server.ts';
import { paymentEvents } from '~/server/storage/schema.ts';
import { verifiedStripeEvent } from '~/services/payments/stripe.server.ts';

import type { ReserveContext } from './records.server.ts';
import { recordPayment, returnedAtProcessor } from './reservations.server.ts';

export const WEBHOOK_MESSAGES = {
  off: 'This site takes no Stripe payments.',
  badSignature: 'The Stripe-Signature header does not match this body.',
} as const;

/** Events that say a deposit was paid (authorised for manual capture, or charged). */
const PAID = new Set(['payment_intent.amount_capturable_updated', 'payment_intent.succeeded']);
/**
 * Events that say the money went back outside this site: a refund or a cancel made in Stripe's
 * dashboard (Stripe sends both `charge.refunded` and, for an authorisation, `payment_intent.canceled`).
 */
const RETURNED = new Set(['charge.refunded', 'payment_intent.canceled']);

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

const STRIPE_DOWN: Answer = {
  status: 503,
  body: { error: 'Stripe did not answer; send the event again.' },
  headers: { 'Retry-After': '60' },
};

/**
 * POST /api/payments/webhook (Stripe): the event's signature is checked on the raw body with the
 * endpoint's secret (and its time within 5 minutes); the intent it names is then asked of Stripe
 * itself (an event's copy may be stale or out of order), and:
 *
 * - paid: the reservation is held (or its money given back when too late). An event that arrives
 *   before the intent reads paid is not marked seen: its next delivery is handled, and the jobs'
 *   reconciliation holds the car within one run anyway.
 * - refunded or cancelled in Stripe: a held reservation ends as released and the car is for sale
 *   again; a partial refund changes nothing here.
 *
 * Idempotent by event id: an event seen before is answered at once, and every handler is
 * idempotent too, so two deliveries at once do the same thing once. Storage or Stripe down: 503,
 * so Stripe delivers the event again later.
 */
export async function stripeWebhook(
  request: Request,
  ctx: ReserveContext | null,
  secret: string | undefined,
): Promise<Answer> {
  if (!ctx || ctx.payments.kind !== 'stripe' || !secret)
    return { status: 404, body: { error: WEBHOOK_MESSAGES.off } };
  const raw = await readText(request, 256 * 1024);
  if (!raw.ok) return { status: raw.status, body: { error: raw.error } };
  const event = verifiedStripeEvent(
    raw.value,
    request.headers.get('stripe-signature'),
    secret,
    ctx.now.getTime(),
  );
  if (!event) return { status: 400, body: { error: WEBHOOK_MESSAGES.badSignature } };
  const [seen] = await ctx.storage.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id));
  if (seen) return { status: 200, body: { received: true, duplicate: true } };
  const object = event.data.object as {
    id?: string;
    object?: string;
    payment_intent?: string | { id: string } | null;
    metadata?: Record<string, string>;
  };
  if (PAID.has(event.type)) {
    const reservationId = object.metadata?.reservation_id;
    if (object.id && reservationId) {
      const intent = await ctx.payments.retrieve(object.id);
      if (!intent.ok) return STRIPE_DOWN;
      const out = await recordPayment(ctx, reservationId, intent.value);
      console.info(
        `[payments] ${event.type} ${event.id}: reservation ${reservationId} ${out?.kind ?? 'not ours'}`,
      );
      // Sent before the payment reads paid: not seen, so a later delivery still counts.
      if (out?.kind === 'unpaid') return { status: 200, body: { received: true, pending: true } };
    }
  }
  if (RETURNED.has(event.type)) {
    const intentId =
      object.object === 'charge'
        ? typeof object.payment_intent === 'string'
          ? object.payment_intent
          : (object.payment_intent?.id ?? null)
        : (object.id ?? null);
    if (intentId) {
      const intent = await ctx.payments.retrieve(intentId);
      if (!intent.ok) return STRIPE_DOWN;
      const out = await returnedAtProcessor(ctx, intent.value);
      console.info(`[payments] ${event.type} ${event.id}: ${out}`);
    }
  }
  await ctx.storage.db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, receivedAt: ctx.now })
    .onConflictDoNothing();
  return { status: 200, body: { received: true } };
}
