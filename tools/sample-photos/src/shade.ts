/**
 * Shading a point of a car: its material's light, split into A (what the paint's colour takes)
 * and B (everything else), under the backdrop's sky, key light and surroundings.
 */
import type { Backdrop, Rgb } from './backdrops.ts';
import type { Camera } from './camera.ts';
import { screenGlow } from './display.ts';
import { normalAt, occlusion, softShadow } from './march.ts';
import { Mat, type Solid } from './solid.ts';
import { dot, normalize } from './vec.ts';

export interface Shader {
  car: Solid;
  bd: Backdrop;
  cam: Camera;
  key: Rgb;
}

const tmp: Rgb = [0, 0, 0];
/**
 * What the last shaded ray left for the next step, as one object the render loop can write too:
 * the paint slot of the car the point belongs to; the sample being drawn (`dither`), as a number
 * in [0, 1) that differs from each sample to its neighbours (interleaved gradient noise over the
 * sample grid), the same for every render of the picture; and whether the point was clear glass
 * (`clear`), so that the ray goes on through it.
 */
export const ray = { slot: 0, dither: 0.5, clear: false };
/** The backdrop's radiance in world direction d. */
export function env(s: Shader, d: Rgb, out: Rgb): void {
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
export function shadeCar(s: Shader, p: Rgb, d: Rgb, A: Rgb, B: Rgb): void {
  const { car, bd, key } = s;
  let n = normalAt(car, p);
  const m = car.material(p[0], p[1], p[2], n[0], n[1], n[2]);
  ray.slot = car.slot;
  if (m === Mat.Paint || m === Mat.Glass || m === Mat.Privacy) {
    const [tx, ty, tz] = car.tilt;
    if (tx || ty || tz) n = normalize([n[0] + tx, n[1] + ty, n[2] + tz]);
  }
  const cos = Math.max(0, -dot(n, d));
  const r: Rgb = [d[0] + 2 * cos * n[0], d[1] + 2 * cos * n[1], d[2] + 2 * cos * n[2]];
  const ao = occlusion(car, p, n);
  const lit = Math.max(0, dot(n, key));
  const shadow =
    lit > 0
      ? softShadow(car, [p[0] + n[0], p[1] + n[1], p[2] + n[2]], key, bd.key.softness, ray.dither)
      : 0;
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
      // The clear coat mirrors what is round it, but a panel is never optically flat: half of
      // it sharp, half softened, so that buildings stand in the paint as shapes, not cut-outs.
      add(0.5 * f * reflOcc, tmp);
      env(s, r, tmp);
      add(0.5 * f * reflOcc, tmp);
      add(f * sunSpec, bd.key.colour);
      return;
    }
    case Mat.Clear:
      // A faint reflection; `shadeRay` adds what is seen through it.
      env(s, r, tmp);
      add(Math.max(0.06, fres(0.04)) * reflOcc, tmp);
      ray.clear = true;
      return;
    case Mat.Glass:
    case Mat.Privacy: {
      // Dark tinted glass: what it reflects is most of what it shows, and it mirrors as bare glass
      // does, 4 per cent seen squarely (with a floor of 8, or 16, it read as milky grey); the
      // tint is in what comes through it, a tenth as much again through privacy glass.
      const f = fres(0.04);
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
        add((m === Mat.Privacy ? 0.01 : 0.1) * through * (1 - f), tmp);
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
      // A touch screen switched on (display.ts: what it shows is the point's `detail`) inside
      // a thin satin bezel (`detail` 1), its glass mirroring the cabin and the windows behind
      // the camera over it.
      if (car.detail > 0.95) return satin(0.025, 0.2);
      env(s, r, tmp);
      add((0.05 + 0.95 * Math.pow(1 - cos, 5)) * reflOcc * 0.5, tmp);
      return add(1, screenGlow(car.detail));
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
