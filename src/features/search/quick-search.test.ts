import { describe, expect, it } from 'vitest';

import { budgetPicks, quickSearchOptions, shopShortcuts } from './quick-search.ts';

describe('home quick search', () => {
  const records = [
    { make: 'Mazda', model: '3', price: 24990 },
    { make: 'Mazda', model: 'CX-5', price: 38990 },
    { make: 'Isuzu UTE', model: 'D-Max', price: 52990 },
    { make: 'Mazda', model: 'CX-5', price: 41990 },
  ];

  it('offers the makes in stock with their counts and display names', () => {
    expect(quickSearchOptions(records).makes).toEqual([
      { value: 'Isuzu UTE', label: 'Isuzu', count: 1 },
      { value: 'Mazda', label: 'Mazda', count: 3 },
    ]);
  });

  it('groups models by make, with model display names', () => {
    expect(quickSearchOptions(records).models[1]).toEqual({
      make: 'Mazda',
      label: 'Mazda',
      models: [
        { value: '3', label: 'Mazda3' },
        { value: 'CX-5', label: 'CX-5' },
      ],
    });
  });

  it('offers price ceilings up to the first one above the dearest car, as the price range parameter', () => {
    const prices = quickSearchOptions(records).prices;
    expect(prices.at(0)).toEqual({ value: ':10000', label: 'Up to $10,000' });
    expect(prices.at(-1)).toEqual({ value: ':75000', label: 'Up to $75,000' });
  });
});

describe('shop by price and body (the used-car home)', () => {
  const records = [
    { price: 9990, body: 'hatch' },
    { price: 14999, body: 'hatch' },
    { price: 15000, body: 'suv' },
    { price: 31990, body: 'suv' },
    { price: 52990, body: 'ute' },
    { price: 0, body: 'suv' },
  ];

  it('counts stock in each price band, bounds inclusive below, and links the price range', () => {
    expect(shopShortcuts(records, 'used-cars').prices).toEqual([
      { label: 'Under $15,000', href: '/search/used-cars?price=%3A14999', count: 2 },
      { label: '$15,000 – $25,000', href: '/search/used-cars?price=15000%3A24999', count: 1 },
      { label: '$25,000 – $40,000', href: '/search/used-cars?price=25000%3A39999', count: 1 },
      { label: '$40,000 and over', href: '/search/used-cars?price=40000%3A', count: 1 },
    ]);
  });

  it('lists bodies by stock, most first, in the words buyers read', () => {
    expect(shopShortcuts(records, 'used-cars').bodies).toEqual([
      { label: 'SUV', href: '/search/used-cars?body=suv', count: 3 },
      { label: 'Hatch', href: '/search/used-cars?body=hatch', count: 2 },
      { label: 'Ute', href: '/search/used-cars?body=ute', count: 1 },
    ]);
  });

  it('leaves out an empty band', () => {
    expect(shopShortcuts([{ price: 9990, body: null }], 'x').prices.map((p) => p.label)).toEqual([
      'Under $15,000',
    ]);
  });
});

describe('budget quick picks', () => {
  it('count priced cars at or under each budget and leave out a budget nothing fits', () => {
    const records = [{ price: 0 }, { price: 0 }, { price: 7990 }, { price: 12990 }];
    expect(budgetPicks([5000, 10000, 15000], records)).toEqual([
      { budget: 10000, count: 1 },
      { budget: 15000, count: 2 },
    ]);
  });
});
