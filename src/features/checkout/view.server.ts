import { eq } from 'drizzle-orm';

import type { DealerConfig } from '~/config/schema/index.ts';
import { deadlineText, formatCents, formatInstant } from '~/features/checkout/reserve/terms.ts';
import { dealerTimeZone } from '~/features/locations/time.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { orders } from '~/server/storage/schema.ts';

import type { Reservation } from './records.server.ts';
import { STATE_LABELS } from './states.ts';
import type { ReservationView } from './view.ts';

type Order = typeof orders.$inferSelect;

/** A reservation as its buyer's browser sees it (`view.ts`). */
export function reservationView(
  r: Reservation,
  order: Order | null,
  config: DealerConfig,
  testMode: boolean,
  now: Date,
): ReservationView {
  const zone = dealerTimeZone(config);
  return {
    id: r.id,
    kind: r.kind,
    state: r.state,
    state_label: STATE_LABELS[r.state],
    car: { id: r.carId, slug: r.carSlug, name: r.carName },
    deposit: formatCents(r.amountCents),
    amount_cents: r.amountCents,
    currency: r.currency,
    hold_hours: r.holdHours,
    pay_by: r.payBy.toISOString(),
    pay_by_text: formatInstant(r.payBy, zone),
    pay_within_text: r.state === 'pending_payment' ? deadlineText(r.payBy, now, zone) : null,
    held_until: r.holdUntil?.toISOString() ?? null,
    held_until_text: r.holdUntil ? formatInstant(r.holdUntil, zone) : null,
    ended_text: r.endedAt ? formatInstant(r.endedAt, zone) : null,
    payment_status: r.paymentStatus,
    money_back_pending: r.refundDue,
    card_last4: r.cardLast4,
    processor: r.processor,
    test_mode: testMode,
    terms: r.termsText,
    contact: { first_name: r.contact.first_name ?? '' },
    order: order && {
      payment: order.payment,
      fulfilment: order.fulfilment,
      location_id: order.locationId,
      delivery_address: order.deliveryAddress,
      price: formatCents(order.priceCents),
      trade_in: order.tradeInCents ? formatCents(order.tradeInCents) : null,
      delivery_fee:
        order.fulfilment !== 'delivery'
          ? null
          : order.deliveryFeeCents === 0
            ? 'Free'
            : formatCents(order.deliveryFeeCents),
      deposit: formatCents(order.depositCents),
      balance: formatCents(Math.abs(order.balanceCents)),
      balance_owed_to_buyer: order.balanceCents < 0,
    },
  };
}

/** The order beside a buy-online reservation, or null. */
export async function orderOf(storage: Storage, r: Reservation): Promise<Order | null> {
  if (r.kind !== 'buy-online') return null;
  return (await storage.db.select().from(orders).where(eq(orders.reservationId, r.id)))[0] ?? null;
}
