import { describe, expect, it } from 'vitest';

import { customRank } from './record.ts';

describe('default order (spec §7 custom rank)', () => {
  it('puts cars in stock first, then cars with photos, then the newest', () => {
    const cars = [
      { name: 'sold, photos, newest', rank: customRank('sold', 5, 1_800_000_300) },
      { name: 'in stock, no photo, newest', rank: customRank('in_stock', 0, 1_800_000_200) },
      { name: 'in stock, photos, older', rank: customRank('in_stock', 5, 1_700_000_000) },
      { name: 'coming soon, one photo, newer', rank: customRank('coming_soon', 1, 1_750_000_000) },
    ];
    expect(cars.sort((a, b) => b.rank - a.rank).map((c) => c.name)).toEqual([
      'coming soon, one photo, newer',
      'in stock, photos, older',
      'in stock, no photo, newest',
      'sold, photos, newest',
    ]);
  });
});
