/** Postcode lookup for "Find your nearest" (src/services/geocoder/): what every geocoder answers. */

/** A place on the map, in degrees. */
export interface Point {
  lat: number;
  long: number;
}

/** What a postcode lookup answers. */
export type Geocoded =
  | { kind: 'found'; point: Point }
  | { kind: 'not-found' }
  /** The service said no for now (rate limit, outage, timeout): ask again after `retryAfter` s. */
  | { kind: 'unavailable'; retryAfter: number; reason: string }
  /** The service refused us (bad key, bad request): a configuration problem, not the visitor's. */
  | { kind: 'refused'; reason: string };

/** Looks up a 4-digit Australian postcode's centre. */
export type Geocoder = (postcode: string) => Promise<Geocoded>;
