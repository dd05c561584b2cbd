/**
 * What the renderer (render.ts) marches and shades: a solid (one car, a scene of several, a
 * building, a cabin, a product shot) and the materials a point of its surface can be made of.
 */

import type { BackdropName } from './backdrops.ts';

/** What a point of the surface is made of. */
export const Mat = {
  Paint: 0,
  Glass: 1,
  Tyre: 2,
  Rim: 3,
  RimDark: 4,
  Trim: 5,
  Chrome: 6,
  HeadLamp: 7,
  TailLamp: 8,
  Plate: 9,
  PlateText: 10,
  Canvas: 11,
  /** A wheel arch's dark well; `detail` 1 in a gap between panels (a shut line), darker still. */
  Well: 12,
  Alloy: 13,
  Cabin: 14,
  Wall: 15,
  Door: 16,
  Facade: 17,
  Screen: 18,
  Seat: 19,
  Floor: 20,
  Bed: 21,
  Throw: 22,
  /** A grille's bars or mesh: `detail` 1 on a bar, 0 in the dark gaps between. */
  Grille: 23,
  /** A cabin's soft-touch plastics: dark grey, a fine grain. */
  Dash: 24,
  /** A ceiling's downlight: it shines. */
  Downlight: 25,
  /** Low shrubs in a garden bed. */
  Plant: 26,
  /** Clear glass with nothing but air behind it (a convertible's windscreen): seen through. */
  Clear: 27,
  /** An instrument cluster's screen: `detail` 1 on a dial's ring, ticks and needle, 0.5 on the
   * lit trip bar between them, 0 on its black face. */
  Gauges: 28,
  /** A caravan's tinted acrylic window: it mirrors its surroundings softly, not sharply. */
  Acrylic: 29,
  /**
   * A tent's canvas seen from inside (paint slot 0): the day glows through it; its seams and its
   * windows' binding (`detail` towards 1) are darker and let less through.
   */
  TentCanvas: 30,
  /**
   * Privacy glass behind a car's front doors: it mirrors as `Glass` does (`detail` as there), but
   * its dark tint lets far less of the far side show through.
   */
  Privacy: 31,
} as const;
export type Mat = (typeof Mat)[keyof typeof Mat];

/** What the renderer marches: one car, or a scene of several (`group`). */
export interface Solid {
  /** The nose is at the right of the drawing (a motorhome's cab, a caravan's drawbar). */
  noseRight: boolean;
  /** Bounding box (world): z from minZ (else -maxZ) to maxZ. */
  box: { minX: number; maxX: number; maxY: number; maxZ: number; minZ?: number };
  sdf(x: number, y: number, z: number): number;
  /** The material at a surface point, with its normal. `detail` gets a 0..1 pattern value. */
  material(x: number, y: number, z: number, nx: number, ny: number, nz: number): Mat;
  detail: number;
  /**
   * What the panel's curve adds to the last `material` call's normal (world axes), for paint and
   * glass: a real car's side is not flat but rolls under at the sill and over at the shoulder, and
   * bows in plan, so it mirrors the ground low down and the sky high up.
   */
  tilt: [number, number, number];
  /** Which paint the point of the last `material` call wears (a scene's cars each have one). */
  slot: number;
  /** The camera's height for a picture of it, if not a car photographer's. */
  cameraHeight?: number;
  /** How far round from the car's axis a three-quarter view stands, in degrees (else 38). */
  cameraTurn?: number;
  /** Its own camera (an interior's), instead of one framing it from outside. */
  camera?: { pos: [number, number, number]; target: [number, number, number]; fov: number };
  /** Inside: less of the sky's light reaches a surface. */
  indoor?: boolean;
  /** Where its own camera photographs it, if outdoors (a camper's kitchen on a campsite). */
  backdrop?: BackdropName;
}
