/**
 * Ray-marches a body (car.ts) on a backdrop (backdrops.ts) from one of three angles into two
 * light buffers, so that every paint is one multiply-add away: pixel = paint × A + B, where A is
 * the light the paint's colour takes (diffuse, metallic flake) and B everything else (clear-coat
 * reflections, glass, tyres, lamps, the ground and the background). `develop` turns the buffers
 * into a photograph: a paint, a film curve, a little vignetting and grain.
 */
import type { BodyType } from '~/catalogue/car.schema.ts';

import { type Backdrop, backdrop, type BackdropName, type Rgb } from './backdrops.ts';
import { buildCar } from './car.ts';
import { Mat, type Solid } from './solid.ts';

export type View = 'front' | 'side' | 'rear';

export interface Light {
  width: number;
  height: number;
  /** One A buffer per paint (a scene of several cars has several). */
  a: Float32Array[];
  b: Float32Array;
  /** How far each pixel is out of focus (0: sharp, as the car is; 1: the far skyline). */
  blur: Float32Array;
  /** The share of each pixel that is background (not the car), which a blur may spread. */
  bg: Float32Array;
}

interface Camera {
  pos: Rgb;
  fwd: Rgb;
  right: Rgb;
  up: Rgb;
  /** The horizontal forward, for the backdrop's frame. */
  hf: Rgb;
  tan: number;
  aspect: number;
}

const dot = (a: Rgb, b: Rgb) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const normalize = (v: Rgb): Rgb => {
  const l = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / l, v[1] / l, v[2] / l];
};
const cross = (a: Rgb, b: Rgb): Rgb => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

function lookAt(pos: Rgb, target: Rgb, fovDeg: number, aspect: number): Camera {
  const fwd = normalize([target[0] - pos[0], target[1] - pos[1], target[2] - pos[2]]);
  const hf = normalize([fwd[0], 0, fwd[2]]);
  const right: Rgb = [hf[2], 0, -hf[0]];
  let up = cross(fwd, right);
  if (up[1] < 0) up = [-up[0], -up[1], -up[2]];
  return { pos, fwd, right, up, hf, tan: Math.tan((fovDeg * Math.PI) / 360), aspect };
}

/** Where a world point lands on screen, in -1..1 both ways (y up). */
function project(c: Camera, p: Rgb): [number, number] {
  const d: Rgb = [p[0] - c.pos[0], p[1] - c.pos[1], p[2] - c.pos[2]];
  const z = dot(d, c.fwd);
  return [dot(d, c.right) / z / (c.tan * c.aspect), dot(d, c.up) / z / c.tan];
}

/** A camera that frames the car as a dealer's photographer would for this view. */
function frame(car: Solid, view: View, aspect: number): Camera {
  const { minX, maxX, maxY, maxZ } = car.box;
  const minZ = car.box.minZ ?? -maxZ;
  const cx = (minX + maxX) / 2;
  // The nose end is where a front three-quarter looks from.
  const noseSign = car.noseRight ? 1 : -1;
  const turn = car.cameraTurn ?? 38;
  const yaw = view === 'side' ? 0 : ((view === 'front' ? 1 : -1) * noseSign * turn * Math.PI) / 180;
  const dir: Rgb = [Math.sin(yaw), 0, -Math.cos(yaw)];
  const height = car.cameraHeight ?? (view === 'side' ? 85 : 105);
  const corners: Rgb[] = [];
  for (const x of [minX, maxX])
    for (const y of [0, maxY]) for (const z of [minZ, maxZ]) corners.push([x, y, z]);
  let target: Rgb = [cx, maxY * 0.42, (minZ + maxZ) / 2];
  let dist = (maxX - minX) * 2.2;
  let cam = lookAt([0, 0, 0], target, 26, aspect);
  for (let i = 0; i < 12; i++) {
    const pos: Rgb = [target[0] + dir[0] * dist, height, target[2] + dir[2] * dist];
    cam = lookAt(pos, target, 26, aspect);
    const pts = corners.map((p) => project(cam, p));
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    const wide = Math.max(...xs) - Math.min(...xs);
    const tall = Math.max(...ys) - Math.min(...ys);
    const fill = Math.max(wide / 1.66, tall / 1.3);
    dist *= 0.5 + 0.5 * fill;
    // Centre across; the car a little below the middle, as the ground takes the lower frame.
    const midX = (Math.max(...xs) + Math.min(...xs)) / 2;
    const midY = (Math.max(...ys) + Math.min(...ys)) / 2;
    const k = dist * cam.tan;
    target = [
      target[0] + cam.right[0] * midX * k * aspect * 0.8,
      target[1] + midY * k * 0.8 + 0.08 * k * 0.8,
      target[2] + cam.right[2] * midX * k * aspect * 0.8,
    ];
  }
  return cam;
}

