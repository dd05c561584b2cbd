import { describe, expect, it } from 'vitest';

import { isInStock } from './availability.ts';
import { isListed, listedCars } from './listing.ts';

const now = new Date('2026-11-20T09:00:00+10:00');
const daysAgo = (d: number) => Math.floor((now.getTime() - d * 86_400_000) / 1000);
const car = (over: Partial<Parameters<typeof isListed>[0]> = {}) => ({
  status: 'in_stock' as const,
  show_on_dealer_website: true,
  sold_date_timestamp: null,
  ...over,
});

describe('availability (spec §4)', () => {
  it('counts in_stock and coming_soon as in stock, sold as not', () => {
    expect(isInStock({ status: 'in_stock' })).toBe(true);
    expect(isInStock({ status: 'coming_soon' })).toBe(true);
    expect(isInStock({ status: 'sold' })).toBe(false);
  });
});

describe('listing rule (spec §4)', () => {
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
