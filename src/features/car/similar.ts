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
  if (limit <= 0) return [];
  const { byModel, byBody } = candidates(listed);
  // The best so far, best first: a candidate is only kept if it beats the last.
  const best: { c: Car; rank: number; gap: number }[] = [];
  const consider = (c: Car) => {
    if (c.id === sold.id) return;
    const rank = similarity(sold, c);
    if (rank == null) return;
    const gap = Math.abs(c.price - sold.price);
    const beats = (o: (typeof best)[number]) => rank - o.rank || gap - o.gap || c.id - o.c.id;
    if (best.length === limit && beats(best[limit - 1]!) > 0) return;
    let at = best.length;
    while (at > 0 && beats(best[at - 1]!) < 0) at--;
    best.splice(at, 0, { c, rank, gap });
    if (best.length > limit) best.pop();
  };
  for (const c of byModel.get(modelKey(sold)) ?? []) consider(c);
  // The same model's cars of this body were considered above.
  if (sold.simple_body)
    for (const c of byBody.get(sold.simple_body) ?? [])
      if (c.make !== sold.make || c.model !== sold.model) consider(c);
  return best.map((x) => x.c);
}