// ---- marching ----
function boxHit(car: Solid, o: Rgb, d: Rgb): [number, number] | null {
  const { minX, maxX, maxY, maxZ } = car.box;
  const minZ = car.box.minZ ?? -maxZ;
  let t0 = 0;
  let t1 = Infinity;
  const slab = (oo: number, dd: number, lo: number, hi: number) => {
    if (Math.abs(dd) < 1e-9) return oo >= lo && oo <= hi;
    let a = (lo - oo) / dd;
    let b = (hi - oo) / dd;
    if (a > b) [a, b] = [b, a];
    t0 = Math.max(t0, a);
    t1 = Math.min(t1, b);
    return t0 <= t1;
  };
  if (!slab(o[0], d[0], minX, maxX)) return null;
  if (!slab(o[1], d[1], -1, maxY)) return null;
  if (!slab(o[2], d[2], minZ, maxZ)) return null;
  return [t0, t1];
}

function march(car: Solid, o: Rgb, d: Rgb): number {
  const span = boxHit(car, o, d);
  if (!span) return -1;
  let t = span[0];
  for (let i = 0; i < 220 && t <= span[1]; i++) {
    const h = car.sdf(o[0] + d[0] * t, o[1] + d[1] * t, o[2] + d[2] * t);
    if (h < 0.04) return t;
    t += h * 0.8;
  }
  return -1;
}

function normalAt(car: Solid, p: Rgb): Rgb {
  const e = 0.3;
  const a = car.sdf(p[0] + e, p[1] - e, p[2] - e);
  const b = car.sdf(p[0] - e, p[1] - e, p[2] + e);
  const c = car.sdf(p[0] - e, p[1] + e, p[2] - e);
  const dd = car.sdf(p[0] + e, p[1] + e, p[2] + e);
  return normalize([a - b - c + dd, -a - b + c + dd, -a + b - c + dd]);
}

function softShadow(car: Solid, p: Rgb, l: Rgb, k: number): number {
  const span = boxHit(car, p, l);
  if (!span) return 1;
  let res = 1;
  let t = Math.max(1.5, span[0]);
  if (car.indoor) {
    // Inside, the sun's patches through a window fall on seats and floors close by: short steps,
    // and where the ray passed closest to an edge between two of them worked out, so the
    // penumbra is smooth (longer steps leave it in bands).
    // The first step is cut by the sample's dither, so neighbouring rays sample the occluder at
    // different points and the steps' bands turn to a fine grain that the samples average out.
    let last = Infinity;
    for (let i = 0; i < 160 && t < span[1]; i++) {
      const h = car.sdf(p[0] + l[0] * t, p[1] + l[1] * t, p[2] + l[2] * t);
      if (h < 0.02) return 0;
      const y = Math.min(h, (h * h) / (2 * last));
      res = Math.min(res, (k * Math.sqrt(h * h - y * y)) / Math.max(0.01, t - y));
      last = h;
      const step = Math.max(0.6, Math.min(h * 0.7, 8));
      t += i === 0 ? step * (0.25 + dither) : step;
    }
    res = Math.max(0, Math.min(1, res));
    return res * res * (3 - 2 * res);
  }
  for (let i = 0; i < 40 && t < span[1]; i++) {
    const h = car.sdf(p[0] + l[0] * t, p[1] + l[1] * t, p[2] + l[2] * t);
    if (h < 0.02) return 0;
    res = Math.min(res, (k * h) / t);
    t += Math.max(1.2, Math.min(h, 30));
  }
  return Math.max(0, Math.min(1, res));
}

function occlusion(car: Solid, p: Rgb, n: Rgb): number {
  let occ = 0;
  let w = 1;
  for (let i = 1; i <= 5; i++) {
    const h = 1.2 * i * i;
    const d = car.sdf(p[0] + n[0] * h, p[1] + n[1] * h, p[2] + n[2] * h);
    occ += ((h - d) / h) * w;
    w *= 0.6;
  }
  return Math.max(0, Math.min(1, 1 - occ * 0.45));
}

// ---- shading ----
interface Shader {
  car: Solid;
  bd: Backdrop;
  cam: Camera;
  key: Rgb;
}

