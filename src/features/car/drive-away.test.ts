import { describe, expect, it } from 'vitest';

import { car } from '../../../tests/support/fixtures.ts';
import {
  driveAwayEstimate,
  driveAwayText,
  dutyEngine,
  excludesGovernmentCharges,
  saleState,
} from './drive-away.ts';

const corolla = car({
  car_type: 'new',
  price: 34_990,
  price_type: 'Excl. Govt. Charges',
  simple_fuel: 'Hybrid',
  cylinders: 4,
});

describe('estimated drive-away price', () => {
  it('knows a price that leaves the government charges out from one that includes them', () => {
    for (const type of ['Excl. Govt. Charges', 'Plus ORC', '+ORC', 'Before on-road costs', 'EGC'])
      expect(excludesGovernmentCharges({ price_type: type }), type).toBe(true);
    for (const type of ['Drive Away', 'Drive Away incl. ORC', null, undefined])
      expect(excludesGovernmentCharges({ price_type: type }), String(type)).toBe(false);
  });

  it('reads the engine duty depends on from the feed', () => {
    expect(dutyEngine({ simple_fuel: 'Hybrid', fuel: null, cylinders: 4 })).toEqual({
      electric: false,
      hybrid: true,
      cylinders: 4,
    });
    expect(dutyEngine({ simple_fuel: 'Electric', fuel: null, cylinders: null })).toEqual({
      electric: true,
      hybrid: false,
      cylinders: null,
    });
  });

  it('adds delivery, the state duty on price and delivery, and registration with CTP', () => {
    // Queensland, a hybrid: $2 per $100 of $36,490 = $730; registration with CTP $830.
    expect(driveAwayEstimate(corolla, 'QLD', 1_500)).toEqual({
      total: 34_990 + 1_500 + 730 + 830,
      state: 'QLD',
      parts: [
        { label: 'Advertised price', amount: 34_990 },
        { label: 'Dealer delivery', amount: 1_500 },
        { label: 'QLD stamp duty', amount: 730 },
        { label: 'Registration and CTP insurance, 12 months', amount: 830 },
      ],
      asAt: '2025-10-01',
    });
    // NSW, no delivery fee: $3 per $100 of $34,990 = $1,050; the WA duty's cents round up.
    expect(driveAwayEstimate(corolla, 'NSW', 0)!.parts.map((p) => p.amount)).toEqual([
      34_990, 1_050, 1_103,
    ]);
    expect(
      driveAwayEstimate({ ...corolla, price: 45_990, simple_fuel: 'Petrol' }, 'WA', 0)!.parts[1],
    ).toEqual({ label: 'WA stamp duty', amount: 2_714 });
  });

  it('gives nothing for a drive-away price, a used car or a car with no price', () => {
    expect(driveAwayEstimate({ ...corolla, price_type: 'Drive Away' }, 'NSW', 0)).toBeNull();
    expect(driveAwayEstimate({ ...corolla, car_type: 'used' }, 'NSW', 0)).toBeNull();
    expect(driveAwayEstimate({ ...corolla, price: 0 }, 'NSW', 0)).toBeNull();
  });

  it('estimates from the offer price when the car has one', () => {
    expect(driveAwayEstimate({ ...corolla, offer_price: 32_990 }, 'NT', 0)!.parts[0]).toEqual({
      label: 'Advertised price',
      amount: 32_990,
    });
  });

  it('says what the estimate is, its parts, and on whose figures', () => {
    const text = driveAwayText(driveAwayEstimate(corolla, 'QLD', 1_500)!);
    expect(text).toMatchObject({
      state: 'QLD',
      stateName: 'Queensland',
      total: '$38,050',
      amount: 38_050,
      label: 'Estimated drive-away, QLD',
      parts: [
        ['Advertised price', '$34,990'],
        ['Dealer delivery', '$1,500'],
        ['QLD stamp duty', '$730'],
        ['Registration and CTP insurance, 12 months', '$830'],
      ],
    });
    expect(text.note).toMatch(
      /^An estimate for a private buyer registering the car in Queensland, on the charges current from 1 October 2025\. Stamp duty: per \$100 .*we confirm the drive-away price before you buy\.$/,
    );
  });

  it("takes the state from the car, else its location's, else the dealer's", () => {
    const locations = [{ id: 7, address: { state: 'VIC' as const } }];
    expect(saleState({ state: 'wa', location_id: 7 }, locations, 'NSW')).toBe('WA');
    expect(saleState({ state: null, location_id: 7 }, locations, 'NSW')).toBe('VIC');
    expect(saleState({ state: 'Nowhere', location_id: 8 }, locations, 'NSW')).toBe('NSW');
  });
});
