import { describe, expect, it } from 'vitest';

import {
  canCheckout,
  canReserve,
  checkoutKind,
  checkoutPath,
  GUARANTEE_STRIP,
  partsWarrantyYears,
  RESERVE_DEFAULTS,
  reserveButtonText,
} from './reserve.ts';

describe('reserve and guarantees (spec Validation, Constants)', () => {
  it('defaults to a $200 refundable deposit holding the car 48 hours', () => {
    expect(RESERVE_DEFAULTS).toEqual({ deposit: 200, holdHours: 48, refundable: true });
    expect(reserveButtonText(200)).toBe('Reserve This Car $200');
    expect(reserveButtonText(1000)).toBe('Reserve This Car $1,000');
  });
  it('offers reserve only when checkout is enabled for the car: in stock, not reserved, priced', () => {
    const car = { checkout_enabled: true, status: 'in_stock', reserved: false, price: 24_990 };
    expect(canReserve(true, car)).toBe(true);
    expect(canReserve(false, car)).toBe(false);
    expect(canReserve(true, { ...car, checkout_enabled: false })).toBe(false);
    expect(canReserve(true, { ...car, reserved: true })).toBe(false);
    expect(canReserve(true, { ...car, status: 'sold' })).toBe(false);
    expect(canReserve(true, { ...car, status: 'coming_soon' })).toBe(false);
    expect(canReserve(true, { ...car, price: 0 })).toBe(false);
  });
  it('runs buy online in place of reserving where both are on, and neither where neither is', () => {
    const features = (reserve: boolean, buyOnline: boolean) => ({
      features: { reserve: { enabled: reserve }, buyOnline: { enabled: buyOnline } },
    });
    expect(checkoutKind(features(true, false))).toBe('reserve');
    expect(checkoutKind(features(true, true))).toBe('buy-online');
    expect(checkoutKind(features(false, true))).toBe('buy-online');
    expect(checkoutKind(features(false, false))).toBeNull();
    expect(checkoutPath('reserve', 'a-car')).toBe('/cars/a-car/checkout');
    expect(checkoutPath('buy-online', 'a-car')).toBe('/cars/a-car/buy-online');
    const car = { checkout_enabled: true, status: 'in_stock', reserved: false, price_amount: 9990 };
    expect(canCheckout(features(true, false), car)).toBe(true);
    expect(canCheckout(features(false, false), car)).toBe(false);
    expect(canCheckout(features(true, false), { ...car, price_amount: 0 })).toBe(false);
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
