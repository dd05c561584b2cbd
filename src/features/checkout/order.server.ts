import { and, eq } from 'drizzle-orm';

import { locationById } from '~/features/car/cars.server.ts';
import { toCents } from '~/features/checkout/reserve/terms.ts';
import { financeApplications, valuations } from '~/server/storage/schema.ts';

import type { OrderChoices } from './checkout-form.ts';
import type { ReserveContext } from './records.server.ts';
import type { CheckoutCar, OrderDraft } from './reservations.server.ts';

/** A car as checkout needs it: what the reservation keeps, and what decides whether it may be reserved. */
export interface ReserveCar extends CheckoutCar {
  make: string;
  model: string;
  status: string;
  reserved: boolean;
  checkout_enabled: boolean;
}

export const ORDER_MESSAGES = {
  noDelivery: 'This dealer does not deliver: please choose a location to pick the car up from.',
  noLocation: 'Please choose where you will pick the car up.',
  address: 'Please enter the delivery address.',
  valuation: 'This trade-in estimate has expired or cannot be found. Please value your car again.',
  finance:
    'We could not find that finance application. Please apply again, or choose to pay in full.',
} as const;

/**
 * A buy-online order priced by the server from what it keeps, never from the browser's figures:
 * the car's price, the delivery fee from the dealer file, the trade-in from the stored valuation
 * (its estimate while it holds), a pick-up location of this site, a finance application of this site.
 */
export async function priceOrder(
  ctx: ReserveContext,
  o: OrderChoices,
): Promise<OrderDraft | { error: string; field: string }> {
  const { storage, config } = ctx;
  let deliveryFeeCents = 0;
  if (o.fulfilment === 'delivery') {
    const fee = config.features.buyOnline.deliveryFee;
    if (fee === null) return { error: ORDER_MESSAGES.noDelivery, field: 'fulfilment' };
    if (!o.delivery_address) return { error: ORDER_MESSAGES.address, field: 'delivery_address' };
    deliveryFeeCents = toCents(fee);
  } else if (!o.location_id || !(await locationById(o.location_id)))
    return { error: ORDER_MESSAGES.noLocation, field: 'location_id' };
  let tradeInCents = 0;
  if (o.valuation_id) {
    const [v] = await storage.db
      .select()
      .from(valuations)
      .where(and(eq(valuations.id, o.valuation_id), eq(valuations.dealerSlug, config.slug)));
    const estimate =
      v?.result.kind === 'estimate' ? (v.result.estimate as { figure?: unknown }) : null;
    const today = ctx.now.toISOString().slice(0, 10);
    if (!v || typeof estimate?.figure !== 'number' || !v.validUntil || v.validUntil < today)
      return { error: ORDER_MESSAGES.valuation, field: 'valuation_id' };
    tradeInCents = toCents(estimate.figure);
  }
  if (o.payment === 'finance' && o.finance_application_id) {
    const [app] = await storage.db
      .select({ id: financeApplications.id })
      .from(financeApplications)
      .where(
        and(
          eq(financeApplications.id, o.finance_application_id),
          eq(financeApplications.websiteSlug, config.slug),
        ),
      );
    if (!app) return { error: ORDER_MESSAGES.finance, field: 'finance_application_id' };
  }
  return {
    payment: o.payment,
    financeApplicationId: o.payment === 'finance' ? o.finance_application_id : null,
    fulfilment: o.fulfilment,
    locationId: o.fulfilment === 'pick-up' ? o.location_id : null,
    deliveryAddress: o.fulfilment === 'delivery' ? o.delivery_address : null,
    valuationId: o.valuation_id,
    tradeInCents,
    deliveryFeeCents,
  };
}
