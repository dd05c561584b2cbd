import { describe, expect, it } from 'vitest';

import { bodySpecs } from './car-specs.ts';
import { all } from './sample-sites.ts';
import { seriesSince } from './vehicles.ts';

describe('sample cars a buyer would believe (every car of every sample dealer)', () => {
  const cars = all.filter((c) => c.item_type !== 'caravan');
  const caravans = all.filter((c) => c.item_type === 'caravan');
  const used = /owner|service history|logbook|roadworthy|inspected/i;

  it('a used car is no older than its series, and a model-year code is its own year', () => {
    const wrong = cars.filter((c) => {
      const since = seriesSince[`${c.make} ${c.model}`];
      const my = /MY(\d\d)$/.exec(c.series ?? '')?.[1];
      return (
        since === undefined ||
        (c.car_type === 'used' && c.year < Math.min(since, 2025)) ||
        (my !== undefined && Number(my) !== c.year % 100)
      );
    });
    expect(wrong.map((c) => `${c.name} ${c.series}`)).toEqual([]);
    // The example the check is for: no Qashqai J12 before 2022, no 'J12 MY25' on a 2017 car.
    expect(cars.some((c) => c.model === 'Qashqai')).toBe(true);
    expect(cars.filter((c) => c.model === 'Qashqai').every((c) => c.year >= 2022)).toBe(true);
  });

  it('new and demo cars have new-car kilometres and comments', () => {
    const fresh = cars.filter((c) => c.car_type !== 'used');
    expect(fresh.filter((c) => c.car_type === 'new').every((c) => (c.km ?? 0) <= 30)).toBe(true);
    expect(fresh.filter((c) => c.car_type === 'demo').every((c) => (c.km ?? 0) <= 10000)).toBe(
      true,
    );
    expect(fresh.filter((c) => used.test(c.dealercomments ?? '')).map((c) => c.name)).toEqual([]);
    expect(
      all.filter((c) => c.car_type !== 'used' && c.tag === 'Low KMs').map((c) => c.name),
    ).toEqual([]);
  });

  it("masses, sizes and towing fit the car's body", () => {
    const misfits = cars.filter((c) => {
      const spec = bodySpecs[c.body ?? ''];
      const v = c.variant;
      if (!spec || !v) return true;
      const within = (x: number | null | undefined, [lo, hi]: [number, number]) =>
        x != null && x >= lo && x <= hi;
      return !(
        within(v.grossvehiclemass, spec.gvm) &&
        within(v.vehiclelength, spec.length) &&
        within(v.vehicleheight, spec.height) &&
        within(v.vehiclewidth, spec.width) &&
        within(v.towingcapacitybraked, spec.towing)
      );
    });
    expect(misfits.map((c) => `${c.name} (${c.body})`)).toEqual([]);
    const corollaHatch = cars.filter((c) => c.model === 'Corolla Hatch');
    expect(corollaHatch.length).toBeGreaterThan(0);
    expect(corollaHatch.every((c) => (c.variant?.grossvehiclemass ?? 0) < 2000)).toBe(true);
  });

  it('caravans have no odometer, no drive-away wording and no test drive', () => {
    expect(caravans.length).toBeGreaterThan(100);
    for (const c of caravans) {
      expect(c.km, c.name).toBeNull();
      expect(c.price_type ?? '', c.name).not.toMatch(/drive\s*away/i);
      expect(c.dealercomments ?? '', c.name).not.toMatch(/test drive|drives|roadworthy/i);
      const s = c.specifications!;
      expect(s.aggregate_trailer_mass!, c.name).toBeGreaterThan(s.tare_weight!);
    }
  });
});
