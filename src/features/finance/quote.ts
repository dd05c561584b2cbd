import type { Car } from '~/catalogue/car.schema.ts';
import type { CreditScore } from '~/config/credit-scores.ts';

/** How the credit-history choices read. */
export const CREDIT_SCORE_LABELS: Record<CreditScore, string> = {
  GREAT: 'Great',
  DECENT: 'Decent',
  POOR: 'Poor',
};

/** Spec Calls: monthly repayment shown as weekly × 4.33. */
export const WEEKS_PER_MONTH = 4.33;
/** Spec Calls: the quick quote is debounced 500 ms. */
export const QUOTE_DEBOUNCE_MS = 500;

export const monthlyFromWeekly = (weekly: number) =>
  Math.round(weekly * WEEKS_PER_MONTH * 100) / 100;

/** Spec Validation: fetch a quote only when the price is positive and the car has none yet. */
export function shouldFetchQuote(car: Pick<Car, 'price' | 'youxQuote'>): boolean {
  return car.price > 0 && !car.youxQuote?.weeklyRepaymentAmount;
}
