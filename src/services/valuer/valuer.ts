/**
 * Trade-in valuation (src/services/valuer/): what every valuer answers, and the embedded valuer's
 * rules as pure functions, each factor named and documented (docs/rules.md "Trade-in estimate").
 */
import type { AuState } from '../rego/rego.ts';

/** The car to value, as identified by its plate or picked by the visitor. */
export interface ValuationVehicle {
  year: number;
  make: string;
  model: string;
  badge: string | null;
}

/** The condition questions of the wizard's second step, their short names (in summaries) and the answers each allows (first = best). */
export const CONDITION_QUESTIONS = {
  accident: {
    label: 'Has it had accident damage?',
    short: 'Accident damage',
    answers: { none: 'No', repaired: 'Yes, repaired', unrepaired: 'Yes, not repaired' },
  },
  mechanical: {
    label: 'Any mechanical or warning-light issues?',
    short: 'Mechanical issues',
    answers: { none: 'No', minor: 'Minor', major: 'Major' },
  },
  serviceHistory: {
    label: 'Service history',
    short: 'Service history',
    answers: { full: 'Full history', partial: 'Partial history', none: 'No history' },
  },
  keys: { label: 'Number of keys', short: 'Keys', answers: { two: 'Two or more', one: 'One' } },
  tyres: {
    label: 'Tyres',
    short: 'Tyres',
    answers: { good: 'Good tread', fair: 'Some wear', worn: 'Need replacing' },
  },
  interior: {
    label: 'Interior',
    short: 'Interior',
    answers: { good: 'Clean, no damage', fair: 'Some wear', poor: 'Stains, tears or smells' },
  },
  financeOwing: {
    label: 'Is there finance owing on it?',
    short: 'Finance owing',
    answers: { no: 'No', yes: 'Yes' },
  },
} as const;
export type ConditionQuestion = keyof typeof CONDITION_QUESTIONS;
export type ConditionAnswers = {
  [Q in ConditionQuestion]: keyof (typeof CONDITION_QUESTIONS)[Q]['answers'];
};
export const BEST_CONDITION: ConditionAnswers = {
  accident: 'none',
  mechanical: 'none',
  serviceHistory: 'full',
  keys: 'two',
  tyres: 'good',
  interior: 'good',
  financeOwing: 'no',
};

/**
 * What each answer takes off the market value, as a fraction. Every factor is 0 or below, so an
 * answer can only lower the figure; finance owing changes the paperwork, not the car's value.
 */
export const CONDITION_FACTORS: { [Q in ConditionQuestion]: Record<ConditionAnswers[Q], number> } =
  {
    accident: { none: 0, repaired: -0.06, unrepaired: -0.18 },
    mechanical: { none: 0, minor: -0.04, major: -0.15 },
    serviceHistory: { full: 0, partial: -0.03, none: -0.07 },
    keys: { two: 0, one: -0.015 },
    tyres: { good: 0, fair: -0.01, worn: -0.025 },
    interior: { good: 0, fair: -0.015, poor: -0.05 },
    financeOwing: { no: 0, yes: 0 },
  };

/** A car keeps this share of its value each year of age (it loses 14% a year). */
export const AGE_FACTOR = 0.86;
/** And 1% of its value each 10,000 km, to at most 60%. */
export const KM_FACTOR_PER_10K = 0.01;
/** Comparables: the same make and model, within a year of the car, at most 150,000 km. */
export const COMPARABLE_YEARS = 1;
export const COMPARABLE_MAX_KM = 150_000;
/** Fewer comparables than this and no figure is given online. */
export const MIN_COMPARABLES = 5;
/** An estimate holds for 7 days, as leading instant-offer services give. */
export const VALID_DAYS = 7;

/** The market a valuer reads: cars advertised in the 30 days to `snapshotAt`, by "Make|Model". */
export interface MarketSample {
  snapshotAt: string;
  /** [year, km, asking price, state, days before the snapshot]. */
  listings: Record<string, [number, number, number, AuState, number][]>;
}

/** The dealer's costs that come off the market value (dealer file `tradeIn`). */
export interface DealerCosts {
  /** Reconditioning, in AUD. */
  reconditioning: number;
  /** The dealer's margin, as a fraction of the market value. */
  margin: number;
}

export interface Estimate {
  /** The trade-in figure and its range, in whole hundreds of AUD. */
  figure: number;
  low: number;
  high: number;
  /** The market value before the dealer's costs and the condition answers. */
  marketValue: number;
  comparables: number;
  /** Where the comparables were advertised: the state, or 'Australia' when the state had too few. */
  region: AuState | 'Australia';
  /** The last day of the 30 days the comparables were advertised in (ISO date). */
  marketTo: string;
  source: 'embedded' | 'service';
}

