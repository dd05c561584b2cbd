/**
 * Where a dealer photographs its cars: a studio cyclorama, a showroom with windows, an asphalt
 * yard, a concrete forecourt in late sun, a red-gravel caravan yard; and a country road for the
 * models' hero photographs. Each is the light a car
 * reflects and is lit by (an environment in the camera's frame: +z away from the camera, +x to
 * its right), a key light (softbox or sun) and the ground the car stands on.
 */
import type { BackdropName } from '../../../scripts/generate-data/photos.ts';

export { type BackdropName, backdropNames } from '../../../scripts/generate-data/photos.ts';

export type Rgb = [number, number, number];

export interface Backdrop {
  name: BackdropName;
  /** Exposure before the film curve. */
  exposure: number;
  /** Towards the key light, in the camera's frame, and its colour. */
  key: { dir: Rgb; colour: Rgb; softness: number };
  /** Light from above and from below (diffuse). */
  sky: Rgb;
  bounce: Rgb;
  /** Radiance seen in direction (x, y, z) of the camera's frame, written to `out`. */
  env(x: number, y: number, z: number, out: Rgb): void;
  /** Ground albedo at world point (x, z). */
  ground(x: number, z: number, out: Rgb): void;
  /** How much of the car the floor mirrors (polished floors). */
  gloss: number;
  /** Distance (world units) over which the ground fades into the far ground's colour. */
  haze: number;
  horizon: Rgb;
}

// ---- noise ----
function hash(x: number, y: number): number {
  let h = Math.imul(x | 0, 374761393) ^ Math.imul(y | 0, 668265263);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}
export function noise(x: number, y: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = x - ix;
  const fy = y - iy;
  const ux = fx * fx * (3 - 2 * fx);
  const uy = fy * fy * (3 - 2 * fy);
  const a = hash(ix, iy);
  const b = hash(ix + 1, iy);
  const c = hash(ix, iy + 1);
  const d = hash(ix + 1, iy + 1);
  return a + (b - a) * ux + (c - a) * uy + (a - b - c + d) * ux * uy;
}
export function fbm(x: number, y: number, octaves = 4): number {
  let s = 0;
  let a = 0.5;
  for (let i = 0; i < octaves; i++) {
    s += a * noise(x, y);
    x = x * 2.03 + 17.1;
    y = y * 2.03 + 9.7;
    a *= 0.5;
  }
  return s;
}

const smooth = (a: number, b: number, x: number) => {
  const t = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};
const norm = (v: Rgb): Rgb => {
  const l = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / l, v[1] / l, v[2] / l];
};
const set = (out: Rgb, r: number, g: number, b: number) => {
  out[0] = r;
  out[1] = g;
  out[2] = b;
};

// ---- indoor ----
function studio(): Backdrop {
  return {
    name: 'studio',
    exposure: 1.25,
    key: { dir: norm([-0.06, 1, -0.1]), colour: [1.5, 1.5, 1.5], softness: 0.6 },
    sky: [0.95, 0.95, 0.97],
    bounce: [0.42, 0.42, 0.43],
    gloss: 0.06,
    haze: 2600,
    horizon: [0.86, 0.87, 0.88],
    env(x, y, z, out) {
      if (y < 0) return set(out, 0.42, 0.42, 0.43);
      // The cyclorama: brighter low down where the lights fall, a softbox overhead, two strip
      // lights ahead left and right.
      let l = 0.86 - 0.32 * smooth(0, 0.7, y);
      const az = Math.atan2(x, z);
      if (y > 0.72) l += 8 * smooth(0.72, 0.8, y);
      const strip = (c: number) => smooth(0.09, 0.05, Math.abs(az - c)) * smooth(-0.05, 0.05, y);
      l += 5 * (strip(-1.2) + strip(1.25)) * smooth(0.75, 0.55, y);
      set(out, l, l, l * 1.01);
    },
    ground(x, z, out) {
      const n = 0.63 + 0.025 * (fbm(x / 90, z / 90) - 0.5);
      set(out, n, n, n * 1.01);
    },
  };
}

