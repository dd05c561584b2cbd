import { readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import type { Car } from '~/catalogue/car.schema.ts';
import type { MarketSample } from '~/services/valuer/valuer.ts';

import { withAdvertisedStock } from './market.ts';

const snapshot = new Date('2026-11-19T23:00:00.000Z');
const car = (over: Partial<Car>): Partial<Car> => ({
  car_type: 'used',
  status: 'in_stock',
  make: 'Toyota',
  model: 'RAV4',
  year: 2022,
  km: 41_000,
  price: 36_990,
  state: 'QLD',
  created_at: '2026-11-09T23:00:00.000Z',
  ...over,
});

describe('the market sample joined by the sample dealers’ stock', () => {
  it('adds a used car in stock advertised in the 30 days, with its age in days', () => {
    const base = { 'Toyota|RAV4': [[2021, 50_000, 33_990, 'NSW', 3]] } as MarketSample['listings'];
    const joined = withAdvertisedStock(base, snapshot, [[car({})], [car({ model: 'Yaris' })]]);
    expect(joined['Toyota|RAV4']).toEqual([
      [2021, 50_000, 33_990, 'NSW', 3],
      [2022, 41_000, 36_990, 'QLD', 10],
    ]);
    expect(joined['Toyota|Yaris']).toEqual([[2022, 41_000, 36_990, 'QLD', 10]]);
    // The sample it was given is left as it was.
    expect(base['Toyota|RAV4']).toHaveLength(1);
  });

  it('leaves out new and sold cars, cars with no price, no km or an unknown state, and cars outside the 30 days', () => {
    const joined = withAdvertisedStock({}, snapshot, [
      [
        car({ car_type: 'new' }),
        car({ status: 'sold' }),
        car({ price: 0 }),
        car({ km: 0 }),
        car({ state: 'XX' }),
        car({ created_at: '2026-10-10T23:00:00.000Z' }),
        car({ created_at: '2026-11-21T23:00:00.000Z' }),
      ],
    ]);
    expect(joined).toEqual({});
  });

  it('is what data/market/listings.json holds: every sample dealer’s advertised used car is a comparable', () => {
    const market = JSON.parse(readFileSync('data/market/listings.json', 'utf8')) as MarketSample;
    const stocks = readdirSync('data/stock')
      .sort()
      .map((f) => (JSON.parse(readFileSync(`data/stock/${f}`, 'utf8')) as { cars: Car[] }).cars);
    const advertised = withAdvertisedStock({}, new Date(market.snapshotAt), stocks);
    const rows = Object.values(advertised).flat().length;
    expect(rows).toBeGreaterThan(100);
    for (const [key, own] of Object.entries(advertised))
      expect(market.listings[key]!.slice(-own.length), key).toEqual(own);
  });
});
