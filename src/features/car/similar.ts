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

interface Candidates {
  /** In-stock cars by make and model. */
  byModel: Map<string, Car[]>;
  /** In-stock cars by simple body. */
  byBody: Map<string, Car[]>;
}

const modelKey = (c: Like) => `${c.make}\u0000${c.model}`;
const indexes = new WeakMap<readonly Car[], Candidates>();

/**
 * The in-stock cars of a stock by model and by body, made once per stock: only those can be alike
 * (`similarity`), and a build asks for every sold car's (hundreds over 20,000 cars).
 */
function candidates(listed: readonly Car[]): Candidates {
  let index = indexes.get(listed);
  if (!index) {
    index = { byModel: new Map(), byBody: new Map() };
    const add = (map: Map<string, Car[]>, key: string, c: Car) =>
      (map.get(key) ?? map.set(key, []).get(key)!).push(c);
    for (const c of listed) {
      if (!isInStock(c)) continue;
      add(index.byModel, modelKey(c), c);
      if (c.simple_body) add(index.byBody, c.simple_body, c);
    }
    indexes.set(listed, index);
  }
  return index;
}

/**
 * Cars like a sold one (its page within the listing window, its light page after): in
 * stock, by `similarity`, then nearest in price, then by id; at most `limit`. Pure: the same stock
 * gives the same cars in the same order.
 */
export function similarCars(sold: Like, listed: readonly Car[], limit = 3): Car[] {
  const { byModel, byBody } = candidates(listed);
  const sameModel = byModel.get(modelKey(sold)) ?? [];
  const sameBody = (sold.simple_body && byBody.get(sold.simple_body)) || [];
  const ranked: { c: Car; rank: number; gap: number }[] = [];
  const rank = (c: Car) => {
    const r = c.id === sold.id ? null : similarity(sold, c);
    if (r != null) ranked.push({ c, rank: r, gap: Math.abs(c.price - sold.price) });
  };
  sameModel.forEach(rank);
  // The same model's cars of this body are ranked already, from the list above.
  for (const c of sameBody) if (modelKey(c) !== modelKey(sold)) rank(c);
  return ranked
    .sort((a, b) => a.rank - b.rank || a.gap - b.gap || a.c.id - b.c.id)
    .slice(0, limit)
    .map((x) => x.c);
}
