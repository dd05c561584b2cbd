import type { Car } from '~/catalogue/car.schema.ts';
import { dateFormat } from '~/components/formats.ts';

import { currentPrice, NO_PRICE_AT_MOST } from './pricing.ts';

/**
 * How long a car has been listed and how its shown price moved. The stock import keeps
 * `first_listed_at` and `price_history` (features/car/import/diff.ts); the sample data carries both.
 * Everything here is the shown price (`currentPrice`), the figure the car's page and cards show.
 */

export interface PricePoint {
  at: string;
  price: number;
}

type HistoryCar = Pick<Car, 'price' | 'offer_price' | 'price_history' | 'updated_at'>;

/**
 * The car's advertised prices, oldest first, one point per change, ending at the price it shows
 * now. Points without a price (10 or less: 'Enquire for price.') are left out, and a car that
 * shows no price has no history.
 */
export function priceHistory(car: HistoryCar): PricePoint[] {
  const now = currentPrice(car);
  if (now <= NO_PRICE_AT_MOST) return [];
  const out: PricePoint[] = [];
  const sorted = [...(car.price_history ?? [])]
    .filter((p) => p.price > NO_PRICE_AT_MOST && Number.isFinite(Date.parse(p.at)))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const p of sorted) if (out.at(-1)?.price !== p.price) out.push({ at: p.at, price: p.price });
  // The shown price is the last word: a feed that changed it without an import's record still counts.
  if (out.at(-1)?.price !== now) out.push({ at: car.updated_at, price: now });
  return out;
}

/** The last cut in the shown price, while the car is still at that price: when, from and to. */
export function lastPriceDrop(car: HistoryCar): { at: string; from: number; to: number } | null {
  const points = priceHistory(car);
  const [before, last] = points.slice(-2);
  return before && last && last.price < before.price
    ? { at: last.at, from: before.price, to: last.price }
    : null;
}

/** The time of the last price cut in seconds (the search record's `reduced_at`), or null. */
export function reducedAt(car: HistoryCar): number | null {
  const drop = lastPriceDrop(car);
  return drop ? Math.floor(Date.parse(drop.at) / 1000) : null;
}

/** When the car was first listed: the import's date, else the feed's created date. */
export const firstListed = (car: Pick<Car, 'first_listed_at' | 'created_at'>): string =>
  car.first_listed_at ?? car.created_at;

/** A calendar day in a time zone, as a day number (days since 1970-01-01 there). */
const dayIn = (at: Date, timeZone: string) => {
  const [y, m, d] = dateFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(at)
    .split('-')
    .map(Number);
  return Date.UTC(y!, m! - 1, d!) / 86_400_000;
};

/**
 * How long a car has been listed, in the dealer's calendar on the day it is asked (the car page's
 * view count answers it, so the static page need not change every day): 'Listed today', 'Listed
 * yesterday', 'Listed 23 days ago'.
 */
export function listedAgo(firstListedAt: string, now: Date, timeZone: string): string {
  const days = Math.max(0, dayIn(now, timeZone) - dayIn(new Date(firstListedAt), timeZone));
  return days === 0 ? 'Listed today' : days === 1 ? 'Listed yesterday' : `Listed ${days} days ago`;
}
