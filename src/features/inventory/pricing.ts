import type { Car } from './car.schema.ts';

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });

export const formatAud = (n: number) => aud.format(n);

export type PriceDisplay =
  | { kind: 'subscription'; amount: number; text: string }
  | { kind: 'price'; amount: number; text: string }
  | { kind: 'preorder'; text: 'PREORDER' }
  | { kind: 'enquire'; text: 'Enquire for price.' };

/**
 * Spec §4 Price display order: subscription price (where subscriptions are offered and it is
 * above 0); else the reduced/offer price or the price when above 10; else 'PREORDER' for a
 * preorder; else 'Enquire for price.'
 */
export function displayPrice(
  car: Pick<Car, 'price' | 'offer_price' | 'subscription_price' | 'preorder'>,
  offersSubscription: boolean,
): PriceDisplay {
  if (offersSubscription && (car.subscription_price ?? 0) > 0) {
    const amount = car.subscription_price as number;
    return { kind: 'subscription', amount, text: `${formatAud(amount)}/week` };
  }
  const amount = car.offer_price && car.offer_price > 10 ? car.offer_price : car.price;
  if (amount > 10) return { kind: 'price', amount, text: formatAud(amount) };
  if (car.preorder) return { kind: 'preorder', text: 'PREORDER' };
  return { kind: 'enquire', text: 'Enquire for price.' };
}
