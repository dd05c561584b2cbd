/**
 * Small signed-distance pieces for the renderer's still lifes (interiors, accessories): a rounded
 * box, a capsule, and a solid made of parts each with its material and paint slot, seen through its
 * own camera.
 */
import type { Mat, Solid } from './solid.ts';

export type V = [number, number, number];

export function roundBox(x: number, y: number, z: number, c: V, h: V, r: number): number {
  const qx = Math.abs(x - c[0]) - h[0] + r;
  const qy = Math.abs(y - c[1]) - h[1] + r;
  const qz = Math.abs(z - c[2]) - h[2] + r;
  return (
    Math.min(Math.max(qx, qy, qz), 0) +
    Math.hypot(Math.max(qx, 0), Math.max(qy, 0), Math.max(qz, 0)) -
    r
  );
}

export interface Part {
  d: (x: number, y: number, z: number) => number;
  m: Mat | ((x: number, y: number, z: number) => Mat);
  slot?: number;
  /** The material's 0..1 pattern value at a point (stitching, shut lines, planks). */
  detail?: (x: number, y: number, z: number) => number;
  /**
   * A box around a part of many pieces (a seat, the steering wheel): when something else is
   * already nearer than the box, the pieces are not worked out. (Its distance never stands for
   * the part's: a soft shadow grazing past would come out in bands where one gives way to the
   * other.)
   */
  bound?: [V, V];
}

export function solidOf(
  parts: Part[],
  box: Solid['box'],
  camera: NonNullable<Solid['camera']>,
  indoor = true,
): Solid {
  let nearest = 0;
  const all = parts.map((_, i) => i);
  const cells = new Map<number, number[]>();
  /**
   * The parts that can be nearest anywhere in the small cube around a point. A part's distance
   * changes by at most about the cube's half diagonal `r` across the cube (twice that allowed, as
   * some pieces are stretched), so a part farther from the cube's centre than the nearest one by
   * more than `4r` cannot be the nearest inside it. Worked out once per cube, when first asked.
   */
  const near = (x: number, y: number, z: number): number[] => {
    const ix = Math.floor(x / CELL) + 512;
    const iy = Math.floor(y / CELL) + 512;
    const iz = Math.floor(z / CELL) + 512;
    if (ix < 0 || iy < 0 || iz < 0 || ix > 1023 || iy > 1023 || iz > 1023) return all;
    const key = (ix * 1024 + iy) * 1024 + iz;
    let list = cells.get(key);
    if (!list) {
      const cx = (ix - 512 + 0.5) * CELL;
      const cy = (iy - 512 + 0.5) * CELL;
      const cz = (iz - 512 + 0.5) * CELL;
      const ds = parts.map((p) => p.d(cx, cy, cz));
      const slack = Math.min(...ds) + 4 * REACH;
      list = all.filter((i) => ds[i]! <= slack);
      cells.set(key, list);
    }
    return list;
  };
  const solid: Solid = {
    noseRight: false,
    box,
    camera,
    indoor,
    detail: 0,
    tilt: [0, 0, 0],
    slot: 0,
    sdf(x, y, z) {
      let best = Infinity;
      for (const i of near(x, y, z)) {
        const p = parts[i]!;
        // A part no nearer than its box is far: if its box is no nearer than the best so far,
        // neither is it.
        if (p.bound && roundBox(x, y, z, p.bound[0], p.bound[1], 0) >= best) continue;
        const d = p.d(x, y, z);
        if (d < best) {
          best = d;
          nearest = i;
        }
      }
      return best;
    },
    material(x, y, z) {
      solid.sdf(x, y, z);
      const p = parts[nearest]!;
      solid.slot = p.slot ?? 0;
      solid.detail = p.detail ? p.detail(x, y, z) : 0;
      return typeof p.m === 'function' ? p.m(x, y, z) : p.m;
    },
  };
  return solid;
}

/** The side of the cubes `solidOf` sorts its parts into, and their half diagonal. */
const CELL = 8;
const REACH = (CELL * Math.sqrt(3)) / 2;

/** A capsule: the segment from a to b, thickened to radius r. */
export function capsule(x: number, y: number, z: number, a: V, b: V, r: number): number {
  const px = x - a[0];
  const py = y - a[1];
  const pz = z - a[2];
  const bx = b[0] - a[0];
  const by = b[1] - a[1];
  const bz = b[2] - a[2];
  const t = Math.max(0, Math.min(1, (px * bx + py * by + pz * bz) / (bx * bx + by * by + bz * bz)));
  return Math.hypot(px - bx * t, py - by * t, pz - bz * t) - r;
}

/** The shell of a room: walls `t` thick inside the box, with `openings` cut through. */
export function shell(c: V, h: V, t: number, openings: [V, V][]) {
  return (x: number, y: number, z: number) => {
    let d = Math.abs(roundBox(x, y, z, c, h, 14)) - t;
    for (const [oc, oh] of openings) d = Math.max(d, -roundBox(x, y, z, oc, oh, 6));
    return d;
  };
}
