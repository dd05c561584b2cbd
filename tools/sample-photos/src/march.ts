/**
 * Marching a ray through a solid's distance field: where it meets the surface, the surface's
 * normal, the soft shadow a light casts there and how shut in it is (ambient occlusion).
 */
import type { Rgb } from './backdrops.ts';
import type { Solid } from './solid.ts';
import { normalize } from './vec.ts';

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

export function march(car: Solid, o: Rgb, d: Rgb): number {
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

export function normalAt(car: Solid, p: Rgb): Rgb {
  const e = 0.3;
  const a = car.sdf(p[0] + e, p[1] - e, p[2] - e);
  const b = car.sdf(p[0] - e, p[1] - e, p[2] + e);
  const c = car.sdf(p[0] - e, p[1] + e, p[2] - e);
  const dd = car.sdf(p[0] + e, p[1] + e, p[2] + e);
  return normalize([a - b - c + dd, -a - b + c + dd, -a + b - c + dd]);
}

export function softShadow(car: Solid, p: Rgb, l: Rgb, k: number, dither: number): number {
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

export function occlusion(car: Solid, p: Rgb, n: Rgb): number {
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
