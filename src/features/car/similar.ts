import { isInStock } from '~/catalogue/availability.ts';
import type { Car } from '~/catalogue/car.schema.ts';

/** A car's price band for similarity: within a fifth of the sold car's price either way. */
export const PRICE_BAND = 0.2;

type Like = Pick<Car, 'id' | 'make' | 'model' | 'simple_body' | 'price'>;

/**
 * How alike a listed car is to a sold one, lower is closer, null for not alike: 0 the same make
 * and model; 1 the same body in the price band; 2 the same make and body; 3 the same body.
 */
export function similarity(sold: Like, c: Like): number | null {
  if (c.make === sold.make && c.model === sold.model) return 0;
  if (!c.simple_body || c.simple_body !== sold.simple_body) return null;
  if (sold.price > 0 && Math.abs(c.price - sold.price) <= sold.price * PRICE_BAND) return 1;
  return c.make === sold.make ? 2 : 3;
}

/**
 * Cars like a sold one (its page within the listing window, its light page after): in
 * stock, by `similarity`, then nearest in price; at most `limit`. Pure: the same stock gives the
 * same cars in the same order.
 */
export function similarCars(sold: Like, listed: readonly Car[], limit = 3): Car[] {
  return listed
    .flatMap((c) => {
      const rank = c.id === sold.id || !isInStock(c) ? null : similarity(sold, c);
      return rank == null ? [] : [{ c, rank, gap: Math.abs(c.price - sold.price) }];
    })
    .sort((a, b) => a.rank - b.rank || a.gap - b.gap || a.c.id - b.c.id)
    .slice(0, limit)
    .map((x) => x.c);
}
