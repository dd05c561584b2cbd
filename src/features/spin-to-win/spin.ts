import type { SpinToWin } from '~/config/schema/spin-to-win.ts';

type Prize = SpinToWin['prizes'][number];

/** What the spin-to-win page and its endpoint say. */
export const SPIN_MESSAGES = {
  off: 'Spin to win is not running on this site.',
  spunBefore: 'You have already had your spin with this mobile number.',
} as const;

/** Letters and digits no one misreads over the phone or on a screen (no I, O, 0, 1). */
export const CLAIM_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A claim code as shown and sent: two groups of four, e.g. 7KQ2-M9XD. */
export const formatClaimCode = (raw: string) => `${raw.slice(0, 4)}-${raw.slice(4, 8)}`;

const totalWeight = (prizes: readonly Prize[]) => prizes.reduce((sum, p) => sum + p.weight, 0);

/** The draw: a roll in [0, total weight) lands on the prize whose share of the weights holds it. */
export function drawPrize(prizes: readonly Prize[], roll: number): number {
  const total = totalWeight(prizes);
  if (!Number.isInteger(roll) || roll < 0 || roll >= total)
    throw new RangeError(`roll must be an integer in [0, ${total})`);
  let upTo = 0;
  for (const [i, p] of prizes.entries()) {
    upTo += p.weight;
    if (roll < upTo) return i;
  }
  return prizes.length - 1;
}

/** Each prize's chance as the page states it ('25%', '0.5%'): its weight over all the weights. */
export function prizeChances(prizes: readonly Prize[]): { label: string; percent: string }[] {
  const total = totalWeight(prizes);
  return prizes.map((p) => {
    // One decimal at most, and never rounded to 0% or 100% (a 99.5% chance is not a certainty).
    const exact = (100 * p.weight) / total;
    const pct = Number(exact.toFixed(1));
    return { label: p.label, percent: exact < 0.1 ? 'under 0.1%' : `${pct}%` };
  });
}

/** The last day a prize can be claimed, `claimDays` after the spin (a date, in the dealer's words). */
export const claimBy = (spunAt: Date, claimDays: number) =>
  new Date(spunAt.getTime() + claimDays * 24 * 60 * 60 * 1000);

/**
 * Degrees the wheel turns so that segment `index` of `count` stops under the pointer at the top:
 * whole turns for the show, then the segment's centre brought round to 0°.
 */
export function landingRotation(index: number, count: number, turns = 5): number {
  const size = 360 / count;
  const centre = index * size + size / 2;
  return turns * 360 + ((360 - centre) % 360);
}

/** The wheel's segments as SVG paths on a circle of radius r centred at (r, r), clockwise from 12 o'clock. */
export function wheelSegments(count: number, r: number) {
  const size = (2 * Math.PI) / count;
  const at = (a: number) => [r + r * Math.sin(a), r - r * Math.cos(a)].map((n) => +n.toFixed(2));
  return Array.from({ length: count }, (_, i) => {
    const [x1, y1] = at(i * size);
    const [x2, y2] = at((i + 1) * size);
    const angle = +(((i + 0.5) * size * 180) / Math.PI - 90).toFixed(2);
    // A label on the left half would read upside down from the middle out: it is turned half
    // round and read from the rim in instead.
    const flip = angle > 90;
    return {
      path: `M${r},${r} L${x1},${y1} A${r},${r} 0 ${size > Math.PI ? 1 : 0} 1 ${x2},${y2} Z`,
      /** The label's rotation (degrees) about the centre, along the segment's centre line. */
      labelAngle: flip ? angle - 180 : angle,
      flip,
    };
  });
}
