import { describe, expect, it } from 'vitest';

import type { Car } from '~/catalogue/car.schema.ts';
import type { DealerConfig } from '~/config/schema/index.ts';

import { car as carFixture, dealerConfig } from '../../../../tests/support/fixtures.ts';
import { allSpecifications, carActions } from './actions.ts';

const now = new Date('2026-11-20T00:00:00+10:00');
const car = carFixture({ id: 9, slug: 'x-9', price: 25990, year: 2021 });
// The three dealer kinds of the sample sites, with only the fields the buttons depend on.
const franchise = dealerConfig({ finance: { provider: 'manual' } });
const supermarket = dealerConfig({
  template: 'used',
  features: { chatBot: 'autobot', redbook: true, reserve: { enabled: true } },
  finance: { provider: 'taurus' },
});
const financeLed = dealerConfig({
  template: 'finance',
  finance: { provider: 'youx', buttonText: 'Get Finance Quote' },
  leads: { enquireButtonText: 'Message Now' },
});
const labels = (c: Car, config: DealerConfig) => carActions(c, config, now).map((a) => a.label);

describe('vehicle buttons by dealer config (spec Screens, Validation)', () => {
  it('franchise: Enquire Now, finance, trade-in, the car forms; no reserve without checkout', () => {
    expect(labels(car, franchise)).toEqual([
      'Enquire Now',
      'Finance Enquiry',
      'Trade-In',
      'Book a Test Drive',
      'Request Photos',
      'Make an Offer',
    ]);
  });

  it('used supermarket with checkout: Instant Message replaces Enquire (chat bot), Reserve Car Now', () => {
    const c = { ...car, checkout_enabled: true };
    expect(labels(c, supermarket)).toEqual([
      'Instant Message',
      'Finance Enquiry',
      'Trade-In Valuation',
      'Reserve Car Now',
      'Book a Test Drive',
      'Request Photos',
      'Make an Offer',
    ]);
    expect(carActions(c, supermarket, now).find((a) => a.key === 'reserve')).toMatchObject({
      href: '/cars/x-9/checkout',
    });
    expect(labels(car, supermarket)[0]).toBe('Enquire Now');
  });

  it('finance-led dealer: Message Now and Get Finance Quote; a history report when the car has one', () => {
    expect(labels({ ...car, file: '/reports/x.pdf' }, financeLed).slice(0, 3)).toEqual([
      'Message Now',
      'Car History Report',
      'Get Finance Quote',
    ]);
  });

  it('no finance button below $500, and none of these on a sold car', () => {
    expect(labels({ ...car, price: 400 }, franchise)).not.toContain('Finance Enquiry');
    expect(carActions({ ...car, status: 'sold' }, franchise, now)).toEqual([]);
  });
});

describe('All Specifications', () => {
  it('lists variant and caravan fields with units, leaving out empty ones', () => {
    expect(
      allSpecifications({
        variant: {
          enginesize: 2487,
          cylinders: 4,
          towingcapacitybraked: 0,
          ancaprating: 5,
        } as never,
        specifications: { sleeps: 4, tare_weight: 2100 } as never,
      }),
    ).toEqual([
      ['Engine size', '2,487 cc'],
      ['Cylinders', '4'],
      ['ANCAP rating', '5 stars'],
      ['Tare weight', '2,100 kg'],
      ['Sleeps', '4'],
    ]);
  });

  it('names a body configuration as a buyer reads it, never by its code', () => {
    const specs = allSpecifications({
      variant: { bodyconfiguration: 'peopleMover' } as never,
      specifications: null,
    });
    expect(specs).toEqual([['Body configuration', 'People mover']]);
  });
});