function showroom(): Backdrop {
  return {
    name: 'showroom',
    exposure: 1.15,
    key: { dir: norm([-0.2, 1, 0.1]), colour: [1.2, 1.18, 1.12], softness: 0.8 },
    sky: [0.75, 0.76, 0.78],
    bounce: [0.22, 0.22, 0.22],
    gloss: 0.3,
    haze: 2200,
    horizon: [0.62, 0.63, 0.64],
    env(x, y, z, out) {
      const az = Math.atan2(x, z);
      if (y < 0) return set(out, 0.22, 0.22, 0.23);
      // Ahead: a glass wall, daylight behind mullions; above: a white ceiling with light strips;
      // behind the camera: a plain wall.
      if (z > 0 && y < 0.34) {
        const pane = Math.abs(((az * 5) % 1) + 1) % 1;
        const mullion = smooth(0.02, 0.05, pane) * smooth(0.98, 0.95, pane);
        const transom = smooth(0.004, 0.008, Math.abs(y - 0.2));
        const outside =
          1.05 + 0.6 * y - 0.45 * fbm(az * 3, y * 8) - (y < 0.05 ? 0.5 * fbm(az * 20, 1) : 0);
        const l = 0.12 + (outside - 0.12) * mullion * transom;
        return set(out, l * 0.95, l, l * 1.08);
      }
      if (y > 0.34) {
        const rows = Math.abs(Math.sin(Math.atan2(Math.hypot(x, z), y) * 9));
        const l = 0.62 + 4.5 * smooth(0.93, 0.985, rows) * smooth(0.4, 0.5, y);
        return set(out, l, l * 0.99, l * 0.96);
      }
      set(out, 0.58, 0.57, 0.55);
    },
    ground(x, z, out) {
      const m = fbm(x / 160, z / 160) - 0.5;
      const joint = Math.min(Math.abs(((x / 420) % 1) + 1) % 1, Math.abs(((z / 420) % 1) + 1) % 1);
      const j = joint < 0.004 ? 0.7 : 1;
      const n = (0.36 + 0.06 * m) * j;
      set(out, n, n * 0.99, n * 0.97);
    },
  };
}

/**
 * Tree crowns along the horizon at angle `az`, each its own width and height: close-set rounded
 * canopies, or gums standing apart on pale trunks with sky through their thin canopies. Whether
 * height `y` is in a crown or on a trunk; `size` scales the trees.
 */
function crowns(az: number, y: number, gums: boolean, size: number) {
  const scale = gums ? 9 : 16;
  const u = az * scale;
  const i = Math.floor(u);
  let inside = y < (gums ? 0.012 : 0.03) * size + 0.004 * noise(az * 300, 7);
  let trunk = false;
  for (let k = i - 2; k <= i + 2; k++) {
    const c = k + hash(k, 31);
    const r = (gums ? 0.5 : 0.7) + 0.6 * hash(k, 37);
    const dx = (u - c) / r;
    if (Math.abs(dx) >= 1) continue;
    const top = (0.035 + (gums ? 0.05 : 0.03) * hash(k, 41)) * size;
    const base = gums ? top * (0.4 + 0.2 * hash(k, 43)) : 0;
    const dome = base + (top - base) * Math.sqrt(1 - dx * dx);
    const ragged = dome + (gums ? 0.02 : 0.01) * size * (fbm(az * 70, k * 1.7) - 0.5);
    const gap = gums && fbm(az * 90, y * 90 + k) > 0.66;
    if (y > base && y < ragged && !gap) inside = true;
    if (gums && Math.abs(u - c) < 0.02 + 0.01 * hash(k, 47) && y < base) trunk = true;
  }
  return { inside: inside && !trunk, trunk };
}

/** Sign fascias across the road: muted brand colours. */
const signs: Rgb[] = [
  [0.5, 0.08, 0.06],
  [0.06, 0.14, 0.38],
  [0.7, 0.7, 0.68],
  [0.62, 0.48, 0.08],
  [0.1, 0.26, 0.14],
];

// ---- outdoor ----
interface Sky {
  zenith: Rgb;
  low: Rgb;
  sun: Rgb;
  sunDir: Rgb;
  /**
   * The horizon's skyline: tree canopy, low buildings, gum trees, or street trees with a city's
   * towers in the haze behind them.
   */
  skyline: 'trees' | 'buildings' | 'gums' | 'city';
  skylineColour: Rgb;
  /** How much of the sky fair-weather cloud covers (0..1), and the light on its tops. */
  cloud: number;
  cloudLight: Rgb;
}

/**
 * Cumulus over the sky at direction (x, y, z): how thick the cloud is (0: clear) and how lit
 * (1: the sunlit top, 0: the grey base). Clouds sit on a plane overhead, so near the horizon they
 * crowd into flat bands.
 */
