/**
 * A car's touch screen switched on, as a dealer photographs a dashboard with the ignition on: its
 * navigation map on the left (land, a park, roads, the route in blue and the car's marker), a
 * rail of icons down its left edge, and on the right a media card (the album's art, two lines of
 * text) over a phone card with its green icon. interior.ts lays it out (`screenPart`, as the
 * point's `detail`); shade.ts lights it (`screenGlow`).
 */
import type { Rgb } from './backdrops.ts';

/** What a point of the screen shows; the values are the point's `detail`, under the bezel's 1. */
export const Shown = {
  Background: 0,
  Land: 0.1,
  Park: 0.2,
  Road: 0.3,
  Route: 0.4,
  Icon: 0.45,
  Card: 0.5,
  Accent: 0.6,
  Phone: 0.7,
  Art: 0.8,
  Text: 0.9,
  Bezel: 1,
} as const;

/**
 * What the screen shows at (u, v): u across it from its left edge (-1) to its right (1) as the
 * driver sees it, v up it from its foot (-1) to its top (1).
 */
export function screenPart(u: number, v: number): number {
  // The rail of icons down the left edge: small rounded squares on black.
  if (u < -0.84) {
    const row = (v + 1) * 2.5;
    const inRow = row - Math.floor(row);
    return Math.abs(u + 0.92) < 0.045 && inRow > 0.3 && inRow < 0.7 ? Shown.Icon : Shown.Background;
  }
  // The status bar across the top, the clock at its right.
  if (v > 0.8) return u > 0.62 && u < 0.86 && v > 0.85 && v < 0.93 ? Shown.Text : Shown.Background;
  if (u < 0.3) {
    // The map: the car's marker, its route along one road and up the next, roads across the
    // land, a park.
    if (Math.hypot((u + 0.6) * 1.6, v + 0.2) < 0.09) return Shown.Accent;
    const main = Math.abs(0.55 * u - 0.83 * v - 0.05);
    const cross = Math.abs(v + 0.2);
    const side = Math.abs(0.9 * u + 0.44 * v - 0.02);
    if (cross < 0.035 && u > -0.6 && u < -0.2) return Shown.Route;
    if (main < 0.035 && v > -0.22) return Shown.Route;
    if (main < 0.03 || cross < 0.03 || side < 0.02) return Shown.Road;
    if (u > -0.1 && u < 0.22 && v > 0.3 && v < 0.7) return Shown.Park;
    return Shown.Land;
  }
  if (u < 0.36) return Shown.Background;
  // The media card: the album's art and two lines of text beside it.
  if (v > 0.02 && v < 0.72) {
    if (u > 0.42 && u < 0.62 && v > 0.12 && v < 0.62) return Shown.Art;
    if (u > 0.68 && u < 0.9 && Math.abs(v - 0.48) < 0.05) return Shown.Text;
    if (u > 0.68 && u < 0.82 && Math.abs(v - 0.3) < 0.04) return Shown.Text;
    return u < 0.96 ? Shown.Card : Shown.Background;
  }
  // The phone card under it.
  if (v < -0.06 && v > -0.72 && u < 0.96) {
    if (Math.hypot((u - 0.52) * 1.6, v + 0.39) < 0.13) return Shown.Phone;
    if (u > 0.7 && u < 0.88 && Math.abs(v + 0.39) < 0.04) return Shown.Text;
    return Shown.Card;
  }
  return Shown.Background;
}

/** The light each part gives off (linear RGB), bright enough to read in a daylit cabin. */
const glow: Record<number, Rgb> = {
  [Shown.Background]: [0.008, 0.009, 0.012],
  [Shown.Land]: [0.2, 0.205, 0.19],
  [Shown.Park]: [0.1, 0.19, 0.1],
  [Shown.Road]: [0.45, 0.45, 0.43],
  [Shown.Route]: [0.06, 0.24, 0.62],
  [Shown.Icon]: [0.22, 0.23, 0.25],
  [Shown.Card]: [0.035, 0.04, 0.05],
  [Shown.Accent]: [0.12, 0.4, 0.85],
  [Shown.Phone]: [0.08, 0.45, 0.16],
  [Shown.Art]: [0.62, 0.26, 0.07],
  [Shown.Text]: [0.55, 0.57, 0.6],
};

/** The light given off where the screen shows `part` (a `Shown`). */
export function screenGlow(part: number): Rgb {
  return glow[Math.round(part * 20) / 20] ?? glow[Shown.Background]!;
}
