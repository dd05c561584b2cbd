import { describe, expect, it } from 'vitest';

import {
  claimBy,
  drawPrize,
  formatClaimCode,
  landingRotation,
  prizeChances,
  wheelSegments,
} from './spin.ts';

const prizes = [
  { label: '$100 fuel card', detail: 'd', weight: 5 },
  { label: 'Free tint', detail: 'd', weight: 3 },
  { label: '$500 off', detail: 'd', weight: 2 },
];

describe('spin to win', () => {
  it('draws each prize in proportion to its weight, every roll landing on exactly one', () => {
    const counts = [0, 0, 0];
    for (let roll = 0; roll < 10; roll++) counts[drawPrize(prizes, roll)]! += 1;
    expect(counts).toEqual([5, 3, 2]);
    expect(drawPrize(prizes, 0)).toBe(0);
    expect(drawPrize(prizes, 4)).toBe(0);
    expect(drawPrize(prizes, 5)).toBe(1);
    expect(drawPrize(prizes, 9)).toBe(2);
  });
  it('refuses a roll outside the draw', () => {
    expect(() => drawPrize(prizes, 10)).toThrow(RangeError);
    expect(() => drawPrize(prizes, -1)).toThrow(RangeError);
    expect(() => drawPrize(prizes, 1.5)).toThrow(RangeError);
  });
  it('states each chance as the page shows it', () => {
    expect(prizeChances(prizes).map((c) => c.percent)).toEqual(['50%', '30%', '20%']);
    const odd = [
      { label: 'a', detail: 'd', weight: 1 },
      { label: 'b', detail: 'd', weight: 199 },
    ];
    expect(prizeChances(odd).map((c) => c.percent)).toEqual(['0.5%', '99.5%']);
    const rare = [odd[0]!, { ...odd[1]!, weight: 1000 }, { ...odd[1]!, weight: 1000 }];
    expect(prizeChances(rare)[0]!.percent).toBe('under 0.1%');
    const thirds = prizes.map((p) => ({ ...p, weight: 1 }));
    expect(prizeChances(thirds).map((c) => c.percent)).toEqual(['33.3%', '33.3%', '33.3%']);
  });
  it('formats the claim code in two groups and dates the claim', () => {
    expect(formatClaimCode('7KQ2M9XD')).toBe('7KQ2-M9XD');
    expect(claimBy(new Date('2026-11-26T00:00:00Z'), 30).toISOString()).toBe(
      '2026-12-26T00:00:00.000Z',
    );
  });
  it('stops the wheel with the drawn segment under the pointer', () => {
    // Four segments of 90°: segment 0's centre is at 45°, so the wheel turns 315° past whole turns.
    expect(landingRotation(0, 4)).toBe(5 * 360 + 315);
    expect(landingRotation(3, 4)).toBe(5 * 360 + 45);
    for (let i = 0; i < 7; i++) {
      const end = (landingRotation(i, 7) + (i + 0.5) * (360 / 7)) % 360;
      expect(Math.min(end, 360 - end)).toBeLessThan(1e-9);
    }
  });
  it('draws the wheel as one path per segment, round the whole circle', () => {
    const segs = wheelSegments(4, 100);
    expect(segs).toHaveLength(4);
    expect(segs[0]!.path).toBe('M100,100 L100,0 A100,100 0 0 1 200,100 Z');
    // Labels on the right read from the middle out; on the left, turned round, from the rim in.
    expect(segs.map((s) => [s.labelAngle, s.flip])).toEqual([
      [-45, false],
      [45, false],
      [-45, true],
      [45, true],
    ]);
  });
});
