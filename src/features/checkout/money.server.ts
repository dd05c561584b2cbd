import { and, eq, lte, or, sql } from 'drizzle-orm';

import { reservations } from '~/server/storage/schema.ts';
import type { Intent } from '~/services/payments/payments.ts';

import { logEvent, type Reservation, type ReserveContext } from './records.server.ts';
import type { PaymentStatus } from './states.ts';

/**
 * Gives back the deposits of ended reservations (refund_due): each row is claimed with a lease
 * before anything is asked of the processor, so two runs at once never both act on it, and a run
 * that dies leaves it to the next once the lease is over. What to do is read from the processor's
 * own view of the payment (an unpaid intent is cancelled, an authorisation released, a charge
 * refunded), with an Idempotency-Key per reservation, so a retry never gives money back twice.
 */
export async function settleMoney(ctx: ReserveContext, onlyId?: string): Promise<number> {
  const { storage, now } = ctx;
  const claimed = await storage.db
    .update(reservations)
    .set({
      refundLeaseUntil: sql`${now.toISOString()}::timestamptz + (least(60, power(2, ${reservations.refundAttempts})) * interval '1 minute')`,
      refundAttempts: sql`${reservations.refundAttempts} + 1`,
    })
    .where(
      and(
        eq(reservations.websiteSlug, ctx.config.slug),
        eq(reservations.refundDue, true),
        // A claim lasts 1, 2, 4… minutes (at most an hour) by attempt: a run that died is retried.
        or(sql`${reservations.refundLeaseUntil} is null`, lte(reservations.refundLeaseUntil, now)),
        ...(onlyId ? [eq(reservations.id, onlyId)] : []),
      ),
    )
    .returning();
  let settled = 0;
  for (const row of claimed) if (await giveBack(ctx, row)) settled += 1;
  return settled;
}

/** What the money is once the processor says the intent is in this state. */
function settledAs(intent: Intent, before: PaymentStatus): PaymentStatus | null {
  switch (intent.status) {
    case 'canceled':
      return before === 'none' ? 'none' : 'released';
    case 'succeeded':
      return intent.amountRefunded >= intent.amountCents ? 'refunded' : null;
    default:
      return null;
  }
}

async function giveBack(ctx: ReserveContext, row: Reservation): Promise<boolean> {
  const { payments } = ctx;
  if (!row.paymentId) return finish(ctx, row, row.paymentStatus, null, 'nothing was paid');
  const read = await payments.retrieve(row.paymentId);
  if (!read.ok) return failed(row, read.message);
  let intent = read.value;
  let refundId: string | null = null;
  if (settledAs(intent, row.paymentStatus) === null) {
    if (intent.status === 'processing') return failed(row, 'payment still processing');
    if (intent.status === 'succeeded') {
      const refund = await payments.refund(intent.id, `${row.id}-refund`);
      if (!refund.ok) return failed(row, refund.message);
      refundId = refund.value.id;
      intent = { ...intent, amountRefunded: intent.amountCents };
    } else {
      const cancel = await payments.cancel(intent.id, `${row.id}-release`);
      if (!cancel.ok) {
        // Paid meanwhile (captured at once): the next run refunds it.
        return failed(row, cancel.message);
      }
      intent = cancel.value;
    }
  }
  const status = settledAs(intent, row.paymentStatus);
  return status ? finish(ctx, row, status, refundId, describe(status)) : failed(row, 'not settled');
}

const describe = (s: PaymentStatus) =>
  s === 'refunded'
    ? 'deposit refunded in full'
    : s === 'released'
      ? 'deposit authorisation released (never charged)'
      : 'unpaid payment cancelled';

async function finish(
  ctx: ReserveContext,
  row: Reservation,
  status: PaymentStatus,
  refundId: string | null,
  reason: string,
): Promise<boolean> {
  const [done] = await ctx.storage.db
    .update(reservations)
    .set({ refundDue: false, refundLeaseUntil: null, paymentStatus: status, refundId })
    .where(and(eq(reservations.id, row.id), eq(reservations.refundDue, true)))
    .returning();
  if (done) await logEvent(ctx.storage, done, ctx.now, done.state, reason);
  return Boolean(done);
}

function failed(row: Reservation, why: string): false {
  console.error(`[reserve] ${row.id}: deposit not given back yet (${why}); retried later`);
  return false;
}
