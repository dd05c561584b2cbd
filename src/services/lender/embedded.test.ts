import { describe, expect, it } from 'vitest';

import { embeddedQuote, lenderRate, type LenderTerms } from './embedded.ts';
import { quoteFigures } from './lender.ts';

const terms: LenderTerms = {
  establishmentFee: 395,
  monthlyFee: 8,
  rates: [
    { creditScore: 'GREAT', maxCarAgeYears: 7, rate: 8.49 },
    { creditScore: 'GREAT', maxCarAgeYears: 3, rate: 7.49 },
    { creditScore: 'POOR', maxCarAgeYears: 12, rate: 17.99 },
  ],
};
const now = new Date('2026-11-23T00:00:00Z');
const req = {
  selfAssessedCreditScore: 'GREAT' as const,
  purchasePrice: 30000,
  loanTerm: 5,
  year: 2025,
};

describe('embedded lender quote (spec Calls, Constants)', () => {
  it('takes the rate of the first row that fits the score and the car age', () => {
    expect(lenderRate(terms.rates, 'GREAT', 1)).toBe(7.49);
    expect(lenderRate(terms.rates, 'GREAT', 5)).toBe(8.49);
    expect(lenderRate(terms.rates, 'GREAT', 9)).toBeNull();
    expect(lenderRate(terms.rates, 'DECENT', 1)).toBeNull();
  });

  it('quotes weekly on a 10% deposit and 30% final payment, with a comparison rate above the rate', () => {
    const q = embeddedQuote(terms, req, now)!;
    expect(q.advertisedRate).toBe(7.49);
    expect(q.weeklyRepaymentAmount).toBeGreaterThan(90);
    expect(q.weeklyRepaymentAmount).toBeLessThan(110);
    expect(q.comparisonRate).toBeGreaterThan(7.49);
    const free = embeddedQuote({ ...terms, establishmentFee: 0, monthlyFee: 0 }, req, now)!;
    expect(free.comparisonRate).toBe(7.49);
    expect(free.weeklyRepaymentAmount).toBeLessThan(q.weeklyRepaymentAmount);
  });

  it('clamps the price to 10,000–200,000 and the term to 1–7 years', () => {
    const low = embeddedQuote(terms, { ...req, purchasePrice: 500 }, now)!;
    const atMin = embeddedQuote(terms, { ...req, purchasePrice: 10000 }, now)!;
    expect(low).toEqual(atMin);
    const long = embeddedQuote(terms, { ...req, loanTerm: 12 }, now)!;
    expect(long).toEqual(embeddedQuote(terms, { ...req, loanTerm: 7 }, now));
  });

  it('declines to quote when no row fits', () => {
    expect(embeddedQuote(terms, { ...req, year: 2010 }, now)).toBeNull();
  });
});

describe('the figures a quick quote is worked out on', () => {
  it('finances the price less a 10% deposit, with a 30% final payment at the end', () => {
    expect(quoteFigures(19990)).toEqual({
      price: 19990,
      deposit: 1999,
      financed: 17991,
      finalPayment: 5997,
    });
  });
});
