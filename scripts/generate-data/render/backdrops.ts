/**
 * Where a dealer photographs its cars: a studio cyclorama, a showroom with windows, an asphalt
 * yard, a concrete forecourt in late sun, a red-gravel caravan yard; and a country road for the
 * models' hero photographs. Each is the light a car
 * reflects and is lit by (an environment in the camera's frame: +z away from the camera, +x to
 * its right), a key light (softbox or sun) and the ground the car stands on.
 */

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

export const backdropNames = ['studio', 'showroom', 'yard', 'forecourt', 'gravel', 'road'] as const;
export type BackdropName = (typeof backdropNames)[number];

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
    key: { dir: norm([-0.15, 1, -0.25]), colour: [1.5, 1.5, 1.5], softness: 1.1 },
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
    key: { dir: norm([-0.2, 1, 0.1]), colour: [1.2, 1.18, 1.12], softness: 1.3 },
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

// ---- outdoor ----
interface Sky {
  zenith: Rgb;
  low: Rgb;
  sun: Rgb;
  sunDir: Rgb;
  /** The horizon's skyline: tree canopy, low buildings or gum trees. */
  skyline: 'trees' | 'buildings' | 'gums';
  skylineColour: Rgb;
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
      let h: number;
      if (sky.skyline === 'buildings') {
        const block = Math.floor(az * 7 + 40);
        h = 0.03 + 0.07 * hash(block, 3) * hash(block, 7);
      } else if (sky.skyline === 'gums') {
        h = 0.02 + 0.09 * Math.pow(fbm(az * 4, 1.3), 2.2) + 0.015 * noise(az * 60, 2);
      } else {
        h = 0.035 + 0.06 * fbm(az * 5, 0.7) + 0.01 * noise(az * 50, 5);
      }
      if (sky.skyline === 'buildings' && y < h) {
        // Showrooms and sheds across the road: each its own colour, a band of windows, trees
        // between them.
        const block = Math.floor(az * 7 + 40);
        const tone = 0.55 + 0.5 * hash(block, 11);
        const warm = hash(block, 13) * 0.12;
        const windows = Math.abs(y - h * 0.55) < h * 0.12 && hash(Math.floor(az * 90), block) > 0.3;
        const tree = fbm(az * 9, 3.1) > 0.58 && y < h * (0.5 + fbm(az * 30, 1));
        const v = tree ? 0.12 : windows ? 0.18 : tone * 0.42;
        return set(out, tree ? 0.07 : v + warm, tree ? 0.09 : v + warm * 0.7, tree ? 0.06 : v);
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
    },
    1.0,
    (x, z, out) => {
      const n = 0.085 + 0.03 * (fbm(x / 7, z / 7, 3) - 0.5) + 0.02 * (fbm(x / 200, z / 200) - 0.5);
      // Parking bay lines along the car, either side.
      const line = Math.abs(Math.abs(z) - 150) < 4 ? 0.52 : 0;
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
      skyline: 'trees',
      skylineColour: [0.07, 0.09, 0.05],
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
    },
    1.0,
    (x, z, out) => {
      const fine = noise(x / 1.6, z / 1.6);
      const patch = fbm(x / 120, z / 120);
      const v = 0.6 + 0.5 * fine + 0.3 * (patch - 0.5);
      set(out, 0.36 * v, 0.22 * v, 0.14 * v);
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
    },
    1.0,
    (x, z, out) => {
      // Bitumen with a broken centre line beside the car and gravel shoulders beyond.
      const n = 0.07 + 0.025 * (fbm(x / 6, z / 6, 3) - 0.5);
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
