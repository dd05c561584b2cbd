import type { CreditScore } from '~/config/credit-scores.ts';

import { comparisonRate } from './comparison-rate.ts';
import {
  clampLoanTerm,
  clampPurchasePrice,
  type Lender,
  type QuoteAnswer,
  quoteFigures,
  type QuoteRequest,
} from './lender.ts';
import { FREQUENCIES, repayment } from './loan.ts';

/** One row of the embedded lender's rate table (dealer file `finance.lender.rates`). */
export interface RateRow {
  creditScore: CreditScore;
  /** The row applies to cars up to this many years old (this year's model is 0). */
  maxCarAgeYears: number;
  /** Advertised rate, % a year. */
  rate: number;
}

export interface LenderTerms {
  rates: RateRow[];
  /** Paid at settlement and financed with the loan. */
  establishmentFee: number;
  /** Charged with each month's repayments. */
  monthlyFee: number;
}

/** The rate for a credit score and a car's age: the first row that fits (rows sorted by age), or null. */
export function lenderRate(
  rates: RateRow[],
  score: CreditScore,
  carAgeYears: number,
): number | null {
  const fits = rates
    .filter((r) => r.creditScore === score && carAgeYears <= r.maxCarAgeYears)
    .sort((a, b) => a.maxCarAgeYears - b.maxCarAgeYears);
  return fits[0]?.rate ?? null;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * The embedded lender's quick quote (spec Constants quote constants): price clamped to 10,000–200,000,
 * a 10% deposit, a 30% final payment, weekly repayments over the term on the amount financed plus
 * the establishment fee, the monthly fee spread over the weeks; the comparison rate by reg 100.
 * Null when the table has no rate for this score and car age (the lender declines to quote).
 */
export function embeddedQuote(
  lender: LenderTerms,
  req: QuoteRequest,
  now: Date,
): QuoteAnswer | null {
  const price = clampPurchasePrice(req.purchasePrice);
  const term = clampLoanTerm(req.loanTerm);
  const age = Math.max(0, now.getFullYear() - (req.year ?? now.getFullYear()));
  const rate = lenderRate(lender.rates, req.selfAssessedCreditScore, age);
  if (rate === null) return null;
  const { deposit, finalPayment: balloon } = quoteFigures(price);
  const weekly = repayment({
    price,
    deposit,
    residual: balloon,
    ratePercent: rate,
    termYears: term,
    frequency: 'weekly',
    fees: {
      establishment: lender.establishmentFee,
      securityRegistration: 0,
      dealerAgency: 0,
      monthlyAdmin: lender.monthlyFee,
    },
  });
  const comparison = comparisonRate({
    credit: price - deposit,
    repayment: weekly,
    periods: term * FREQUENCIES.weekly,
    periodsPerYear: FREQUENCIES.weekly,
    balloon,
  });
  return {
    weeklyRepaymentAmount: cents(weekly),
    advertisedRate: rate,
    comparisonRate: cents(comparison ?? rate),
  };
}

/** The embedded lender: quotes from the dealer file's rate table; the application stays here. */
export function embeddedLender(lender: LenderTerms, now: () => Date): Lender {
  return {
    kind: 'embedded',
    quote(req) {
      const q = embeddedQuote(lender, req, now());
      return Promise.resolve(
        q
          ? { ok: true, value: q }
          : { ok: false, reason: 'no rate for this car and credit history' },
      );
    },
    createCustomer(_req, ids) {
      return Promise.resolve({
        ok: true,
        value: { redirectUrl: `/finance/application/${ids.applicationId}` },
      });
    },
  };
}
