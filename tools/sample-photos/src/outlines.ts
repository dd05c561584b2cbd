/**
 * What the sample photographs are made from: each body's side outline (the renderer's solid for
 * the caravans, camper and motorhome, with their glass and wheels; shapes.ts has the cars'
 * own), the photo sizes and the interior trims. Which bodies are drawn at all, and how the
 * others borrow one, is the sample data's (`photoBody` in scripts/generate-data/photos.ts).
 */
import type { BodyType } from '~/catalogue/car.schema.ts';

import { photoBodies, photoBody } from '../../../scripts/generate-data/photos.ts';

export { photoBodies, photoBody };

/** Photo width and height of the car shots (3:2 landscape, as dealer photos are). */
export const PHOTO = { width: 1200, height: 800 } as const;
/** Model hero images (2:1 banner). */
export const HERO = { width: 1600, height: 800 } as const;

/**
 * The kind of cabin a body has: a car's (`car`; `open` with its roof down; `glass`, a wagon's
 * under a panoramic glass roof; `sport`, a coupe's two long doors and low sports seats under a
 * raked screen), a tall one's (`tall`: an SUV, its driver sitting higher over a bigger screen;
 * `mover`: a people mover's, with its second row of captain's chairs seen from the third), or a
 * working vehicle's (`work`: a ute's, an upright dash with a small screen set into it, a manual
 * gearstick and a transfer-case lever; `single`: a cab chassis's single cab, a radio with two
 * knobs instead of the screen, seen from the passenger's open door; `van`: a ute's dash with a
 * bench for two passengers, its interior shot the load space; `bus`: the van's cab, its interior
 * shot down the aisle between its rows; `cab`: a motorhome's, the van's dash over two captain's
 * chairs with armrests and a walk-through between them, seen from the living area behind).
 */
export type CabinKind =
  'car' | 'open' | 'glass' | 'sport' | 'tall' | 'mover' | 'work' | 'single' | 'van' | 'bus' | 'cab';

export interface Outline {
  body: string;
  glass: string;
  wheels: number[];
  /** Interior trim tone (no two bodies with one cabin kind share one). */
  trim: keyof typeof trims;
  /** Its cabin, for the interior and dashboard shots (a car's if not given; a motorhome's cab). */
  cabin?: CabinKind;
  /** A caravan or motorhome: interior and kitchen shots instead of seats and dashboard. */
  living?: boolean;
  /** A living space's cupboards' and lockers' finish (a caravan's timber, a motorhome's pale oak). */
  joinery?: string;
  /** A living space's far end: a lounge round a table (a motorhome's) instead of a bed. */
  lounge?: boolean;
  /** A camper trailer: those shots are inside its tent and of its slide-out kitchen. */
  tent?: boolean;
  /** Towed (a caravan or camper): no headlights, its tail lights on the left (the drawbar is on the right). */
  towed?: boolean;
  /** Door shut lines where the glass does not place them (a convertible's one long door). */
  doors?: number[];
  /** A caravan's or motorhome's entry door: its front and back edges (x) and its top (y). */
  entry?: { x: [number, number]; top: number };
  /** The top of a motorhome's windscreen (y), under the bed that reaches over the cab. */
  windscreenTop?: number;
}

