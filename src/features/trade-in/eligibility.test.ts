import { describe, expect, it } from 'vitest';

import { pastOnlineLimit } from './eligibility.ts';

describe('online trade-in estimate (spec Constants)', () => {
  const now = new Date('2026-06-01T00:00:00+10:00');

  it('gives no online trade-in estimate over 7 years or 100,000 km', () => {
    expect(pastOnlineLimit(2019, 100000, now)).toBeNull();
    expect(pastOnlineLimit(2018, 50000, now)).toBe('too-old');
    expect(pastOnlineLimit(2022, 100001, now)).toBe('too-far');
  });

  it('tells what it knows so far: the age from the year alone, before the kilometres', () => {
    expect(pastOnlineLimit(2016, null, now)).toBe('too-old');
    expect(pastOnlineLimit(2020, null, now)).toBeNull();
    expect(pastOnlineLimit(null, 150000, now)).toBe('too-far');
    expect(pastOnlineLimit(null, null, now)).toBeNull();
  });
});