const tmp: Rgb = [0, 0, 0];
/** The paint slot of the car the last shaded point belongs to. */
let slot = 0;
/**
 * The sample being drawn, as a number in [0, 1) that differs from each sample to its neighbours
 * (interleaved gradient noise over the sample grid): the same for every render of the picture.
 */
let dither = 0.5;
/** The last shaded point was clear glass: the ray goes on through it. */
let clear = false;
/** The backdrop's radiance in world direction d. */
function env(s: Shader, d: Rgb, out: Rgb): void {
  const c = s.cam;
  s.bd.env(d[0] * c.right[0] + d[2] * c.right[2], d[1], d[0] * c.hf[0] + d[2] * c.hf[2], out);
}
const soft: Rgb = [0, 0, 0];
function envSoft(s: Shader, d: Rgb, out: Rgb): void {
  let r = 0;
  let g = 0;
  let b = 0;
  for (const [ox, oy, oz] of [
    [0.22, 0.1, 0],
    [-0.22, 0.1, 0.05],
    [0, 0.25, -0.2],
    [0.05, -0.15, 0.22],
  ] as const) {
    env(s, normalize([d[0] + ox, d[1] + oy, d[2] + oz]), soft);
    r += soft[0];
    g += soft[1];
    b += soft[2];
  }
  out[0] = r / 4;
  out[1] = g / 4;
  out[2] = b / 4;
}

