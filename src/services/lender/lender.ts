/**
 * A finance lender (src/services/lender/): what the site asks of one, spec Calls' quick quote and
 * create-customer, and the quick quote's rules every lender answers within (spec Validation, Constants).
 */
import type { CreditScore } from '~/config/credit-scores.ts';

/** Spec Calls/Constants quick-quote defaults. */
export const QUOTE_DEFAULTS = {
  purchasePrice: 30000,
  loanTerm: 5,
  depositPercent: 10,
  finalPaymentPercent: 30,
  selfAssessedCreditScore: 'GREAT' as CreditScore,
  whoIsHelping: '',
} as const;

export const QUOTE_PRICE = { min: 10000, max: 200000 } as const;

/**
 * What a quick quote is worked out on (spec Constants quote constants): the price, the 10% deposit, the
 * amount financed and the 30% final payment due at the end of the term. The one source of these
 * figures for the quote, its small print and the application page.
 */
export function quoteFigures(price: number) {
  const deposit = (price * QUOTE_DEFAULTS.depositPercent) / 100;
  return {
    price,
    deposit,
    financed: price - deposit,
    finalPayment: (price * QUOTE_DEFAULTS.finalPaymentPercent) / 100,
  };
}
export const QUOTE_TERM = { min: 1, max: 7, step: 1 } as const;
/** Spec Validation: the purchase price is clamped to 10,000–200,000 when committed. */
export const clampPurchasePrice = (price: number) =>
  Math.min(
    QUOTE_PRICE.max,
    Math.max(QUOTE_PRICE.min, Number.isFinite(price) ? price : QUOTE_PRICE.min),
  );

/** Spec Validation: loan term 1 to 7 years, step 1. */
export const clampLoanTerm = (years: number) =>
  Math.min(
    QUOTE_TERM.max,
    Math.max(QUOTE_TERM.min, Math.round(Number.isFinite(years) ? years : QUOTE_DEFAULTS.loanTerm)),
  );

/** Spec Calls quick-quote request. */
export interface QuoteRequest {
  selfAssessedCreditScore: CreditScore;
  purchasePrice: number;
  loanTerm: number;
  year?: number | undefined;
  vin?: string | undefined;
  nvic?: string | undefined;
  whoIsHelping?: string | undefined;
}

/** Spec Calls quick-quote answer. */
export interface QuoteAnswer {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
}

/** Spec Calls create-customer request: the lender's `data` and the site's `additionalData`. */
export interface CustomerRequest {
  data: Record<string, unknown>;
  additionalData: Record<string, unknown>;
}

export type LenderAnswer<T> = { ok: true; value: T } | { ok: false; reason: string };

/** A finance lender: the embedded one, or a broker's HTTP API. */
export interface Lender {
  kind: 'embedded' | 'broker';
  quote(req: QuoteRequest): Promise<LenderAnswer<QuoteAnswer>>;
  /** Creates the lender's customer; the answer is where to send the visitor next. */
  createCustomer(
    req: CustomerRequest,
    ids: { applicationId: string; idempotencyKey: string },
  ): Promise<LenderAnswer<{ redirectUrl: string }>>;
}
