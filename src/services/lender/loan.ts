/**
 * Loan arithmetic, the same for every figure the site shows: the calculator's estimate, the
 * embedded lender's quote and its comparison rate.
 */
/** Spec Constants payment frequencies: payments a year. */
export const FREQUENCIES = { weekly: 52, fortnightly: 26, monthly: 12 } as const;
export type Frequency = keyof typeof FREQUENCIES;

export interface Fees {
  establishment: number;
  securityRegistration: number;
  monthlyAdmin: number;
  dealerAgency: number;
}
export const NO_FEES: Fees = {
  establishment: 0,
  securityRegistration: 0,
  monthlyAdmin: 0,
  dealerAgency: 0,
};

export interface LoanInput {
  price: number;
  deposit: number;
  /** Balloon (residual) owed at the end of the term. */
  residual: number;
  ratePercent: number;
  termYears: number;
  frequency: Frequency;
  fees?: Fees;
}

/**
 * Spec Constants repayment: financed = price − deposit + upfront fees (establishment, security
 * registration, dealer agency); an amortising loan at the yearly rate over the term, leaving the
 * residual; the monthly admin fee spread over each payment. Unrounded; never negative.
 */
export function repayment(input: LoanInput): number {
  const fees = input.fees ?? NO_FEES;
  const n = FREQUENCIES[input.frequency];
  const periods = Math.round(input.termYears * n);
  const principal =
    Math.max(0, input.price - input.deposit) +
    fees.establishment +
    fees.securityRegistration +
    fees.dealerAgency;
  const residual = Math.min(Math.max(0, input.residual), principal);
  const r = input.ratePercent / 100 / n;
  const base =
    r === 0
      ? (principal - residual) / periods
      : ((principal - residual / (1 + r) ** periods) * r) / (1 - (1 + r) ** -periods);
  return Math.max(0, base + (fees.monthlyAdmin * 12) / n);
}
