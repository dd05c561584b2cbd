import { formatAud } from '~/features/car/pricing.ts';
import { calculatorDisclaimer } from '~/features/content/text-limits.ts';
import { comparisonRate } from '~/services/lender/comparison-rate.ts';
import { type Fees, FREQUENCIES, type Frequency, repayment } from '~/services/lender/loan.ts';

import { estimateBasis } from './basis.ts';
import {
  CALCULATOR,
  checkPrice,
  clampDepositOrResidual,
  clampRate,
  clampTerm,
  defaultAmount,
  formatRate,
  repaymentText,
} from './calculator.ts';

/** What the calculator takes from the dealer file (`finance.calculator`, `finance.fees`, `finance.disclaimer`). */
export interface CalculatorSettings {
  minPrice: number;
  maxPrice: number;
  rateMin: number;
  rateMax: number;
  defaultRate: number;
  depositPercent: number;
  termYears: number;
  fees: Fees;
  disclaimer: string;
  /** Whose `defaultRate` is, where a finance offer's stands in for the dealer's (`withOfferRate`). */
  rateName?: string;
  /**
   * The comparison rate the finance offer states for its rate (`withOfferRate`): shown while the
   * rate is the offer's, since it counts the lender's fees the calculator does not know.
   */
  offerComparisonRate?: number;
}

/** The visitor's inputs (spec Validation): price, deposit/trade-in, residual, term, rate, frequency. */
export interface CalculatorInput {
  price: number;
  deposit: number;
  residual: number;
  termYears: number;
  rate: number;
  frequency: Frequency;
}

export interface CalculatorResult {
  /** 'Cannot be less than … or more than …' when the price is out of range, else null. */
  priceError: string | null;
  /** Spec Validation clamps: a deposit that leaves nothing to borrow, or a final payment above the loan. */
  depositError: string | null;
  residualError: string | null;
  /** The weekly figure unrounded (null when there is none), for comparisons. */
  amount: number | null;
  /** What the figure is based on: what was entered (basis.ts). */
  basis: string;
  /** '$451' or 'Enquire for Finance'; '–' while the price is out of range. */
  repayment: string;
  /** '9.27%' (2 decimals). */
  comparisonRate: string;
  /** Every repayment plus the balloon, in whole dollars. */
  totalPayable: string;
  periods: number;
}

/** Spec Validation: a deposit must leave something to borrow. */
export const DEPOSIT_TOO_HIGH = (price: string) =>
  `Deposit / trade-in must be less than the vehicle price (${price}).`;
/** A final payment cannot be more than what is borrowed. */
export const RESIDUAL_TOO_HIGH = (credit: string) =>
  `Residual cannot be more than the amount borrowed (${credit}).`;

/** The calculator's first state for a price (30,000 when not positive): the dealer's defaults. */
export function initialInput(
  price: number | null | undefined,
  s: CalculatorSettings,
): CalculatorInput {
  const amount = defaultAmount(price);
  return {
    price: amount,
    deposit: clampDepositOrResidual((amount * s.depositPercent) / 100),
    residual: 0,
    termYears: clampTerm(s.termYears),
    rate: clampRate(s.defaultRate, s.rateMin, s.rateMax),
    frequency: 'weekly',
  };
}

/** Spec Validation: out-of-range values are clamped (the price is only floored at 0 and flagged). */
export function clampInput(input: CalculatorInput, s: CalculatorSettings): CalculatorInput {
  return {
    price: checkPrice(input.price, s.minPrice, s.maxPrice).price,
    deposit: clampDepositOrResidual(input.deposit),
    residual: clampDepositOrResidual(input.residual),
    termYears: clampTerm(input.termYears),
    rate: clampRate(input.rate, s.rateMin, s.rateMax),
    frequency: input.frequency in FREQUENCIES ? input.frequency : 'weekly',
  };
}

/**
 * Spec Validation/Constants calculator: the repayment on price − deposit plus the financed fees, the comparison
 * rate of that loan (reg 100: the credit is price − deposit; fees raise it above the nominal rate),
 * and the total payable. `priceName` names the price in the basis ('estimated NSW drive-away
 * price' where the estimate starts from one).
 */
