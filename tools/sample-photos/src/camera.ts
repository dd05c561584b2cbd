/** The renderer's camera: where it stands, where it looks, and how a photograph frames a car. */
import type { Rgb } from './backdrops.ts';
import type { Solid } from './solid.ts';
import { cross, dot, normalize } from './vec.ts';

export type View = 'front' | 'side' | 'rear';

export interface Camera {
  pos: Rgb;
  fwd: Rgb;
  right: Rgb;
  up: Rgb;
  /** The horizontal forward, for the backdrop's frame. */
  hf: Rgb;
  tan: number;
  aspect: number;
}

export function lookAt(pos: Rgb, target: Rgb, fovDeg: number, aspect: number): Camera {
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
export function frame(car: Solid, view: View, aspect: number): Camera {
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
