import { embeddedQuote, type LenderTerms } from '~/services/lender/embedded.ts';
import { QUOTE_DEFAULTS, type QuoteAnswer } from '~/services/lender/lender.ts';
import { repayment } from '~/services/lender/loan.ts';

import type { Rng } from './random.ts';

/**
 * The car's stored quick quote (spec Entities youxQuote): what the dealer's own lender quotes for it
 * with the spec Constants defaults (its price, 5 years, a Great credit history), from the same function
 * that answers the live quote, so the stored and the live figure agree.
 */
export function storedQuote(
  terms: LenderTerms,
  price: number,
  year: number,
  now: Date,
): QuoteAnswer | null {
  return embeddedQuote(
    terms,
    {
      purchasePrice: price,
      loanTerm: QUOTE_DEFAULTS.loanTerm,
      selfAssessedCreditScore: QUOTE_DEFAULTS.selfAssessedCreditScore,
      year,
    },
    now,
  );
}

/**
 * A second lender's advertised figures for the car (spec Entities finance_lenders): its own rate, and
 * the repayment and comparison rate worked out from it by the site's loan arithmetic (10%
 * deposit, no final payment, 5 years, no fees), so a lower rate never shows a higher repayment.
 */
export function lender(rng: Rng, price: number) {
  const rate = rng.int(629, 1149) / 100;
  const deposit = Math.round(price * 0.1);
  const loan = { price, deposit, residual: 0, ratePercent: rate, termYears: 5 };
  const weekly = repayment({ ...loan, frequency: 'weekly' });
  return {
    interestRate: rate,
    comparisonRate: rate,
    paymentWeek: Math.round(weekly),
    paymentMonth: Math.round(repayment({ ...loan, frequency: 'monthly' })),
    deposit,
    termYears: 5,
    term: { unit: 'years' },
    balloon: 0,
    disclaimer:
      'Based on a 5-year secured loan with a 10% deposit and no final payment, with no fees. Subject to lender approval.',
  };
}