function cumulus(x: number, y: number, z: number, cover: number): [number, number] {
  const h = y + 0.12;
  const u = x / h;
  const v = z / h;
  const c = fbm(u * 1.1 + 3.7, v * 1.1 - 1.3, 5);
  const thick = smooth(1 - cover * 0.9, 1.02 - cover * 0.8, c + 0.2);
  const lit = smooth(0.35, 0.75, fbm(u * 1.1 + 3.9, v * 1.1 - 1.1, 4) + 0.25 * thick);
  return [thick * smooth(0.005, 0.06, y), lit];
}

function outdoor(
  name: BackdropName,
  sky: Sky,
  exposure: number,
  ground: Backdrop['ground'],
  bounce: Rgb,
): Backdrop {
  const [sx, sy, sz] = sky.sunDir;
  return {
    name,
    exposure,
    key: { dir: sky.sunDir, colour: sky.sun, softness: 10 },
    sky: [
      (sky.zenith[0] + sky.low[0]) * 0.5,
      (sky.zenith[1] + sky.low[1]) * 0.5,
      (sky.zenith[2] + sky.low[2]) * 0.5,
    ],
    bounce,
    gloss: 0,
    haze: 6000,
    // Far off, the ground is the land under the skyline, in a little haze.
    horizon: [
      (sky.skylineColour[0] + sky.low[0]) * 0.4,
      (sky.skylineColour[1] + sky.low[1]) * 0.4,
      (sky.skylineColour[2] + sky.low[2]) * 0.4,
    ],
    env(x, y, z, out) {
      if (y < 0) return set(out, bounce[0] * 1.4, bounce[1] * 1.4, bounce[2] * 1.4);
      const az = Math.atan2(x, z);
      const t = smooth(0, 0.6, y);
      let r = sky.low[0] + (sky.zenith[0] - sky.low[0]) * t;
      let g = sky.low[1] + (sky.zenith[1] - sky.low[1]) * t;
      let b = sky.low[2] + (sky.zenith[2] - sky.low[2]) * t;
      const cosSun = x * sx + y * sy + z * sz;
      const glow = Math.pow(Math.max(0, cosSun), 24) * 0.9 + (cosSun > 0.9995 ? 30 : 0);
      r += glow * sky.sun[0] * 0.4;
      g += glow * sky.sun[1] * 0.4;
      b += glow * sky.sun[2] * 0.4;
      if (sky.cloud > 0) {
        const [thick, lit] = cumulus(x, y, z, sky.cloud);
        if (thick > 0) {
          // A sunlit white top over a blue-grey base, greyer still for the sky's haze low down.
          const k = 0.7 + 0.6 * lit;
          const base = 0.62 + 0.1 * y;
          r += (sky.cloudLight[0] * k * base - r) * thick;
          g += (sky.cloudLight[1] * k * base - g) * thick;
          b += (sky.cloudLight[2] * k * base * 1.04 - b) * thick;
        }
      }
      let h: number;
      if (sky.skyline === 'buildings') {
        // Showrooms and sheds across the road, with gaps between them; street trees and light
        // poles in front.
        const u = az * 7 + 40;
        const block = Math.floor(u);
        const along = u - block;
        const gap = along < 0.08 + 0.1 * hash(block, 5);
        h = gap ? 0.012 : 0.03 + 0.06 * hash(block, 3);
        const trees = crowns(az, y, false, 0.55);
        if (trees.inside && hash(Math.floor(az * 3.5 + 9), 19) > 0.45) {
          const v = 0.75 + 0.35 * noise(az * 90, y * 200);
          return set(out, 0.07 * v, 0.09 * v, 0.05 * v);
        }
        const post = Math.abs(((((az * 4.3 + 0.37) % 1) + 1) % 1) - 0.5);
        if (post < 0.0025 && y < 0.1) return set(out, 0.2, 0.21, 0.22);
        if (post < 0.012 && y > 0.097 && y < 0.102) return set(out, 0.22, 0.23, 0.24);
        if (y < h && !gap) {
          const tone = 0.5 + 0.45 * hash(block, 11);
          const warm = hash(block, 13) * 0.1;
          // The parapet's shadow line, a sign fascia on some, a glass shopfront below.
          if (h - y < 0.003) return set(out, tone * 0.3, tone * 0.3, tone * 0.3);
          if (y > h * 0.62 && y < h * 0.82 && hash(block, 17) > 0.45) {
            const c = signs[Math.floor(hash(block, 23) * signs.length)]!;
            return set(out, c[0], c[1], c[2]);
          }
          if (y < h * 0.5) {
            const mullion = (along * 18) % 1 < 0.08;
            const g = mullion ? 0.3 : 0.08 + 0.06 * (y / (h * 0.5));
            return set(out, g, g * 1.02, g * 1.08);
          }
          const v = tone * 0.42;
          return set(out, v + warm, v + warm * 0.7, v);
        }
      } else if (sky.skyline === 'city') {
        const t = crowns(az, y, false, 0.8);
        h = t.inside ? y + 1 : 0;
        if (!t.inside) {
          // Towers: some blocks stand tall, glass and concrete, their floors in faint bands, all
          // a long way off in the haze.
          const u = az * 11 + 20;
          const block = Math.floor(u);
          const along = u - block;
          const tall = hash(block, 51);
          const top = tall > 0.3 ? 0.04 + 0.13 * tall * tall : 0.025;
          const w0 = 0.05 + 0.15 * hash(block, 53);
          if (y < top && along > w0 && along < w0 + 0.5 + 0.3 * hash(block, 57)) {
            const glass = hash(block, 59) > 0.5;
            const floors = (y * 420) % 1 < 0.35 ? 0.85 : 1;
            const lit = along < w0 + 0.06 ? 1.25 : 1;
            const v = (glass ? 0.42 : 0.7) * (0.8 + 0.4 * hash(block, 61)) * floors * lit;
            const mist = 0.42;
            r = (sky.low[0] * 0.55 + 0.05) * v * (1 - mist) + sky.low[0] * mist * 0.92;
            g = (sky.low[1] * 0.6 + 0.06) * v * (1 - mist) + sky.low[1] * mist * 0.92;
            b = (sky.low[2] * 0.7 + 0.1) * v * (1 - mist) + sky.low[2] * mist * 0.92;
            return set(out, r, g, b);
          }
        }
      } else {
        const t = crowns(az, y, sky.skyline === 'gums', 1);
        if (t.trunk) return set(out, 0.32, 0.3, 0.26);
        h = t.inside ? y + 1 : 0;
      }
      if (y < h) {
        const c = sky.skylineColour;
        const v = 0.8 + 0.4 * noise(az * 90, y * 200);
        const haze = smooth(0, h, y) * 0.25;
        r = c[0] * v + (sky.low[0] - c[0] * v) * haze;
        g = c[1] * v + (sky.low[1] - c[1] * v) * haze;
        b = c[2] * v + (sky.low[2] - c[2] * v) * haze;
      }
      set(out, r, g, b);
    },
    ground,
  };
}

