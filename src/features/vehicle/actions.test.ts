import { describe, expect, it } from 'vitest';

import { loadDealerConfig } from '../../config/load.server.ts';
import type { Car } from '../inventory/car.schema.ts';
import { allSpecifications, carActions } from './actions.ts';

const now = new Date('2026-11-20T00:00:00+10:00');
const car = {
  id: 9,
  slug: 'x-9',
  status: 'in_stock',
  reserved: false,
  checkout_enabled: false,
  price: 25990,
  year: 2021,
  file: null,
  car_type: 'used',
} as unknown as Car;
const labels = (c: Car, slug: string) =>
  carActions(c, loadDealerConfig(slug), now).map((a) => a.label);

describe('vehicle buttons by dealer config (spec §2, §5)', () => {
  it('franchise: Enquire Now, finance, trade-in, the car forms; no reserve without checkout', () => {
    expect(labels(car, 'riverbend-toyota')).toEqual([
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
    expect(labels(c, 'value-auto-supermarket')).toEqual([
      'Instant Message',
      'Finance Enquiry',
      'Trade-In Valuation',
      'Reserve Car Now',
      'Book a Test Drive',
      'Request Photos',
      'Make an Offer',
    ]);
    expect(
      carActions(c, loadDealerConfig('value-auto-supermarket'), now).find(
        (a) => a.key === 'reserve',
      ),
    ).toMatchObject({ href: '/cars/x-9/checkout' });
    expect(labels(car, 'value-auto-supermarket')[0]).toBe('Enquire Now');
  });

  it('finance-led dealer: Message Now and Get Finance Quote; a history report when the car has one', () => {
    expect(labels({ ...car, file: '/reports/x.pdf' }, 'driveaway-finance').slice(0, 3)).toEqual([
      'Message Now',
      'Car History Report',
      'Get Finance Quote',
    ]);
  });

  it('no finance button below $500, and none of these on a sold car', () => {
    expect(labels({ ...car, price: 400 }, 'riverbend-toyota')).not.toContain('Finance Enquiry');
    expect(
      carActions({ ...car, status: 'sold' }, loadDealerConfig('riverbend-toyota'), now),
    ).toEqual([]);
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
      ['Engine size', '2487 cc'],
      ['Cylinders', '4'],
      ['ANCAP rating', '5 stars'],
      ['Tare weight', '2100 kg'],
      ['Sleeps', '4'],
    ]);
  });
});
