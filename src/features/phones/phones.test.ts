import { describe, expect, it } from 'vitest';

import { formatMobile } from './format-mobile.ts';
import { maskPhone, NO_PHONE_WARNING, normalisePhone, phoneForCar, telHref } from './phones.ts';

describe('phones (spec States, Validation)', () => {
  it('writes a mobile in the Australian way, from any form it was given in', () => {
    expect(formatMobile('+61 412 345 678')).toBe('0412 345 678');
    expect(formatMobile('0412345678')).toBe('0412 345 678');
    expect(formatMobile('(02) 9999 0000')).toBe('0299990000');
  });

  it('masks all but the first 5 characters, digits only', () => {
    expect(maskPhone('(02) 9635 1234')).toBe('(02) **** ****');
    expect(maskPhone('0412 345 678')).toBe('0412 *** ***');
    expect(maskPhone('1300 374 829')).toBe('1300 *** ***');
  });

  it('normalises by stripping non-digits and turning a leading 61 into 0', () => {
    expect(normalisePhone('+61 412 345 678')).toBe('0412345678');
    expect(normalisePhone('(02) 9635-1234')).toBe('0296351234');
    expect(normalisePhone('0412 345 678')).toBe('0412345678');
    expect(telHref('+61 2 9635 1234')).toBe('tel:0296351234');
  });

  const car = (over: Record<string, unknown> = {}) => ({
    car_type: 'used' as const,
    location_id: 7101,
    location: {
      id: 7101,
      name: 'x',
      phone: '(02) 1111 1111',
      address: {},
      distribution_locations: [],
    },
    ...over,
  });
  const phones = {
    override: '1300 000 000',
    newCars: '(02) 2222 2222',
    usedCars: '(02) 3333 3333',
    byLocation: { '7101': '(02) 4444 4444' },
  };

  it('follows the priority: override, filter type, new-car, used-car, location', () => {
    expect(phoneForCar(car(), phones)).toEqual({ phone: '1300 000 000' });
    const noOverride = { ...phones, override: undefined };
    expect(phoneForCar(car(), noOverride, 'new')).toEqual({ phone: '(02) 2222 2222' });
    expect(phoneForCar(car({ car_type: 'demo' }), noOverride)).toEqual({ phone: '(02) 2222 2222' });
    expect(phoneForCar(car(), noOverride)).toEqual({ phone: '(02) 3333 3333' });
    expect(phoneForCar(car(), { byLocation: phones.byLocation })).toEqual({
      phone: '(02) 4444 4444',
    });
    expect(phoneForCar(car(), {})).toEqual({ phone: '(02) 1111 1111' });
  });

  it("warns 'No phone number available for car' when there is none", () => {
    expect(phoneForCar(car({ location: null, location_id: null }), {})).toEqual({
      warning: NO_PHONE_WARNING,
    });
    expect(NO_PHONE_WARNING).toBe('No phone number available for car');
  });
});