/**
 * Bitumen's wear at (x, z), a factor on its tone: the stone's speckle, paler sun-bleached
 * patches, dark oil drips and the black lines of sealed cracks.
 */
function wear(x: number, z: number): number {
  const speckle = 0.85 + 0.3 * hash(Math.floor(x / 1.3), Math.floor(z / 1.3));
  const bleach = 1 + 0.25 * smooth(0.55, 0.75, fbm(x / 260 + 5, z / 260));
  const oil = 1 - 0.35 * smooth(0.66, 0.74, fbm(x / 35 - 3, z / 35 + 8, 3));
  const crack =
    Math.abs(fbm(x / 140 + 11, z / 140 - 4, 3) - 0.5) < 0.004 && noise(x / 300, z / 300 + 7) > 0.55
      ? 0.6
      : 1;
  return speckle * bleach * oil * crack;
}

function yard(): Backdrop {
  return outdoor(
    'yard',
    {
      zenith: [0.16, 0.32, 0.72],
      low: [0.72, 0.82, 0.95],
      sun: [3.1, 2.95, 2.7],
      sunDir: norm([-0.55, 0.8, -0.35]),
      skyline: 'buildings',
      skylineColour: [0.32, 0.33, 0.35],
      cloud: 0.3,
      cloudLight: [1.45, 1.45, 1.42],
    },
    1.0,
    (x, z, out) => {
      const n =
        (0.085 + 0.03 * (fbm(x / 7, z / 7, 3) - 0.5) + 0.02 * (fbm(x / 200, z / 200) - 0.5)) *
        wear(x, z);
      // Parking bay lines along the car, either side, worn where tyres cross them.
      const line = Math.abs(Math.abs(z) - 150) < 4 ? 0.52 * (0.55 + 0.45 * fbm(x / 9, z / 3)) : 0;
      const v = Math.max(n, line * (0.85 + 0.3 * noise(x / 5, z)));
      set(out, v, v, v * 1.03);
    },
    [0.1, 0.1, 0.1],
  );
}

