/** The cars a reservation took off the market since the build (GET /api/cars/live.json). */
export interface LiveSet {
  reserved: number[];
  sold: number[];
}

export const EMPTY_LIVE: LiveSet = { reserved: [], sold: [] };