/** Shades a point of the car seen along `d`: writes its A and B into the arrays at `i`. */
function shadeCar(s: Shader, p: Rgb, d: Rgb, A: Rgb, B: Rgb): void {
  const { car, bd, key } = s;
  let n = normalAt(car, p);
  const m = car.material(p[0], p[1], p[2], n[0], n[1], n[2]);
  slot = car.slot;
  if (m === Mat.Paint || m === Mat.Glass || m === Mat.Privacy) {
    const [tx, ty, tz] = car.tilt;
    if (tx || ty || tz) n = normalize([n[0] + tx, n[1] + ty, n[2] + tz]);
  }
  const cos = Math.max(0, -dot(n, d));
  const r: Rgb = [d[0] + 2 * cos * n[0], d[1] + 2 * cos * n[1], d[2] + 2 * cos * n[2]];
  const ao = occlusion(car, p, n);
  const lit = Math.max(0, dot(n, key));
  const shadow =
    lit > 0 ? softShadow(car, [p[0] + n[0], p[1] + n[1], p[2] + n[2]], key, bd.key.softness) : 0;
  const up = 0.5 + 0.5 * n[1];
  const diff: Rgb = [0, 0, 0];
  const ambient = car.indoor ? 0.45 : 1;
  for (let c = 0; c < 3; c++)
    diff[c] =
      (bd.sky[c]! * up + bd.bounce[c]! * (1 - up)) * ao * ambient +
      bd.key.colour[c]! * lit * shadow;
  // Inside, warm downlights fill what the windows leave, and the light bounced off the seats and
  // the floor lights the headlining and what else faces down.
  if (car.indoor)
    for (let c = 0; c < 3; c++)
      diff[c] = diff[c]! + ([0.46, 0.4, 0.31][c]! * up + [0.3, 0.28, 0.25][c]! * (1 - up)) * ao;
  const fres = (f0: number) => f0 + (1 - f0) * Math.pow(1 - cos, 5);
  const reflOcc = r[1] < 0 ? ao * 0.6 : 0.35 + 0.65 * ao;
  const hx = key[0] - d[0];
  const hy = key[1] - d[1];
  const hz = key[2] - d[2];
  const hl = Math.hypot(hx, hy, hz);
  const nh = Math.max(0, (n[0] * hx + n[1] * hy + n[2] * hz) / hl);
  const sunSpec = bd.key.softness > 5 ? Math.pow(nh, 600) * 40 * shadow : 0;
  A[0] = A[1] = A[2] = 0;
  B[0] = B[1] = B[2] = 0;
  const add = (k: number, c: Rgb) => {
    B[0] += k * c[0];
    B[1] += k * c[1];
    B[2] += k * c[2];
  };
  /** A satin plastic: its own dark albedo, and a soft sheen of what is around it. */
  const satin = (albedo: number, sheen: number) => {
    add(albedo, diff);
    envSoft(s, r, tmp);
    add(sheen * fres(0.04) * reflOcc, tmp);
  };
  switch (m) {
    case Mat.Paint: {
      const f = fres(0.04);
      envSoft(s, r, tmp);
      for (let c = 0; c < 3; c++) A[c] = (diff[c]! * 0.85 + tmp[c]! * 0.2 * reflOcc) * (1 - f);
      env(s, r, tmp);
      add(f * reflOcc, tmp);
      add(f * sunSpec, bd.key.colour);
      return;
    }
    case Mat.Clear:
      // A faint reflection; `shadeRay` adds what is seen through it.
      env(s, r, tmp);
      add(Math.max(0.06, fres(0.04)) * reflOcc, tmp);
      clear = true;
      return;
    case Mat.Glass:
    case Mat.Privacy: {
      // Dark tinted glass: what it reflects is most of what it shows, no more than twice the
      // bare glass's 4 per cent seen squarely (at 16 it read as milky grey); privacy glass shows a
      // tenth as much through it.
      const f = Math.max(0.08, fres(0.05));
      env(s, r, tmp);
      add(f * reflOcc, tmp);
      add(0.006 * (1 - f), diff);
      add(f * sunSpec, bd.key.colour);
      // Tinted glass: over the seat backs the far windows show what is beyond the car, when
      // seen squarely enough to look out through them; at a slant the cabin is dark.
      const square = Math.max(0, Math.min(1, (cos - 0.45) / 0.35));
      const through = car.detail < 0.3 ? 0 : square * Math.min(1, (car.detail - 0.3) / 0.25);
      if (through > 0) {
        env(s, d, tmp);
        add((m === Mat.Privacy ? 0.015 : 0.16) * through * (1 - f), tmp);
      }
      return;
    }
    case Mat.Acrylic: {
      // Tinted acrylic: a soft reflection of the sky and what stands around, with a little of
      // it sharp, and the sun's glint.
      const f = Math.max(0.14, fres(0.05));
      envSoft(s, r, tmp);
      add(0.8 * f * reflOcc, tmp);
      env(s, r, tmp);
      add(0.2 * f * reflOcc, tmp);
      add(0.01 * (1 - f), diff);
      add(f * sunSpec, bd.key.colour);
      return;
    }
    case Mat.Tyre:
      // Rubber; in the tread's grooves and sipes (`detail` 1), the dark of the gap.
      add(car.detail > 0.5 ? 0.008 : 0.024, diff);
      envSoft(s, r, tmp);
      add(0.04 * fres(0.03), tmp);
      return;
    case Mat.Rim:
    case Mat.Chrome: {
      // Chrome; a bright alloy; or a dark gunmetal alloy (a rim's `detail` 1).
      envSoft(s, r, tmp);
      const dark = m === Mat.Rim && car.detail > 0.5;
      const k = m === Mat.Chrome ? 0.75 : dark ? 0.22 : 0.5;
      add(k * reflOcc, tmp);
      add(m === Mat.Chrome ? 0.05 : dark ? 0.035 : 0.2, diff);
      add(sunSpec * (dark ? 0.3 : 0.5), bd.key.colour);
      return;
    }
    case Mat.RimDark:
      // Through the spokes: the brake disc's machined face, its dark caliper, else the shade.
      if (car.detail > 0.75) {
        add(0.035 * ao, diff);
        envSoft(s, r, tmp);
        add(0.04 * reflOcc, tmp);
      } else add((car.detail > 0.25 ? 0.03 : 0.01) * ao, diff);
      return;
    case Mat.Trim:
      return satin(0.028 + 0.02 * car.detail, 0.35);
    case Mat.HeadLamp: {
      // A clear lens over a dark housing, chrome reflectors behind it, and the daytime running
      // lamp's strip along the top: a milky light guide, switched off as a parked car's is.
      env(s, r, tmp);
      add(Math.max(0.2, fres(0.05)) * reflOcc, tmp);
      add(0.05, diff);
      if (car.detail > 0.75) add(0.2, diff);
      else if (car.detail > 0.25) {
        // A projector's chrome bowl behind the lens.
        envSoft(s, r, tmp);
        add(0.3, tmp);
        add(0.06, diff);
      }
      return;
    }
    case Mat.Grille:
      // Satin black bars catch the light; the gaps between are deep and dark.
      add(car.detail > 0.5 ? 0.035 : 0.006, diff);
      if (car.detail > 0.5) {
        envSoft(s, r, tmp);
        add(0.3 * fres(0.04) * reflOcc + 0.02, tmp);
      }
      return;
    case Mat.TailLamp: {
      // The reversing lamp: a clear lens over a chrome reflector, so it mirrors what stands
      // round it (darker than white paint; on dark paint a mid-grey block).
      env(s, r, tmp);
      if (car.detail > 0.25 && car.detail < 0.75) {
        add(Math.max(0.4, fres(0.05)) * reflOcc, tmp);
        envSoft(s, r, tmp);
        add(0.15 * reflOcc, tmp);
        return add(0.015, diff);
      }
      // A red lens: glossy at a grazing angle, but seen across it its own deep red shows
      // through, not the sky; the lit light guides glow, the rest is red over a dark housing.
      add(Math.max(0.015, fres(0.04)) * reflOcc, tmp);
      if (car.detail > 0.75) return add(1, [1, 0.012, 0.008]);
      add(1, [diff[0] * 0.13 + 0.05, diff[1] * 0.005 + 0.002, diff[2] * 0.006 + 0.0025]);
      return;
    }
    case Mat.Plate:
      add(0.72, diff);
      return;
    case Mat.PlateText:
      add(0.04, diff);
      return;
    case Mat.Canvas:
      // A charcoal PVC travel cover, with a soft sheen; its straps (`detail` 1) a shade lighter.
      satin(car.detail > 0.5 ? 0.09 : 0.045, 0.45);
      return;
    case Mat.Well:
      // A wheel arch's dark well; a gap between panels (`detail` 1), darker still.
      add((car.detail > 0.5 ? 0.004 : 0.02) * ao, diff);
      return;
    case Mat.Alloy:
      envSoft(s, r, tmp);
      add(0.3 * reflOcc, tmp);
      add(0.3, diff);
      return;
    case Mat.Cabin:
      add(0.05, diff);
      return;
    case Mat.Wall:
      add(p[1] < 40 ? 0.22 : 0.5, diff);
      return;
    case Mat.Door:
      add(0.32 + 0.08 * car.detail, diff);
      envSoft(s, r, tmp);
      add(0.08 * reflOcc, tmp);
      return;
    case Mat.Screen:
      // A touch screen switched off, as a car stands in the yard: black glass mirroring the
      // cabin and the windows behind the camera, inside a thin satin bezel (`detail` 1).
      if (car.detail > 0.5) return satin(0.025, 0.2);
      env(s, r, tmp);
      add((0.05 + 0.95 * Math.pow(1 - cos, 5)) * reflOcc * 0.5, tmp);
      return add(1, [0.006, 0.006, 0.008]);
    case Mat.Gauges:
      env(s, r, tmp);
      add(fres(0.04) * 0.5, tmp);
      if (car.detail > 0.75) return add(1, [0.75, 0.8, 0.85]);
      if (car.detail > 0.25) return add(1, [0.08, 0.32, 0.7]);
      return add(1, [0.012, 0.013, 0.016]);
    case Mat.TentCanvas:
      // Lit from inside like cloth, and the day through the weave: some of the sun's light on
      // the outside, and the sky's.
      for (let c = 0; c < 3; c++)
        A[c] =
          diff[c]! * (0.9 - 0.45 * car.detail) +
          (0.12 * bd.key.colour[c]! + 0.2 * bd.sky[c]!) * (1 - car.detail);
      return;
    case Mat.Seat:
      for (let c = 0; c < 3; c++) A[c] = diff[c]! * (0.9 - 0.45 * car.detail);
      envSoft(s, r, tmp);
      add(0.03 * fres(0.04), tmp);
      return;
    case Mat.Floor: {
      // A plank's tone, darker in its joints.
      const k = car.detail >= 1 ? 0.35 : 0.8 + 0.4 * car.detail;
      add(k, [diff[0] * 0.36, diff[1] * 0.25, diff[2] * 0.16]);
      return;
    }
    case Mat.Dash:
      return satin(0.06 + 0.01 * car.detail, 0.12);
    case Mat.Downlight:
      add(3, [1, 0.95, 0.85]);
      return;
    case Mat.Plant: {
      // Leaves in sun and shade.
      const leaf = 0.6 + 0.8 * Math.abs(Math.sin(p[0] * 0.9) * Math.sin(p[1] * 1.3 + p[2] * 0.7));
      add(leaf, [diff[0] * 0.05, diff[1] * 0.1, diff[2] * 0.04]);
      return;
    }
    case Mat.Bed:
      add(0.78, diff);
      return;
    case Mat.Throw:
      add(1, [diff[0] * 0.16, diff[1] * 0.24, diff[2] * 0.36]);
      return;
    case Mat.Facade: {
      // Shop glass: the street reflected, the lit showroom behind it.
      const f = Math.max(0.12, fres(0.05));
      env(s, r, tmp);
      add(f, tmp);
      const inside = (1 - f) * (0.16 + 0.12 * (1 - car.detail));
      add(inside, [1, 0.96, 0.88]);
      return;
    }
  }
}

