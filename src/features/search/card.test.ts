import { describe, expect, it } from 'vitest';

import type { DealerConfig } from '~/config/schema/index.ts';

import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { cardView } from './card.ts';
import { filterGroups } from './groups.ts';
import { addToHistory, SEARCH_HISTORY_LIMIT } from './history.ts';
import type { SearchRecord } from './record.ts';

const now = new Date('2026-11-20T09:00:00+10:00');
const settings = {
  tags: {
    features: {
      electricHybridTags: false,
      certifiedPreOwned: null,
      runoutTagGreen: false,
      priceDropTag: true,
      priceDropDays: 14,
    },
    specifications: {
      just_arrived_days: 8,
      just_arrived_tag_name: 'New',
      sold_tag_name: 'JUST SOLD',
    },
  },
  offersSubscription: false,
  findSimilarLowerCase: false,
};
const record = (over: Partial<SearchRecord> = {}) =>
  ({
    objectID: '1',
    id: 1,
    slug: '2021-kia-cerato-s-1',
    year: 2021,
    make: 'Kia',
    model: 'Cerato',
    badge: 'S',
    series: 'BD MY21',
    status: 'in_stock',
    car_type: 'used',
    condition: 'Used',
    price: 19990,
    before_price: 21990,
    subscription_price: null,
    preorder: false,
    price_type: 'Drive Away',
    drive_away: null,
    drive_away_state: null,
    km: 45210,
    transmission: 'Automatic',
    fuel: 'Petrol',
    colour: 'Snow White',
    primary_image_url: '/images/photos/hatch-white-front.jpg',
    reserved: false,
    certified: 'false',
    tag: null,
    created_at: '2026-10-01T00:00:00.000Z',
    ...over,
  }) as SearchRecord;