/** Side-profile outline per drawn body (viewBox 640x400, ground at y=300, nose on the left). */
const outlines: Record<(typeof photoBodies)[number], Outline> = {
  // Short: the roof runs to a steep tailgate just behind the rear wheel (a sedan has a boot).
  hatch: {
    body: 'M112 290 L112 234 Q117 206 162 199 L236 160 Q262 142 332 141 L436 143 Q466 147 480 178 L494 212 Q502 228 500 290 Z',
    glass: 'M252 165 L332 151 L430 153 L466 200 L224 201 Z',
    wheels: [192, 430],
    trim: 'charcoal',
  },
  sedan: {
    body: 'M80 290 L80 240 Q90 215 150 210 L240 165 Q270 150 340 150 L410 152 Q450 160 490 205 L560 215 Q585 228 580 290 Z',
    glass: 'M255 172 L340 160 L405 162 L460 205 L225 208 Z',
    wheels: [170, 490],
    trim: 'sand',
  },
  // Tall and short: a high bonnet, a roof that runs almost to the back, a steep tailgate and short
  // overhangs (a people mover is longer and one box; a sedan has a boot).
  suv: {
    body: 'M104 290 L104 222 Q108 197 152 191 L204 183 L262 122 Q275 113 320 113 L470 116 Q490 119 504 146 L524 190 Q534 206 532 290 Z',
    glass: 'M272 130 L322 121 L462 124 L494 183 L240 186 Z',
    wheels: [190, 452],
    trim: 'charcoal',
    cabin: 'tall',
  },
  ute: {
    body: 'M70 290 L70 215 Q75 190 125 185 L190 130 Q205 120 280 120 L340 122 Q355 130 365 185 L585 190 L590 290 Z',
    glass: 'M205 140 L280 130 L335 132 L345 185 L180 188 Z',
    wheels: [160, 500],
    trim: 'slate',
    cabin: 'work',
  },
  // A cab, then a flat tray on the chassis rails with a headboard, the rear wheel under the tray.
  cabChassis: {
    body: 'M70 290 L70 215 Q75 190 125 185 L190 130 Q205 120 280 120 L340 122 Q355 130 362 185 L366 290 Z M376 182 L590 182 L590 214 L376 214 Z M376 136 L388 136 L388 182 L376 182 Z M392 214 L580 214 L580 234 L392 234 Z',
    glass: 'M205 140 L280 130 L335 132 L345 185 L180 188 Z',
    wheels: [160, 500],
    trim: 'charcoal',
    cabin: 'single',
  },
  van: {
    body: 'M70 290 L70 150 Q75 105 140 100 L560 100 Q580 105 580 130 L580 290 Z',
    glass: 'M95 150 Q100 118 150 115 L200 115 L200 170 L90 175 Z',
    wheels: [160, 490],
    trim: 'slate',
    cabin: 'van',
  },
  peopleMover: {
    body: 'M80 290 L80 200 Q90 150 150 130 L200 105 L520 105 Q560 110 565 160 L570 290 Z',
    glass: 'M170 135 L210 115 L510 115 L520 175 L150 178 Z',
    wheels: [170, 480],
    trim: 'sand',
    cabin: 'mover',
  },
  bus: {
    body: 'M50 290 L50 120 Q55 85 100 80 L590 80 Q605 85 605 110 L605 290 Z',
    glass: 'M70 110 L590 110 L590 165 L65 165 Z',
    wheels: [150, 510],
    trim: 'charcoal',
    cabin: 'bus',
  },
  coupe: {
    body: 'M90 290 L90 245 Q100 222 160 215 L260 165 Q300 150 360 152 L420 160 Q470 180 500 212 L560 222 Q580 235 575 290 Z',
    glass: 'M275 175 L355 162 L415 170 L455 210 L245 212 Z',
    wheels: [180, 485],
    trim: 'oxblood',
    cabin: 'sport',
  },
  // Roof down: a raked windscreen over the cowl, an open cabin, one long door.
  convertible: {
    body: 'M90 290 L90 245 Q100 222 160 215 L262 207 L302 168 L310 171 L288 207 L500 210 L560 222 Q580 235 575 290 Z',
    glass: 'M270 206 L302 174 L306 176 L284 206 Z',
    wheels: [180, 485],
    trim: 'tan',
    cabin: 'open',
    doors: [300, 418],
  },
  wagon: {
    body: 'M80 290 L80 235 Q90 210 150 205 L230 150 Q255 138 330 138 L520 142 Q545 150 550 205 L575 215 Q585 235 580 290 Z',
    glass: 'M245 158 L330 148 L505 152 L515 202 L215 205 Z',
    wheels: [170, 490],
    trim: 'ash',
    cabin: 'glass',
  },
  hardtop: {
    body: 'M40 280 L40 110 Q45 85 80 80 L540 80 Q570 85 575 120 L575 280 Z M575 255 L680 262 L680 270 L575 268 Z M579 224 L608 224 L608 255 L579 255 Z',
    glass: 'M120 120 L230 120 L230 180 L120 180 Z M440 120 L530 120 L530 165 L440 165 Z',
    wheels: [300, 360],
    entry: { x: [384, 424], top: 104 },
    trim: 'sand',
    living: true,
    joinery: '#a47b52',
    towed: true,
  },
  // An off-road camper trailer: a short box on a high chassis, its tent folded under a travel
  // cover on top, an A-frame drawbar with a toolbox on it (glass: none shows; this marks the
  // box's top edge as its waist).
  softtop: {
    body: 'M150 255 L150 165 L450 165 L450 255 Z M146 166 L146 152 Q147 139 164 138 L436 136 Q453 137 454 152 L454 166 Z M450 250 L622 262 L622 270 L450 266 Z M452 251 L516 251 L516 197 Q516 192 511 192 L452 192 Z',
    glass: 'M200 152 L210 152 L210 160 L200 160 Z',
    wheels: [292],
    trim: 'sand',
    living: true,
    tent: true,
    towed: true,
  },
  motorhome: {
    body: 'M50 290 L50 100 Q55 75 100 72 L528 72 Q552 76 553 98 L551 118 Q547 132 526 135 L510 137 L560 190 Q590 200 590 240 L590 290 Z',
    glass:
      'M508 142 L546 194 L482 197 L482 142 Z M110 110 L210 110 L210 160 L110 160 Z M250 112 L320 112 L320 152 L250 152 Z',
    wheels: [150, 480],
    doors: [476],
    entry: { x: [392, 432], top: 104 },
    windscreenTop: 139,
    trim: 'sand',
    // Its dashboard shot is its van cab's.
    cabin: 'cab',
    living: true,
    joinery: '#cbb896',
    lounge: true,
  },
};

/** Seat trim colours by interior trim. */
export const trims = {
  charcoal: { seat: '#2a2c30' },
  sand: { seat: '#b9a486' },
  slate: { seat: '#4a5058' },
  /** A sports coupe's red leather. */
  oxblood: { seat: '#6a2228' },
  /** A convertible's tan leather. */
  tan: { seat: '#8a5a3a' },
  /** A wagon's light grey leather. */
  ash: { seat: '#a9aaa6' },
};

export function outlineOf(body: BodyType): Outline {
  return outlines[photoBody(body)];
}