/**
 * Light falling on the ground at (x, 0, z): the key light's shadow and the car's contact shade.
 * Returns how open the ground is to the room (1: open, 0: right under the car).
 */
function groundLight(s: Shader, x: number, z: number, out: Rgb): number {
  const { car, bd, key } = s;
  const p: Rgb = [x, 0.2, z];
  const openness = (x: number, z: number, heights: readonly number[]) => {
    let o = 1;
    for (const h of heights) {
      const d = car.sdf(x, h, z);
      o *= Math.max(0, Math.min(1, 0.2 + (0.8 * d) / h));
    }
    return Math.pow(o, 0.7);
  };
  let occ: number;
  if (bd.key.softness > 5) occ = openness(x, z, [3, 9, 22, 45, 80, 120]);
  else {
    // Indoors the big soft lights and the pale floor's bounce reach in under the sills: the
    // shade is the body's, not the wheels', spread over a hand's width instead of ending at an
    // edge and never black; only right at each tyre's foot is it darker.
    const high = [18, 34, 60, 95, 130] as const;
    const r = 26;
    let sum = openness(x, z, high) * 2;
    for (const [dx, dz] of [
      [r, 0],
      [-r, 0],
      [0, r],
      [0, -r],
      [r * 0.7, r * 0.7],
      [-r * 0.7, r * 0.7],
      [r * 0.7, -r * 0.7],
      [-r * 0.7, -r * 0.7],
    ] as const)
      sum += openness(x + dx, z + dz, high);
    const foot = Math.max(0, Math.min(1, car.sdf(x, 3, z) / 10));
    occ = (0.15 + 0.85 * (sum / 10)) * (0.55 + 0.45 * foot);
  }
  // The sun casts a shadow; indoors the overhead softbox is so broad that its shadow is the same
  // soft shade as the room's, with no edge of the car's outline.
  const shadow =
    bd.key.softness > 5 ? softShadow(car, p, key, bd.key.softness) : Math.min(1, occ * 1.1);
  for (let c = 0; c < 3; c++)
    out[c] =
      bd.sky[c]! * occ * (bd.key.softness > 5 ? 1 : 0.55 + 0.45 * shadow) +
      bd.key.colour[c]! * key[1] * shadow;
  return occ;
}