describe('car card (spec Screens)', () => {
  it("a caravan's card shows its length, berths and ATM, not a car's odometer", () => {
    const caravan = record({
      item_type: 'caravan',
      km: null,
      transmission: null,
      fuel: null,
      body: 'hardtop',
      condition: 'New',
      length_m: 6.4,
      sleeps: 4,
      atm_kg: 2820,
      tare_kg: 2320,
    });
    expect(cardView(caravan, settings, now).specs).toEqual([
      'New',
      '6.4 m long',
      'Sleeps 4',
      'ATM 2,820 kg',
    ]);
  });

  it('offers the photo at every configured width for the card slot', () => {
    const view = cardView(
      record(),
      { ...settings, photos: { urlTemplate: null, widths: [320, 480, 960] } },
      now,
    );
    expect(view.image).toEqual({
      src: '/_img/480/images/photos/hatch-white-front.webp',
      srcset:
        '/_img/320/images/photos/hatch-white-front.webp 320w, /_img/480/images/photos/hatch-white-front.webp 480w, /_img/960/images/photos/hatch-white-front.webp 960w',
      sizes: '(min-width: 992px) 360px, (min-width: 576px) 50vw, 45vw',
    });
  });

  it('a new car priced without government charges shows its drive-away estimate, named as one', () => {
    const corolla = record({
      car_type: 'new',
      condition: 'New',
      price: 34990,
      before_price: null,
      price_type: 'Excl. Govt. Charges',
      drive_away: 38962,
      drive_away_state: 'NSW',
    });
    expect(cardView(corolla, settings, now)).toMatchObject({
      price: '$34,990',
      priceType: 'Excl. Govt. Charges',
      driveAway: { text: '$38,962', label: 'Estimated drive-away, NSW' },
    });
  });

  it('in stock: title, badge and series, price and type, was price, condition, odometer, transmission, fuel', () => {
    expect(cardView(record(), settings, now)).toEqual({
      id: '1',
      href: '/cars/2021-kia-cerato-s-1',
      title: '2021 Kia Cerato',
      subtitle: 'S BD MY21',
      image: { src: '/images/photos/hatch-white-front.jpg', srcset: undefined, sizes: undefined },
      imageAlt: '2021 Kia Cerato Snow White',
      tag: null,
      price: '$19,990',
      priceType: 'Drive Away',
      buy: null,
      driveAway: null,
      was: '$21,990',
      inStock: true,
      specs: ['Used', '45,210 km', 'Automatic', 'Petrol'],
      findSimilar: null,
      quickEnquiry: '/cars/2021-kia-cerato-s-1#enquire',
      testDrive: '/cars/2021-kia-cerato-s-1#test-drive',
      testDriveLabel: 'Book a Test Drive',
      exploreLabel: 'Explore Vehicle',
      finance: null,
      reserve: null,
      save: null,
    });
    expect(
      cardView(record({ checkout_enabled: true }), { ...settings, reserveDeposit: 200 }, now)
        .reserve,
    ).toEqual({ label: 'Reserve This Car $200', href: '/cars/2021-kia-cerato-s-1/checkout' });
    expect(
      cardView(
        record({ checkout_enabled: true, reserved: true }),
        { ...settings, reserveDeposit: 200 },
        now,
      ).reserve,
    ).toBeNull();
    // A series that repeats the badge's last word shows it once.
    expect(
      cardView(
        record({ make: 'Honda', model: 'CR-V', badge: 'e:HEV RS', series: 'RS' }),
        settings,
        now,
      ).subtitle,
    ).toBe('e:HEV RS');
  });

  it('in stock: the finance button where the finance widget allows, and Favourite where the dealer has favourites', () => {
    const on = {
      ...settings,
      finance: { label: 'Get Finance Quote', provider: 'youx' },
      favourites: { strict: false, garagePath: '/my-garage', noun: 'Car' },
    };
    const v = cardView(record(), on, now);
    expect(v.finance).toEqual({
      label: 'Get Finance Quote',
      href: '/cars/2021-kia-cerato-s-1#finance',
    });
    expect(v.save).toEqual({
      id: 1,
      name: '2021 Kia Cerato S',
      slug: '2021-kia-cerato-s-1',
      make: 'Kia',
      model: 'Cerato',
      primary_image_url: '/images/photos/hatch-white-front.jpg',
    });
    // Finance needs a price above $500 (spec Validation); taurus only finances cars under 12 years old.
    expect(cardView(record({ price: 500 }), on, now).finance).toBeNull();
    expect(
      cardView(
        record({ year: 2012 }),
        { ...on, finance: { label: 'Finance', provider: 'taurus' } },
        now,
      ).finance,
    ).toBeNull();
    // The strict rule: a used car with a price and a photo only.
    expect(
      cardView(
        record({ car_type: 'new' }),
        { ...on, favourites: { strict: true, garagePath: '/my-garage', noun: 'Car' } },
        now,
      ).save,
    ).toBeNull();
    expect(
      cardView(
        record({ primary_image_url: null }),
        { ...on, favourites: { strict: true, garagePath: '/my-garage', noun: 'Car' } },
        now,
      ).save,
    ).toBeNull();
    expect(
      cardView(
        record(),
        { ...on, favourites: { strict: true, garagePath: '/my-garage', noun: 'Car' } },
        now,
      ).save,
    ).not.toBeNull();
  });

  it('out of stock: the sold tag and only Find Me Something Similar', () => {
    const off = cardView(
      record({ status: 'sold' }),
      {
        ...settings,
        finance: { label: 'Finance', provider: 'youx' },
        favourites: { strict: false, garagePath: '/my-garage', noun: 'Car' },
        reserveDeposit: 200,
      },
      now,
    );
    expect(off).toMatchObject({
      quickEnquiry: null,
      testDrive: null,
      finance: null,
      reserve: null,
      save: null,
    });
    const v = cardView(record({ status: 'sold' }), settings, now);
    expect(v.tag).toEqual({ kind: 'text', text: 'JUST SOLD', colour: 'red' });
    expect(v.specs).toEqual([]);
    expect(v.findSimilar).toEqual({
      label: 'Find Me Something Similar',
      prompt: 'Like this and want something similar?',
      href: '/cars/2021-kia-cerato-s-1#find-me-something-similar',
    });
    expect(
      cardView(record({ status: 'sold' }), { ...settings, findSimilarLowerCase: true }, now)
        .findSimilar?.label,
    ).toBe('Find me something similar');
  });

  it('shows the weekly subscription price where offered, labelled as one, with the price to buy it and no was price', () => {
    const v = cardView(
      record({ subscription_price: 149 }),
      { ...settings, offersSubscription: true },
      now,
    );
    expect(v).toMatchObject({
      price: '$149/week',
      priceType: 'Subscription',
      buy: '$19,990 Drive Away',
      was: null,
    });
  });
});

