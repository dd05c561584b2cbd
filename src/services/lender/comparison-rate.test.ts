import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { comparisonRate } from './comparison-rate.ts';
import { repayment } from './loan.ts';

describe('comparison rate (National Credit Code regulations, reg 100)', () => {
  it('gives 9.27% for $30,000 at 8.00% over 60 months with $400 up front and $10 a month', () => {
    const monthly = repayment({
      price: 30000,
      deposit: 0,
      residual: 0,
      ratePercent: 8,
      termYears: 5,
      frequency: 'monthly',
    });
    expect(monthly.toFixed(2)).toBe('608.29');
    const rate = comparisonRate({
      credit: 30000,
      repayment: 608.29,
      periods: 60,
      periodsPerYear: 12,
      upfrontFees: 400,
      periodicFee: 10,
    });
    expect(rate?.toFixed(2)).toBe('9.27');
  });

  it('equals the nominal rate when there are no fees, with or without a balloon', () => {
    const loan = { price: 30000, deposit: 0, ratePercent: 6, termYears: 5 };
    const m = repayment({ ...loan, residual: 9000, frequency: 'monthly' });
    expect(
      comparisonRate({
        credit: 30000,
        repayment: m,
        periods: 60,
        periodsPerYear: 12,
        balloon: 9000,
      }),
    ).toBeCloseTo(6, 8);
    const w = repayment({ ...loan, residual: 0, frequency: 'weekly' });
    expect(
      comparisonRate({ credit: 30000, repayment: w, periods: 260, periodsPerYear: 52 }),
    ).toBeCloseTo(6, 8);
  });

  it('is 0 for an interest-free loan without fees and null for what is not a loan', () => {
    expect(
      comparisonRate({ credit: 1200, repayment: 100, periods: 12, periodsPerYear: 12 }),
    ).toBeCloseTo(0, 8);
    expect(
      comparisonRate({ credit: 0, repayment: 100, periods: 12, periodsPerYear: 12 }),
    ).toBeNull();
    expect(
      comparisonRate({ credit: 1200, repayment: 50, periods: 12, periodsPerYear: 12 }),
    ).toBeNull();
  });

  it('is at least the nominal rate whenever there are fees (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5000, max: 250000 }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        fc.constantFrom(1, 2, 3, 4, 5, 6, 7),
        fc.constantFrom(12, 26, 52),
        fc.double({ min: 1, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (credit, rate, years, n, upfront, periodic) => {
          const frequency = n === 12 ? 'monthly' : n === 26 ? 'fortnightly' : 'weekly';
          const pay = repayment({
            price: credit,
            deposit: 0,
            residual: 0,
            ratePercent: rate,
            termYears: years,
            frequency,
          });
          const cr = comparisonRate({
            credit,
            repayment: pay,
            periods: years * n,
            periodsPerYear: n,
            upfrontFees: upfront,
            periodicFee: periodic,
          });
          expect(cr).not.toBeNull();
          expect(cr!).toBeGreaterThan(rate - 1e-9);
        },
      ),
    );
  });
});
