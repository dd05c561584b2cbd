import { describe, expect, it } from 'vitest';

import { carFacts, type CarJson } from './car-json.ts';

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
