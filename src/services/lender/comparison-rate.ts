/**
 * The Australian comparison rate (National Consumer Credit Protection Regulations 2010, reg 100):
 * the rate r per repayment period for which the credit provided equals the present value of
 * every repayment and every known credit fee, each discounted from the day it is paid; the
 * comparison rate is the yearly rate n × r, as a percentage. Fees paid at settlement are not
 * discounted; a fee charged with each repayment is part of that repayment.
 */
export interface ComparisonLoan {
  /** Credit provided to the borrower (the amount financed, before fees). */
  credit: number;
  /** Regular repayment, fees charged with it excluded. */
  repayment: number;
  /** Number of regular repayments. */
  periods: number;
  /** Repayment periods a year (12 monthly, 26 fortnightly, 52 weekly). */
  periodsPerYear: number;
  /** Credit fees paid at settlement (not financed). */
  upfrontFees?: number;
  /** A fee paid with each repayment. */
  periodicFee?: number;
  /** A final (balloon) payment made with the last repayment. */
  balloon?: number;
}

/** Present value at rate r a period of what the borrower pays. */
function paidValue(loan: Required<ComparisonLoan>, r: number): number {
  const payment = loan.repayment + loan.periodicFee;
  const annuity = r === 0 ? loan.periods : (1 - (1 + r) ** -loan.periods) / r;
  return loan.upfrontFees + payment * annuity + loan.balloon * (1 + r) ** -loan.periods;
}

/**
 * The comparison rate in % a year, unrounded (show with 2 decimals), or null when the loan is not
 * one (no credit, no repayments, or payments that do not cover the credit at any rate ≥ 0).
 * The present value falls as r grows, so bisection finds the one root.
 */
export function comparisonRate(input: ComparisonLoan): number | null {
  const loan: Required<ComparisonLoan> = { upfrontFees: 0, periodicFee: 0, balloon: 0, ...input };
  if (!(loan.credit > 0 && loan.periods >= 1 && loan.periodsPerYear > 0)) return null;
  if (paidValue(loan, 0) < loan.credit) return null;
  let low = 0;
  let high = 1;
  while (paidValue(loan, high) > loan.credit) {
    high *= 2;
    if (high > 1e6) return null;
  }
  for (let i = 0; i < 200 && high - low > 1e-14; i++) {
    const mid = (low + high) / 2;
    if (paidValue(loan, mid) > loan.credit) low = mid;
    else high = mid;
  }
  return ((low + high) / 2) * loan.periodsPerYear * 100;
}
