/** Spec Entities viewed-car record (local storage). */
export interface ViewedCar {
  id: number;
  /** Kept besides the spec's fields so the garage can link the car and name it. */
  slug?: string;
  name?: string;
  stocknum: string;
  make: string;
  model: string;
  body: string | null;
  simple_body: string | null;
}

export const VIEWED_KEY = 'viewed-cars';
export const VIEWED_LIMIT = 20;

/** Adds a car to the front of the viewed list (no repeats, at most 20). */
export function rememberViewed(list: ViewedCar[], car: ViewedCar): ViewedCar[] {
  return [car, ...list.filter((c) => c.id !== car.id)].slice(0, VIEWED_LIMIT);
}
