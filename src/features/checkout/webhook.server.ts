import { eq } from 'drizzle-orm';

import { readText } from '~/server/http.server.ts';
import { paymentEvents } from '~/server/storage/schema.ts';
import { verifiedStripeEvent } from '~/services/payments/stripe.server.ts';

import type { ReserveContext } from './records.server.ts';
import { recordPayment } from './reservations.server.ts';

export const WEBHOOK_MESSAGES = {
  off: 'This site takes no Stripe payments.',
  badSignature: 'The Stripe-Signature header does not match this body.',
} as const;

/** Events that say a deposit was paid (authorised for manual capture, or charged). */
const PAID = new Set(['payment_intent.amount_capturable_updated', 'payment_intent.succeeded']);

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/**
 * POST /api/payments/webhook (Stripe): the event's signature is checked on the raw body with the
 * endpoint's secret (and its time within 5 minutes); a paid intent's reservation is then recorded
 * as held (or its money given back when too late) after asking Stripe for the intent itself.
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
  if (PAID.has(event.type)) {
    const pi = event.data.object as { id?: string; metadata?: Record<string, string> };
    const reservationId = pi.metadata?.reservation_id;
    if (pi.id && reservationId) {
      const intent = await ctx.payments.retrieve(pi.id);
      if (!intent.ok)
        return {
          status: 503,
          body: { error: 'Stripe did not answer; send the event again.' },
          headers: { 'Retry-After': '60' },
        };
      const out = await recordPayment(ctx, reservationId, intent.value);
      console.info(
        `[payments] ${event.type} ${event.id}: reservation ${reservationId} ${out?.kind ?? 'not ours'}`,
      );
    }
  }
  await ctx.storage.db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, receivedAt: ctx.now })
    .onConflictDoNothing();
  return { status: 200, body: { received: true } };
}
