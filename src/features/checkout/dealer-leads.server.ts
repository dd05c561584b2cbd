import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import * as z from 'zod/mini';

import { formatCents, formatInstant } from '~/features/checkout/reserve/terms.ts';
import { submitLead } from '~/features/leads/leads.server.ts';
import { dealerTimeZone } from '~/features/locations/time.ts';
import { formatReference } from '~/server/reference.ts';
import { financeApplications, orders, reservations } from '~/server/storage/schema.ts';

import type { Reservation, ReserveContext } from './records.server.ts';
import { STATE_LABELS } from './states.ts';

/** The fields of a reservation's lead to the dealer (only the server sends one). */
export const reservationLeadFields = z.object({
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  status: z.string(),
  reservation_id: z.string(),
  deposit: z.string(),
});

type Order = typeof orders.$inferSelect;

/** The order's lines; `application` is the pre-approval's reference as the buyer was shown it. */
function orderLines(o: Order, application: string | null): string[] {
  const address = o.deliveryAddress;
  const applied = application ?? o.financeApplicationId;
  return [
    `Payment: ${o.payment === 'finance' ? `finance${applied ? ` (pre-approval application ${applied})` : ' (no pre-approval yet)'}` : 'paying in full'}.`,
    o.fulfilment === 'delivery' && address
      ? `Delivery to ${[address.street, address.suburb, address.state, address.postcode].filter(Boolean).join(', ')} (delivery fee ${formatCents(o.deliveryFeeCents)}).`
      : `Pick-up${o.locationId ? ` at location ${o.locationId}` : ''}.`,
    o.valuationId
      ? `Trade-in: valuation ${o.valuationId}, estimate ${formatCents(o.tradeInCents)} (subject to inspection).`
      : 'No trade-in.',
    `Price ${formatCents(o.priceCents)}; deposit ${formatCents(o.depositCents)}; balance ${formatCents(o.balanceCents)}.`,
  ];
}

/** What the dealer's lead says of a reservation in its current state. */
function message(
  r: Reservation,
  order: { row: Order; application: string | null } | null,
  timeZone: string,
): string {
  const ref = formatReference(r.id);
  const deposit = formatCents(r.amountCents);
  const card = r.cardLast4 ? ` on the card ending ${r.cardLast4}` : '';
  const how = r.processor === 'embedded' ? ' (test mode: no money moved)' : '';
  const head = r.kind === 'reserve' ? 'Reserved online' : 'Bought online';
  const lines =
    r.state === 'held'
      ? [
          `${head} with a ${deposit} deposit, ${r.paymentStatus === 'authorised' ? 'authorised' : 'paid'}${card}${how}.`,
          `Held until ${formatInstant(r.holdUntil!, timeZone)}. Reservation ${ref}.`,
          ...(order ? orderLines(order.row, order.application) : []),
          'Call the buyer to arrange the next step.',
        ]
      : [
          `Reservation ${ref}: ${STATE_LABELS[r.state].toLowerCase()}${r.endedAt ? ` on ${formatInstant(r.endedAt, timeZone)}` : ''} (${r.endReason ?? ''}).`,
          'The car is available again; the deposit is being returned to the buyer in full.',
        ];
  return lines.join('\n');
}

/**
 * Tells the dealer of a reservation's state through the lead outbox (webhook, ADF e-mail): when
 * it is held (the 'Reservation' or 'Online Purchase' lead, at once), and when a hold ends without a
 * sale, so the car goes back on sale at the yard too. Each state's lead is sent once: its
 * Idempotency-Key is the reservation and the state, and `told_dealer` records it.
 */
export async function tellDealer(ctx: ReserveContext, r: Reservation): Promise<void> {
  if (!r.heldAt || r.state === 'converted' || r.state === 'pending_payment') return;
  if (r.toldDealer === r.state) return;
  const [order] =
    r.kind === 'buy-online'
      ? await ctx.storage.db.select().from(orders).where(eq(orders.reservationId, r.id))
      : [];
  const [application] = order?.financeApplicationId
    ? await ctx.storage.db
        .select({ leadId: financeApplications.leadId })
        .from(financeApplications)
        .where(eq(financeApplications.id, order.financeApplicationId))
    : [];
  const fields = {
    name: r.contact.first_name ?? '',
    last_name: r.contact.last_name ?? '',
    email: r.contact.email ?? '',
    phone: r.contact.phone ?? '',
    message: message(
      r,
      order
        ? { row: order, application: application ? formatReference(application.leadId) : null }
        : null,
      dealerTimeZone(ctx.config),
    ),
    status: STATE_LABELS[r.state],
    reservation_id: r.id,
    deposit: formatCents(r.amountCents),
  };
  const lead = await submitLead(
    ctx.storage,
    ctx.config,
    {
      form: r.kind === 'reserve' ? 'reservation' : 'online-purchase',
      fields,
      url: new URL(`/cars/${r.carSlug}`, ctx.config.url).href,
      car_id: r.carId,
      opt_in_text: '',
    },
    {
      idempotencyKey: `${r.id}-lead-${r.state}`,
      userAgent: ctx.userAgent ?? null,
      now: ctx.now,
      fields: reservationLeadFields,
    },
  );
  if (lead.status !== 201 || !('lead_id' in lead.body))
    throw new Error(`lead refused (${lead.status})`);
  await ctx.storage.db
    .update(reservations)
    .set({
      toldDealer: r.state,
      leadId: sql`coalesce(${reservations.leadId}, ${lead.body.lead_id})`,
    })
    .where(eq(reservations.id, r.id));
}

/** The job's part: every reservation whose state the dealer has not been told of yet. */
export async function tellDealerDue(ctx: ReserveContext): Promise<number> {
  const due = await ctx.storage.db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.websiteSlug, ctx.config.slug),
        isNotNull(reservations.heldAt),
        ne(reservations.state, 'converted'),
        or(
          sql`${reservations.toldDealer} is null`,
          ne(reservations.toldDealer, reservations.state),
        ),
      ),
    )
    .limit(50);
  for (const r of due) await tellDealer(ctx, r);
  return due.length;
}