describe('filter groups (spec Screens, Constants)', () => {
  it('leaves out a group no listed car has a value for (a caravan yard has no Kilometres)', () => {
    const caravanFields = new Set(['car_type', 'make', 'body', 'price', 'year', 'colour']);
    expect(
      filterGroups(dealerConfig(), { dealerships: 1, cities: 1 }, (a) =>
        caravanFields.has(a) ? 5 : 0,
      ).map((g) => g.title),
    ).toEqual(['Condition', 'Make & Model', 'Body Type', 'Price', 'Year', 'Colour']);
  });

  it('leaves out a filter whose listed cars all have one value, but keeps one make for its models', () => {
    const one = new Set(['car_type', 'make', 'fuel']);
    const titles = filterGroups(dealerConfig(), { dealerships: 1, cities: 1 }, (a) =>
      one.has(a) ? 1 : 3,
    ).map((g) => g.title);
    expect(titles).toContain('Make & Model');
    expect(titles).not.toContain('Condition');
    expect(titles).not.toContain('Fuel');
    expect(titles).toContain('Body Type');
  });

  it('lists the groups in order, with weekly price only for subscription sites', () => {
    const titles = (config: DealerConfig, counts = { dealerships: 1, cities: 1 }) =>
      filterGroups(config, counts).map((g) => g.title);
    expect(titles(dealerConfig(), { dealerships: 4, cities: 3 })).toEqual([
      'Condition',
      'Make & Model',
      'Body Type',
      'Price',
      'Kilometres',
      'Year',
      'Fuel',
      'Transmission',
      'Drive Type',
      'Colour',
      'City',
      'Dealership',
      'Features',
    ]);
    expect(titles(dealerConfig())).not.toContain('City');
    expect(titles(dealerConfig())).not.toContain('Weekly Price');
    expect(titles(dealerConfig({ features: { offersSubscription: true } }))).toContain(
      'Weekly Price',
    );
    expect(titles(dealerConfig({ search: { maxFilterGroups: 4 } }))).toEqual([
      'Condition',
      'Make & Model',
      'Body Type',
      'Price',
    ]);
  });

  it("says Pre-Owned where configured and hides the certified filter's 'false' on certifiedOnly sites", () => {
    const used = filterGroups(dealerConfig({ features: { preOwnedWording: true } }), {
      dealerships: 2,
      cities: 2,
    });
    expect(used[0]).toMatchObject({ attribute: 'car_type', labels: { used: 'Pre-Owned' } });
    const certifiedPreOwned = { make: 'Toyota', image: '/images/tags/toyota-certified.svg' };
    const certifiedOnly = dealerConfig({ features: { certifiedPreOwned, certifiedOnly: true } });
    const certified = filterGroups(certifiedOnly, { dealerships: 1, cities: 1 }).find(
      (g) => g.attribute === 'certified',
    );
    expect(certified).toMatchObject({ hide: ['false'] });
    expect(
      filterGroups(dealerConfig({ features: { certifiedPreOwned } }), {
        dealerships: 1,
        cities: 1,
      }).find((g) => g.attribute === 'certified'),
    ).not.toHaveProperty('hide');
  });
});

describe('search history (spec Entities)', () => {
  it('keeps at most 5, newest first, without repeats', () => {
    let h: string[] = [];
    for (const q of ['ranger', 'hilux', 'RANGER', '  ', 'cx-5', 'i30', 'kona', 'tucson'])
      h = addToHistory(h, q);
    expect(SEARCH_HISTORY_LIMIT).toBe(5);
    expect(h).toEqual(['tucson', 'kona', 'i30', 'cx-5', 'RANGER']);
  });
});
