import { describe, expect, it } from 'vitest';

import {
  canReserve,
  GUARANTEE_STRIP,
  partsWarrantyYears,
  RESERVE_DEFAULTS,
  reserveButtonText,
} from './reserve.ts';

describe('reserve and guarantees (spec §5, §9)', () => {
  it('defaults to a $200 refundable deposit holding the car 48 hours', () => {
    expect(RESERVE_DEFAULTS).toEqual({ deposit: 200, holdHours: 48, refundable: true });
    expect(reserveButtonText(200)).toBe('Reserve This Car $200');
    expect(reserveButtonText(1000)).toBe('Reserve This Car $1,000');
  });
  it('offers reserve only when checkout is enabled for the car', () => {
    const car = { checkout_enabled: true, status: 'in_stock', reserved: false };
    expect(canReserve(true, car)).toBe(true);
    expect(canReserve(false, car)).toBe(false);
    expect(canReserve(true, { ...car, checkout_enabled: false })).toBe(false);
    expect(canReserve(true, { ...car, reserved: true })).toBe(false);
  });
  it('lists the guarantee strip and the parts warranty rule', () => {
    expect(GUARANTEE_STRIP).toEqual([
      'One haggle-free price',
      '48hr money back',
      'Lifetime engine guarantee',
      'Value servicing for life',
      '12 months roadside assist',
    ]);
    expect([partsWarrantyYears(0.5), partsWarrantyYears(3)]).toEqual([2, 3]);
  });
});
