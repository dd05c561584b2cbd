import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  ABOVE_RANGE_MAXIMUM,
  BELOW_RANGE_MINIMUM,
  openPriceRange,
  rangeHolding,
  refineRange,
  sliderRange,
} from './slider.ts';

describe('slider range (spec Validation)', () => {
  it('defaults to 0 to 100000 unless facet stats give a maximum above 0', () => {
    expect(sliderRange('year', null)).toEqual({ min: 0, max: 100000, step: 1000 });
    expect(sliderRange('year', { min: 0, max: 0 })).toEqual({ min: 0, max: 100000, step: 1000 });
    expect(sliderRange('year', { min: 2010, max: 2026 })).toEqual({
      min: 2010,
      max: 2026,
      step: 1,
    });
  });

  it('snaps price and km bounds to multiples of 1000; step is range / 100 rounded', () => {
    expect(sliderRange('price', { min: 2990, max: 149990 })).toEqual({
      min: 2000,
      max: 150000,
      step: 1480,
    });
    expect(sliderRange('km', { min: 12, max: 219320 })).toEqual({
      min: 0,
      max: 220000,
      step: 2200,
    });
  });
});

describe('slider refinement (spec Validation, Errors)', () => {
  const range = { min: 0, max: 100000 };
  it('keeps values inside the range and logs the spec texts', () => {
    expect(refineRange('year', { min: -5, max: 200000 }, range)).toEqual({
      value: { min: 0, max: 100000 },
      warnings: [BELOW_RANGE_MINIMUM, ABOVE_RANGE_MAXIMUM],
    });
    expect(BELOW_RANGE_MINIMUM).toBe('Cannot refine below the range minimum');
    expect(ABOVE_RANGE_MAXIMUM).toBe('Cannot refine above the range maximum');
  });

  it('snaps price and km to multiples of 1000', () => {
    expect(refineRange('price', { min: 12400, max: 48600 }, range).value).toEqual({
      min: 12000,
      max: 49000,
    });
    expect(refineRange('year', { min: 2012, max: 2020 }, { min: 2000, max: 2026 }).value).toEqual({
      min: 2012,
      max: 2020,
    });
  });

  it('stops the moving handle at the other one', () => {
    expect(
      refineRange(
        'year',
        { min: 2024, max: 2020 },
        { min: 2000, max: 2026 },
        { min: 2010, max: 2020 },
      ).value,
    ).toEqual({ min: 2020, max: 2020 });
    expect(
      refineRange(
        'year',
        { min: 2010, max: 2005 },
        { min: 2000, max: 2026 },
        { min: 2010, max: 2020 },
      ).value,
    ).toEqual({ min: 2010, max: 2010 });
  });

  it('always gives min ≤ max inside the range, and refining twice changes nothing (property)', () => {
    const attr = fc.constantFrom('price', 'km', 'year', 'subscription_price');
    fc.assert(
      fc.property(
        attr,
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: 0, max: 1e5 }),
        fc.integer({ min: 1, max: 1e6 }),
        (a, lo, hi, rmin, width) => {
          const r = sliderRange(a, { min: rmin, max: rmin + width });
          const { value } = refineRange(a, { min: lo, max: hi }, r);
          expect(value.min).toBeGreaterThanOrEqual(r.min);
          expect(value.max).toBeLessThanOrEqual(r.max);
          expect(value.min).toBeLessThanOrEqual(value.max);
          expect(refineRange(a, value, r, value).value).toEqual(value);
        },
      ),
    );
  });
});

describe('a refinement outside the facet range', () => {
  it('widens the slider to hold it, so the minimum never reads above the maximum', () => {
    const bounds = { min: 6000, max: 90000, step: 840 };
    expect(rangeHolding(bounds, [undefined, 5000])).toEqual({ min: 5000, max: 90000, step: 840 });
    expect(rangeHolding(bounds, [-Infinity, Infinity])).toEqual(bounds);
    expect(rangeHolding(bounds, [10000, 95000])).toEqual({ min: 6000, max: 95000, step: 840 });
  });
});

describe('the home price-range search', () => {
  const bounds = { min: 5000, max: 250_000 };
  it('leaves a side open where its handle is at the end, so the untouched slider finds every car', () => {
    expect(openPriceRange(5000, 250_000, bounds)).toBe('');
    expect(openPriceRange(5000, 40_000, bounds)).toBe(':40000');
    expect(openPriceRange(20_000, 250_000, bounds)).toBe('20000:');
    expect(openPriceRange(20_000, 40_000, bounds)).toBe('20000:40000');
  });
});