export function calculate(
  raw: CalculatorInput,
  s: CalculatorSettings,
  priceName = 'price',
): CalculatorResult {
  const input = clampInput(raw, s);
  const { error } = checkPrice(input.price, s.minPrice, s.maxPrice);
  const periodsPerYear = FREQUENCIES[input.frequency];
  const periods = Math.round(input.termYears * periodsPerYear);
  const credit = Math.max(0, input.price - input.deposit);
  const depositError =
    !error && input.deposit >= input.price ? DEPOSIT_TOO_HIGH(formatAud(input.price)) : null;
  const residualError =
    !error && !depositError && input.residual > credit
      ? RESIDUAL_TOO_HIGH(formatAud(credit))
      : null;
  const basisOf = (comparisonRate: string | null) =>
    estimateBasis(input, {
      fees: s.fees,
      exampleRate: input.rate === s.defaultRate,
      ...(s.rateName ? { rateName: s.rateName } : {}),
      priceName,
      comparisonRate,
    });
  if (error || depositError || residualError)
    return {
      priceError: error,
      depositError,
      residualError,
      amount: null,
      basis: basisOf(null),
      repayment: '–',
      comparisonRate: '–',
      totalPayable: '–',
      periods,
    };
  const payment = repayment({
    price: input.price,
    deposit: input.deposit,
    residual: input.residual,
    ratePercent: input.rate,
    termYears: input.termYears,
    frequency: input.frequency,
    fees: s.fees,
  });
  const comparison = comparisonRate({
    credit,
    repayment: payment,
    periods,
    periodsPerYear,
    balloon: Math.min(
      input.residual,
      credit + s.fees.establishment + s.fees.securityRegistration + s.fees.dealerAgency,
    ),
  });
  const stated = input.rate === s.defaultRate ? s.offerComparisonRate : undefined;
  const shownComparison =
    stated !== undefined ? formatRate(stated) : comparison === null ? null : formatRate(comparison);
  return {
    priceError: null,
    depositError: null,
    residualError: null,
    amount: payment,
    basis: basisOf(shownComparison),
    repayment: repaymentText(payment),
    comparisonRate: shownComparison ?? '–',
    totalPayable: credit > 0 ? formatAud(payment * periods + input.residual) : '–',
    periods,
  };
}

/** The calculator's settings from the dealer file's `finance` area. */
export function calculatorSettings(finance: {
  calculator: Omit<CalculatorSettings, 'fees' | 'disclaimer'>;
  fees: Fees;
  disclaimer: string;
}): CalculatorSettings {
  const c = finance.calculator;
  return {
    minPrice: c.minPrice,
    maxPrice: Math.min(c.maxPrice, CALCULATOR.maxPrice),
    rateMin: c.rateMin,
    rateMax: c.rateMax,
    defaultRate: c.defaultRate,
    depositPercent: c.depositPercent,
    termYears: c.termYears,
    fees: finance.fees,
    disclaimer: finance.disclaimer,
  };
}

/** A finance offer's rate as a car's estimate takes it (`offers/offers.ts` `offerRateFor`). */
export interface OfferRate {
  /** The annual rate the offer advertises ('from 2.9% p.a.' → 2.9). */
  rate: number;
  /** The term the offer states ('over 3 years'), else null for the dealer's own. */
  termYears: number | null;
  /** Whose rate it is, as the estimate's basis names it ('the Toyota Yaris finance offer's rate'). */
  rateName: string;
  /** The comparison rate the offer states beside its rate ('comparison rate 3.45% p.a.' → 3.45). */
  comparisonRate: number;
}

/**
 * The settings for a car a finance offer covers: the offer's rate (and its term, where it states
 * one) stand in for the dealer's defaults, named in the basis as the offer's, so 'Only $X/wk' and
 * the calculator's first figures are the offer's. The offer's rate is the lowest the car gets.
 */
export function withOfferRate(s: CalculatorSettings, offer: OfferRate | null): CalculatorSettings {
  if (!offer) return s;
  return {
    ...s,
    defaultRate: offer.rate,
    // 'From 2.9% p.a.': the offer's rate is the lowest this car gets, and the rate's steps
    // (CALCULATOR.rate.step) count from it, so the first figure is the offer's exactly.
    rateMin: offer.rate,
    rateMax: Math.max(s.rateMax, offer.rate),
    termYears: offer.termYears ?? s.termYears,
    rateName: offer.rateName,
    offerComparisonRate: offer.comparisonRate,
  };
}

/** Spec Constants: the calculator's disclaimer, cut at 197 characters with a toggle. */
export const disclaimerParts = (s: CalculatorSettings) => calculatorDisclaimer(s.disclaimer);
