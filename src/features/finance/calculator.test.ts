import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { FREQUENCIES, repayment } from '~/services/lender/loan.ts';

import {
  CALCULATOR,
  checkPrice,
  clampDepositOrResidual,
  clampRate,
  clampStep,
  clampTerm,
  defaultAmount,
  ENQUIRE_FOR_FINANCE,
  formatRate,
  LENDER_ESTABLISHMENT_FEE,
  priceRangeMessage,
  repaymentText,
} from './calculator.ts';

const loan = {
  price: 30000,
  deposit: 3000,
  residual: 0,
  ratePercent: 10,
  termYears: 5,
  frequency: 'weekly' as const,
};

describe('finance calculator (spec Validation, Constants)', () => {
  it('has the spec frequencies', () => {
    expect(FREQUENCIES).toEqual({ weekly: 52, fortnightly: 26, monthly: 12 });
  });

  it('repays amount minus deposit over the term at the rate', () => {
    // 27,000 at 10% p.a. over 60 months: the standard amortising payment is $573.67 a month.
    expect(repayment({ ...loan, frequency: 'monthly' })).toBeCloseTo(573.67, 2);
    expect(repaymentText(repayment(loan))).toBe('$132');
    expect(repayment({ ...loan, ratePercent: 0, frequency: 'monthly' })).toBeCloseTo(450, 6);
  });

  it('adds establishment and the other upfront fees to the amount, and spreads the monthly fee', () => {
    const fees = {
      establishment: 395,
      securityRegistration: 6,
      monthlyAdmin: 8,
      dealerAgency: 912.25,
    };
    const plain = repayment({ ...loan, frequency: 'monthly' });
    const withFees = repayment({ ...loan, frequency: 'monthly', fees });
    const upfrontOnly = repayment({
      ...loan,
      price: 30000 + 395 + 6 + 912.25,
      frequency: 'monthly',
    });
    expect(withFees).toBeCloseTo(upfrontOnly + 8, 6);
    expect(withFees).toBeGreaterThan(plain);
    expect(LENDER_ESTABLISHMENT_FEE).toBe(1360.5);
  });

  it('leaves the residual (balloon) to the end', () => {
    expect(repayment({ ...loan, residual: 9000 })).toBeLessThan(repayment(loan));
    // A residual as large as the loan leaves only the interest to pay each week.
    expect(repayment({ ...loan, residual: 1e9 })).toBeCloseTo((27000 * 0.1) / 52, 6);
  });

  it("rounds to whole dollars and shows 'Enquire for Finance' for $25 or less", () => {
    expect(repaymentText(132.49)).toBe('$132');
    expect(repaymentText(25.01)).toBe('$25');
    expect(repaymentText(25)).toBe(ENQUIRE_FOR_FINANCE);
    expect(ENQUIRE_FOR_FINANCE).toBe('Enquire for Finance');
    expect(repaymentText(1234.5)).toBe('$1,235');
  });

  it('refuses prices below the minimum or above 250000 with the spec message; below zero is 0', () => {
    expect(priceRangeMessage(1000)).toBe('Cannot be less than $1,000 or more than $250,000');
    expect(checkPrice(999, 1000)).toEqual({
      price: 999,
      error: 'Cannot be less than $1,000 or more than $250,000',
    });
    expect(checkPrice(1000, 1000).error).toBeNull();
    expect(checkPrice(250000, 1000).error).toBeNull();
    expect(checkPrice(250001, 5000).error).toBe('Cannot be less than $5,000 or more than $250,000');
    expect(checkPrice(-50, 1000).price).toBe(0);
  });

  it('clamps term 1–7 step 0.5, rate to the configured range step 0.5, deposit and residual 0–250000', () => {
    expect([clampTerm(0), clampTerm(3.3), clampTerm(3.25), clampTerm(9)]).toEqual([1, 3.5, 3.5, 7]);
    expect([clampRate(0.1, 0.5, 15), clampRate(16, 0.5, 15), clampRate(8.2, 0.5, 15)]).toEqual([
      0.5, 15, 8,
    ]);
    expect([clampRate(5, 7.5, 14.5), clampRate(22, 4, 20)]).toEqual([7.5, 20]);
    expect([
      clampDepositOrResidual(-1),
      clampDepositOrResidual(300000),
      clampDepositOrResidual(1234.3),
    ]).toEqual([0, 250000, 1234.5]);
    expect(clampStep(Number.NaN, 1, 7, 0.5)).toBe(1);
  });

  it('uses 30000 when the price is not positive', () => {
    expect(defaultAmount(0)).toBe(30000);
    expect(defaultAmount(null)).toBe(30000);
    expect(defaultAmount(18990)).toBe(18990);
    expect(CALCULATOR.defaultAmount).toBe(30000);
  });

  it('shows comparison rates with 2 decimals', () => {
    expect(formatRate(8.38)).toBe('8.38%');
    expect(formatRate(6.2)).toBe('6.20%');
  });

  it('clamps are idempotent; repayment rises with rate and amount (properties)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (n) => {
        expect(clampTerm(clampTerm(n))).toBe(clampTerm(n));
        expect(clampDepositOrResidual(clampDepositOrResidual(n))).toBe(clampDepositOrResidual(n));
        expect(clampRate(clampRate(n, 0.5, 15), 0.5, 15)).toBe(clampRate(n, 0.5, 15));
      }),
    );
    const amount = fc.integer({ min: 1000, max: 250000 });
    const rate = fc.double({ min: 0.5, max: 15, noNaN: true });
    fc.assert(
      fc.property(
        amount,
        amount,
        rate,
        rate,
        fc.constantFrom('weekly', 'fortnightly', 'monthly'),
        (a1, a2, r1, r2, frequency) => {
          const [lo, hi] = a1 <= a2 ? [a1, a2] : [a2, a1];
          const [rlo, rhi] = r1 <= r2 ? [r1, r2] : [r2, r1];
          const base = { deposit: 0, residual: 0, termYears: 5, frequency: frequency as 'weekly' };
          expect(repayment({ ...base, price: hi, ratePercent: rlo })).toBeGreaterThanOrEqual(
            repayment({ ...base, price: lo, ratePercent: rlo }) - 1e-9,
          );
          expect(repayment({ ...base, price: lo, ratePercent: rhi })).toBeGreaterThanOrEqual(
            repayment({ ...base, price: lo, ratePercent: rlo }) - 1e-9,
          );
        },
      ),
    );
  });
});
