import { describe, expect, it } from 'vitest';

import { loadSite } from '~/catalogue/load.server.ts';
import { listDealerSlugs, loadDealerConfig } from '~/config/load.server.ts';

import {
  activeOffers,
  offerComparisonRate,
  offerRateFor,
  offerTitle,
  statesComparisonRate,
} from './offers.ts';

const offer = (id: number, starts_at: string, expires_at: string) =>
  ({ id, starts_at, expires_at }) as Parameters<typeof activeOffers>[0][number];

describe('offers within their dates (spec States)', () => {
  it('keeps only offers whose window holds now', () => {
    const now = new Date('2025-07-10T00:00:00+10:00');
    const list = [
      offer(1, '2025-07-01T00:00:00+10:00', '2025-07-24T23:59:59+10:00'),
      offer(2, '2025-07-11T00:00:00+10:00', '2025-07-24T23:59:59+10:00'),
      offer(3, '2025-06-01T00:00:00+10:00', '2025-07-09T23:59:59+10:00'),
    ];
    expect(activeOffers(list, now).map((o) => o.id)).toEqual([1]);
  });
});

describe('an advertised rate comes with its comparison rate', () => {
  it('passes an offer with no rate, or with a rate and its comparison rate; fails a bare rate', () => {
    expect(
      statesComparisonRate({ name: 'Bonus accessories pack', description: 'Worth $1,500.' }),
    ).toBe(true);
    expect(
      statesComparisonRate({
        name: 'Kia Cerato from 2.9% p.a.',
        description: 'Finance from 2.9% p.a. (comparison rate 3.45% p.a.) over 3 years.',
      }),
    ).toBe(true);
    expect(
      statesComparisonRate({ name: 'Kia Cerato from 2.9% p.a.', description: 'Low-rate finance.' }),
    ).toBe(false);
    expect(
      statesComparisonRate({
        name: 'Low-rate finance',
        description: '<p>From <b>4.99% p.a.</b> for approved buyers.</p>',
      }),
    ).toBe(false);
  });

  it('a rate with the words but no figure is no comparison rate', () => {
    expect(
      statesComparisonRate({
        name: 'Kia Cerato from 2.9% p.a.',
        description: 'Ask us for the comparison rate.',
      }),
    ).toBe(false);
  });

  it("a name that advertises a rate is shown with the offer's comparison rate right after it", () => {
    const cerato = {
      name: 'Kia Cerato from 2.9% p.a.',
      description: 'Finance from 2.9% p.a. (comparison rate 3.45% p.a.) over 3 years.',
    };
    expect(offerComparisonRate(cerato)).toBe('3.45%');
    expect(offerTitle(cerato)).toBe('Kia Cerato from 2.9% p.a. (comparison rate 3.45% p.a.*)');
    // A name with no rate, or one that already gives its comparison rate, is shown as it is.
    expect(offerTitle({ name: 'Low-rate finance', description: cerato.description })).toBe(
      'Low-rate finance',
    );
    const both = { name: '2.9% p.a., comparison rate 3.45% p.a.', description: '' };
    expect(offerTitle(both)).toBe(both.name);
  });

  it('the sample offers that advertise a rate all state one', () => {
    for (const slug of listDealerSlugs())
      for (const o of loadSite(loadDealerConfig(slug)).offers)
        expect(statesComparisonRate(o), `${slug}: ${o.name}`).toBe(true);
  });
});

describe("a finance offer's rate feeds the estimate of the cars it covers", () => {
  const cerato = {
    name: 'Kia Cerato from 2.9% p.a.',
    description:
      'Finance a new Kia Cerato from 2.9% p.a. (comparison rate 3.45% p.a.) over 3 years.',
    model: { name: 'Cerato', slug: 'cerato' },
    manufacturer: { name: 'Kia', slug: 'kia' },
  } as Parameters<typeof offerRateFor>[1][number];
  const car = { make: 'Kia', model: 'Cerato', car_type: 'new' } as const;

  it("takes the offer's rate and term for a new car of its make and model, named as the offer's", () => {
    expect(offerRateFor(car, [cerato])).toEqual({
      rate: 2.9,
      termYears: 3,
      rateName: "the Kia Cerato finance offer's rate",
      comparisonRate: 3.45,
    });
  });
  it('takes the lowest rate where two offers cover the car', () => {
    const lower = { ...cerato, name: 'Kia Cerato from 1.9% p.a.' };
    expect(offerRateFor(car, [cerato, lower])?.rate).toBe(1.9);
  });
  it('leaves out used cars, other models, offers on no model and rates with no comparison rate', () => {
    expect(offerRateFor({ ...car, car_type: 'used' }, [cerato])).toBeNull();
    expect(offerRateFor({ ...car, model: 'Seltos' }, [cerato])).toBeNull();
    expect(offerRateFor(car, [{ ...cerato, model: null }])).toBeNull();
    expect(
      offerRateFor(car, [{ ...cerato, description: 'Finance from 2.9% p.a. over 3 years.' }]),
    ).toBeNull();
  });
});
