import { describe, expect, it } from 'vitest';

import { cardTag, powertrainTag, type TagSettings } from './tags.ts';

const now = new Date('2026-11-20T09:00:00+10:00');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
const settings = (
  over: Partial<TagSettings['features']> = {},
  spec: Partial<TagSettings['specifications']> = {},
): TagSettings => ({
  features: {
    electricHybridTags: false,
    certifiedPreOwned: null,
    runoutTagGreen: false,
    priceDropTag: true,
    priceDropDays: 14,
    ...over,
  },
  specifications: {
    just_arrived_days: 8,
    just_arrived_tag_name: 'New',
    sold_tag_name: 'JUST SOLD',
    ...spec,
  },
});
const car = (over: Record<string, unknown> = {}) => ({
  status: 'in_stock' as const,
  reserved: false,
  certified: false,
  car_type: 'used' as const,
  make: 'Toyota',
  tag: null,
  created_at: daysAgo(30),
  simple_fuel: 'Petrol',
  fuel: 'Unleaded Petrol',
  ...over,
});
const cpo = { make: 'Toyota', image: '/images/tags/toyota-certified.svg' };

describe('card tag priority (spec States)', () => {
  it("shows 'Price drop' after Reserved and before the car's own tag, within the days, where on", () => {
    const cut = (days: number) => Math.floor(Date.parse(daysAgo(days)) / 1000);
    expect(cardTag(car({ reduced_at: cut(3), tag: 'Low KMs' }), settings(), now)).toEqual({
      kind: 'text',
      text: 'Price drop',
      colour: 'red',
    });
    expect(cardTag(car({ reduced_at: cut(3), reserved: true }), settings(), now)).toMatchObject({
      text: 'Reserved',
    });
    expect(cardTag(car({ reduced_at: cut(3), status: 'sold' }), settings(), now)).toMatchObject({
      text: 'JUST SOLD',
    });
    expect(cardTag(car({ reduced_at: cut(15) }), settings(), now)).toBeNull();
    expect(
      cardTag(car({ reduced_at: cut(15) }), settings({ priceDropDays: 30 }), now),
    ).toMatchObject({
      text: 'Price drop',
    });
    expect(cardTag(car({ reduced_at: cut(3) }), settings({ priceDropTag: false }), now)).toBeNull();
  });

  it('shows the sold tag on a car not in stock, whatever else applies', () => {
    expect(
      cardTag(car({ status: 'sold', reserved: true, tag: 'Low KMs' }), settings(), now),
    ).toEqual({ kind: 'text', text: 'JUST SOLD', colour: 'red' });
    expect(
      cardTag(car({ status: 'sold' }), settings({}, { sold_tag_name: 'SOLD' }), now),
    ).toMatchObject({ text: 'SOLD' });
  });

  it('puts electric/hybrid first where enabled, then Reserved, certified, custom, COMING SOON, just arrived', () => {
    const all = car({
      simple_fuel: 'Hybrid',
      reserved: true,
      certified: true,
      tag: 'Low KMs',
      created_at: daysAgo(1),
    });
    expect(
      cardTag(all, settings({ electricHybridTags: true, certifiedPreOwned: cpo }), now),
    ).toMatchObject({ text: 'Hybrid' });
    expect(cardTag(all, settings({ certifiedPreOwned: cpo }), now)).toMatchObject({
      text: 'Reserved',
    });
    expect(cardTag({ ...all, reserved: false }, settings({ certifiedPreOwned: cpo }), now)).toEqual(
      { kind: 'image', src: cpo.image, alt: 'Toyota Certified Pre-Owned' },
    );
    expect(cardTag({ ...all, reserved: false }, settings(), now)).toMatchObject({
      text: 'Low KMs',
      colour: 'red',
    });
    expect(
      cardTag(car({ status: 'coming_soon', created_at: daysAgo(1) }), settings(), now),
    ).toMatchObject({ text: 'COMING SOON' });
    expect(cardTag(car({ created_at: daysAgo(1), car_type: 'new' }), settings(), now)).toEqual({
      kind: 'text',
      text: 'New',
      colour: 'red',
    });
    expect(cardTag(car(), settings(), now)).toBeNull();
  });

  it('gives the certified image only to used certified cars of the configured make', () => {
    expect(
      cardTag(car({ certified: true, make: 'Mazda' }), settings({ certifiedPreOwned: cpo }), now),
    ).toBeNull();
    expect(
      cardTag(
        car({ certified: true, car_type: 'demo' }),
        settings({ certifiedPreOwned: cpo }),
        now,
      ),
    ).toBeNull();
    expect(cardTag(car({ certified: true }), settings(), now)).toBeNull();
  });

  it('counts just arrived within the configured days (default 8)', () => {
    expect(
      cardTag(car({ created_at: daysAgo(8), car_type: 'new' }), settings(), now),
    ).toMatchObject({ text: 'New' });
    expect(cardTag(car({ created_at: daysAgo(8.01) }), settings(), now)).toBeNull();
    expect(
      cardTag(
        car({ created_at: daysAgo(13) }),
        settings({}, { just_arrived_days: 14, just_arrived_tag_name: 'Just Arrived' }),
        now,
      ),
    ).toMatchObject({ text: 'Just Arrived' });
  });

  it("never calls a used or demo car 'New': with that name it has 'Just Arrived'", () => {
    for (const car_type of ['used', 'demo'] as const) {
      expect(cardTag(car({ created_at: daysAgo(1), car_type }), settings(), now)).toMatchObject({
        text: 'Just Arrived',
      });
      expect(
        cardTag(
          car({ created_at: daysAgo(1), car_type }),
          settings({}, { just_arrived_tag_name: 'Fresh in' }),
          now,
        ),
      ).toMatchObject({ text: 'Fresh in' });
    }
  });

  it('colours a runout sale tag green only where configured', () => {
    expect(
      cardTag(car({ tag: 'runout sale' }), settings({ runoutTagGreen: true }), now),
    ).toMatchObject({ colour: 'green' });
    expect(
      cardTag(car({ tag: 'Runout Sale' }), settings({ runoutTagGreen: true }), now),
    ).toMatchObject({ colour: 'green' });
    expect(cardTag(car({ tag: 'runout sale' }), settings(), now)).toMatchObject({ colour: 'red' });
    expect(cardTag(car({ tag: 'Low KMs' }), settings({ runoutTagGreen: true }), now)).toMatchObject(
      { colour: 'red' },
    );
  });

  it('reads the powertrain from the fuel', () => {
    expect(powertrainTag({ simple_fuel: 'Electric', fuel: null })).toBe('Electric');
    expect(powertrainTag({ simple_fuel: null, fuel: 'Petrol Hybrid' })).toBe('Hybrid');
    expect(powertrainTag({ simple_fuel: 'Diesel', fuel: 'Diesel' })).toBeNull();
  });
});
