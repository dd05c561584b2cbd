import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  countText,
  displayedResultCount,
  FACET_LIMITS,
  makeGroups,
  PAGE_SIZE,
  sortCarTypes,
  sortFacetValues,
  stockCounts,
  visibleMakes,
} from './facets.ts';

const v = (value: string, count: number) => ({ value, count });

describe('facets (spec Constants)', () => {
  it('has the spec page size and list limits', () => {
    expect(PAGE_SIZE).toBe(21);
    expect(FACET_LIMITS).toEqual({ make: 7, model: 30, city: 20, dealership: 40 });
  });

  it('orders labels by count descending, then alphabetically', () => {
    expect(
      sortFacetValues([v('Kia', 5), v('Ford', 9), v('Audi', 5), v('BMW', 9)]).map((x) => x.value),
    ).toEqual(['BMW', 'Ford', 'Audi', 'Kia']);
  });

  it('orders car types new, demo, used', () => {
    expect(sortCarTypes([v('used', 90), v('new', 3), v('demo', 40)]).map((x) => x.value)).toEqual([
      'new',
      'demo',
      'used',
    ]);
  });

  it("shows 7 makes with 'Show all makes', all with 'Hide extra makes'", () => {
    const makes = 'ABCDEFGHIJ'.split('').map((c, i) => v(c, 100 - i));
    expect(visibleMakes(makes, [], false)).toEqual({
      shown: makes.slice(0, 7),
      toggle: 'Show all makes',
    });
    expect(visibleMakes(makes, [], true)).toEqual({ shown: makes, toggle: 'Hide extra makes' });
    expect(visibleMakes(makes.slice(0, 7), [], false)).toEqual({
      shown: makes.slice(0, 7),
      toggle: null,
    });
  });

  it("uses the dealer's preset list first where configured", () => {
    const makes = [v('Toyota', 50), v('Kia', 40), v('Mazda', 30), v('Ford', 5)];
    expect(visibleMakes(makes, ['Mazda', 'Ford', 'Holden'], false)).toEqual({
      shown: [v('Mazda', 30), v('Ford', 5)],
      toggle: 'Show all makes',
    });
    expect(visibleMakes(makes, ['Mazda', 'Ford'], true).shown.map((x) => x.value)).toEqual([
      'Mazda',
      'Ford',
      'Toyota',
      'Kia',
    ]);
  });

  it("splits 'Popular Makes' before index 20 and 'All Makes' from it", () => {
    const list = Array.from({ length: 25 }, (_, i) => i);
    expect(makeGroups(list, 20)).toEqual([
      { label: 'Popular Makes', values: list.slice(0, 20) },
      { label: 'All Makes', values: list.slice(20) },
    ]);
    expect(makeGroups(list, null)).toEqual([{ label: 'All Makes', values: list }]);
    expect(makeGroups(list.slice(0, 20), 20)).toEqual([
      { label: 'All Makes', values: list.slice(0, 20) },
    ]);
  });

  it('replaces counts above 1999 by the summed facet count, else the configured stock count', () => {
    expect(displayedResultCount(1999, [5000], 3000)).toBe(1999);
    expect(displayedResultCount(2000, [1200, 900, 300], 3000)).toBe(2400);
    expect(displayedResultCount(2000, null, 3000)).toBe(3000);
    expect(displayedResultCount(2000, [], null)).toBe(2000);
  });

  it('keeps counts up to 1999 as they are (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1999 }),
        fc.option(fc.array(fc.nat())),
        fc.option(fc.nat()),
        (n, f, s) => displayedResultCount(n, f, s) === n,
      ),
    );
  });
});

describe("counts in the dealer's words", () => {
  it('says car or caravan, one or many, with thousands separators', () => {
    const car = { singular: 'Car', plural: 'Cars' };
    expect(countText(1, car)).toBe('1 car');
    expect(countText(1250, car)).toBe('1,250 cars');
    expect(countText(0, { singular: 'Caravan', plural: 'Caravans' })).toBe('0 caravans');
  });
});

describe('the stock count: one count, one meaning', () => {
  it('lists every car the search shows, in stock (with coming soon) and just sold adding up to it', () => {
    const statuses = ['in_stock', 'in_stock', 'coming_soon', 'sold'] as const;
    expect(stockCounts(statuses.map((status) => ({ status })))).toEqual({
      listed: 4,
      inStock: 3,
      justSold: 1,
    });
  });
});
