import type { Car } from './car.schema.ts';

/** Spec States Availability: in_stock and coming_soon count as in stock; anything else is not. */
export function isInStock(car: Pick<Car, 'status'>): boolean {
  return car.status === 'in_stock' || car.status === 'coming_soon';
}
