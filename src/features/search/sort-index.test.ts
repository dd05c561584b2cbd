import { describe, expect, it } from 'vitest';

import { sortIndexName, sortOfIndexName } from './sort-index.ts';

describe('sort index names (spec Calls)', () => {
  it('round-trips a sort through its index name; relevance is the index itself', () => {
    expect(sortIndexName('Car_production', 'price:asc')).toBe('Car_production/sort/price:asc');
    expect(sortIndexName('Car_production', 'relevance')).toBe('Car_production');
    expect(sortOfIndexName('Car_production/sort/price:asc,year:desc')).toBe('price:asc,year:desc');
    expect(sortOfIndexName('Car_production')).toBeUndefined();
    expect(sortOfIndexName(undefined)).toBeUndefined();
  });
});
