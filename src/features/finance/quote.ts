import { isInStock } from '../inventory/availability.ts';
import type { Car } from '../inventory/car.schema.ts';

export const CREDIT_SCORES = ['GREAT', 'DECENT', 'POOR'] as const;
export type CreditScore = (typeof CREDIT_SCORES)[number];
/** How the credit-history choices read. */
export const CREDIT_SCORE_LABELS: Record<CreditScore, string> = {
  GREAT: 'Great',
  DECENT: 'Decent',
  POOR: 'Poor',
};

/** Spec §7/§9 quick-quote defaults. */
export const QUOTE_DEFAULTS = {
  purchasePrice: 30000,
  loanTerm: 5,
  depositPercent: 10,
  finalPaymentPercent: 30,
  selfAssessedCreditScore: 'GREAT' as CreditScore,
  whoIsHelping: '',
} as const;

export const QUOTE_PRICE = { min: 10000, max: 200000 } as const;
export const QUOTE_TERM = { min: 1, max: 7, step: 1 } as const;
/** Spec §7: monthly repayment shown as weekly × 4.33. */
export const WEEKS_PER_MONTH = 4.33;
/** Spec §7: the quick quote is debounced 500 ms. */
export const QUOTE_DEBOUNCE_MS = 500;

/** Spec §5: the purchase price is clamped to 10,000–200,000 when committed. */
export const clampPurchasePrice = (price: number) =>
  Math.min(
    QUOTE_PRICE.max,
    Math.max(QUOTE_PRICE.min, Number.isFinite(price) ? price : QUOTE_PRICE.min),
  );

/** Spec §5: loan term 1 to 7 years, step 1. */
export const clampLoanTerm = (years: number) =>
  Math.min(
    QUOTE_TERM.max,
    Math.max(QUOTE_TERM.min, Math.round(Number.isFinite(years) ? years : QUOTE_DEFAULTS.loanTerm)),
  );

export const monthlyFromWeekly = (weekly: number) =>
  Math.round(weekly * WEEKS_PER_MONTH * 100) / 100;

/**
 * Spec §5: the finance widget shows for a car in stock priced above 500; with the Taurus
 * provider, only for cars newer than the current year minus 12.
 */
export function showFinanceWidget(
  car: Pick<Car, 'price' | 'status' | 'year'>,
  provider: string,
  now: Date,
): boolean {
  if (!(car.price > 500 && isInStock(car))) return false;
  return provider !== 'taurus' || car.year > now.getFullYear() - 12;
}

/** Spec §5: fetch a quote only when the price is positive and the car has none yet. */
export function shouldFetchQuote(car: Pick<Car, 'price' | 'youxQuote'>): boolean {
  return car.price > 0 && !car.youxQuote?.weeklyRepaymentAmount;
}
