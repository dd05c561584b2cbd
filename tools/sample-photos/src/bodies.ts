/**
 * Each body's measurements for the renderer (car.ts): its half-width, tumblehome, wheel size, the
 * rounding of its ends and edges, its face, and the parts drawn after its main outline (a tray, a
 * drawbar, a canvas top).
 */
import type { BodyType } from '~/catalogue/car.schema.ts';

import { Mat } from './solid.ts';

interface PartSpec {
  /** Half-width in units; the main body's is the car's. */
  width: number;
  material: Mat;
  /** Narrowing to a point away from the body, as a caravan's A-frame drawbar does. */
  taper?: boolean;
}

export interface Spec {
  width: number;
  /** How much narrower the roof is than the waist (0.2: a fifth). */
  tumble: number;
  /** The radius the ends round off with in plan. */
  endLength: number;
  /**
   * The radius the back's corners round off with in plan, where it is tighter than the nose's
   * (`endLength`): an SUV's or a wagon's square tail, not a bubble.
   */
  tailRound?: number;
  /** Edge rounding of the extrusion. */
  round: number;
  /** How many times longer than wide the plan's rounded corners are. */
  stretch: number;
  wheel: number;
  /** Black plastic cladding along the sills and arches (SUVs and utes). */
  cladding: boolean;
  /**
   * Dark privacy glass behind the front doors, as SUVs, wagons and people movers come with: it
   * mirrors as the front windows do but shows far less through it.
   */
  privacy?: boolean;
  /**
   * Roof rails, as an SUV or a wagon comes with: a bar along each side of the roof, standing clear of it on
   * a foot at each end, so the sky shows under it.
   */
  rails?: boolean;
  /** Parts after the first subpath (a tray, a drawbar, a canvas top). */
  parts?: PartSpec[];
  /** The first part is a flat tray: the tail lamps and plate are on its back, not the cab's. */
  tray?: boolean;
  /**
   * The face: a broad grille of bars between the lamps (a ute's, a van's), a wide mesh grille (a sedan's),
   * or a slim upper grille over a big lower intake (a hatch's).
   */
  grille: 'bars' | 'mesh' | 'slim';
  /**
   * The headlamps: a slim lamp with an LED line along its top, deeper at its outer end (`strip`,
   * a sedan's, a wagon's, an SUV's and a ute's over their grilles of bars); a thin running-light
   * line at the bonnet's edge over the main lamp set low beside the grille (`split`, a people
   * mover's); a tall square lamp ringed by its running light (`square`, a cab chassis's, a
   * van's); or a narrow lamp swept back along the wing, its LED along its foot (`swept`, a
   * hatch's or a sports car's).
   */
  lamp: 'strip' | 'split' | 'square' | 'swept';
  /** The wheels' design. */
  rim: Rim;
  /** How far the side swells out over each wheel (its haunches), in units. */
  flare: number;
  /**
   * An off-road camper trailer: its wheels stand outboard of the box under mudguards, a spare
   * hangs on its back, its sides have hatches (the kitchen's, a store's) and no decals, and its
   * cover is a strapped-down travel cover over the folded tent.
   */
  camper?: boolean;
}

/**
 * A wheel's face: `spokes` spokes `width` wide at the rim (wider towards the hub), each split down
 * its middle or not, in bright or dark (gunmetal) alloy; or a pressed steel wheel with a ring of
 * round holes. Between the spokes the face is open to the brake behind.
 */
export interface Rim {
  spokes: number;
  width: number;
  split: boolean;
  dark: boolean;
  steel: boolean;
}

const alloy = (spokes: number, width: number, extra: Partial<Rim> = {}): Rim => ({
  spokes,
  width,
  split: false,
  dark: false,
  steel: false,
  ...extra,
});
const steel: Rim = alloy(8, 0, { steel: true });

const car = (width: number, tumble: number, extra: Partial<Spec> = {}): Spec => ({
  width,
  tumble,
  endLength: 46,
  tailRound: Math.min(34, extra.endLength ?? 46),
  round: 12,
  stretch: 1.8,
  wheel: 36,
  cladding: false,
  grille: 'mesh',
  lamp: 'strip',
  rim: alloy(5, 3.2, { split: true }),
  flare: 2.5,
  ...extra,
});
const box = (width: number, extra: Partial<Spec> = {}): Spec => ({
  width,
  tumble: 0.04,
  endLength: 20,
  round: 7,
  stretch: 1,
  wheel: 36,
  cladding: false,
  grille: 'bars',
  lamp: 'square',
  rim: steel,
  flare: 0,
  ...extra,
});

/** A four-wheel drive's: black cladding, bigger wheels, a broad grille of bars, square lamps. */
const rugged = (width: number, tumble: number, extra: Partial<Spec> = {}): Spec =>
  car(width, tumble, {
    cladding: true,
    wheel: 38,
    grille: 'bars',
    lamp: 'square',
    flare: 4,
    ...extra,
  });

export const specs: Partial<Record<BodyType, Spec>> = {
  hatch: car(90, 0.24, { grille: 'slim', lamp: 'swept', rim: alloy(10, 1.7) }),
  sedan: car(92, 0.24),
  suv: rugged(96, 0.2, {
    grille: 'mesh',
    lamp: 'strip',
    rim: alloy(6, 4, { dark: true }),
    privacy: true,
    rails: true,
    tailRound: 24,
  }),
  // A ute's and a cab chassis's cab: a square, upright front (not a car's rounded nose).
  ute: rugged(95, 0.18, {
    wheel: 40,
    endLength: 26,
    round: 9,
    lamp: 'strip',
    rim: alloy(6, 2.4, { split: true }),
  }),
  cabChassis: rugged(95, 0.18, {
    endLength: 26,
    round: 9,
    rim: steel,
    tray: true,
    parts: [
      { width: 100, material: Mat.Alloy },
      { width: 100, material: Mat.Alloy },
      { width: 44, material: Mat.Trim },
    ],
  }),
  van: box(97, { tumble: 0.06, endLength: 30, tailRound: 18, round: 10 }),
  peopleMover: car(95, 0.12, {
    endLength: 34,
    tailRound: 24,
    grille: 'bars',
    lamp: 'split',
    rim: alloy(10, 2.4, { dark: true }),
    privacy: true,
  }),
  bus: box(106, { wheel: 38, grille: 'slim' }),
  coupe: car(93, 0.26, { lamp: 'swept', rim: alloy(15, 1.1) }),
  convertible: car(93, 0.3, { lamp: 'swept', rim: alloy(7, 2.6, { split: true, dark: true }) }),
  wagon: car(92, 0.22, {
    rim: alloy(6, 2.8, { split: true }),
    privacy: true,
    rails: true,
    tailRound: 28,
  }),
  hardtop: box(118, {
    wheel: 33,
    rim: alloy(6, 4),
    parts: [
      { width: 46, material: Mat.Trim, taper: true },
      { width: 36, material: Mat.Alloy },
    ],
  }),
  softtop: box(100, {
    wheel: 38,
    rim: alloy(6, 4, { dark: true }),
    camper: true,
    parts: [
      { width: 103, material: Mat.Canvas },
      { width: 44, material: Mat.Trim, taper: true },
      { width: 56, material: Mat.Alloy },
    ],
  }),
  motorhome: box(114, { tumble: 0.03, endLength: 26 }),
};
