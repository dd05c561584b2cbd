import { isInStock } from './availability.ts';
import type { Car } from './car.schema.ts';

const DAY_MS = 86_400_000;

/** Spec §4 default: a sold car stays listed for 3 days. */
export const DEFAULT_SOLD_LISTING_DAYS = 3;

/**
 * Spec §4 Listing rule: listed when show_on_dealer_website is true and the car is in stock
 * (in_stock or coming_soon) or was sold within `soldListingDays` of `now`.
 * sold_date_timestamp is in seconds since the epoch; a sold car without one is not listed.
 */
export function isListed(
  car: Pick<Car, 'status' | 'show_on_dealer_website' | 'sold_date_timestamp'>,
  now: Date,
  soldListingDays = DEFAULT_SOLD_LISTING_DAYS,
): boolean {
  if (!car.show_on_dealer_website) return false;
  if (isInStock(car)) return true;
  if (car.sold_date_timestamp == null) return false;
  const soldMs = car.sold_date_timestamp * 1000;
  return soldMs <= now.getTime() && now.getTime() - soldMs <= soldListingDays * DAY_MS;
}

export function listedCars<T extends Parameters<typeof isListed>[0]>(
  cars: T[],
  now: Date,
  soldListingDays?: number,
): T[] {
  return cars.filter((c) => isListed(c, now, soldListingDays));
}