/**
 * Seen from inside a cabin or a caravan, exposed for the trim, the world through the windows is
 * far brighter. A dealer's photographer blends a darker exposure in for the windows, so the sky,
 * the tree line and the yard stay there, pale and a little veiled by the glass's glare, rather than
 * burning out to white.
 */
function throughWindows(s: Shader, B: Rgb): void {
  if (!s.car.indoor) return;
  for (let c = 0; c < 3; c++) B[c] = B[c]! * 0.5 + 0.12;
}

/**
 * Shades one camera ray into A and B. Returns how far it went: positive to the car, negative to
 * the ground or the sky (-Infinity), for the lens's focus.
 */
function shadeRay(s: Shader, o: Rgb, d: Rgb, A: Rgb, B: Rgb): number {
  const t = march(s.car, o, d);
  const tg = d[1] < 0 ? -o[1] / d[1] : Infinity;
  if (t >= 0 && t < tg) {
    const p: Rgb = [o[0] + d[0] * t, o[1] + d[1] * t, o[2] + d[2] * t];
    clear = false;
    shadeCar(s, p, d, A, B);
    if (clear) {
      // Out of the glass's far face, then on to whatever is behind it, a little darkened.
      let u = 0.5;
      while (u < 40 && s.car.sdf(p[0] + d[0] * u, p[1] + d[1] * u, p[2] + d[2] * u) < 0.3) u += 0.5;
      const slotHere = slot;
      const a2: Rgb = [0, 0, 0];
      const b2: Rgb = [0, 0, 0];
      shadeRay(
        s,
        [p[0] + d[0] * (u + 0.5), p[1] + d[1] * (u + 0.5), p[2] + d[2] * (u + 0.5)],
        d,
        a2,
        b2,
      );
      slot = slotHere;
      for (let c = 0; c < 3; c++) {
        A[c] = A[c]! + a2[c]! * 0.82;
        B[c] = B[c]! + b2[c]! * 0.82;
      }
    }
    return t;
  }
  A[0] = A[1] = A[2] = 0;
  slot = 0;
  if (tg === Infinity) {
    env(s, d, B);
    throughWindows(s, B);
    return -Infinity;
  }
  const x = o[0] + d[0] * tg;
  const z = o[2] + d[2] * tg;
  const albedo: Rgb = [0, 0, 0];
  s.bd.ground(x, z, albedo);
  const light: Rgb = [0, 0, 0];
  const open = groundLight(s, x, z, light);
  for (let c = 0; c < 3; c++) B[c] = albedo[c]! * light[c]!;
  const gloss = s.bd.gloss;
  if (gloss > 0) {
    const rd: Rgb = [d[0], -d[1], d[2]];
    const rt = march(s.car, [x, 0, z], rd);
    const fres = gloss * (0.5 + 0.5 * Math.pow(1 - Math.abs(d[1]), 4));
    if (rt >= 0) {
      const a2: Rgb = [0, 0, 0];
      const b2: Rgb = [0, 0, 0];
      shadeCar(s, [x + rd[0] * rt, rd[1] * rt, z + rd[2] * rt], rd, a2, b2);
      // Under the car the floor mirrors only its dark underside and the wheels in shade: the
      // reflection fades where the car shuts the room's light out.
      const fade = fres * Math.exp(-rt / 90) * open * open * open;
      for (let c = 0; c < 3; c++) {
        A[c] = A[c]! + a2[c]! * fade;
        B[c] = B[c]! * (1 - fade) + b2[c]! * fade;
      }
    } else {
      env(s, rd, tmp);
      for (let c = 0; c < 3; c++) B[c] = B[c]! + tmp[c]! * fres * 0.25;
    }
  }
  // Far ground fades into the horizon (a cyclorama's curve, or haze).
  const dist = Math.hypot(x - o[0], z - o[2]);
  const f = 1 - Math.exp(-Math.max(0, dist - 900) / s.bd.haze);
  for (let c = 0; c < 3; c++) {
    A[c] = A[c]! * (1 - f);
    B[c] = B[c]! * (1 - f) + s.bd.horizon[c]! * f;
  }
  throughWindows(s, B);
  return -tg;
}

