/**
 * What each weekly figure is and on what basis, in a line a buyer can read. Every estimate and
 * every lender quote the site shows is labelled by these, so the same inputs read the same way on
 * the car page, in the calculator, the quick quote, the pre-approval popup and /finance.
 */
import type { CreditScore } from '~/config/credit-scores.ts';
import { formatAud } from '~/features/car/pricing.ts';
import { QUOTE_DEFAULTS, quoteFigures } from '~/services/lender/lender.ts';
import { type Fees, NO_FEES } from '~/services/lender/loan.ts';

import { CREDIT_SCORE_LABELS } from './quote.ts';

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;
const money = (n: number) => formatAud(Math.round(n));

/** The inputs of an estimate (the calculator's own, or the dealer's defaults behind 'Only $X/wk'). */
export interface EstimateInputs {
  price: number;
  deposit: number;
  residual: number;
  termYears: number;
  rate: number;
}

/** What an estimate's basis says besides its inputs. */
export interface BasisOptions {
  /** The dealer's finance fees the estimate includes. */
  fees?: Fees;
  /** The rate is the dealer's example rate (else the one the visitor chose). */
  exampleRate?: boolean;
  /** Whose the example rate is, where not the dealer's ('the Kia Cerato finance offer's rate'). */
  rateName?: string;
  /** What the price is, where it is more than the car's price ('estimated NSW drive-away price'). */
  priceName?: string;
  /** The comparison rate of the same loan ('8.74%'), beside the rate; none when there is no loan. */
  comparisonRate?: string | null;
}

/**
 * An estimate's basis, with its comparison rate and the dealer's finance fees it includes, e.g.
 * 'Estimate: $36,990 price, $3,699 deposit, no final payment, 5 years at our example rate of
 * 10.00% p.a. (comparison rate 12.21% p.a.*), with $1,313 upfront and $8 a month in fees.' The
 * rate says whose it is: the dealer's example rate (its default, behind every 'Only $X/wk'), or
 * the rate the visitor chose in the calculator, so it never reads as a lender's rate beside one;
 * where a finance offer's rate stands in for the dealer's, the basis names the offer.
 * The comparison rate stands beside it, as the National Credit Code asks of any stated rate (its
 * warning is the page's, `COMPARISON_WARNING`). The fees are why an estimate can be dearer than a
 * lender's advertised loan at a higher rate with no fees.
 */
export function estimateBasis(
  i: EstimateInputs,
  {
    fees = NO_FEES,
    exampleRate = true,
    rateName = 'our example rate',
    priceName = 'price',
    comparisonRate,
  }: BasisOptions = {},
): string {
  const deposit = i.deposit > 0 ? `${money(i.deposit)} deposit` : 'no deposit';
  const final = i.residual > 0 ? `${money(i.residual)} final payment` : 'no final payment';
  const upfront = fees.establishment + fees.securityRegistration + fees.dealerAgency;
  const charged = [
    upfront > 0 ? `${money(upfront)} upfront` : null,
    fees.monthlyAdmin > 0 ? `${formatAud(fees.monthlyAdmin)} a month` : null,
  ].filter(Boolean);
  const withFees = charged.length ? `, with ${charged.join(' and ')} in fees` : ', no fees';
  const comparison = comparisonRate ? ` (comparison rate ${comparisonRate} p.a.*)` : '';
  return `Estimate: ${money(i.price)} ${priceName}, ${deposit}, ${final}, ${years(i.termYears)} at ${exampleRate ? rateName : 'your rate'} of ${i.rate.toFixed(2)}% p.a.${comparison}${withFees}.`;
}

/**
 * A rate with its comparison rate beside it, as an estimate's headline shows them ('8.50% p.a.,
 * comparison rate 9.12% p.a.*'): the same words as the basis, the warning the page's.
 */
export const ratePair = (rate: string, comparisonRate: string) =>
  `${rate} p.a., comparison rate ${comparisonRate} p.a.*`;

/** What a finance estimate on a state's drive-away price calls that price in its basis. */
export const driveAwayPriceName = (state: string) => `estimated ${state} drive-away price`;

/** The inputs of a lender's quick quote (spec Calls). */
export interface QuoteInputs {
  purchasePrice: number;
  loanTerm: number;
  selfAssessedCreditScore: CreditScore;
}

/**
 * A lender quote's basis (spec Constants quote: 10% deposit, 30% final payment), and why it differs
 * from an estimate: its rate is the lender's for the chosen credit history, e.g. "Lender's rate
 * for a Great credit history: $36,990 price, 10% deposit ($3,699), 30% final payment ($11,097),
 * 5 years."
 */
export function quoteBasis(q: QuoteInputs): string {
  const { deposit, finalPayment: final } = quoteFigures(q.purchasePrice);
  const history = CREDIT_SCORE_LABELS[q.selfAssessedCreditScore];
  return `Lender's rate for a ${history} credit history: ${money(q.purchasePrice)} price, ${QUOTE_DEFAULTS.depositPercent}% deposit (${money(deposit)}), ${QUOTE_DEFAULTS.finalPaymentPercent}% final payment (${money(final)}), ${years(q.loanTerm)}.`;
}
