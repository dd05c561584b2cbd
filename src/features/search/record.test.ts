import { describe, expect, it } from 'vitest';

import { firstDriveAway } from '~/features/car/drive-away.ts';

import { car, dealerConfig } from '../../../tests/support/fixtures.ts';
import { customRank, toSearchRecord } from './record.ts';

describe('default order (spec Calls custom rank)', () => {
  it('puts cars in stock first, then cars with photos, then the newest', () => {
    const cars = [
      { name: 'sold, photos, newest', rank: customRank('sold', 5, 1_800_000_300) },
      { name: 'in stock, no photo, newest', rank: customRank('in_stock', 0, 1_800_000_200) },
      { name: 'in stock, photos, older', rank: customRank('in_stock', 5, 1_700_000_000) },
      { name: 'coming soon, one photo, newer', rank: customRank('coming_soon', 1, 1_750_000_000) },
    ];
    expect(cars.sort((a, b) => b.rank - a.rank).map((c) => c.name)).toEqual([
      'coming soon, one photo, newer',
      'in stock, photos, older',
      'in stock, no photo, newest',
      'sold, photos, newest',
    ]);
  });
});

describe('drive-away estimate in the record', () => {
  const config = dealerConfig();
  const corolla = car({
    car_type: 'new',
    price: 34_990,
    price_type: 'Excl. Govt. Charges',
    location_id: 7,
    state: null,
  });
  const locations = [{ id: 7, address: { state: 'QLD' as const } }];

  it("carries the estimate its page leads with, in its location's state", () => {
    const away = firstDriveAway(corolla, config, locations)!;
    expect(toSearchRecord(corolla, config, undefined, locations)).toMatchObject({
      drive_away: away.total,
      drive_away_state: 'QLD',
    });
    expect(away.total).toBeGreaterThan(34_990);
  });

  it('has none for a drive-away price, a used car or a car no longer in stock', () => {
    for (const c of [
      { ...corolla, price_type: 'Drive Away' },
      { ...corolla, car_type: 'used' as const },
      { ...corolla, status: 'sold' as const },
    ])
      expect(toSearchRecord(c, config, undefined, locations)).toMatchObject({
        drive_away: null,
        drive_away_state: null,
      });
  });
});
