import { describe, expect, it } from 'vitest';

import { car } from '../../../tests/support/fixtures.ts';
import { similarCars } from './similar.ts';

describe('similar cars for a sold one', () => {
  const sold = car({
    id: 1,
    make: 'Kia',
    model: 'Sportage',
    simple_body: 'suv',
    price: 30000,
    status: 'sold',
  });
  const stock = [
    car({ id: 2, make: 'Mazda', model: 'CX-5', simple_body: 'suv', price: 30500 }),
    car({ id: 3, make: 'Kia', model: 'Sportage', simple_body: 'suv', price: 36000 }),
    car({ id: 4, make: 'Kia', model: 'Seltos', simple_body: 'suv', price: 28000 }),
    car({
      id: 5,
      make: 'Kia',
      model: 'Sportage',
      simple_body: 'suv',
      price: 31000,
      status: 'sold',
    }),
    car({ id: 6, make: 'Kia', model: 'Picanto', simple_body: 'hatch', price: 30000 }),
    car({ id: 7, make: 'Kia', model: 'Sportage', simple_body: 'suv', price: 29000 }),
  ];

  it('puts the same model first, then make and body, then body, nearest price first; only in stock', () => {
    expect(similarCars(sold, stock, 5).map((c) => c.id)).toEqual([7, 3, 4, 2]);
  });

  it('gives at most the limit and never the sold car itself', () => {
    expect(similarCars(sold, [sold, ...stock]).map((c) => c.id)).toEqual([7, 3, 4]);
  });
});
