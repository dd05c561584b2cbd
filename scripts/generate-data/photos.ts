/**
 * Where the sample photographs live. A car's five (front three-quarter, side, rear
 * three-quarter where its dealer photographs stock; interior and dashboard), each catalogue
 * model's hero, the home-page scenes and each location's building are JPEGs under public/images,
 * as a dealer's photographer's would arrive. They were drawn once by the sample-photo renderer
 * (tools/sample-photos, its own package); the product reads only these paths. Cars of the same
 * body and paint share their photos within a dealer, so the repository holds hundreds of source
 * images for thousands of cars; the sized variants are made at build time.
 */
import type { BodyType } from '~/catalogue/car.schema.ts';

import { type Paint, paints } from './colours.ts';

export const angles = ['front', 'side', 'rear', 'interior', 'dashboard'] as const;
export type Angle = (typeof angles)[number];

/** Where a dealer photographs its stock (a folder of exterior photos each). */
export const backdropNames = ['studio', 'showroom', 'yard', 'forecourt', 'gravel', 'road'] as const;
export type BackdropName = (typeof backdropNames)[number];

/** The bodies drawn in photos of their own; the rest borrow one (`photoBody`). */
export const photoBodies = [
  'hatch',
  'sedan',
  'suv',
  'ute',
  'cabChassis',
  'van',
  'peopleMover',
  'bus',
  'coupe',
  'convertible',
  'wagon',
  'hardtop',
  'softtop',
  'motorhome',
] as const satisfies readonly BodyType[];

/** The drawn shape a body uses (a light truck looks like a cab chassis; others like sedans). */
export function photoBody(body: BodyType): (typeof photoBodies)[number] {
  if ((photoBodies as readonly BodyType[]).includes(body))
    return body as (typeof photoBodies)[number];
  return body === 'lightTruck' ? 'cabChassis' : 'sedan';
}

/**
 * Interior and dashboard shots depend on the body only; exterior shots on the body, the paint and
 * where the dealer photographs its cars (drawn once by the sample-photo renderer).
 */
export function photoPath(
  body: BodyType,
  paintSlug: string,
  angle: Angle,
  backdrop: BackdropName = 'studio',
): string {
  const shape = photoBody(body);
  return angle === 'interior' || angle === 'dashboard'
    ? `/images/photos/${shape}-${angle}.jpg`
    : `/images/photos/${backdrop}/${shape}-${paintSlug}-${angle}.jpg`;
}

export function heroPath(modelSlug: string): string {
  return `/images/models/${modelSlug}.jpg`;
}

/** The home-page scenes the sample dealer files use as hero photos. */
export const scenes: { name: string; cars: { body: BodyType; paint: Paint }[] }[] = [
  {
    name: 'yard',
    cars: [
      { body: 'ute', paint: paints[2] },
      { body: 'hatch', paint: paints[5] },
      { body: 'suv', paint: paints[0] },
    ],
  },
  {
    name: 'city',
    cars: [
      { body: 'sedan', paint: paints[3] },
      { body: 'hatch', paint: paints[4] },
    ],
  },
  {
    name: 'caravan',
    cars: [
      { body: 'ute', paint: paints[1] },
      { body: 'hardtop', paint: paints[0] },
    ],
  },
];

export function locationPhotoPath(siteSlug: string, locationSlug: string): string {
  return `/images/locations/${siteSlug}-${locationSlug}.jpg`;
}

export function scenePath(name: string): string {
  return `/images/heroes/${name}.jpg`;
}
