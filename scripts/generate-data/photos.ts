/**
 * Sample photographs: studio shots of every body type in every paint from five angles (front
 * three-quarter, side, rear, interior, dashboard), and an outdoor hero per catalogue model. Drawn
 * here as SVG (gradients, reflections, wheels, backgrounds) and rasterised to JPEG with sharp, as a
 * dealer's photographer's JPEGs would arrive. Cars of the same body and paint share their photos, so
 * the repository holds a few hundred source images; the sized variants are made at build time.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

import type { BodyType } from '../../src/features/inventory/car.schema.ts';
import { type Paint, paints } from './colours.ts';

/** Photo width and height of the car shots (3:2 landscape, as dealer photos are). */
export const PHOTO = { width: 1200, height: 800 } as const;
/** Model hero images (2:1 banner). */
export const HERO = { width: 1600, height: 800 } as const;

export const angles = ['front', 'side', 'rear', 'interior', 'dashboard'] as const;
export type Angle = (typeof angles)[number];

interface Outline {
  body: string;
  glass: string;
  wheels: number[];
  /** Interior trim tone. */
  trim: 'charcoal' | 'sand' | 'slate';
  /** A caravan or motorhome: interior and kitchen shots instead of seats and dashboard. */
  living?: boolean;
}

/** Side-profile outline per body (viewBox 640x400, ground at y=300, nose on the left). */
const outlines: Partial<Record<BodyType, Outline>> = {
  hatch: {
    body: 'M110 290 L110 235 Q115 205 160 200 L230 160 Q260 140 330 140 L420 142 Q470 150 500 200 L540 215 Q560 230 555 290 Z',
    glass: 'M245 165 L330 150 L410 152 L455 198 L220 200 Z',
    wheels: [190, 470],
    trim: 'charcoal',
  },
  sedan: {
    body: 'M80 290 L80 240 Q90 215 150 210 L240 165 Q270 150 340 150 L410 152 Q450 160 490 205 L560 215 Q585 228 580 290 Z',
    glass: 'M255 172 L340 160 L405 162 L460 205 L225 208 Z',
    wheels: [170, 490],
    trim: 'sand',
  },
  suv: {
    body: 'M95 290 L95 220 Q100 190 150 185 L215 130 Q235 118 320 118 L450 120 Q480 125 505 185 L545 195 Q565 210 560 290 Z',
    glass: 'M230 140 L320 130 L440 132 L470 185 L205 188 Z',
    wheels: [180, 470],
    trim: 'charcoal',
  },
  ute: {
    body: 'M70 290 L70 215 Q75 190 125 185 L190 130 Q205 120 280 120 L340 122 Q355 130 365 185 L585 190 L590 290 Z',
    glass: 'M205 140 L280 130 L335 132 L345 185 L180 188 Z',
    wheels: [160, 500],
    trim: 'slate',
  },
  van: {
    body: 'M70 290 L70 150 Q75 105 140 100 L560 100 Q580 105 580 130 L580 290 Z',
    glass: 'M95 150 Q100 118 150 115 L200 115 L200 170 L90 175 Z',
    wheels: [160, 490],
    trim: 'slate',
  },
  peopleMover: {
    body: 'M80 290 L80 200 Q90 150 150 130 L200 105 L520 105 Q560 110 565 160 L570 290 Z',
    glass: 'M170 135 L210 115 L510 115 L520 175 L150 178 Z',
    wheels: [170, 480],
    trim: 'sand',
  },
  bus: {
    body: 'M50 290 L50 120 Q55 85 100 80 L590 80 Q605 85 605 110 L605 290 Z',
    glass: 'M70 110 L590 110 L590 165 L65 165 Z',
    wheels: [150, 510],
    trim: 'slate',
  },
  coupe: {
    body: 'M90 290 L90 245 Q100 222 160 215 L260 165 Q300 150 360 152 L420 160 Q470 180 500 212 L560 222 Q580 235 575 290 Z',
    glass: 'M275 175 L355 162 L415 170 L455 210 L245 212 Z',
    wheels: [180, 485],
    trim: 'charcoal',
  },
  convertible: {
    body: 'M90 290 L90 245 Q100 222 160 215 L280 205 L300 180 L320 205 L500 210 L560 222 Q580 235 575 290 Z',
    glass: 'M300 182 L318 205 L285 207 Z',
    wheels: [180, 485],
    trim: 'sand',
  },
  wagon: {
    body: 'M80 290 L80 235 Q90 210 150 205 L230 150 Q255 138 330 138 L520 142 Q545 150 550 205 L575 215 Q585 235 580 290 Z',
    glass: 'M245 158 L330 148 L505 152 L515 202 L215 205 Z',
    wheels: [170, 490],
    trim: 'sand',
  },
  hardtop: {
    body: 'M40 280 L40 110 Q45 85 80 80 L540 80 Q570 85 575 120 L575 280 Z M575 255 L625 262 L625 270 L575 268 Z',
    glass: 'M120 120 L230 120 L230 180 L120 180 Z M420 120 L520 120 L520 165 L420 165 Z',
    wheels: [300, 360],
    trim: 'sand',
    living: true,
  },
  softtop: {
    body: 'M60 280 L60 160 L520 160 L520 280 Z M90 160 L110 100 L480 100 L500 160 Z M520 255 L600 262 L600 270 L520 268 Z',
    glass: 'M140 185 L240 185 L240 230 L140 230 Z',
    wheels: [290],
    trim: 'sand',
    living: true,
  },
  motorhome: {
    body: 'M50 290 L50 100 Q55 75 100 72 L470 72 Q500 75 510 110 L560 190 Q590 200 590 240 L590 290 Z',
    glass: 'M480 115 L545 195 L470 198 Z M110 110 L210 110 L210 160 L110 160 Z',
    wheels: [150, 480],
    trim: 'slate',
    living: true,
  },
};