/** Renders the light buffers of `body` on `backdropName` from `view`, `samples`² rays a pixel. */
export function renderLight(
  body: BodyType | Solid,
  backdropName: BackdropName,
  view: View,
  width: number,
  height: number,
  samples = 2,
  slots = 1,
): Light {
  const car = typeof body === 'string' ? buildCar(body) : body;
  const bd = backdrop(backdropName);
  const cam = car.camera
    ? lookAt(car.camera.pos, car.camera.target, car.camera.fov, width / height)
    : frame(car, view, width / height);
  const kd = bd.key.dir;
  const key = normalize([
    cam.right[0] * kd[0] + cam.hf[0] * kd[2],
    kd[1],
    cam.right[2] * kd[0] + cam.hf[2] * kd[2],
  ]);
  const s: Shader = { car, bd, cam, key };
  const a = Array.from({ length: slots }, () => new Float32Array(width * height * 3));
  const b = new Float32Array(width * height * 3);
  const A: Rgb = [0, 0, 0];
  const B: Rgb = [0, 0, 0];
  const n = samples * samples;
  // For the lens: each pixel's background share and its mean inverse distance there, and the
  // car's mean distance, which the camera focuses on.
  const bg = new Float32Array(width * height);
  const inverse = new Float32Array(width * height);
  let carDistance = 0;
  let carSamples = 0;
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const k = (py * width + px) * 3;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const gx = px * samples + sx;
          const gy = py * samples + sy;
          const g = 0.06711056 * gx + 0.00583715 * gy;
          const f = 52.9829189 * (g - Math.floor(g));
          dither = f - Math.floor(f);
          const u = ((px + (sx + 0.5) / samples) / width) * 2 - 1;
          const v = 1 - ((py + (sy + 0.5) / samples) / height) * 2;
          const x = u * cam.tan * cam.aspect;
          const y = v * cam.tan;
          const d = normalize([
            cam.fwd[0] + cam.right[0] * x + cam.up[0] * y,
            cam.fwd[1] + cam.right[1] * x + cam.up[1] * y,
            cam.fwd[2] + cam.right[2] * x + cam.up[2] * y,
          ]);
          const t = shadeRay(s, cam.pos, d, A, B);
          if (t > 0) {
            carDistance += t;
            carSamples++;
          } else {
            const i = py * width + px;
            bg[i] = bg[i]! + 1 / n;
            inverse[i] = inverse[i]! - 1 / t / n;
          }
          const as = a[slot]!;
          for (let c = 0; c < 3; c++) {
            as[k + c] = as[k + c]! + A[c]! / n;
            b[k + c] = b[k + c]! + B[c]! / n;
          }
        }
      }
    }
  }
  // A dealer's photographer stops down a little: the car sharp, the ground beside it nearly so,
  // the far ground and the skyline soft.
  const focus = carSamples ? carDistance / carSamples : 1000;
  const blur = new Float32Array(width * height);
  for (let i = 0; i < blur.length; i++) {
    if (bg[i] === 0) continue;
    const meanInverse = inverse[i]! / bg[i]!;
    // Behind the car the blur grows with distance; in front of it, only a little.
    const behind = 1 - focus * meanInverse;
    blur[i] = bg[i]! * Math.min(1, behind > 0 ? 0.9 * behind : -0.3 * behind);
  }
  return { width, height, a, b, blur, bg };
}

