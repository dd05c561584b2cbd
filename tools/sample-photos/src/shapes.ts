/**
 * Side profiles for the 3D renders, drawn to each body's real proportions (1 metre is about 105
 * units; the ground at y = 305; the nose on the left): bonnet, windscreen rake, roof, tail, the
 * side glass, the wheels' centres, door shut lines and window pillars. Bodies without one here
 * (caravans, a motorhome, a cab chassis) use their drawing's outline, which is already to shape.
 */
import type { BodyType } from '~/catalogue/car.schema.ts';

export interface Shape {
  body: string;
  glass: string;
  wheels: number[];
  /** Door shut lines (x); the first is the B-pillar. */
  doors: number[];
  /** More black pillars across the side glass (a bus's window bays). */
  pillars?: number[];
  /** An open load tub (a ute's): its front and back (x) and its sides' top (y). */
  tub?: [number, number, number];
}

export const shapes: Partial<Record<BodyType, Shape>> = {
  hatch: {
    body: 'M104 284 Q96 270 97 250 Q98 230 112 224 Q150 216 220 204 Q266 164 318 155 Q400 146 480 154 Q494 156 496 164 L518 202 Q534 208 536 236 Q540 264 534 284 Z',
    glass: 'M236 202 Q278 170 322 162 Q398 154 456 160 Q468 166 474 182 L478 200 Z',
    wheels: [192, 452],
    doors: [340, 444],
  },
  sedan: {
    body: 'M82 284 Q74 268 76 248 Q78 230 94 226 Q150 216 240 206 Q290 166 340 160 Q400 154 440 160 Q480 170 512 200 Q560 204 572 214 Q582 230 580 284 Z',
    glass: 'M256 204 Q298 172 342 166 Q400 162 436 166 Q468 176 494 202 Z',
    wheels: [180, 470],
    doors: [356, 452],
  },
  suv: {
    body: 'M98 272 Q90 258 92 236 Q94 214 110 208 Q160 200 226 192 Q268 142 310 130 Q400 124 478 126 Q512 128 526 150 Q538 176 540 214 Q544 250 538 272 Z',
    glass: 'M246 190 Q280 150 314 138 L474 134 Q500 136 514 160 L522 188 Z',
    wheels: [190, 462],
    doors: [356, 470],
  },
  wagon: {
    body: 'M84 284 Q76 268 78 248 Q80 230 96 226 Q150 216 236 204 Q284 164 332 156 L524 152 Q552 154 560 176 Q568 204 570 236 Q574 266 568 284 Z',
    glass: 'M250 202 Q292 170 336 162 L520 160 Q544 164 550 196 Z',
    wheels: [180, 478],
    doors: [356, 476],
  },
  ute: {
    body: 'M70 266 Q62 250 64 226 Q66 194 84 186 Q140 180 214 174 Q250 132 286 122 L392 118 Q404 120 406 138 L408 176 L596 176 Q600 178 600 186 L598 266 Z',
    glass: 'M228 172 Q258 140 290 130 L388 128 Q396 130 396 148 L396 174 Z',
    wheels: [175, 500],
    doors: [306, 404],
    tub: [408, 598, 176],
  },
  van: {
    body: 'M74 284 Q66 268 68 240 Q70 206 86 196 Q110 184 140 180 Q170 118 200 104 Q220 96 260 96 L588 96 Q600 98 600 112 L602 284 Z',
    glass: 'M150 180 Q176 126 204 110 L262 108 L262 178 Z',
    wheels: [170, 500],
    doors: [268, 400],
  },
  peopleMover: {
    body: 'M84 284 Q76 266 78 242 Q80 222 96 216 Q130 208 176 200 Q222 136 276 118 Q330 110 380 110 L522 112 Q548 114 558 140 Q568 176 570 220 Q574 260 568 284 Z',
    glass: 'M192 198 Q232 144 280 126 L520 122 Q542 126 550 156 L554 194 Z',
    wheels: [182, 490],
    doors: [330, 470],
  },
  coupe: {
    body: 'M90 284 Q82 270 84 254 Q86 238 102 234 Q160 224 250 212 Q300 172 350 166 Q400 162 430 170 Q480 190 520 206 Q556 210 566 220 Q574 236 572 284 Z',
    glass: 'M266 210 Q306 178 350 172 Q392 170 416 176 L452 204 Z',
    wheels: [184, 464],
    doors: [398],
  },
  convertible: {
    body: 'M90 284 Q82 270 84 254 Q86 238 102 234 Q160 224 262 212 L310 164 L316 166 L288 212 L500 212 Q550 212 566 222 Q574 236 572 284 Z',
    glass: 'M270 211 L309 168 L314 170 L285 211 Z',
    wheels: [184, 464],
    doors: [418],
  },
  bus: {
    body: 'M52 284 Q46 250 48 200 Q50 120 70 96 Q86 82 120 80 L590 80 Q604 82 606 100 L606 284 Z',
    glass: 'M66 112 Q70 100 90 98 L590 98 L590 160 L64 164 Z',
    wheels: [150, 470],
    doors: [],
    pillars: [150, 220, 290, 360, 430, 500, 570],
  },
};
