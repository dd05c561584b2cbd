import { describe, expect, it } from 'vitest';

import { rangeChipLabel, rangeValueText, weeklyBudgetChipLabel } from './groups.ts';

describe('range values in buyers’ words', () => {
  it('shows money as money, kilometres with their unit and years as years', () => {
    expect(rangeValueText('money', 5000)).toBe('$5,000');
    expect(rangeValueText('weekly', 150)).toBe('$150/wk');
    expect(rangeValueText('km', 50000)).toBe('50,000 km');
    expect(rangeValueText('year', 2019)).toBe('2019');
  });

  it("names a chosen range's chip 'Up to …' or 'From …', never '≤ 5000'", () => {
    expect(rangeChipLabel('money', '<=', 5000)).toBe('Up to $5,000');
    expect(rangeChipLabel('money', '>=', 10000)).toBe('From $10,000');
    expect(rangeChipLabel('km', '<=', 80000)).toBe('Up to 80,000 km');
    expect(rangeChipLabel('year', '>=', 2020)).toBe('From 2020');
  });

  it('names a weekly budget and the price it buys', () => {
    expect(weeklyBudgetChipLabel(300, 70557)).toBe('Up to $300/wk ($70,557)');
  });
});
