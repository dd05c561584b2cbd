/**
 * A side outline (an SVG path of M, L, Q and Z in the 640x400 drawing space) as a signed
 * distance field on a grid: negative inside, positive outside, in drawing units. The renderer
 * extrudes it into a body, so a lookup must be cheap: bilinear on a Float32Array.
 */

export type Polygon = number[]; // x0, y0, x1, y1, ...

/**
 * Each quadratic curve's segments: enough that a windscreen's or a bonnet's curve mirrors the sky
 * smoothly, not as a run of flat facets with a step in the highlight at each joint.
 */
const SEGMENTS = 128;

/** Flattens each subpath of `d` into a closed polygon (quadratic curves as `SEGMENTS` segments). */
export function polygons(d: string): Polygon[] {
  const tokens = d.match(/[MLQZ]|-?\d+(?:\.\d+)?/g) ?? [];
  const out: Polygon[] = [];
  let poly: Polygon = [];
  let cmd = '';
  let i = 0;
  const num = () => Number(tokens[i++]);
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (/[MLQZ]/.test(t)) {
      cmd = t;
      i++;
      if (cmd === 'Z') {
        if (poly.length) out.push(poly);
        poly = [];
      }
      continue;
    }
    if (cmd === 'M') {
      if (poly.length) out.push(poly);
      poly = [num(), num()];
      cmd = 'L';
    } else if (cmd === 'L') {
      poly.push(num(), num());
    } else if (cmd === 'Q') {
      const x0 = poly[poly.length - 2]!;
      const y0 = poly[poly.length - 1]!;
      const cx = num();
      const cy = num();
      const x1 = num();
      const y1 = num();
      for (let s = 1; s <= SEGMENTS; s++) {
        const u = s / SEGMENTS;
        const a = (1 - u) * (1 - u);
        const b = 2 * u * (1 - u);
        const c = u * u;
        poly.push(a * x0 + b * cx + c * x1, a * y0 + b * cy + c * y1);
      }
    } else {
      throw new Error(`Unsupported path command in outline: ${t}`);
    }
  }
  if (poly.length) out.push(poly);
  return out;
}

function inside(poly: Polygon, x: number, y: number): boolean {
  let odd = false;
  for (let i = 0, j = poly.length - 2; i < poly.length; j = i, i += 2) {
    const xi = poly[i]!;
    const yi = poly[i + 1]!;
    const xj = poly[j]!;
    const yj = poly[j + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
}

function edgeDistance(poly: Polygon, x: number, y: number): number {
  let best = Infinity;
  for (let i = 0, j = poly.length - 2; i < poly.length; j = i, i += 2) {
    const ax = poly[j]!;
    const ay = poly[j + 1]!;
    const ex = poly[i]! - ax;
    const ey = poly[i + 1]! - ay;
    const len = ex * ex + ey * ey;
    const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * ex + (y - ay) * ey) / len));
    const dx = x - ax - ex * t;
    const dy = y - ay - ey * t;
    const d = dx * dx + dy * dy;
    if (d < best) best = d;
  }
  return Math.sqrt(best);
}

export interface Field {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  /** Signed distance at drawing point (x, y). */
  at(x: number, y: number): number;
}

const STEP = 0.5;
const MARGIN = 24;
/** The spacing of a first, coarse sampling; cells farther than `BAND` from an edge keep it. */
const COARSE = 4;
const BAND = 10;

/** The exact signed distance at (x, y) to the union of `polys`. */
function exact(polys: Polygon[], x: number, y: number): number {
  let d = Infinity;
  let isIn = false;
  for (const p of polys) {
    d = Math.min(d, edgeDistance(p, x, y));
    if (inside(p, x, y)) isIn = true;
  }
  return isIn ? -d : d;
}

/**
 * The signed distance field of the union of `polys`, sampled every half unit. Exact near the
 * outline, where the surface and its normals are; farther out, where a ray only needs a safe step,
 * interpolated from a coarse sampling, so a finely flattened outline stays quick to build.
 */
export function field(polys: Polygon[]): Field {
  const xs = polys.flatMap((p) => p.filter((_, i) => i % 2 === 0));
  const ys = polys.flatMap((p) => p.filter((_, i) => i % 2 === 1));
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const gx = minX - MARGIN;
  const gy = minY - MARGIN;
  const w = Math.ceil((maxX - minX + 2 * MARGIN) / STEP) + 1;
  const h = Math.ceil((maxY - minY + 2 * MARGIN) / STEP) + 1;
  const cw = Math.ceil(((w - 1) * STEP) / COARSE) + 2;
  const ch = Math.ceil(((h - 1) * STEP) / COARSE) + 2;
  const coarse = new Float32Array(cw * ch);
  for (let j = 0; j < ch; j++)
    for (let i = 0; i < cw; i++)
      coarse[j * cw + i] = exact(polys, gx + i * COARSE, gy + j * COARSE);
  const grid = new Float32Array(w * h);
  for (let j = 0; j < h; j++) {
    const fy = (j * STEP) / COARSE;
    const cj = fy | 0;
    const v = fy - cj;
    for (let i = 0; i < w; i++) {
      const fx = (i * STEP) / COARSE;
      const ci = fx | 0;
      const u = fx - ci;
      const k = cj * cw + ci;
      const a = coarse[k]! + (coarse[k + 1]! - coarse[k]!) * u;
      const b = coarse[k + cw]! + (coarse[k + cw + 1]! - coarse[k + cw]!) * u;
      const d = a + (b - a) * v;
      grid[j * w + i] = Math.abs(d) > BAND ? d : exact(polys, gx + i * STEP, gy + j * STEP);
    }
  }
  return {
    minX,
    minY,
    maxX,
    maxY,
    at(x: number, y: number): number {
      const fx = (x - gx) / STEP;
      const fy = (y - gy) / STEP;
      if (fx < 0 || fy < 0 || fx >= w - 1 || fy >= h - 1) {
        // Outside the grid: at least the distance to the grid's edge plus its margin.
        const ox = Math.max(gx - x, x - (gx + (w - 1) * STEP), 0);
        const oy = Math.max(gy - y, y - (gy + (h - 1) * STEP), 0);
        return Math.hypot(ox, oy) + MARGIN * 0.5;
      }
      const i = fx | 0;
      const j = fy | 0;
      const u = fx - i;
      const v = fy - j;
      const k = j * w + i;
      const a = grid[k]! + (grid[k + 1]! - grid[k]!) * u;
      const b = grid[k + w]! + (grid[k + w + 1]! - grid[k + w]!) * u;
      return a + (b - a) * v;
    },
  };
}
