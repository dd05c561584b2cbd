import type { DealerConfig } from '~/config/schema/index.ts';

import { isInStock } from './availability.ts';
import type { Car } from './car.schema.ts';

const DAY_MS = 86_400_000;

/** Spec States default: a sold car stays listed for 3 days. */
export const DEFAULT_SOLD_LISTING_DAYS = 3;

/**
 * Whether a car's history check takes it off the site: reported stolen, always; finance owing or
 * written off, where the dealer file says hide (`inventory.historyCheck`). Never where the dealer
 * has no history check.
 */
export function offSiteForHistory(
  car: Pick<Car, 'history_check'>,
  settings: DealerConfig['inventory']['historyCheck'],
): boolean {
  const check = car.history_check;
  if (settings.provider === 'none' || !check) return false;
  return (
    check.stolen === true ||
    (check.financeOwing && settings.onFinanceOwing === 'hide') ||
    (check.writtenOff === true && settings.onWrittenOff === 'hide')
  );
}

/**
 * Spec States Listing rule: listed when show_on_dealer_website is true and the car is in stock
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

/** Days since a sold car's sale at `now`, or null for a car not sold, not on the site or without a date. */
function daysSold(
  car: Pick<Car, 'status' | 'show_on_dealer_website' | 'sold_date_timestamp'>,
  now: Date,
): number | null {
  if (!car.show_on_dealer_website || car.status !== 'sold' || car.sold_date_timestamp == null)
    return null;
  const ms = now.getTime() - car.sold_date_timestamp * 1000;
  return ms < 0 ? null : ms / DAY_MS;
}

/**
 * What a sold car's URL answers once its listing window is over. `light` for
 * `soldPageDays` after the sale (a noindex page: sold on {date}, similar cars, an alert), then
 * `gone` (410). Null for a car that is listed, was never on the site, or has no sold date (404).
 */
export function soldUrlState(
  car: Pick<Car, 'status' | 'show_on_dealer_website' | 'sold_date_timestamp'>,
  now: Date,
  soldListingDays: number,
  soldPageDays: number,
): 'light' | 'gone' | null {
  const days = daysSold(car, now);
  if (days == null || days <= soldListingDays) return null;
  return days <= soldPageDays ? 'light' : 'gone';
}
