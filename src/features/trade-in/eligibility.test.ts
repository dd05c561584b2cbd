import { describe, expect, it } from 'vitest';

import { onlineEstimateAvailable } from './eligibility.ts';

describe('online trade-in estimate (spec §9)', () => {
  it('gives no online trade-in estimate over 7 years or 100,000 km', () => {
    const now = new Date('2026-06-01T00:00:00+10:00');
    expect(onlineEstimateAvailable(2019, 100000, now)).toBe(true);
    expect(onlineEstimateAvailable(2018, 50000, now)).toBe(false);
    expect(onlineEstimateAvailable(2022, 100001, now)).toBe(false);
  });
});
