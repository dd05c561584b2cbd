/**
 * What the sample photographs are drawn from: each body's side outline, paint and glass
 * gradients, studio and outdoor backgrounds, wheels, and the painted profile every shot builds on.
 * Pure SVG strings (photo-shots.ts composes them, photos.ts rasterises them).
 */
import type { BodyType } from '~/catalogue/car.schema.ts';

/** Photo width and height of the car shots (3:2 landscape, as dealer photos are). */
export const PHOTO = { width: 1200, height: 800 } as const;
/** Model hero images (2:1 banner). */
export const HERO = { width: 1600, height: 800 } as const;

export const angles = ['front', 'side', 'rear', 'interior', 'dashboard'] as const;
export type Angle = (typeof angles)[number];

export interface Outline {
  body: string;
  glass: string;
  wheels: number[];
  /** Interior trim tone. */
  trim: 'charcoal' | 'sand' | 'slate';
  /** A caravan or motorhome: interior and kitchen shots instead of seats and dashboard. */
  living?: boolean;
  /** Towed (a caravan or camper): no headlights, its tail lights on the left (the drawbar is on the right). */
  towed?: boolean;
  /** Door shut lines where the glass does not place them (a convertible's one long door). */
  doors?: number[];
}

/** Side-profile outline per body (viewBox 640x400, ground at y=300, nose on the left). */
const outlines: Partial<Record<BodyType, Outline>> = {
  // Short: the roof runs to a steep tailgate just behind the rear wheel (a sedan has a boot).
  hatch: {
    body: 'M112 290 L112 234 Q117 206 162 199 L236 160 Q262 142 332 141 L436 143 Q466 147 480 178 L494 212 Q502 228 500 290 Z',
    glass: 'M252 165 L332 151 L430 153 L466 200 L224 201 Z',
    wheels: [192, 430],
    trim: 'charcoal',
  },
  sedan: {
    body: 'M80 290 L80 240 Q90 215 150 210 L240 165 Q270 150 340 150 L410 152 Q450 160 490 205 L560 215 Q585 228 580 290 Z',
    glass: 'M255 172 L340 160 L405 162 L460 205 L225 208 Z',
    wheels: [170, 490],
    trim: 'sand',
  },
  // Tall and short: a high bonnet, a roof that runs almost to the back, a steep tailgate and short
  // overhangs (a people mover is longer and one box; a sedan has a boot).
  suv: {
    body: 'M104 290 L104 222 Q108 197 152 191 L204 183 L262 122 Q275 113 320 113 L470 116 Q490 119 504 146 L524 190 Q534 206 532 290 Z',
    glass: 'M272 130 L322 121 L462 124 L494 183 L240 186 Z',
    wheels: [190, 452],
    trim: 'charcoal',
  },
  ute: {
    body: 'M70 290 L70 215 Q75 190 125 185 L190 130 Q205 120 280 120 L340 122 Q355 130 365 185 L585 190 L590 290 Z',
    glass: 'M205 140 L280 130 L335 132 L345 185 L180 188 Z',
    wheels: [160, 500],
    trim: 'slate',
  },
  // A cab, then a flat tray on the chassis rails with a headboard, the rear wheel under the tray.
  cabChassis: {
    body: 'M70 290 L70 215 Q75 190 125 185 L190 130 Q205 120 280 120 L340 122 Q355 130 362 185 L366 290 Z M376 196 L590 196 L590 214 L376 214 Z M376 146 L388 146 L388 196 L376 196 Z M392 214 L580 214 L580 234 L392 234 Z',
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
  // Roof down: a raked windscreen over the cowl, an open cabin, one long door.
  convertible: {
    body: 'M90 290 L90 245 Q100 222 160 215 L262 207 L302 168 L310 171 L288 207 L500 210 L560 222 Q580 235 575 290 Z',
    glass: 'M270 206 L302 174 L306 176 L284 206 Z',
    wheels: [180, 485],
    trim: 'sand',
    doors: [300, 418],
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
    towed: true,
  },
  softtop: {
    body: 'M60 280 L60 160 L520 160 L520 280 Z M90 160 L110 100 L480 100 L500 160 Z M520 255 L600 262 L600 270 L520 268 Z',
    glass: 'M140 185 L240 185 L240 230 L140 230 Z',
    wheels: [290],
    trim: 'sand',
    living: true,
    towed: true,
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

/** The drawn shape a body uses (a light truck looks like a cab chassis; others like sedans). */
export function photoBody(body: BodyType): BodyType {
  if (outlines[body]) return body;
  return body === 'lightTruck' ? 'cabChassis' : 'sedan';
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
export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

export const trims = {
  charcoal: { seat: '#2a2c30', dash: '#1c1d20', accent: '#5b6068' },
  sand: { seat: '#b9a486', dash: '#2b2824', accent: '#8c7a60' },
  slate: { seat: '#4a5058', dash: '#25282c', accent: '#70777f' },
};

export function numbers(path: string): number[] {
  return (path.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
}
export function bounds(path: string) {
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
export function paintDefs(hex: string): string {
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

export function studio(w: number, h: number, floorY: number): string {
  return (
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbfcfd"/><stop offset="1" stop-color="#dfe5ea"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c4ccd3"/><stop offset="1" stop-color="#eef1f4"/></linearGradient>` +
    `<radialGradient id="spot" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#wall)"/><rect y="${floorY}" width="${w}" height="${h - floorY}" fill="url(#floor)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#spot)"/>`
  );
}

export function outdoor(w: number, h: number, floorY: number, hue: number): string {
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
export function profile(o: Outline, hex: string): string {
  const b = bounds(o.body);
  const g = bounds(o.glass);
  const beltY = g.maxY;
  const doorXs =
    o.doors ??
    (o.living ? [] : [Math.round(g.minX + (g.maxX - g.minX) * 0.48), Math.round(g.maxX + 4)]);
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
  const lamps = o.towed
    ? `<rect x="${b.minX + 2}" y="${b.maxY - 64}" width="10" height="22" rx="3" fill="#c8161e"/>`
    : `<path d="M${b.minX + 2} ${beltY + 22} q 22 -6 34 2 l -2 10 q -18 2 -32 -2 Z" fill="#f3f6f8" stroke="${darken(hex, 0.5)}" stroke-width="1.2"/>` +
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

export function outlineOf(body: BodyType): Outline {
  return outlines[photoBody(body)]!;
}

export function svgDoc(w: number, h: number, inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${inner}</svg>`;
}

/**
 * One of several cars in a drawing: its profile moved and scaled, its gradients and clip renamed
 * with `prefix` so the cars' paints do not share ids.
 */
export function placedProfile(
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
