import { describe, expect, it } from 'vitest';

import { car as carFixture, caravanSpecifications } from '../../../tests/support/fixtures.ts';
import { carFacts, type CarJson, carJson, driveAwayOrWholePrice } from './car-json.ts';

const car = {
  price: '$19,990',
  year: 2021,
  km: 45210,
  transmission: 'Automatic',
  fuel: 'Petrol',
  body: null,
  engine: '',
  seats: 5,
  stocknum: 'U1',
  vin: null,
} as unknown as CarJson;

describe('car facts for compare, print and the PDF', () => {
  it('labels and formats the facts asked for, in that order, with null for what the car lacks', () => {
    expect(carFacts(car, ['km', 'price', 'body', 'engine', 'seats'])).toEqual([
      { key: 'km', label: 'Kilometres', value: '45,210 km' },
      { key: 'price', label: 'Price', value: '$19,990' },
      { key: 'body', label: 'Body', value: null },
      { key: 'engine', label: 'Engine', value: null },
      { key: 'seats', label: 'Seats', value: '5' },
    ]);
  });
});

describe("a caravan's public facts", () => {
  it('carry its length, berths and weights as its page shows them, and no odometer', () => {
    const van = carJson(
      carFixture({
        item_type: 'caravan',
        km: null,
        specifications: caravanSpecifications,
      }),
      false,
    );
    expect(
      carFacts(van, ['length', 'sleeps', 'atm', 'tare', 'km']).map((f) => [f.label, f.value]),
    ).toEqual([
      ['Length', '6.4 m'],
      ['Sleeps', '4'],
      ['ATM', '2,820 kg'],
      ['Tare', '2,320 kg'],
      ['Kilometres', null],
    ]);
    expect(carJson(carFixture({ km: 100 }), false)).toMatchObject({ length: null, atm: null });
  });
});

describe('the drive-away row of compare', () => {
  const priced = (o: Partial<CarJson>) =>
    ({
      drive_away: null,
      price: '$36,990',
      price_label: 'Drive Away',
      price_buy: null,
      price_amount: 36990,
      status: 'in_stock',
      ...o,
    }) as CarJson;
  it('gives an estimate, else the price when it is already the whole price', () => {
    expect(
      driveAwayOrWholePrice(
        priced({
          price_label: 'Excl. Govt. Charges',
          drive_away: {
            text: '$40,512',
            label: 'Estimated drive-away, NSW',
          } as CarJson['drive_away'],
        }),
      ),
    ).toBe('$40,512 Estimated drive-away, NSW');
    expect(driveAwayOrWholePrice(priced({}))).toBe('$36,990 Drive Away');
    expect(driveAwayOrWholePrice(priced({ price_label: null }))).toBe('$36,990');
    expect(
      driveAwayOrWholePrice(
        priced({
          price: '$324/week',
          price_label: 'Subscription',
          price_buy: '$36,990 Drive Away',
        }),
      ),
    ).toBe('$36,990 Drive Away');
  });
  it('gives nothing for a price without the charges and no estimate, no price, or a sold car', () => {
    expect(driveAwayOrWholePrice(priced({ price_label: 'Excl. Govt. Charges' }))).toBeNull();
    expect(driveAwayOrWholePrice(priced({ price: 'Enquire', price_amount: 0 }))).toBeNull();
    expect(driveAwayOrWholePrice(priced({ status: 'sold' }))).toBeNull();
  });
});
