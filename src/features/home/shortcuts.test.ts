import { describe, expect, it } from 'vitest';

import {
  brandShortcuts,
  cheapestInStock,
  priceForWeekly,
  typeShortcuts,
  weeklyShortcuts,
} from './shortcuts.ts';

// A straight-line estimate: $1 a week for every $200 of price, none at or under $25 a week.
const estimate = (price: number) => (price / 200 > 25 ? price / 200 : null);

describe('weekly shortcuts', () => {
  it('finds the highest price whose estimate is within a weekly figure', () => {
    expect(priceForWeekly(100, estimate, 250000)).toBe(20000);
    expect(estimate(priceForWeekly(150, estimate, 250000) + 1)).toBeGreaterThan(150);
    // Above the calculator's maximum there is no figure: the search stays under the ceiling.
    const capped = (price: number) => (price > 250000 ? null : estimate(price));
    expect(priceForWeekly(100, capped, 250000)).toBe(20000);
    expect(priceForWeekly(5000, capped, 250000)).toBe(250000);
  });

  it('bands stock by the estimate, with counts that match the price range each band links to', () => {
    const records = [5000, 19999, 20000, 20001, 30000, 45000, 90000, 0].map((price) => ({ price }));
    const bands = weeklyShortcuts(
      records,
      (weekly) => priceForWeekly(weekly, estimate, 250000),
      'used-cars',
      [100, 150, 200],
    );
    expect(bands).toEqual([
      { label: 'Under $100/wk', href: '/search/used-cars?price=%3A20000', count: 3 },
      { label: '$100 – $150/wk', href: '/search/used-cars?price=20001%3A30000', count: 2 },
      { label: '$200/wk and over', href: '/search/used-cars?price=40001%3A', count: 2 },
    ]);
  });

  it('takes the lowest-priced car in stock as the "from"', () => {
    const cheapest = cheapestInStock([
      { price: 9000, status: 'sold' as const },
      { price: 0, status: 'in_stock' as const },
      { price: 12000, status: 'in_stock' as const },
      { price: 15000, status: 'in_stock' as const },
    ]);
    expect(cheapest?.price).toBe(12000);
    expect(cheapestInStock([])).toBeNull();
  });
});

describe('caravan types', () => {
  it('gives each type its count, berths, lengths and lowest price, most listed first', () => {
    const types = typeShortcuts(
      [
        { body: 'hardtop', sleeps: 2, length_m: 5.2, price: 52000 },
        { body: 'hardtop', sleeps: 6, length_m: 7.9, price: 89000 },
        { body: 'hardtop', sleeps: null, length_m: null, price: 0 },
        { body: 'motorhome', sleeps: 4, length_m: 7.1, price: 160000 },
      ],
      'new-used-and-demo-cars',
      'Caravans',
    );
    expect(types).toEqual([
      {
        label: 'Hardtop caravans',
        href: '/search/new-used-and-demo-cars?body=hardtop',
        count: 3,
        sleeps: 'Sleeps 2–6',
        length: '5.2–7.9 m',
        from: '$52,000',
      },
      {
        label: 'Motorhomes',
        href: '/search/new-used-and-demo-cars?body=motorhome',
        count: 1,
        sleeps: 'Sleeps 4',
        length: '7.1 m',
        from: '$160,000',
      },
    ]);
  });
});

describe('group brands', () => {
  it('lists the makes sold new or demo with their places, not makes only traded in', () => {
    const brands = brandShortcuts(
      [
        { make: 'Kia', car_type: 'new', city: 'Dandenong' },
        { make: 'Kia', car_type: 'demo', city: 'Dandenong' },
        { make: 'Isuzu UTE', car_type: 'used', city: 'Dandenong' },
        { make: 'Ford', car_type: 'new', city: 'Geelong' },
      ],
      'new-and-demo-cars',
    );
    expect(brands.map((b) => [b.label, b.count, b.places, b.href])).toEqual([
      ['Kia', 2, ['Dandenong'], '/search/new-and-demo-cars?make=Kia'],
      ['Ford', 1, ['Geelong'], '/search/new-and-demo-cars?make=Ford'],
    ]);
  });
});
