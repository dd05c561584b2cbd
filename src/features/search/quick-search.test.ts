import { describe, expect, it } from 'vitest';

import { quickSearchOptions } from './quick-search.ts';

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