export const photoBodies = Object.keys(outlines) as BodyType[];

/** The drawn shape a body uses (cab-chassis and light trucks look like utes; others like sedans). */
export function photoBody(body: BodyType): BodyType {
  if (outlines[body]) return body;
  return body === 'cabChassis' || body === 'lightTruck' ? 'ute' : 'sedan';
}

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

// ---- colour helpers ----
function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function mix(hex: string, to: string, t: number): string {
  const a = rgb(hex);
  const b = rgb(to);
  return (
    '#' +
    a
      .map((v, i) =>
        Math.round(v + (b[i]! - v) * t)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
const darken = (hex: string, t: number) => mix(hex, '#000000', t);

const trims = {
  charcoal: { seat: '#2a2c30', dash: '#1c1d20', accent: '#5b6068' },
  sand: { seat: '#b9a486', dash: '#2b2824', accent: '#8c7a60' },
  slate: { seat: '#4a5058', dash: '#25282c', accent: '#70777f' },
};

function numbers(path: string): number[] {
  return (path.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
}
function bounds(path: string) {
  const n = numbers(path);
  const xs = n.filter((_, i) => i % 2 === 0);
  const ys = n.filter((_, i) => i % 2 === 1);
  return {
    minX: Math.min(...xs),
    maxX: Math.max(...xs),
    minY: Math.min(...ys),
    maxY: Math.max(...ys),
  };
}

// ---- shared pieces ----
function paintDefs(hex: string): string {
  return (
    `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${lighten(hex, 0.38)}"/><stop offset="0.35" stop-color="${hex}"/>` +
    `<stop offset="0.62" stop-color="${darken(hex, 0.12)}"/><stop offset="0.64" stop-color="${lighten(hex, 0.12)}"/>` +
    `<stop offset="1" stop-color="${darken(hex, 0.45)}"/></linearGradient>` +
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3d5468"/>` +
    `<stop offset="0.45" stop-color="#1d2a36"/><stop offset="0.55" stop-color="#5f7a90"/><stop offset="1" stop-color="#121a22"/></linearGradient>` +
    `<linearGradient id="shine" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="0.45" stop-color="#fff" stop-opacity="0.45"/><stop offset="0.55" stop-color="#fff" stop-opacity="0.05"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<radialGradient id="rim" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="#f4f6f8"/><stop offset="0.6" stop-color="#a7adb3"/><stop offset="1" stop-color="#5d636a"/></radialGradient>` +
    `<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`
  );
}

function studio(w: number, h: number, floorY: number): string {
  return (
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbfcfd"/><stop offset="1" stop-color="#dfe5ea"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c4ccd3"/><stop offset="1" stop-color="#eef1f4"/></linearGradient>` +
    `<radialGradient id="spot" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#wall)"/><rect y="${floorY}" width="${w}" height="${h - floorY}" fill="url(#floor)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#spot)"/>`
  );
}

function outdoor(w: number, h: number, floorY: number, hue: number): string {
  const skies = [
    ['#7fb6e6', '#dcecf8'],
    ['#f2a65a', '#fbe3c4'],
    ['#5b7fb8', '#e8d9c8'],
    ['#9cc9d8', '#f1f5ee'],
  ] as const;
  const [top, low] = skies[hue % skies.length]!;
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${low}"/></linearGradient>` +
    `<linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6d6f72"/><stop offset="1" stop-color="#3b3d40"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
    `<path d="M0 ${floorY - 70} Q${w * 0.2} ${floorY - 150} ${w * 0.42} ${floorY - 80} T${w * 0.8} ${floorY - 110} T${w} ${floorY - 60} V${floorY} H0 Z" fill="${mix('#5d7a5a', top, 0.35)}"/>` +
    `<path d="M0 ${floorY - 30} Q${w * 0.3} ${floorY - 80} ${w * 0.6} ${floorY - 35} T${w} ${floorY - 40} V${floorY} H0 Z" fill="#4f6b46"/>` +
    `<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="url(#road)"/>` +
    `<rect y="${floorY + (h - floorY) * 0.55}" width="${w}" height="6" fill="#e9e2c8" opacity="0.8"/>`
  );
}

function wheel(x: number, y: number, r: number): string {
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    return `<line x1="${x}" y1="${y}" x2="${(x + Math.cos(a) * r * 0.62).toFixed(1)}" y2="${(y + Math.sin(a) * r * 0.62).toFixed(1)}" stroke="#7c838a" stroke-width="${(r * 0.16).toFixed(1)}" stroke-linecap="round"/>`;
  }).join('');
  return (
    `<circle cx="${x}" cy="${y}" r="${r + 6}" fill="#0d0e10"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#1b1c1f"/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.68}" fill="url(#rim)"/>` +
    spokes +
    `<circle cx="${x}" cy="${y}" r="${r * 0.16}" fill="#c9ced3" stroke="#555" stroke-width="1"/>`
  );
}

/** The side profile with paint, reflections, glass, trim and wheels (nose on the left). */
function profile(o: Outline, hex: string): string {
  const b = bounds(o.body);
  const g = bounds(o.glass);
  const beltY = g.maxY;
  const doorXs = o.living
    ? []
    : [Math.round(g.minX + (g.maxX - g.minX) * 0.48), Math.round(g.maxX + 4)];
  const doors = doorXs
    .map(
      (x) =>
        `<line x1="${x}" y1="${beltY}" x2="${x + 4}" y2="${b.maxY - 18}" stroke="${darken(hex, 0.4)}" stroke-width="1.6" opacity="0.7"/>` +
        `<rect x="${x - 34}" y="${beltY + 14}" width="20" height="5" rx="2.5" fill="${darken(hex, 0.35)}"/>`,
    )
    .join('');
  const arches = o.wheels
    .map((x) => `<path d="M${x - 50} 292 A50 50 0 0 1 ${x + 50} 292 Z" fill="#111214"/>`)
    .join('');
  const lamps =
    `<path d="M${b.minX + 2} ${beltY + 22} q 22 -6 34 2 l -2 10 q -18 2 -32 -2 Z" fill="#f3f6f8" stroke="${darken(hex, 0.5)}" stroke-width="1.2"/>` +
    `<rect x="${b.maxX - 12}" y="${beltY + 14}" width="10" height="18" rx="3" fill="#c8161e"/>`;
  return (
    `<clipPath id="bodyclip"><path d="${o.body}"/></clipPath>` +
    `<path d="${o.body}" fill="url(#paint)" stroke="${darken(hex, 0.55)}" stroke-width="2"/>` +
    `<g clip-path="url(#bodyclip)"><rect x="${b.minX - 80}" y="${b.minY}" width="${(b.maxX - b.minX) * 0.7}" height="${b.maxY - b.minY}" fill="url(#shine)" transform="skewX(-25)"/>` +
    `<rect x="${b.minX}" y="${b.maxY - 22}" width="${b.maxX - b.minX}" height="22" fill="#16181b" opacity="0.55"/></g>` +
    `<path d="${o.glass}" fill="url(#glass)" stroke="#0b0d0f" stroke-width="2.5"/>` +
    `<line x1="${g.minX}" y1="${beltY + 1}" x2="${g.maxX}" y2="${beltY + 1}" stroke="#2a2d31" stroke-width="3"/>` +
    doors +
    lamps +
    arches +
    o.wheels.map((x) => wheel(x, 290, 34)).join('')
  );
}

function outlineOf(body: BodyType): Outline {
  return outlines[photoBody(body)]!;
}

function svgDoc(w: number, h: number, inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${inner}</svg>`;
}

// ---- angles ----
function sideShot(o: Outline, hex: string): string {
  const scene = studio(640, 427, 300);
  const car = profile(o, hex);
  return svgDoc(
    PHOTO.width,
    PHOTO.height,
    `<g transform="scale(${PHOTO.width / 640})">${scene}<defs>${paintDefs(hex)}</defs>` +
      `<ellipse cx="330" cy="300" rx="290" ry="16" fill="url(#shadow)"/>` +
      `<g transform="translate(0 600) scale(1 -1)" opacity="0.12">${car}</g>` +
      `<g transform="translate(0 13)">${car}</g></g>`,
  );
}

/** Front three-quarter: the profile foreshortened with the front face turned towards the camera. */
function frontShot(o: Outline, hex: string): string {
  const b = bounds(o.body);
  const n = numbers(o.body);
  // The bonnet's leading edge: the highest body point near the nose.
  const noseYs = n.filter((_, i) => i % 2 === 1 && n[i - 1]! <= b.minX + 75);
  const top = Math.min(...noseYs);
  const faceW = o.living ? 80 : 128;
  const h = 298 - top;
  const dark = darken(hex, 0.2);
  const face =
    `<path d="M0 ${top + 8} Q${faceW / 2} ${top - 4} ${faceW} ${top} L${faceW} 298 L0 ${298 - 4} Z" fill="${dark}" stroke="${darken(hex, 0.55)}" stroke-width="2"/>` +
    `<path d="M4 ${top + 6} Q${faceW / 2} ${top - 3} ${faceW - 2} ${top + 2} L${faceW - 2} ${top + h * 0.18} L4 ${top + h * 0.2} Z" fill="url(#paint)"/>` +
    (o.living
      ? `<rect x="${faceW * 0.25}" y="${top + h * 0.3}" width="${faceW * 0.5}" height="${h * 0.25}" rx="4" fill="url(#glass)"/>`
      : `<rect x="${faceW * 0.22}" y="${top + h * 0.32}" width="${faceW * 0.56}" height="${h * 0.26}" rx="10" fill="#15171a"/>` +
        `<g stroke="#40454c" stroke-width="2">${[0, 1, 2]
          .map(
            (i) =>
              `<line x1="${faceW * 0.25}" y1="${top + h * (0.38 + i * 0.07)}" x2="${faceW * 0.75}" y2="${top + h * (0.38 + i * 0.07)}"/>`,
          )
          .join('')}</g>` +
        `<path d="M5 ${top + h * 0.24} L${faceW * 0.2} ${top + h * 0.26} L${faceW * 0.2} ${top + h * 0.38} L5 ${top + h * 0.34} Z" fill="#f4f8fb" stroke="#2a2d31" stroke-width="1.2"/>` +
        `<path d="M${faceW - 5} ${top + h * 0.24} L${faceW * 0.8} ${top + h * 0.26} L${faceW * 0.8} ${top + h * 0.38} L${faceW - 5} ${top + h * 0.34} Z" fill="#f4f8fb" stroke="#2a2d31" stroke-width="1.2"/>`) +
    `<rect x="${faceW * 0.34}" y="${298 - h * 0.3}" width="${faceW * 0.32}" height="11" rx="2" fill="#fbfbf7" stroke="#333" stroke-width="1"/>` +
    `<rect x="-3" y="${298 - 16}" width="${faceW + 6}" height="16" rx="5" fill="#1a1c1f"/>`;
  // The profile is squeezed and sheared so its tail recedes; the face stands at its nose.
  const shift = b.minX;
  return svgDoc(
    PHOTO.width,
    PHOTO.height,
    `<g transform="scale(${PHOTO.width / 640})">${studio(640, 427, 300)}<defs>${paintDefs(hex)}</defs>` +
      `<ellipse cx="320" cy="306" rx="300" ry="22" fill="url(#shadow)"/>` +
      `<g transform="translate(${30 + faceW} 8) matrix(0.8 -0.06 0 0.97 ${-shift * 0.8} ${shift * 0.06 + 9})">${profile(o, hex)}</g>` +
      `<g transform="translate(30 8)">${face}</g></g>`,
  );
}

function rearShot(o: Outline, hex: string): string {
  const b = bounds(o.body);
  const g = bounds(o.glass);
  const wide = o.living || b.maxY - b.minY > 170;
  const W = wide ? 420 : 400;
  const x0 = 320 - W / 2;
  const roof = 300 - (b.maxY - b.minY) * 1.05;
  const shoulder = Math.max(roof + 50, 300 - (b.maxY - g.maxY) * 1.05);
  const cabinTop = wide ? W * 0.96 : W * 0.7;
  const cabinLow = wide ? W : W * 0.88;
  const winTop = cabinTop * 0.86;
  const winLow = cabinLow * 0.82;
  const cabin = `<path d="M${320 - cabinLow / 2} ${shoulder} L${320 - cabinTop / 2} ${roof + 8} Q320 ${roof - 6} ${320 + cabinTop / 2} ${roof + 8} L${320 + cabinLow / 2} ${shoulder} Z" fill="url(#paint)" stroke="${darken(hex, 0.55)}" stroke-width="2"/>`;
  const win = o.living
    ? `<rect x="${320 - 50}" y="${roof + 30}" width="100" height="40" rx="6" fill="url(#glass)"/>`
    : `<path d="M${320 - winLow / 2} ${shoulder - 6} L${320 - winTop / 2} ${roof + 18} L${320 + winTop / 2} ${roof + 18} L${320 + winLow / 2} ${shoulder - 6} Z" fill="url(#glass)" stroke="#0b0d0f" stroke-width="2"/>`;
  const lower = `<rect x="${x0}" y="${shoulder - 4}" width="${W}" height="${292 - shoulder}" rx="18" fill="url(#paint)" stroke="${darken(hex, 0.55)}" stroke-width="2"/>`;
  const lamps = [x0 + 6, x0 + W - 66]
    .map(
      (x) =>
        `<rect x="${x}" y="${shoulder + 8}" width="60" height="22" rx="6" fill="#b3121b" stroke="#5a0a0e" stroke-width="1.5"/><rect x="${x + 6}" y="${shoulder + 12}" width="48" height="5" rx="2" fill="#ff6b6b" opacity="0.7"/>`,
    )
    .join('');
  const plate = `<rect x="280" y="${Math.min(250, shoulder + 48)}" width="80" height="22" rx="3" fill="#f7f7f2" stroke="#333" stroke-width="1.5"/>`;
  const bumper = `<rect x="${x0 - 4}" y="266" width="${W + 8}" height="26" rx="8" fill="#1c1e21"/>`;
  const tyres = [x0 + 10, x0 + W - 66]
    .map((x) => `<rect x="${x}" y="276" width="56" height="30" rx="8" fill="#0f1012"/>`)
    .join('');
  return svgDoc(
    PHOTO.width,
    PHOTO.height,
    `<g transform="scale(${PHOTO.width / 640})">${studio(640, 427, 300)}<defs>${paintDefs(hex)}</defs>` +
      `<ellipse cx="320" cy="304" rx="${W * 0.62}" ry="16" fill="url(#shadow)"/>` +
      `<g transform="translate(0 12)">${tyres}${cabin}${win}${lower}${lamps}${plate}${bumper}</g></g>`,
  );
}

function interiorShot(o: Outline): string {
  const t = trims[o.trim];
  if (o.living) {
    return svgDoc(
      PHOTO.width,
      PHOTO.height,
      `<g transform="scale(${PHOTO.width / 640})">` +
        `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f1e7"/><stop offset="1" stop-color="#e4dccb"/></linearGradient>` +
        `<linearGradient id="wood" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#a47b52"/><stop offset="1" stop-color="#c69c6d"/></linearGradient>` +
        `<linearGradient id="win" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8cc3e8"/><stop offset="1" stop-color="#e9f4fb"/></linearGradient></defs>` +
        `<rect width="640" height="427" fill="url(#wall)"/><path d="M0 330 L640 330 L640 427 L0 427 Z" fill="url(#wood)"/>` +
        `<rect x="40" y="40" width="560" height="60" rx="6" fill="#d9cdb4" stroke="#b8a888"/>${[0, 1, 2, 3].map((i) => `<line x1="${180 + i * 140}" y1="40" x2="${180 + i * 140}" y2="100" stroke="#b8a888"/>`).join('')}` +
        `<rect x="220" y="120" width="200" height="80" rx="10" fill="url(#win)" stroke="#9c8f77" stroke-width="4"/>` +
        `<rect x="120" y="230" width="400" height="100" rx="14" fill="${t.accent}"/><rect x="130" y="210" width="380" height="40" rx="14" fill="#f4efe6"/>` +
        `<rect x="160" y="186" width="110" height="40" rx="16" fill="#fff" stroke="#ddd"/><rect x="370" y="186" width="110" height="40" rx="16" fill="#fff" stroke="#ddd"/>` +
        `<rect x="130" y="228" width="380" height="30" fill="#5b7d99" opacity="0.85"/></g>`,
    );
  }
  const seat = (x: number) =>
    `<path d="M${x} 420 L${x + 10} 250 Q${x + 15} 200 ${x + 70} 195 Q${x + 125} 200 ${x + 130} 250 L${x + 140} 420 Z" fill="${t.seat}" stroke="${darken(t.seat, 0.35)}" stroke-width="2"/>` +
    `<rect x="${x + 40}" y="140" width="60" height="52" rx="16" fill="${t.seat}" stroke="${darken(t.seat, 0.35)}" stroke-width="2"/>` +
    `<line x1="${x + 70}" y1="205" x2="${x + 70}" y2="410" stroke="${darken(t.seat, 0.25)}" stroke-width="3"/>`;
  return svgDoc(
    PHOTO.width,
    PHOTO.height,
    `<g transform="scale(${PHOTO.width / 640})">` +
      `<defs><linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9ccbea"/><stop offset="0.7" stop-color="#e3f0f7"/><stop offset="1" stop-color="#8aa27a"/></linearGradient>` +
      `<linearGradient id="cabin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(t.dash, 0.12)}"/><stop offset="1" stop-color="${t.dash}"/></linearGradient></defs>` +
      `<rect width="640" height="427" fill="url(#cabin)"/>` +
      `<path d="M70 40 L570 40 L610 170 L30 170 Z" fill="url(#view)"/>` +
      `<path d="M20 160 L620 160 L640 230 L0 230 Z" fill="${t.dash}"/>` +
      `<rect x="260" y="168" width="120" height="56" rx="6" fill="#0d1620" stroke="#444" stroke-width="2"/><rect x="268" y="176" width="104" height="40" rx="3" fill="#2f6f9f" opacity="0.8"/>` +
      `<circle cx="470" cy="195" r="48" fill="none" stroke="#111" stroke-width="12"/>` +
      seat(110) +
      seat(390) +
      `<rect x="262" y="300" width="116" height="127" rx="10" fill="${darken(t.seat, 0.3)}"/></g>`,
  );
}

function dashboardShot(o: Outline): string {
  const t = trims[o.trim];
  if (o.living) {
    return svgDoc(
      PHOTO.width,
      PHOTO.height,
      `<g transform="scale(${PHOTO.width / 640})">` +
        `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f3ea"/><stop offset="1" stop-color="#e2d8c5"/></linearGradient></defs>` +
        `<rect width="640" height="427" fill="url(#wall)"/>` +
        `<rect x="30" y="30" width="580" height="90" rx="6" fill="#c9a77f"/>${[0, 1, 2].map((i) => `<rect x="${45 + i * 190}" y="42" width="170" height="66" rx="4" fill="#d7b891"/>`).join('')}` +
        `<rect x="30" y="230" width="580" height="24" fill="#e9e6df" stroke="#bbb"/>` +
        `<rect x="30" y="254" width="580" height="173" fill="#b48f66"/>${[0, 1, 2].map((i) => `<rect x="${45 + i * 190}" y="270" width="170" height="140" rx="4" fill="#c49e73"/><rect x="${120 + i * 190}" y="285" width="24" height="5" rx="2" fill="#555"/>`).join('')}` +
        `<ellipse cx="200" cy="240" rx="70" ry="10" fill="#c8cdd2" stroke="#888"/><rect x="190" y="180" width="8" height="55" fill="#9aa"/>` +
        `${[0, 1].map((i) => `<circle cx="${420 + i * 80}" cy="240" r="22" fill="#2b2b2b"/><circle cx="${420 + i * 80}" cy="240" r="12" fill="none" stroke="#666" stroke-width="3"/>`).join('')}</g>`,
    );
  }
  const dial = (x: number) =>
    `<circle cx="${x}" cy="190" r="44" fill="#0b0c0e" stroke="${t.accent}" stroke-width="4"/>` +
    Array.from({ length: 9 }, (_, i) => {
      const a = Math.PI * (0.8 + (i * 1.4) / 8);
      return `<line x1="${(x + Math.cos(a) * 34).toFixed(1)}" y1="${(190 + Math.sin(a) * 34).toFixed(1)}" x2="${(x + Math.cos(a) * 40).toFixed(1)}" y2="${(190 + Math.sin(a) * 40).toFixed(1)}" stroke="#e8eef3" stroke-width="2"/>`;
    }).join('') +
    `<line x1="${x}" y1="190" x2="${x + 24}" y2="168" stroke="#ff5a36" stroke-width="3"/>`;
  return svgDoc(
    PHOTO.width,
    PHOTO.height,
    `<g transform="scale(${PHOTO.width / 640})">` +
      `<defs><linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(t.dash, 0.18)}"/><stop offset="1" stop-color="${t.dash}"/></linearGradient>` +
      `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f5f8f"/><stop offset="1" stop-color="#0a2236"/></linearGradient>` +
      `<linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9d3ef"/><stop offset="1" stop-color="#eef6fa"/></linearGradient></defs>` +
      `<rect width="640" height="427" fill="url(#view)"/>` +
      `<path d="M0 110 Q320 70 640 110 L640 427 L0 427 Z" fill="url(#dash)"/>` +
      `<rect x="330" y="135" width="240" height="110" rx="18" fill="#101215"/>${dial(395)}${dial(505)}` +
      `<rect x="90" y="140" width="190" height="118" rx="10" fill="url(#screen)" stroke="#333" stroke-width="3"/>` +
      `<path d="M100 230 L150 190 L190 210 L240 165 L270 175" stroke="#7fd1ff" stroke-width="3" fill="none"/>` +
      `<circle cx="240" cy="165" r="5" fill="#ffcf40"/>` +
      `${[0, 1].map((i) => `<rect x="${105 + i * 100}" y="280" width="70" height="26" rx="8" fill="#0e0f11"/>${[0, 1, 2].map((j) => `<line x1="${110 + i * 100}" y1="${286 + j * 7}" x2="${170 + i * 100}" y2="${286 + j * 7}" stroke="#444" stroke-width="2"/>`).join('')}`).join('')}` +
      `<circle cx="450" cy="300" r="108" fill="none" stroke="#141518" stroke-width="22"/>` +
      `<path d="M350 310 Q450 330 550 310 L540 350 Q450 370 360 350 Z" fill="#141518"/>` +
      `<circle cx="450" cy="330" r="30" fill="#1c1d21" stroke="${t.accent}" stroke-width="3"/>` +
      `<rect x="150" y="330" width="40" height="70" rx="14" fill="#111"/><circle cx="170" cy="330" r="18" fill="${t.accent}"/></g>`,
  );
}

/** An outdoor hero of a model: its body in its paint on a road, sky varying by model. */
function heroShot(body: BodyType, paint: Paint, variant: number): string {
  const o = outlineOf(body);
  const scale = HERO.width / 800;
  return svgDoc(
    HERO.width,
    HERO.height,
    `<g transform="scale(${scale})">${outdoor(800, 400, 280, variant)}<defs>${paintDefs(paint.hex)}</defs>` +
      `<ellipse cx="520" cy="332" rx="260" ry="16" fill="url(#shadow)"/>` +
      `<g transform="translate(250 30) scale(0.9)">${profile(o, paint.hex)}</g></g>`,
  );
}

/**
 * One of several cars in a drawing: its profile moved and scaled, its gradients and clip renamed
 * with `prefix` so the cars' paints do not share ids.
 */
function placedProfile(
  prefix: string,
  body: BodyType,
  hex: string,
  x: number,
  y: number,
  scale: number,
): string {
  const defs = paintDefs(hex).replaceAll('id="', `id="${prefix}`);
  const car = profile(outlineOf(body), hex)
    .replaceAll('url(#', `url(#${prefix}`)
    .replaceAll('id="bodyclip"', `id="${prefix}bodyclip"`);
  return `<defs>${defs}</defs><g transform="translate(${x} ${y}) scale(${scale})">${car}</g>`;
}

/** A home-page scene: several cars on a road, nearest last (a yard, a caravan behind its tow car). */
function sceneShot(cars: { body: BodyType; paint: Paint }[], variant: number): string {
  const scale = HERO.width / 800;
  const step = 560 / cars.length;
  const drawn = cars
    .map((c, i) => {
      const s = 0.62 + i * 0.06;
      const x = 40 + i * step * 0.95;
      const y = 300 - 300 * s + 28 + i * 10;
      return (
        `<ellipse cx="${x + 330 * s}" cy="${y + 300 * s}" rx="${280 * s}" ry="${14 * s}" fill="url(#c${i}shadow)"/>` +
        placedProfile(`c${i}`, c.body, c.paint.hex, x, y, s)
      );
    })
    .join('');
  return svgDoc(
    HERO.width,
    HERO.height,
    `<g transform="scale(${scale})">${outdoor(800, 400, 280, variant)}${drawn}</g>`,
  );
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

/** A dealership: a glass showroom under a sign band in the dealer's colour, cars out the front. */
export function showroomShot(colour: string, variant: number, service: boolean): string {
  const panes = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="${150 + i * 70}" y="150" width="64" height="120" fill="url(#pane)" stroke="#2b3036" stroke-width="2"/>`,
  ).join('');
  const door = service
    ? `<rect x="90" y="160" width="120" height="110" fill="#3a3f45"/>${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="90" y1="${172 + i * 17}" x2="210" y2="${172 + i * 17}" stroke="#555b62" stroke-width="3"/>`).join('')}`
    : '';
  const cars = [
    { body: 'suv' as BodyType, hex: paints[(variant + 5) % 8]!.hex, x: 70 },
    { body: 'hatch' as BodyType, hex: paints[(variant + 2) % 8]!.hex, x: 410 },
  ]
    .map((c, i) => placedProfile(`s${i}`, c.body, c.hex, c.x, 225, 0.5))
    .join('');
  return svgDoc(
    PHOTO.width,
    PHOTO.height,
    `<g transform="scale(${PHOTO.width / 640})">${outdoor(640, 427, 300, variant)}` +
      `<defs><linearGradient id="pane" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fc3dc"/><stop offset="0.5" stop-color="#4f6f86"/><stop offset="1" stop-color="#b8d4e6"/></linearGradient></defs>` +
      `<rect x="60" y="110" width="560" height="190" fill="#e9ecef"/>` +
      `<rect x="60" y="100" width="560" height="44" fill="${colour}"/>` +
      `<rect x="60" y="144" width="560" height="6" fill="${darken(colour, 0.3)}"/>` +
      panes +
      door +
      `<rect x="0" y="296" width="640" height="8" fill="#9aa0a6"/>` +
      cars +
      `</g>`,
  );
}

export function locationPhotoPath(siteSlug: string, locationSlug: string): string {
  return `/images/locations/${siteSlug}-${locationSlug}.jpg`;
}

export function scenePath(name: string): string {
  return `/images/heroes/${name}.jpg`;
}

export function drawPhoto(body: BodyType, paint: Paint, angle: Angle): string {
  const o = outlineOf(body);
  switch (angle) {
    case 'front':
      return frontShot(o, paint.hex);
    case 'side':
      return sideShot(o, paint.hex);
    case 'rear':
      return rearShot(o, paint.hex);
    case 'interior':
      return interiorShot(o);
    case 'dashboard':
      return dashboardShot(o);
  }
}

async function jpeg(svg: string, path: string): Promise<void> {
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
