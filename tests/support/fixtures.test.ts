import { describe, expect, it } from 'vitest';

import { car, dealerConfig } from './fixtures.ts';

describe('test fixtures', () => {
  it('build a valid dealer config with template defaults and the overrides laid on top', () => {
    const c = dealerConfig({ template: 'used', leads: { termsRequired: true } });
    expect(c.leads.termsRequired).toBe(true);
    expect(c.features.reserve.enabled).toBe(true);
    expect(c.vehiclePage.commentsHeading).toBe('Our Comments');
    expect(dealerConfig().leads.termsRequired).toBe(false);
    expect(() => dealerConfig({ phone: 'call us' })).toThrow(/phone/);
  });

  it('build a valid car with the overrides', () => {
    expect(car({ car_type: 'new', km: 10 })).toMatchObject({
      car_type: 'new',
      km: 10,
      make: 'Kia',
    });
  });
});
