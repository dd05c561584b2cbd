import { describe, expect, it } from 'vitest';

import { isInStock } from '~/catalogue/availability.ts';
import type { Car } from '~/catalogue/car.schema.ts';
import { loadSite } from '~/catalogue/load.server.ts';
import { listDealerSlugs, loadDealerConfig } from '~/config/load.server.ts';

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

describe('similar cars over a whole sample stock', () => {
  /** What similarCars answered before it had an index: every listed car ranked. */
  const everyCar = (sold: Car, listed: readonly Car[], limit: number) =>
    listed
      .flatMap((c) => {
        const rank = c.id === sold.id || !isInStock(c) ? null : similarity(sold, c);
        return rank == null ? [] : [{ c, rank, gap: Math.abs(c.price - sold.price) }];
      })
      .sort((a, b) => a.rank - b.rank || a.gap - b.gap || a.c.id - b.c.id)
      .slice(0, limit)
      .map((x) => x.c.id);

  it.each(listDealerSlugs())('are the cars every listed car ranked would give (%s)', (slug) => {
    const site = loadSite(loadDealerConfig(slug));
    const asked = [
      ...site.listed.filter((c) => !isInStock(c)),
      ...site.soldPages,
      ...site.listed.slice(0, 40),
    ];
    expect(asked.length).toBeGreaterThan(40);
    for (const sold of asked)
      for (const limit of [3, 6])
        expect(similarCars(sold, site.listed, limit).map((c) => c.id)).toEqual(
          everyCar(sold, site.listed, limit),
        );
  });
});
