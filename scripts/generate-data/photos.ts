/**
 * Sample photographs: studio shots of every body type in every paint from five angles (front
 * three-quarter, side, rear three-quarter, interior, dashboard), an outdoor hero per catalogue model, home-page
 * scenes and a showroom per location. Drawn as SVG (photo-parts.ts, photo-shots.ts) and rasterised
 * to JPEG with sharp, as a dealer's photographer's JPEGs would arrive. Cars of the same body and
 * paint share their photos, so the repository holds a few hundred source images; the sized
 * variants are made at build time.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

import type { BodyType } from '~/catalogue/car.schema.ts';

import { type Paint, paints } from './colours.ts';
import { type Angle, angles, photoBodies, photoBody } from './photo-parts.ts';
import { drawPhoto, heroShot, sceneShot, showroomShot } from './photo-shots.ts';

export { angles };

/** Interior and dashboard shots depend on the body only; exterior shots on body and paint. */
export function photoPath(body: BodyType, paintSlug: string, angle: Angle): string {
  const shape = photoBody(body);
  return angle === 'interior' || angle === 'dashboard'
    ? `/images/photos/${shape}-${angle}.jpg`
    : `/images/photos/${shape}-${paintSlug}-${angle}.jpg`;
}

export function heroPath(modelSlug: string): string {
  return `/images/models/${modelSlug}.jpg`;
}

/** The home-page scenes the sample dealer files use as hero photos. */
export const scenes: { name: string; cars: { body: BodyType; paint: Paint }[]; variant: number }[] =
  [
    {
      name: 'yard',
      cars: [
        { body: 'ute', paint: paints[2] },
        { body: 'hatch', paint: paints[5] },
        { body: 'suv', paint: paints[0] },
      ],
      variant: 0,
    },
    {
      name: 'city',
      cars: [
        { body: 'sedan', paint: paints[3] },
        { body: 'hatch', paint: paints[4] },
      ],
      variant: 2,
    },
    {
      name: 'caravan',
      cars: [
        { body: 'ute', paint: paints[1] },
        { body: 'hardtop', paint: paints[0] },
      ],
      variant: 1,
    },
  ];

export function locationPhotoPath(siteSlug: string, locationSlug: string): string {
  return `/images/locations/${siteSlug}-${locationSlug}.jpg`;
}

export function scenePath(name: string): string {
  return `/images/heroes/${name}.jpg`;
}

/** Rasterises an SVG drawing to a JPEG as a photographer's would arrive. */
export async function jpeg(svg: string, path: string): Promise<void> {
  const data = await sharp(Buffer.from(svg))
    .jpeg({ quality: 74, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
  writeFileSync(path, data);
}

/** Writes every car photo and model hero; returns how many files it wrote. */
export async function writePhotos(
  publicDir: string,
  heroes: { slug: string; body: BodyType; paint: Paint; variant: number }[],
  showrooms: { path: string; colour: string; variant: number; service: boolean }[],
): Promise<number> {
  const dir = join(publicDir, 'images', 'photos');
  const heroDir = join(publicDir, 'images', 'models');
  const sceneDir = join(publicDir, 'images', 'heroes');
  const locationDir = join(publicDir, 'images', 'locations');
  for (const d of [dir, heroDir, sceneDir, locationDir]) {
    rmSync(d, { recursive: true, force: true });
    mkdirSync(d, { recursive: true });
  }
  const jobs: [string, string][] = [];
  for (const body of photoBodies) {
    for (const angle of angles) {
      if (angle === 'interior' || angle === 'dashboard') {
        jobs.push([drawPhoto(body, paints[0], angle), join(publicDir, photoPath(body, '', angle))]);
        continue;
      }
      for (const paint of paints)
        jobs.push([
          drawPhoto(body, paint, angle),
          join(publicDir, photoPath(body, paint.slug, angle)),
        ]);
    }
  }
  for (const h of heroes)
    jobs.push([heroShot(h.body, h.paint, h.variant), join(publicDir, heroPath(h.slug))]);
  for (const sc of scenes)
    jobs.push([sceneShot(sc.cars, sc.variant), join(publicDir, scenePath(sc.name))]);
  for (const r of showrooms)
    jobs.push([showroomShot(r.colour, r.variant, r.service), join(publicDir, r.path)]);
  for (let i = 0; i < jobs.length; i += 8)
    await Promise.all(jobs.slice(i, i + 8).map(([svg, path]) => jpeg(svg, path)));
  return [dir, heroDir, sceneDir, locationDir].reduce((n, d) => n + readdirSync(d).length, 0);
}
