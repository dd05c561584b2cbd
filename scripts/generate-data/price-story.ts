import type { Car } from '~/catalogue/car.schema.ts';
import { currentPrice } from '~/features/car/pricing.ts';

import type { Rng } from './random.ts';

const DAY = 86_400_000;

/**
 * A plausible listing history, as the stock import would have kept it: first listed
 * when created; a car with a Was price was advertised at it first, and a new car on offer at its
 * full price; about a third of the used and demo cars listed over two weeks were cut once or
 * twice, by $500 to $2,000 a time. Every history ends at the price the car shows.
 */
export function priceStory(
  car: Car,
  now: Date,
  rng: Rng,
): { first_listed_at: string; price_history: NonNullable<Car['price_history']> } {
  const first = car.created_at;
  const shown = currentPrice(car);
  if (shown <= 10) return { first_listed_at: first, price_history: [] };
  const start = Date.parse(first);
  const end = car.sold_date_timestamp ? car.sold_date_timestamp * 1000 : now.getTime();
  const days = (end - start) / DAY;
  let cuts: number[] = [];
  if (car.before_price && car.before_price > shown) cuts = [car.before_price - shown];
  else if (car.offer_price && car.offer_price > 10 && car.price > car.offer_price)
    cuts = [car.price - car.offer_price];
  else if (car.car_type !== 'new' && days > 14 && rng.chance(0.35))
    cuts = Array.from({ length: rng.int(1, 2) }, () => rng.int(1, 4) * 500);
  if (days < 1) cuts = [];
  let price = shown + cuts.reduce((a, b) => a + b, 0);
  const history = [{ at: new Date(start).toISOString(), price }];
  cuts.forEach((cut, i) => {
    // Each cut some days after the last, spread over the time listed.
    const share = (i + rng.int(40, 95) / 100) / cuts.length;
    price -= cut;
    const at = Math.min(end - 3_600_000, start + Math.floor(share * days) * DAY + 9 * 3_600_000);
    history.push({ at: new Date(at).toISOString(), price });
  });
  return { first_listed_at: first, price_history: history };
}
