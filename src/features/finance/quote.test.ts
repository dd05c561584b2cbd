import { describe, expect, it } from 'vitest';

import { CREDIT_SCORES } from '~/config/credit-scores.ts';
import { showFinanceWidget } from '~/features/car/pricing.ts';
import { clampLoanTerm, clampPurchasePrice, QUOTE_DEFAULTS } from '~/services/lender/lender.ts';

import { monthlyFromWeekly, QUOTE_DEBOUNCE_MS, shouldFetchQuote } from './quote.ts';

describe('quick quote (spec Validation, Calls, Constants)', () => {
  it('has the spec defaults', () => {
    expect(QUOTE_DEFAULTS).toEqual({
      purchasePrice: 30000,
      loanTerm: 5,
      depositPercent: 10,
      finalPaymentPercent: 30,
      selfAssessedCreditScore: 'GREAT',
      whoIsHelping: '',
    });
    expect(CREDIT_SCORES).toEqual(['GREAT', 'DECENT', 'POOR']);
    expect(QUOTE_DEBOUNCE_MS).toBe(500);
  });

  it('clamps the purchase price to 10,000–200,000 and the term to 1–7 whole years', () => {
    expect([
      clampPurchasePrice(5000),
      clampPurchasePrice(45000),
      clampPurchasePrice(250000),
      clampPurchasePrice(Number.NaN),
    ]).toEqual([10000, 45000, 200000, 10000]);
    expect([
      clampLoanTerm(0),
      clampLoanTerm(4.4),
      clampLoanTerm(8),
      clampLoanTerm(Number.NaN),
    ]).toEqual([1, 4, 7, 5]);
  });

  it('shows monthly as weekly × 4.33', () => {
    expect(monthlyFromWeekly(100)).toBe(433);
    expect(monthlyFromWeekly(132)).toBe(571.56);
  });

  it('shows the finance widget only above 500 and in stock; for Taurus only for cars newer than 12 years', () => {
    const now = new Date('2026-11-20T00:00:00+10:00');
    const car = { price: 501, status: 'in_stock' as const, year: 2015 };
    expect(showFinanceWidget(car, 'manual', now)).toBe(true);
    expect(showFinanceWidget({ ...car, price: 500 }, 'manual', now)).toBe(false);
    expect(showFinanceWidget({ ...car, status: 'sold' }, 'manual', now)).toBe(false);
    expect(showFinanceWidget({ ...car, status: 'coming_soon' }, 'manual', now)).toBe(true);
    expect(showFinanceWidget({ ...car, year: 2015 }, 'taurus', now)).toBe(true);
    expect(showFinanceWidget({ ...car, year: 2014 }, 'taurus', now)).toBe(false);
    expect(showFinanceWidget({ ...car, year: 2014 }, 'angle', now)).toBe(true);
  });

  it('fetches a quote only when the price is positive and none exists', () => {
    expect(shouldFetchQuote({ price: 1, youxQuote: null })).toBe(true);
    expect(shouldFetchQuote({ price: 0, youxQuote: null })).toBe(false);
    expect(
      shouldFetchQuote({
        price: 1,
        youxQuote: { weeklyRepaymentAmount: 99, advertisedRate: 6.29, comparisonRate: 8.19 },
      }),
    ).toBe(false);
  });
});