/**
 * The lens: each channel of `img` (linear, 3 a pixel) mixed towards a blur of the background
 * around it, as far as that pixel is out of focus. Only background is spread, so the car keeps
 * its edges and no halo of it falls on what is behind.
 */
function defocus(img: Float32Array, light: Light): void {
  const { width: w, height: h, blur, bg } = light;
  const radius = Math.max(1, Math.round(w / 320));
  const sum = new Float32Array(w * h * 4);
  for (let i = 0; i < w * h; i++) {
    const wt = bg[i]!;
    sum[i * 4] = img[i * 3]! * wt;
    sum[i * 4 + 1] = img[i * 3 + 1]! * wt;
    sum[i * 4 + 2] = img[i * 3 + 2]! * wt;
    sum[i * 4 + 3] = wt;
  }
  // Two box passes each way: close to a Gaussian.
  const line = new Float32Array(Math.max(w, h) * 4);
  const pass = (along: number, across: number, step: number, stride: number) => {
    for (let j = 0; j < across; j++) {
      const base = j * stride;
      for (let i = 0; i < along * 4; i++)
        line[i] = sum[(base + Math.floor(i / 4) * step) * 4 + (i % 4)]!;
      for (let c = 0; c < 4; c++) {
        let acc = 0;
        for (let k = -radius; k <= radius; k++)
          acc += line[Math.min(along - 1, Math.max(0, k)) * 4 + c]!;
        for (let i = 0; i < along; i++) {
          sum[(base + i * step) * 4 + c] = acc / (2 * radius + 1);
          const out = Math.max(0, i - radius);
          const inn = Math.min(along - 1, i + radius + 1);
          acc += line[inn * 4 + c]! - line[out * 4 + c]!;
        }
      }
    }
  };
  for (let r = 0; r < 2; r++) {
    pass(w, h, 1, w);
    pass(h, w, w, 1);
  }
  for (let i = 0; i < w * h; i++) {
    const k = blur[i]!;
    const wt = sum[i * 4 + 3]!;
    if (k === 0 || wt < 1e-4) continue;
    for (let c = 0; c < 3; c++)
      img[i * 3 + c] = img[i * 3 + c]! + (sum[i * 4 + c]! / wt - img[i * 3 + c]!) * k;
  }
}

const toLinear = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
};
const toSrgb = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * Math.pow(c, 1 / 2.4) - 0.055);

/** The photograph in a paint (`hex`; a scene's cars one each), as 8-bit RGB. */
export function develop(
  light: Light,
  hex: string | string[],
  exposure: number,
  seed: number,
): Buffer {
  const linear = (h: string) => {
    const n = parseInt(h.slice(1), 16);
    return [toLinear((n >> 16) & 255), toLinear((n >> 8) & 255), toLinear(n & 255)];
  };
  const hexes = typeof hex === 'string' ? [hex] : hex;
  const paints = hexes.map(linear);
  const [paint] = paints as [number[]];
  const [a] = light.a as [Float32Array];
  const { width, height, b } = light;
  const img = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const k = (y * width + x) * 3;
      const dx = x / width - 0.5;
      const dy = y / height - 0.5;
      const vignette = 1 - 0.28 * (dx * dx + dy * dy) * 2;
      for (let c = 0; c < 3; c++) {
        let lit = paint[c]! * a[k + c]! + b[k + c]!;
        for (let j = 1; j < paints.length; j++) lit += paints[j]![c]! * light.a[j]![k + c]!;
        img[k + c] = lit * exposure * vignette;
      }
    }
  }
  defocus(img, light);
  const out = Buffer.alloc(width * height * 3);
  let state = seed >>> 0 || 1;
  for (let k = 0; k < img.length; k++) {
    const film = 1 - Math.exp(-img[k]! * 1.6);
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const grain = ((state >>> 8) / 16777216 - 0.5) * 0.008;
    out[k] = Math.max(0, Math.min(255, Math.round(toSrgb(Math.max(0, film + grain)) * 255)));
  }
  return out;
}
