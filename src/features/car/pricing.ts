import { isInStock } from '~/catalogue/availability.ts';
import type { Car } from '~/catalogue/car.schema.ts';

const aud = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});

export const formatAud = (n: number) => aud.format(n);

/** What a shown price is, beside the figure. */
export const SUBSCRIPTION_LABEL = 'Subscription';

interface Labelled {
  /**
   * What the figure is: 'Subscription' for a weekly subscription price, the feed's price type
   * (e.g. 'Drive Away') for a price, else null.
   */
  label: string | null;
  /** A subscription car's purchase price with its type ('$36,990 Drive Away'), when it has one. */
  buy: string | null;
}

export type PriceDisplay = Labelled &
  (
    | { kind: 'subscription'; amount: number; text: string }
    | { kind: 'price'; amount: number; text: string }
    | { kind: 'preorder'; text: 'PREORDER' }
    | { kind: 'enquire'; text: 'Enquire for price.' }
  );

/**
 * Spec States Price display order: a price of this or less is no price ('PREORDER' or 'Enquire
 * for price.'); feeds use 0 or 1 as "ask us".
 */
export const NO_PRICE_AT_MOST = 10;

/** A price with its type, e.g. '$36,990 Drive Away'. */
const priceWithType = (amount: number, type: string | null | undefined) =>
  `${formatAud(amount)}${type ? ` ${type}` : ''}`;

/**
 * Spec States Price display order: subscription price (where subscriptions are offered and it is
 * above 0); else the reduced/offer price or the price when above 10; else 'PREORDER' for a
 * preorder; else 'Enquire for price.' Each says what it is: a subscription is labelled as one
 * (never with the price type, which belongs to the purchase price) and carries the car's price
 * as well, so every page and card shows what the car costs to buy.
 */
export function displayPrice(
  car: Pick<Car, 'price' | 'offer_price' | 'subscription_price' | 'preorder'> & {
    price_type?: string | null | undefined;
  },
  offersSubscription: boolean,
): PriceDisplay {
  const amount = currentPrice(car);
  if (offersSubscription && (car.subscription_price ?? 0) > 0) {
    const weekly = car.subscription_price as number;
    return {
      kind: 'subscription',
      amount: weekly,
      text: `${formatAud(weekly)}/week`,
      label: SUBSCRIPTION_LABEL,
      buy: amount > NO_PRICE_AT_MOST ? priceWithType(amount, car.price_type) : null,
    };
  }
  if (amount > NO_PRICE_AT_MOST)
    return {
      kind: 'price',
      amount,
      text: formatAud(amount),
      label: car.price_type || null,
      buy: null,
    };
  if (car.preorder) return { kind: 'preorder', text: 'PREORDER', label: null, buy: null };
  return { kind: 'enquire', text: 'Enquire for price.', label: null, buy: null };
}

/**
 * A shown price in one phrase, where there is no room for its lines: '$374/week subscription',
 * '$36,990 Drive Away', 'Enquire for price.'
 */
export function priceSummary(p: PriceDisplay): string {
  if (p.kind === 'subscription') return `${p.text} subscription`;
  return p.label ? `${p.text} ${p.label}` : p.text;
}

/** The amount the price display shows, for comparisons (offer price when above 10, else price). */
export function currentPrice(car: Pick<Car, 'price' | 'offer_price'>): number {
  return car.offer_price && car.offer_price > NO_PRICE_AT_MOST ? car.offer_price : car.price;
}

/**
 * The price a car is advertised at, as a number every output states (JSON-LD, the feeds,
 * /inventory.json, the car JSON): its shown price when it has one above 10, else null (such a car
 * reads 'PREORDER' or 'Enquire for price.').
 */
export function advertisedPrice(car: Pick<Car, 'price' | 'offer_price'>): number | null {
  const amount = currentPrice(car);
  return amount > NO_PRICE_AT_MOST ? amount : null;
}

/** Spec States: the Was price shows only when the earlier price exceeds the current one. */
export function wasPrice(car: Pick<Car, 'price' | 'offer_price' | 'before_price'>): number | null {
  const before = car.before_price ?? 0;
  return before > currentPrice(car) && currentPrice(car) > NO_PRICE_AT_MOST ? before : null;
}

/** Spec States/Constants: the below-market indicator needs the price at least this far under the average. */
export const BELOW_MARKET_THRESHOLD = 500;

/**
 * Spec States: 'below market' when the price is at least 500 under the state average market price,
 * or the national average when there is no state average. Returns how far under, or null.
 * (spec Constants word it as "499 or more under"; spec States' "at least 500" is used: the two agree on whole dollars.)
 */
export function belowMarket(
  car: Pick<Car, 'price' | 'offer_price' | 'autograb_data'>,
): number | null {
  const reference =
    car.autograb_data?.state_average_market_price ?? car.autograb_data?.average_market_price;
  const price = currentPrice(car);
  if (!reference || price <= NO_PRICE_AT_MOST) return null;
  const under = reference - price;
  return under >= BELOW_MARKET_THRESHOLD ? under : null;
}

/** Spec States: price check needs the car in_stock, not sold, not reserved, and price over 200. */
export function priceCheckEligible(car: Pick<Car, 'status' | 'reserved' | 'price'>): boolean {
  return car.status === 'in_stock' && !car.reserved && car.price > 200;
}

/**
 * Spec Validation: the finance widget shows for a car in stock priced above 500; with the Taurus
 * provider, only for cars newer than the current year minus 12.
 */
export function showFinanceWidget(
  car: Pick<Car, 'price' | 'status' | 'year'>,
  provider: string,
  now: Date,
): boolean {
  if (!(car.price > 500 && isInStock(car))) return false;
  return provider !== 'taurus' || car.year > now.getFullYear() - 12;
}
