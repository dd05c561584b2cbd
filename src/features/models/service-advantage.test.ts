import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { planFor, planText } from './service-advantage.ts';

describe('Service Advantage (spec Constants)', () => {
  const plans = JSON.parse(readFileSync('data/catalogue/service-advantage.json', 'utf8'));
  it('has the default and every listed model', () => {
    expect(planFor(plans, 'Unknown')).toMatchObject({
      amount: 250,
      years: 5,
      services: 5,
      interval: 'every 12 months or 15,000km',
      distance_range: 'up to 75,000km',
    });
    expect(planFor([], 'RAV4')).toMatchObject({ amount: 250 });
    const expected: Record<string, number> = {
      Coaster: 485,
      HiAce: 290,
      Granvia: 290,
      HiLux: 290,
      Fortuner: 290,
      'LandCruiser Prado': 390,
      'LandCruiser 70': 525,
      'LandCruiser 300': 400,
      Tundra: 400,
      bZ4X: 180,
      'Corolla Sedan': 245,
      'Corolla Hatch': 245,
      Yaris: 245,
      Camry: 255,
      'Yaris Cross': 250,
      'C-HR': 250,
      'Corolla Cross': 250,
      RAV4: 260,
      Kluger: 265,
    };
    for (const [model, amount] of Object.entries(expected))
      expect(planFor(plans, model).amount, model).toBe(amount);
    expect(planFor(plans, 'Coaster')).toMatchObject({
      years: 3,
      services: 6,
      interval: 'every 6 months or 10,000km',
    });
    expect(planFor(plans, 'LandCruiser Prado')).toMatchObject({
      years: 5,
      services: 10,
      distance_range: 'up to 100,000km',
    });
    expect(planFor(plans, 'Tundra')).toMatchObject({ years: 5, services: 10 });
    expect(planText(planFor(plans, 'RAV4'))).toBe(
      '$260 per service for 5 years or 5 services, every 12 months or 15,000km, up to 75,000km',
    );
  });
});
