import { isInStock } from '~/catalogue/availability.ts';
import type { Car } from '~/catalogue/car.schema.ts';

/**
 * Spec States/Validation: whether the favourite (or compare) control shows. Hidden unless the car is in stock;
 * where `strict` is configured (features.favouritesStrict) it also needs a used car, a price above
 * 0 and at least one image. A sold car already saved keeps its control, so it can be removed; one
 * not saved shows none.
 */
export function showSaveControl(
  car: Pick<Car, 'status' | 'car_type' | 'price' | 'images'>,
  strict: boolean,
  alreadySaved: boolean,
): boolean {
  if (!isInStock(car)) return alreadySaved;
  if (strict) return car.car_type === 'used' && car.price > 0 && car.images.length >= 1;
  return true;
}
