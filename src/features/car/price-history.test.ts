import { describe, expect, it } from 'vitest';

import { car } from '../../../tests/support/fixtures.ts';
import { priceChart } from './price-chart.ts';
import { firstListed, lastPriceDrop, listedAgo, priceHistory, reducedAt } from './price-history.ts';

const history = [
  { at: '2026-10-20T00:00:00.000Z', price: 43_990 },
  { at: '2026-10-01T00:00:00.000Z', price: 45_990 },
  { at: '2026-11-10T00:00:00.000Z', price: 41_990 },
];

describe('price history', () => {
  it('orders the points, merges repeats, and ends at the shown price', () => {
    const c = car({
      price: 41_990,
      price_history: [...history, { at: '2026-11-12T00:00:00.000Z', price: 41_990 }],
    });
    expect(priceHistory(c)).toEqual([
      { at: '2026-10-01T00:00:00.000Z', price: 45_990 },
      { at: '2026-10-20T00:00:00.000Z', price: 43_990 },
      { at: '2026-11-10T00:00:00.000Z', price: 41_990 },
    ]);
    // An offer price is the shown price: it ends the history when the import has not seen it yet.
    const offer = car({
      price: 41_990,
      offer_price: 39_990,
      price_history: history,
      updated_at: '2026-11-20T00:00:00+00:00',
    });
    expect(priceHistory(offer).at(-1)).toEqual({ at: '2026-11-20T00:00:00+00:00', price: 39_990 });
    // No price shown: no history; no points kept: just today's price.
    expect(priceHistory(car({ price: 0, price_history: history }))).toEqual([]);
    expect(priceHistory(car({ price: 29_990, updated_at: '2026-11-01T00:00:00+00:00' }))).toEqual([
      { at: '2026-11-01T00:00:00+00:00', price: 29_990 },
    ]);
  });

  it('finds the last price cut only while the car is still at it', () => {
    const cut = car({ price: 41_990, price_history: history });
    expect(lastPriceDrop(cut)).toEqual({
      at: '2026-11-10T00:00:00.000Z',
      from: 43_990,
      to: 41_990,
    });
    expect(reducedAt(cut)).toBe(Date.parse('2026-11-10T00:00:00Z') / 1000);
    const upAgain = car({
      price: 44_990,
      price_history: [...history, { at: '2026-11-15T00:00:00.000Z', price: 44_990 }],
    });
    expect(lastPriceDrop(upAgain)).toBeNull();
    expect(reducedAt(car({ price: 45_990, price_history: history.slice(1, 2) }))).toBeNull();
  });

  it('dates the first listing from the import, else from the feed', () => {
    expect(firstListed(car({ created_at: '2026-11-01T00:00:00+10:00' }))).toBe(
      '2026-11-01T00:00:00+10:00',
    );
    expect(firstListed(car({ first_listed_at: '2026-10-01T00:00:00Z' }))).toBe(
      '2026-10-01T00:00:00Z',
    );
  });
});

describe('the price chart', () => {
  const points = priceHistory(car({ price: 41_990, price_history: history }));

  it('draws a staircase, a step a price, highest at the top, the last step to the right edge', () => {
    const chart = priceChart(points, 'Australia/Perth', { width: 340, height: 140 })!;
    // Inner box: x 64…328 (three steps of 88), y 12…112.
    expect(chart.line).toBe('M64 12 H152 V62 H240 V112 H328');
    expect(chart.ticks).toEqual([
      { y: 12, label: '$45,990' },
      { y: 112, label: '$41,990' },
    ]);
    expect(chart.changes).toEqual([
      '1 Oct 2026: $45,990',
      '20 Oct 2026: $43,990',
      '10 Nov 2026: $41,990',
    ]);
    expect(chart.summary).toBe(
      'Price history: listed at $45,990 on 1 Oct 2026, 2 price changes since, now $41,990.',
    );
  });

  it('dates points by the dealer’s calendar', () => {
    const late = [
      { at: '2026-10-01T20:00:00.000Z', price: 30_000 },
      { at: '2026-10-05T00:00:00.000Z', price: 29_000 },
    ];
    expect(priceChart(late, 'Australia/Sydney')!.changes[0]).toBe('2 Oct 2026: $30,000');
    expect(priceChart(late, 'Australia/Perth')!.changes[0]).toBe('2 Oct 2026: $30,000');
    expect(priceChart(late, 'UTC')!.changes[0]).toBe('1 Oct 2026: $30,000');
  });

  it('draws nothing for a price that never moved', () => {
    expect(priceChart(points.slice(0, 1), 'UTC')).toBeNull();
    expect(priceChart([], 'UTC')).toBeNull();
  });
});

describe('days listed, counted on the day it is asked', () => {
  const tz = 'Australia/Brisbane';
  it("counts calendar days in the dealer's time zone", () => {
    const listed = '2026-11-03T01:00:00Z'; // 3 Nov, 11 am in Brisbane
    expect(listedAgo(listed, new Date('2026-11-26T02:00:00Z'), tz)).toBe('Listed 23 days ago');
    expect(listedAgo(listed, new Date('2026-11-03T13:59:00Z'), tz)).toBe('Listed today');
    // 14:00 UTC is midnight in Brisbane: the next day there.
    expect(listedAgo(listed, new Date('2026-11-03T14:00:00Z'), tz)).toBe('Listed yesterday');
    expect(listedAgo(listed, new Date('2026-11-05T14:00:00Z'), tz)).toBe('Listed 3 days ago');
  });

  it('never says a negative count (a listing dated after the clock)', () => {
    expect(listedAgo('2026-12-01T00:00:00Z', new Date('2026-11-26T00:00:00Z'), tz)).toBe(
      'Listed today',
    );
  });
});
