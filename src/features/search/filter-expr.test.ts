import { describe, expect, it } from 'vitest';

import { FilterSyntaxError, parseFilter } from './filter-expr.ts';

const car = {
  make: 'Toyota',
  car_type: 'used',
  price: 25990,
  status: 'in_stock',
  dealership_id: 4101,
  filtered_features: ['Tow bar', 'Sat nav'],
  item_type: 'car',
  certified: 'true',
};

describe('site filter expressions (Typesense filter_by subset)', () => {
  it('matches equality, lists, negation and numbers', () => {
    expect(parseFilter('make:=Toyota')(car)).toBe(true);
    expect(parseFilter('make:=toyota')(car)).toBe(true);
    expect(parseFilter('make:Mazda')(car)).toBe(false);
    expect(parseFilter('dealership_id:[4101,4102]')(car)).toBe(true);
    expect(parseFilter('dealership_id:[4201]')(car)).toBe(false);
    expect(parseFilter('item_type:!=caravan')(car)).toBe(true);
    expect(parseFilter('price:>25000')(car)).toBe(true);
    expect(parseFilter('price:<=25000')(car)).toBe(false);
    expect(parseFilter('price:[20000..30000]')(car)).toBe(true);
    expect(parseFilter('filtered_features:=`Tow bar`')(car)).toBe(true);
  });

  it('combines with && and || (&& binds tighter) and parentheses', () => {
    expect(parseFilter('make:=Mazda || car_type:=used && price:<30000')(car)).toBe(true);
    expect(parseFilter('(make:=Mazda || car_type:=used) && price:<20000')(car)).toBe(false);
    expect(
      parseFilter(
        '(dealership_id:[4101]) && (car_type:=used || make:=`Toyota`) && (item_type:=car)',
      )(car),
    ).toBe(true);
    expect(parseFilter('')(car)).toBe(true);
  });

  it('explains a broken filter', () => {
    expect(() => parseFilter('make:=Toyota &&')).toThrow(FilterSyntaxError);
    expect(() => parseFilter('(make:=Toyota')).toThrow(/Expected \)/);
    expect(() => parseFilter('price:>cheap')).toThrow(/needs a number/);
    expect(() => parseFilter('make Toyota')).toThrow(/Expected :/);
  });
});
