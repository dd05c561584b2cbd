import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { BodyType } from '../../src/features/inventory/car.schema.ts';
import { paints } from './colours.ts';

/** Side-profile outline per body (viewBox 640x400, ground at y=300). Drawn here, not fetched. */
const outlines: Partial<Record<BodyType, { body: string; glass: string; wheels: number[] }>> = {
  hatch: {
    body: 'M110 290 L110 235 Q115 205 160 200 L230 160 Q260 140 330 140 L420 142 Q470 150 500 200 L540 215 Q560 230 555 290 Z',
    glass: 'M245 165 L330 150 L410 152 L455 198 L220 200 Z',
    wheels: [190, 470],
  },
  sedan: {
    body: 'M80 290 L80 240 Q90 215 150 210 L240 165 Q270 150 340 150 L410 152 Q450 160 490 205 L560 215 Q585 228 580 290 Z',
    glass: 'M255 172 L340 160 L405 162 L460 205 L225 208 Z',
    wheels: [170, 490],
  },
  suv: {
    body: 'M95 290 L95 220 Q100 190 150 185 L215 130 Q235 118 320 118 L450 120 Q480 125 505 185 L545 195 Q565 210 560 290 Z',
    glass: 'M230 140 L320 130 L440 132 L470 185 L205 188 Z',
    wheels: [180, 470],
  },
  ute: {
    body: 'M70 290 L70 215 Q75 190 125 185 L190 130 Q205 120 280 120 L340 122 Q355 130 365 185 L585 190 L590 290 Z',
    glass: 'M205 140 L280 130 L335 132 L345 185 L180 188 Z',
    wheels: [160, 500],
  },
  van: {
    body: 'M70 290 L70 150 Q75 105 140 100 L560 100 Q580 105 580 130 L580 290 Z',
    glass: 'M95 150 Q100 118 150 115 L200 115 L200 170 L90 175 Z',
    wheels: [160, 490],
  },
  peopleMover: {
    body: 'M80 290 L80 200 Q90 150 150 130 L200 105 L520 105 Q560 110 565 160 L570 290 Z',
    glass: 'M170 135 L210 115 L510 115 L520 175 L150 178 Z',
    wheels: [170, 480],
  },
  bus: {
    body: 'M50 290 L50 120 Q55 85 100 80 L590 80 Q605 85 605 110 L605 290 Z',
    glass: 'M70 110 L590 110 L590 165 L65 165 Z',
    wheels: [150, 510],
  },
  coupe: {
    body: 'M90 290 L90 245 Q100 222 160 215 L260 165 Q300 150 360 152 L420 160 Q470 180 500 212 L560 222 Q580 235 575 290 Z',
    glass: 'M275 175 L355 162 L415 170 L455 210 L245 212 Z',
    wheels: [180, 485],
  },
  convertible: {
    body: 'M90 290 L90 245 Q100 222 160 215 L280 205 L300 180 L320 205 L500 210 L560 222 Q580 235 575 290 Z',
    glass: 'M300 182 L318 205 L285 207 Z',
    wheels: [180, 485],
  },
  wagon: {
    body: 'M80 290 L80 235 Q90 210 150 205 L230 150 Q255 138 330 138 L520 142 Q545 150 550 205 L575 215 Q585 235 580 290 Z',
    glass: 'M245 158 L330 148 L505 152 L515 202 L215 205 Z',
    wheels: [170, 490],
  },
  hardtop: {
    body: 'M40 280 L40 110 Q45 85 80 80 L540 80 Q570 85 575 120 L575 280 Z M575 255 L625 262 L625 270 L575 268 Z',
    glass: 'M120 120 L230 120 L230 180 L120 180 Z M420 120 L520 120 L520 165 L420 165 Z',
    wheels: [300, 360],
  },
  softtop: {
    body: 'M60 280 L60 160 L520 160 L520 280 Z M90 160 L110 100 L480 100 L500 160 Z M520 255 L600 262 L600 270 L520 268 Z',
    glass: 'M140 185 L240 185 L240 230 L140 230 Z',
    wheels: [290],
  },
  motorhome: {
    body: 'M50 290 L50 100 Q55 75 100 72 L470 72 Q500 75 510 110 L560 190 Q590 200 590 240 L590 290 Z',
    glass: 'M480 115 L545 195 L470 198 Z M110 110 L210 110 L210 160 L110 160 Z',
    wheels: [150, 480],
  },
};

export const imageBodies = Object.keys(outlines) as BodyType[];

function svg(body: BodyType, hex: string, view: 1 | 2, label: string): string {
  const o = outlines[body] ?? outlines.sedan!;
  const bg = view === 1 ? '#e9edf1' : '#2d3339';
  const floor = view === 1 ? '#cfd6dc' : '#1d2126';
  const flip = view === 2 ? ' transform="translate(640 0) scale(-1 1)"' : '';
  const wheels = o.wheels
    .map(
      (x) =>
        `<circle cx="${x}" cy="290" r="38" fill="#222"/><circle cx="${x}" cy="290" r="17" fill="#9aa0a6"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" role="img" aria-label="${label}">` +
    `<rect width="640" height="400" fill="${bg}"/><rect y="318" width="640" height="82" fill="${floor}"/>` +
    `<g${flip}><path d="${o.body}" fill="${hex}" stroke="#111" stroke-width="3"/><path d="${o.glass}" fill="#9fb8cc" opacity="0.85"/>${wheels}</g></svg>\n`
  );
}

/** Writes public/images/cars/{body}-{colour}-{1|2}.svg and returns the count. */
export function writeCarImages(publicDir: string): number {
  const dir = join(publicDir, 'images', 'cars');
  mkdirSync(dir, { recursive: true });
  let n = 0;
  for (const body of imageBodies) {
    for (const paint of paints) {
      for (const view of [1, 2] as const) {
        writeFileSync(
          join(dir, `${body}-${paint.slug}-${view}.svg`),
          svg(body, paint.hex, view, `${paint.slug} ${body}`),
        );
        n++;
      }
    }
  }
  return n;
}

/** Image path for a body that has an outline (others fall back to the nearest shape). */
export function carImage(body: BodyType, paintSlug: string, view: 1 | 2): string {
  const shape = outlines[body]
    ? body
    : body === 'cabChassis' || body === 'lightTruck'
      ? 'ute'
      : 'sedan';
  return `/images/cars/${shape}-${paintSlug}-${view}.svg`;
}
