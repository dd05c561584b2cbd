import { formatAud } from '~/features/car/pricing.ts';

/** Spec Validation/Constants calculator limits (dealer files may narrow price minimum and the rate range). */
export const CALCULATOR = {
  maxPrice: 250000,
  defaultAmount: 30000,
  term: { min: 1, max: 7, step: 0.5 },
  rate: { step: 0.5 },
  depositResidual: { min: 0, max: 250000, step: 0.5 },
  enquireBelow: 25,
} as const;

export const ENQUIRE_FOR_FINANCE = 'Enquire for Finance';

/**
 * Spec Errors: the price-out-of-range message, e.g. 'Cannot be less than $1,000 or more than
 * $250,000', with the dealer file's limits (`finance.calculator.minPrice` / `maxPrice`).
 */
export function priceRangeMessage(min: number, max: number = CALCULATOR.maxPrice): string {
  return `Cannot be less than ${formatAud(min)} or more than ${formatAud(max)}`;
}

/** Clamp to [min, max], then to the nearest step from min. Idempotent. */
export function clampStep(value: number, min: number, max: number, step: number): number {
  if (!Number.isFinite(value)) return min;
  const clamped = Math.min(max, Math.max(min, value));
  const stepped = min + Math.round((clamped - min) / step) * step;
  return Math.min(max, Math.max(min, Number(stepped.toFixed(6))));
}

/** Spec Validation: a price below zero becomes 0; out of [min, 250000] gets the message (the value is kept). */
export function checkPrice(
  price: number,
  minPrice: number,
  maxPrice: number = CALCULATOR.maxPrice,
): { price: number; error: string | null } {
  const p = Math.max(0, Number.isFinite(price) ? price : 0);
  return {
    price: p,
    error: p < minPrice || p > maxPrice ? priceRangeMessage(minPrice, maxPrice) : null,
  };
}

/** Spec Constants: the amount to finance when the car's price is not positive. */
export const defaultAmount = (price: number | null | undefined) =>
  price && price > 0 ? price : CALCULATOR.defaultAmount;

export const clampTerm = (years: number) =>
  clampStep(years, CALCULATOR.term.min, CALCULATOR.term.max, CALCULATOR.term.step);
export const clampRate = (rate: number, min: number, max: number) =>
  clampStep(rate, min, max, CALCULATOR.rate.step);
export const clampDepositOrResidual = (n: number) =>
  clampStep(
    n,
    CALCULATOR.depositResidual.min,
    CALCULATOR.depositResidual.max,
    CALCULATOR.depositResidual.step,
  );

/** Spec Constants: one lender's establishment fee. */
export const LENDER_ESTABLISHMENT_FEE = 1360.5;

// Made once: a formatter is an ICU object of its own (components/formats.ts).
const wholeDollars = /* @__PURE__ */ new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** Spec Constants display: whole dollars; $25 or less shows 'Enquire for Finance'. */
export function repaymentText(amount: number): string {
  if (amount <= CALCULATOR.enquireBelow) return ENQUIRE_FOR_FINANCE;
  return `$${wholeDollars.format(Math.round(amount))}`;
}

/** Spec Constants: comparison rates with 2 decimals. */
export const formatRate = (rate: number) => `${rate.toFixed(2)}%`;

/** Spec Constants: comparison-rate fallback range, shown only when a lender gives none. */
export const COMPARISON_RATE_FALLBACK = { min: 8.38, max: 19.42 } as const;
