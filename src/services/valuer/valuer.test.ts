import { describe, expect, it } from 'vitest';

import { marketData } from '~/features/trade-in/market-data.server.ts';

import {
  BEST_CONDITION,
  CONDITION_FACTORS,
  CONDITION_QUESTIONS,
  type ConditionAnswers,
  type ConditionQuestion,
  estimateFrom,
  type MarketSample,
  MIN_COMPARABLES,
  validUntil,
  type ValuationRequest,
} from './valuer.ts';

const { market } = marketData('data');
const costs = { reconditioning: 1500, margin: 0.1 };
const rav4 = (o: Partial<ValuationRequest> = {}): ValuationRequest => ({
  vehicle: { year: 2022, make: 'Toyota', model: 'RAV4', badge: 'GX' },
  kms: 45_000,
  state: 'NSW',
  answers: BEST_CONDITION,
  ...o,
});
const figure = (r: ValuationRequest, m: MarketSample = market) => {
  const v = estimateFrom(r, m, costs);
  if (v.kind !== 'estimate') throw new Error(`no estimate: ${JSON.stringify(v)}`);
  return v.estimate;
};

describe('the embedded valuer', () => {
  it('values a 2022 RAV4 from the comparables advertised in its state, with a range that holds the figure', () => {
    const e = figure(rav4());
    expect(e.comparables).toBeGreaterThanOrEqual(MIN_COMPARABLES);
    expect(e.region).toBe('NSW');
    expect(e.marketTo).toBe('2026-11-19');
    expect(e.low).toBeLessThanOrEqual(e.figure);
    expect(e.high).toBeGreaterThanOrEqual(e.figure);
    expect(e.figure % 100).toBe(0);
    // The dealer's 10% and $1,500 come off the market value (to the nearest $100).
    expect(Math.abs(e.figure - (e.marketValue * 0.9 - 1500))).toBeLessThanOrEqual(100);
  });

  it('falls as the kilometres rise, and as the car gets older', () => {
    const byKm = [0, 20_000, 45_000, 70_000, 99_000].map((kms) => figure(rav4({ kms })).figure);
    for (let i = 1; i < byKm.length; i++) expect(byKm[i]).toBeLessThan(byKm[i - 1]!);
    const byYear = [2025, 2024, 2023, 2022, 2021, 2020].map(
      (year) => figure(rav4({ vehicle: { ...rav4().vehicle, year } })).figure,
    );
    for (let i = 1; i < byYear.length; i++) expect(byYear[i]).toBeLessThan(byYear[i - 1]!);
  });

  it('only lowers the figure for a condition answer, never raises it', () => {
    const best = figure(rav4()).figure;
    for (const q of Object.keys(CONDITION_QUESTIONS) as ConditionQuestion[])
      for (const a of Object.keys(CONDITION_FACTORS[q])) {
        const answers = { ...BEST_CONDITION, [q]: a } as ConditionAnswers;
        expect(figure(rav4({ answers })).figure, `${q}: ${a}`).toBeLessThanOrEqual(best);
      }
    const worst = figure(
      rav4({
        answers: {
          accident: 'unrepaired',
          mechanical: 'major',
          serviceHistory: 'none',
          keys: 'one',
          tyres: 'worn',
          interior: 'poor',
          financeOwing: 'yes',
        },
      }),
    ).figure;
    expect(worst).toBeLessThan(best * 0.75);
  });

  it('gives the same figure for the same car and answers', () => {
    expect(figure(rav4())).toEqual(figure(rav4()));
  });

  it('gives no figure with fewer comparables than the minimum, and widens to Australia first', () => {
    const rows = market.listings['Toyota|RAV4']!.filter(([y]) => y === 2022).slice(0, 8);
    const few: MarketSample = {
      snapshotAt: market.snapshotAt,
      listings: { 'Toyota|RAV4': rows.map((r, i) => [r[0], r[1], r[2], i < 2 ? 'NSW' : 'VIC', 1]) },
    };
    expect(figure(rav4(), few).region).toBe('Australia');
    const tooFew: MarketSample = {
      ...few,
      listings: { 'Toyota|RAV4': few.listings['Toyota|RAV4']!.slice(0, MIN_COMPARABLES - 1) },
    };
    expect(estimateFrom(rav4(), tooFew, costs)).toEqual({ kind: 'no-figure', reason: 'too-few' });
    expect(
      estimateFrom(
        rav4({ vehicle: { year: 2022, make: 'Toyota', model: 'Nothing', badge: null } }),
        market,
        costs,
      ),
    ).toEqual({ kind: 'no-figure', reason: 'too-few' });
  });

  it('holds an estimate for 7 days', () => {
    expect(validUntil(new Date('2026-11-25T02:00:00Z'))).toBe('2026-12-02');
  });
});
