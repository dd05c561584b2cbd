import { describe, expect, it } from 'vitest';

import { isInStock } from './availability.ts';
import { isListed, listedCars, soldUrlState } from './listing.ts';

const now = new Date('2026-11-20T09:00:00+10:00');
const daysAgo = (d: number) => Math.floor((now.getTime() - d * 86_400_000) / 1000);
const car = (over: Partial<Parameters<typeof isListed>[0]> = {}) => ({
  status: 'in_stock' as const,
  show_on_dealer_website: true,
  sold_date_timestamp: null,
  ...over,
});

describe('availability (spec States)', () => {
  it('counts in_stock and coming_soon as in stock, sold as not', () => {
    expect(isInStock({ status: 'in_stock' })).toBe(true);
    expect(isInStock({ status: 'coming_soon' })).toBe(true);
    expect(isInStock({ status: 'sold' })).toBe(false);
  });
});

describe('listing rule (spec States)', () => {
  it('lists cars in stock or coming soon', () => {
    expect(isListed(car(), now)).toBe(true);
    expect(isListed(car({ status: 'coming_soon' }), now)).toBe(true);
  });

  it('lists a sold car for 3 days by default, then not', () => {
    expect(isListed(car({ status: 'sold', sold_date_timestamp: daysAgo(1) }), now)).toBe(true);
    expect(isListed(car({ status: 'sold', sold_date_timestamp: daysAgo(3) }), now)).toBe(true);
    expect(isListed(car({ status: 'sold', sold_date_timestamp: daysAgo(3.01) }), now)).toBe(false);
    expect(isListed(car({ status: 'sold', sold_date_timestamp: daysAgo(10) }), now)).toBe(false);
  });

  it('uses the configured sold-listing days', () => {
    expect(isListed(car({ status: 'sold', sold_date_timestamp: daysAgo(4.5) }), now, 5)).toBe(true);
    expect(isListed(car({ status: 'sold', sold_date_timestamp: daysAgo(4.5) }), now, 3)).toBe(
      false,
    );
  });

  it('filters a list by the rule', () => {
    const cars = [
      car(),
      car({ status: 'sold', sold_date_timestamp: daysAgo(5) }),
      car({ show_on_dealer_website: false }),
    ];
    expect(listedCars(cars, now)).toEqual([cars[0]]);
    expect(listedCars(cars, now, 7)).toEqual([cars[0], cars[1]]);
  });

  it('never lists a car hidden from the website, or a sold car without a sold date', () => {
    expect(isListed(car({ show_on_dealer_website: false }), now)).toBe(false);
    expect(
      isListed(
        car({ status: 'sold', sold_date_timestamp: daysAgo(1), show_on_dealer_website: false }),
        now,
      ),
    ).toBe(false);
    expect(isListed(car({ status: 'sold' }), now)).toBe(false);
  });
});

describe('a sold car after its listing window', () => {
  const sold = (days: number, over = {}) =>
    car({ status: 'sold', sold_date_timestamp: daysAgo(days), ...over });

  it('keeps a light page up to soldPageDays after the sale, then is gone (410)', () => {
    expect([2, 3, 3.01, 30, 90, 90.01, 400].map((d) => soldUrlState(sold(d), now, 3, 90))).toEqual([
      null,
      null,
      'light',
      'light',
      'light',
      'gone',
      'gone',
    ]);
    expect(soldUrlState(sold(31), now, 3, 30)).toBe('gone');
  });

  it('has no light page when soldPageDays is within the listing window', () => {
    expect(soldUrlState(sold(5), now, 7, 7)).toBeNull();
    expect(soldUrlState(sold(8), now, 7, 7)).toBe('gone');
  });

  it('answers nothing (404) for a car in stock, hidden from the site, without a sold date or sold in the future', () => {
    expect(soldUrlState(car(), now, 3, 90)).toBeNull();
    expect(soldUrlState(sold(10, { show_on_dealer_website: false }), now, 3, 90)).toBeNull();
    expect(soldUrlState(car({ status: 'sold' }), now, 3, 90)).toBeNull();
    expect(soldUrlState(sold(-1), now, 3, 90)).toBeNull();
  });
});
