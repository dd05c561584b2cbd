import { describe, expect, it } from 'vitest';

import { dealerConfig, location } from '../../../tests/support/fixtures.ts';
import { serviceBookableOnline, servicePrices, serviceWorkshops } from './service-site.server.ts';

const plans = [
  { model: 'default', amount: 250, years: 5, services: 5, interval: '', distance_range: '' },
  { model: 'HiLux', amount: 290, years: 5, services: 5, interval: '', distance_range: '' },
];

describe('the service page', () => {
  const sales = location({ id: 1, location_type: 'sales' });
  const workshop = location({ id: 2, location_type: 'service' });
  const hidden = location({ id: 3, location_type: 'service', visible: false });

  it('books online at a visible service location, unless the dealer books on its own system', () => {
    const config = dealerConfig();
    expect(serviceWorkshops({ locations: [sales, workshop, hidden] }).map((l) => l.id)).toEqual([
      2,
    ]);
    expect(serviceBookableOnline(config, { locations: [sales, workshop] })).toBe(true);
    expect(serviceBookableOnline(config, { locations: [sales, hidden] })).toBe(false);
    const external = dealerConfig({
      contact: { baseDomain: { serviceBooking: 'https://booking.example.com.au' } },
    });
    expect(serviceBookableOnline(external, { locations: [workshop] })).toBe(false);
  });

  it("prices a logbook service from the maker's plans only where Service Advantage is shown", () => {
    const base = dealerConfig();
    const on = {
      ...base,
      brand: { ...base.brand, manufacturer: { name: 'Toyota', slug: 'toyota' } },
      features: { ...base.features, serviceAdvantage: true },
    };
    expect(servicePrices(on, { serviceAdvantage: plans })).toEqual({
      make: 'Toyota',
      byModel: { HiLux: 290 },
      otherwise: 250,
    });
    const off = { ...on, features: { ...on.features, serviceAdvantage: false } };
    expect(servicePrices(off, { serviceAdvantage: plans })).toBeNull();
  });
});
