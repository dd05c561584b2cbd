import { describe, expect, it } from 'vitest';

import { car as carFixture, caravanSpecifications } from '../../../tests/support/fixtures.ts';
import { carFacts, type CarJson, carJson } from './car-json.ts';

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