function forecourt(): Backdrop {
  return outdoor(
    'forecourt',
    {
      zenith: [0.2, 0.3, 0.6],
      low: [0.95, 0.8, 0.62],
      sun: [3.2, 2.4, 1.6],
      sunDir: norm([-0.7, 0.42, -0.45]),
      skyline: 'city',
      skylineColour: [0.07, 0.09, 0.05],
      cloud: 0.25,
      cloudLight: [1.5, 1.22, 0.95],
    },
    1.05,
    (x, z, out) => {
      const n = 0.3 + 0.05 * (fbm(x / 30, z / 30, 3) - 0.5);
      const jx = Math.abs(((x / 300) % 1) + 1) % 1;
      const jz = Math.abs(((z / 300) % 1) + 1) % 1;
      const j = Math.min(jx, 1 - jx, jz, 1 - jz) < 0.006 ? 0.55 : 1;
      set(out, n * j * 1.02, n * j, n * j * 0.96);
    },
    [0.3, 0.26, 0.22],
  );
}

/**
 * Loose stones over the crushed red gravel: in about half of a 3-unit grid's cells a rounded
 * stone, grey, pale quartz or dark ironstone, with a thin shade on its far side.
 */
function stones(x: number, z: number, out: Rgb): void {
  const u = x / 3;
  const v = z / 3;
  const cx = Math.floor(u);
  const cz = Math.floor(v);
  const h = hash(cx, cz);
  if (h < 0.45) return;
  const k = hash(cx + 31, cz - 17);
  const dx = u - cx - 0.3 - 0.4 * k;
  const dz = v - cz - 0.3 - 0.4 * hash(cx - 5, cz + 23);
  const r2 = dx * dx + dz * dz;
  const size = 0.05 + 0.1 * h;
  if (r2 > size * 1.5) return;
  if (r2 > size) {
    // Its shade on the ground, towards the camera's side.
    if (dz > 0) set(out, out[0] * 0.7, out[1] * 0.7, out[2] * 0.7);
    return;
  }
  const t = hash(cx + 7, cz + 11);
  const lit = 0.85 + 0.3 * (0.5 - dz);
  if (t < 0.45) set(out, 0.34 * lit, 0.31 * lit, 0.28 * lit);
  else if (t < 0.75) set(out, 0.52 * lit, 0.46 * lit, 0.38 * lit);
  else set(out, 0.2 * lit, 0.12 * lit, 0.08 * lit);
}

function gravel(): Backdrop {
  return outdoor(
    'gravel',
    {
      zenith: [0.14, 0.3, 0.68],
      low: [0.78, 0.82, 0.88],
      sun: [3.2, 2.9, 2.5],
      sunDir: norm([-0.45, 0.7, -0.55]),
      skyline: 'gums',
      skylineColour: [0.11, 0.13, 0.09],
      cloud: 0.3,
      cloudLight: [1.45, 1.43, 1.38],
    },
    1.0,
    (x, z, out) => {
      const fine = noise(x / 1.6, z / 1.6);
      const patch = fbm(x / 120, z / 120);
      const v = 0.6 + 0.5 * fine + 0.3 * (patch - 0.5);
      set(out, 0.36 * v, 0.22 * v, 0.14 * v);
      stones(x, z, out);
    },
    [0.2, 0.13, 0.09],
  );
}

function road(): Backdrop {
  return outdoor(
    'road',
    {
      zenith: [0.12, 0.28, 0.7],
      low: [0.66, 0.78, 0.92],
      sun: [3.1, 2.9, 2.6],
      sunDir: norm([-0.6, 0.62, -0.3]),
      skyline: 'trees',
      skylineColour: [0.08, 0.11, 0.06],
      cloud: 0.35,
      cloudLight: [1.45, 1.45, 1.42],
    },
    1.0,
    (x, z, out) => {
      // Bitumen with a broken centre line beside the car and gravel shoulders beyond.
      const n = (0.07 + 0.025 * (fbm(x / 6, z / 6, 3) - 0.5)) * wear(x, z);
      const dash = Math.abs(z - 210) < 5 && (((x / 160) % 1) + 1) % 1 < 0.55 ? 0.55 : 0;
      const shoulder = Math.abs(z) > 520 ? 0.1 * fbm(x / 3, z / 3, 2) : 0;
      const v = Math.max(n + shoulder, dash);
      set(out, v * 1.02, v, v * 0.97);
    },
    [0.09, 0.09, 0.08],
  );
}

export function backdrop(name: BackdropName): Backdrop {
  switch (name) {
    case 'studio':
      return studio();
    case 'showroom':
      return showroom();
    case 'yard':
      return yard();
    case 'forecourt':
      return forecourt();
    case 'gravel':
      return gravel();
    case 'road':
      return road();
  }
}
