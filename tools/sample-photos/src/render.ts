/**
 * Ray-marches a body (car.ts) on a backdrop (backdrops.ts) from one of three angles into two
 * light buffers, so that every paint is one multiply-add away: pixel = paint × A + B, where A is
 * the light the paint's colour takes (diffuse, metallic flake) and B everything else (clear-coat
 * reflections, glass, tyres, lamps, the ground and the background). The camera is camera.ts, the
 * marching march.ts, a point's shading shade.ts; `develop` (develop.ts) turns the buffers into a
 * photograph: a paint, a film curve, a little vignetting and grain.
 */
import type { BodyType } from '~/catalogue/car.schema.ts';

import { backdrop, type BackdropName, type Rgb } from './backdrops.ts';
import { frame, lookAt, type View } from './camera.ts';
import { buildCar } from './car.ts';
import { march, softShadow } from './march.ts';
import { env, ray, shadeCar, type Shader } from './shade.ts';
import type { Solid } from './solid.ts';
import { normalize } from './vec.ts';

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
    bd.key.softness > 5
      ? softShadow(car, p, key, bd.key.softness, ray.dither)
      : Math.min(1, occ * 1.1);
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
    ray.clear = false;
    shadeCar(s, p, d, A, B);
    if (ray.clear) {
      // Out of the glass's far face, then on to whatever is behind it, a little darkened.
      let u = 0.5;
      while (u < 40 && s.car.sdf(p[0] + d[0] * u, p[1] + d[1] * u, p[2] + d[2] * u) < 0.3) u += 0.5;
      const slotHere = ray.slot;
      const a2: Rgb = [0, 0, 0];
      const b2: Rgb = [0, 0, 0];
      shadeRay(
        s,
        [p[0] + d[0] * (u + 0.5), p[1] + d[1] * (u + 0.5), p[2] + d[2] * (u + 0.5)],
        d,
        a2,
        b2,
      );
      ray.slot = slotHere;
      for (let c = 0; c < 3; c++) {
        A[c] = A[c]! + a2[c]! * 0.82;
        B[c] = B[c]! + b2[c]! * 0.82;
      }
    }
    return t;
  }
  A[0] = A[1] = A[2] = 0;
  ray.slot = 0;
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
      const sky: Rgb = [0, 0, 0];
      env(s, rd, sky);
      for (let c = 0; c < 3; c++) B[c] = B[c]! + sky[c]! * fres * 0.25;
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
          ray.dither = f - Math.floor(f);
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
          const as = a[ray.slot]!;
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
