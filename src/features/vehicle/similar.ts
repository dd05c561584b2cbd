import { isInStock } from '~/catalogue/availability.ts';
import type { Car } from '~/catalogue/car.schema.ts';

/**
 * Cars like a sold one, for the top of its page: in stock, same model first, then same make and
 * body, then same body, each group nearest in price; at most `limit`.
 */
export function similarCars(
  sold: Pick<Car, 'id' | 'make' | 'model' | 'simple_body' | 'price'>,
  listed: readonly Car[],
  limit = 3,
): Car[] {
  const rank = (c: Car) =>
    c.make === sold.make && c.model === sold.model
      ? 0
      : c.make === sold.make && c.simple_body === sold.simple_body
        ? 1
        : c.simple_body && c.simple_body === sold.simple_body
          ? 2
          : 3;
  return listed
    .filter((c) => c.id !== sold.id && isInStock(c) && rank(c) < 3)
    .sort(
      (a, b) =>
        rank(a) - rank(b) || Math.abs(a.price - sold.price) - Math.abs(b.price - sold.price),
    )
    .slice(0, limit);
}