export type Valuation =
  | { kind: 'estimate'; estimate: Estimate }
  /** No online figure: the car is too old or has too many km, or too few comparables. */
  | { kind: 'no-figure'; reason: 'too-old' | 'too-far' | 'too-few' }
  | { kind: 'unavailable'; retryAfter: number; reason: string };

export interface ValuationRequest {
  vehicle: ValuationVehicle;
  kms: number;
  state: AuState;
  answers: ConditionAnswers;
}

/** Values a car: the embedded valuer or a valuation service. */
export type Valuer = (request: ValuationRequest, now: Date) => Promise<Valuation>;

const hundreds = (n: number) => Math.max(0, Math.round(n / 100) * 100);

/** The share of value left after `km`: 1% less each 10,000 km, never below 40%. */
export const kmFactor = (km: number) => Math.max(0.4, 1 - (KM_FACTOR_PER_10K * km) / 10_000);

/** The condition answers' combined factor (multiplied, so two answers never take off more than all). */
export function conditionFactor(answers: ConditionAnswers): number {
  return (Object.keys(CONDITION_FACTORS) as ConditionQuestion[]).reduce(
    (f, q) => f * (1 + (CONDITION_FACTORS[q] as Record<string, number>)[answers[q]]!),
    1,
  );
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (s.length - 1) * q;
  const lo = Math.floor(at);
  return s[lo]! + (s[Math.ceil(at)]! - s[lo]!) * (at - lo);
};

/**
 * The embedded valuer's arithmetic. Each advertised car of the make and model (at most 150,000 km,
 * any year) is brought to a common footing: its asking price divided by its age and km factors.
 * The median of those is the model's value; the car's market value is that times its own age and
 * km factors, so the figure always falls as km or age rise. The comparables are those within a
 * year of the car, in its state (or all of Australia when the state has fewer than the minimum);
 * fewer than MIN_COMPARABLES and there is no figure. Then the condition answers, and the dealer's
 * reconditioning and margin come off. The range is the middle half of the comparables' values.
 */
export function estimateFrom(
  request: ValuationRequest,
  market: MarketSample,
  costs: DealerCosts,
): Valuation {
  const { vehicle, kms, state } = request;
  const year = new Date(market.snapshotAt).getUTCFullYear();
  const rows = (market.listings[`${vehicle.make}|${vehicle.model}`] ?? []).filter(
    ([, km]) => km <= COMPARABLE_MAX_KM,
  );
  const near = rows.filter(([y]) => Math.abs(y - vehicle.year) <= COMPARABLE_YEARS);
  const inState = near.filter(([, , , s]) => s === state);
  const [comparables, region] =
    inState.length >= MIN_COMPARABLES ? [inState, state] : [near, 'Australia' as const];
  if (comparables.length < MIN_COMPARABLES) return { kind: 'no-figure', reason: 'too-few' };
  const footing = ([y, km, price]: (typeof rows)[number]) =>
    price / (AGE_FACTOR ** Math.max(0, year - y) * kmFactor(km));
  const own = AGE_FACTOR ** Math.max(0, year - vehicle.year) * kmFactor(kms);
  const marketValue = median(rows.map(footing)) * own;
  const values = comparables.map((r) => footing(r) * own);
  const trade = tradeFigures(
    { value: marketValue, low: quantile(values, 0.25), high: quantile(values, 0.75) },
    request.answers,
    costs,
  );
  return {
    kind: 'estimate',
    estimate: {
      ...trade,
      marketValue: hundreds(marketValue),
      comparables: comparables.length,
      region,
      marketTo: market.snapshotAt.slice(0, 10),
      source: 'embedded',
    },
  };
}

/**
 * From market value to trade-in: the condition answers, then the dealer's margin and
 * reconditioning come off; the range is the market's spread put through the same, and always
 * holds the figure. Whole hundreds of AUD, never below zero.
 */
export function tradeFigures(
  market: { value: number; low: number; high: number },
  answers: ConditionAnswers,
  costs: DealerCosts,
): { figure: number; low: number; high: number } {
  const trade = (value: number) =>
    value * conditionFactor(answers) * (1 - costs.margin) - costs.reconditioning;
  const figure = hundreds(trade(market.value));
  return {
    figure,
    low: Math.min(figure, hundreds(trade(market.low))),
    high: Math.max(figure, hundreds(trade(market.high))),
  };
}

/** The date an estimate made `now` holds until (ISO date, 7 days on). */
export function validUntil(now: Date): string {
  return new Date(now.getTime() + VALID_DAYS * 86_400_000).toISOString().slice(0, 10);
}
