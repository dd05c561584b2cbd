/** The cars a reservation took off the market since the build (GET /api/cars/live.json). */
export interface LiveSet {
  reserved: number[];
  sold: number[];
}

export const EMPTY_LIVE: LiveSet = { reserved: [], sold: [] };

/**
 * A listed car as it is now: reserved when a reservation holds it, sold when one was converted
 * (issue 29). The one merge every card and result uses, so a car's tag and buttons agree.
 */
export function applyLive<T extends { reserved: boolean; status: string }>(
  car: T & ({ id: number } | { objectID: string }),
  live: LiveSet,
): T {
  const id = 'id' in car ? car.id : Number(car.objectID);
  if (live.sold.includes(id)) return { ...car, status: 'sold', reserved: false };
  if (live.reserved.includes(id) && !car.reserved) return { ...car, reserved: true };
  return car;
}
