import { describe, expect, it } from 'vitest';

import { car } from '../../../tests/support/fixtures.ts';
import { similarCars, similarity } from './similar.ts';

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
    car({ id: 8, make: 'Kia', model: 'Sorento', simple_body: 'suv', price: 55000 }),
    car({ id: 9, make: 'Ford', model: 'Everest', simple_body: 'suv', price: 60000 }),
  ];

  it('ranks the same model, then body in the price band, then make and body, then body', () => {
    expect(stock.map((c) => similarity(sold, c))).toEqual([1, 0, 1, 0, null, 0, 2, 3]);
  });

  it('puts the same model first, then body and price band, nearest price first; only in stock', () => {
    expect(similarCars(sold, stock, 6).map((c) => c.id)).toEqual([7, 3, 2, 4, 8, 9]);
  });

  it('keeps the band at a fifth of the price either way', () => {
    const at = (price: number) =>
      similarity(sold, car({ id: 20, make: 'VW', simple_body: 'suv', price }));
    expect([at(24000), at(23999), at(36000), at(36001)]).toEqual([1, 3, 1, 3]);
  });

  it('gives at most the limit and never the sold car itself', () => {
    expect(similarCars(sold, [sold, ...stock]).map((c) => c.id)).toEqual([7, 3, 2]);
  });

  it('is the same for the same stock in any order', () => {
    expect(similarCars(sold, [...stock].reverse(), 6)).toEqual(similarCars(sold, stock, 6));
  });
});
