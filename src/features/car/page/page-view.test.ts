import { describe, expect, it } from 'vitest';

import { EVENTS } from '~/features/analytics/events.ts';
import { CERTIFIED_BENEFITS, GUARANTEE_STRIP } from '~/features/checkout/reserve/reserve.ts';
import { DEALER_COMMENTS_PENDING } from '~/features/content/text-limits.ts';
import { FIND_SIMILAR_MESSAGE, PROTECTION_SUBCATEGORY } from '~/features/leads/defaults.ts';

import {
  car,
  caravanSpecifications,
  dealerConfig,
  location,
} from '../../../../tests/support/fixtures.ts';
import { isCertified, locationLabel } from './page-facts.ts';
import { vehiclePageView } from './page-view.ts';

const now = new Date('2026-11-22T10:00:00+10:00');
const config = dealerConfig({ contact: { phones: { usedCars: '(02) 9000 1111' } } });

describe('vehiclePageView', () => {
  it('gives the first-listed date and, for a car on sale whose price moved, its price chart', () => {
    const history = [
      { at: '2026-10-01T02:00:00.000Z', price: 31_990 },
      { at: '2026-11-10T02:00:00.000Z', price: 29_990 },
    ];
    const c = car({ first_listed_at: '2026-10-01T02:00:00.000Z', price_history: history });
    const v = vehiclePageView(c, config, [], now);
    // The test dealer is in NSW: the date is Sydney's.
    expect(v.listed).toEqual({ at: '2026-10-01T02:00:00.000Z', date: '1 Oct 2026' });
    expect(v.priceChart?.changes).toEqual(['1 Oct 2026: $31,990', '10 Nov 2026: $29,990']);
    // The chart ends at the price the page shows.
    expect(v.price.text).toBe('$29,990');
    expect(vehiclePageView({ ...c, status: 'sold' }, config, [], now).priceChart).toBeNull();
    expect(vehiclePageView(car(), config, [], now).priceChart).toBeNull();
    // Nothing in the view depends on the day the page is built.
    expect(vehiclePageView(c, config, [], new Date('2026-11-23T10:00:00+10:00')).listed).toEqual(
      v.listed,
    );
  });

  it('names the car and describes it with its price, dealer and city', () => {
    const v = vehiclePageView(car({ city: 'Parramatta' }), config, [], now);
    expect(v.title).toBe('2021 Kia Sportage');
    expect(v.price.text).toBe('$29,990');
    expect(v.description).toBe('2021 Kia Sportage for $29,990 at Test Motors, Parramatta.');
  });

  it('says a subscription is one, and gives the price to buy the car as well', () => {
    const sub = car({ subscription_price: 324, price: 36990, price_type: 'Drive Away' });
    const offers = { ...config, features: { ...config.features, offersSubscription: true } };
    const v = vehiclePageView(sub, offers, [], now);
    expect(v.price).toMatchObject({ text: '$324/week', label: 'Subscription' });
    expect(v.price.buy).toBe('$36,990 Drive Away');
    expect(v.description).toBe(
      '2021 Kia Sportage for $324/week subscription or $36,990 Drive Away at Test Motors.',
    );
  });

  it('shows the price type only beside a numeric price', () => {
    expect(vehiclePageView(car({ price_type: 'Drive Away' }), config, [], now).price.label).toBe(
      'Drive Away',
    );
    const poa = vehiclePageView(car({ price: 0, price_type: 'Drive Away' }), config, [], now);
    expect(poa.price.kind).not.toBe('price');
    expect(poa.price.label).toBeNull();
  });

  it('shows the was price and, with autograb, the below-market line (spec Screens)', () => {
    const c = car({
      price: 30000,
      before_price: 32000,
      autograb_data: { average_market_price: 33000 },
    });
    expect(vehiclePageView(c, config, [], now).was).toBe('$32,000');
    expect(vehiclePageView(c, config, [], now).belowMarket).toBeNull();
    const withAutograb = dealerConfig({ features: { autograb: true } });
    expect(vehiclePageView(c, withAutograb, [], now).belowMarket).toBe(
      '$3,000 below the average market price',
    );
    // The price check (spec States) is for a car a buyer can still buy: not reserved, not sold.
    for (const gone of [{ reserved: true }, { status: 'sold' as const }])
      expect(vehiclePageView({ ...c, ...gone }, withAutograb, [], now).belowMarket).toBeNull();
  });

  it('sends event 4 on a used car only, and logs a car in stock with no phone (spec Calls, Errors)', () => {
    expect(vehiclePageView(car(), config, [], now)).toMatchObject({ viewEvent: 4, warnings: [] });
    expect(vehiclePageView(car({ car_type: 'new' }), config, [], now).viewEvent).toBeNull();
    const noPhones = dealerConfig({ contact: { phones: {} } });
    const bare = car({ location: null, location_id: null });
    expect(vehiclePageView(bare, noPhones, [], now)).toMatchObject({
      phone: null,
      warnings: ['No phone number available for car'],
    });
    // A sold car offers no call, so it has no phone to miss.
    expect(vehiclePageView({ ...bare, status: 'sold' }, noPhones, [], now).warnings).toEqual([]);
  });

  it('labels the location with its city unless the name already says it', () => {
    const parramatta = location();
    expect(locationLabel(parramatta, 'Yard 2')).toBe('Test Motors Parramatta');
    expect(locationLabel(location({ name: 'Westside Yard' }), null)).toBe(
      'Westside Yard, Parramatta',
    );
    expect(locationLabel(null, 'Yard 2')).toBe('Yard 2');
    expect(locationLabel(null, '')).toBeNull();
    const v = vehiclePageView(car({ location_id: 11 }), config, [parramatta], now);
    expect(v.locationLabel).toBe('Test Motors Parramatta');
  });

  it('takes the phone by the phone rule and reveals it unless the dealer shows it at once', () => {
    expect(vehiclePageView(car(), config, [], now).phone).toEqual({
      number: '(02) 9000 1111',
      reveal: true,
    });
    const immediate = dealerConfig({
      contact: { phones: { usedCars: '(02) 9000 1111' } },
      features: { phoneReveal: 'immediate' },
    });
    expect(vehiclePageView(car(), immediate, [], now).phone?.reveal).toBe(false);
  });

  it('tags the history report link with event 60 and opens it in a new tab', () => {
    const v = vehiclePageView(car({ file: 'https://example.com/history.pdf' }), config, [], now);
    const history = v.actions.find((a) => a.key === 'history');
    expect(history).toMatchObject({ event: EVENTS.historyReport, external: true });
    expect(EVENTS.historyReport).toBe(60);
    expect(v.actions.filter((a) => a.key !== 'history').every((a) => a.event === null)).toBe(true);
  });

  it('gives each dialog button its form, and the enquiry section the enquire label', () => {
    const v = vehiclePageView(car(), config, [], now);
    expect(v.enquireLabel).toBe(v.actions[0]!.label);
    expect(v.enquiry).toMatchObject({ id: 'enquire', form: 'enquiry', label: v.enquireLabel });
    const forms = Object.fromEntries(v.dialogs.map((d) => [d.key, d.form]));
    expect(forms).toMatchObject({
      enquire: 'enquiry',
      'test-drive': 'test-drive',
      'request-photos': 'request-photos',
      'make-an-offer': 'make-an-offer',
    });
    expect(v.dialogs.find((d) => d.key === 'test-drive')?.fields).toContain('booking_date');
    expect(v.dialogs.find((d) => d.key === 'make-an-offer')?.fields).toContain('offer_from_client');
  });

  it('says a coming-soon car is on its way, with the full actions of a car in stock', () => {
    const coming = vehiclePageView(car({ status: 'coming_soon' }), config, [location()], now);
    expect(coming.comingSoon).toBe(true);
    expect(coming.inStock).toBe(true);
    expect(coming.actions.length).toBeGreaterThan(0);
    expect(vehiclePageView(car(), config, [location()], now).comingSoon).toBe(false);
  });

  it('a sold car has no actions and asks to find something similar', () => {
    const v = vehiclePageView(car({ status: 'sold' }), config, [], now);
    expect(v.inStock).toBe(false);
    expect(v.actions).toEqual([]);
    expect(v.dialogs).toEqual([]);
    expect(v.enquiry).toMatchObject({
      id: 'find-me-something-similar',
      form: 'find-similar',
      label: 'Find Me Something Similar',
    });
    expect(v.enquiry.defaults.message).toBe(FIND_SIMILAR_MESSAGE);
    expect(v.checkout).toBeNull();
    expect(v.finance).toBeNull();
    expect(v.phone).toBeNull();
  });

  it('leaves empty facts out and heads the details with the car type label', () => {
    const v = vehiclePageView(car({ km: 45210, colour: 'White', badge: '' }), config, [], now);
    expect(v.summary).toContainEqual(['Odometer', '45,210 km']);
    expect(v.details.map(([k]) => k)).toEqual(['Year', 'Make', 'Model', 'Colour']);
    expect(v.detailsHeading).toBe('Used Details');
    const preOwned = dealerConfig({ features: { preOwnedWording: true } });
    expect(vehiclePageView(car(), preOwned, [], now).detailsHeading).toBe('Pre-Owned Details');
  });

  it("puts a caravan's length, berths and weights under the price and in its summary", () => {
    const van = car({
      item_type: 'caravan',
      location_name: 'Outback Caravan Centre',
      km: null,
      simple_transmission: null,
      simple_fuel: null,
      simple_body: 'hardtop',
      specifications: caravanSpecifications,
    });
    const v = vehiclePageView(van, config, [], now);
    expect(v.keyFacts.map((f) => f.text)).toEqual([
      '6.4 m long',
      'Sleeps 4',
      'ATM 2,820 kg',
      'Tare 2,320 kg',
      'Hardtop',
    ]);
    expect(v.summary.map(([k]) => k)).toEqual([
      'Condition',
      'Length',
      'Sleeps',
      'ATM',
      'Tare',
      'Body',
      'Axle',
      'Location',
    ]);
    expect(v.summary.map(([k]) => k)).not.toContain('Odometer');
  });

  it('shows the pending text for empty comments and the first 8 features with Show All', () => {
    const equipment = Array.from({ length: 11 }, (_, i) => `Feature ${i + 1}`);
    const v = vehiclePageView(car({ standardEquipment: equipment }), config, [], now);
    expect(v.comments.short).toBe(DEALER_COMMENTS_PENDING);
    expect(v.equipment.shown).toHaveLength(8);
    expect(v.equipment.hidden).toEqual(['Feature 9', 'Feature 10', 'Feature 11']);
    expect(v.equipment.more).toBe('Show All');
    expect(v.equipment.less).toBe('Hide');
  });

  it('certifies only used cars of the programme make marked certified', () => {
    expect(isCertified({ certified: true, car_type: 'used', make: 'TOYOTA' }, 'Toyota')).toBe(true);
    expect(isCertified({ certified: true, car_type: 'demo', make: 'Toyota' }, 'Toyota')).toBe(
      false,
    );
    expect(isCertified({ certified: false, car_type: 'used', make: 'Toyota' }, 'Toyota')).toBe(
      false,
    );
    expect(isCertified({ certified: true, car_type: 'used', make: 'Kia' }, 'Toyota')).toBe(false);
    expect(isCertified({ certified: true, car_type: 'used', make: 'Toyota' }, null)).toBe(false);
    const cpo = dealerConfig({
      features: {
        certifiedPreOwned: { make: 'Kia', image: '/images/tags/kia-certified.svg' },
      },
    });
    expect(vehiclePageView(car({ certified: true }), cpo, [], now).certified).toEqual({
      heading: 'Kia Certified Pre-Owned',
      benefits: CERTIFIED_BENEFITS,
    });
  });

  it('says Why Buy From Us? on used cars only: the guarantee strip, else the money-back hours', () => {
    const strip = dealerConfig({ features: { guaranteeStrip: true, moneyBackHours: 48 } });
    expect(vehiclePageView(car(), strip, [], now).whyBuy).toEqual([...GUARANTEE_STRIP]);
    const hours = dealerConfig({ features: { moneyBackHours: 48 } });
    expect(vehiclePageView(car(), hours, [], now).whyBuy).toEqual(['48hr money back']);
    expect(vehiclePageView(car({ car_type: 'new' }), hours, [], now).whyBuy).toBeNull();
    expect(vehiclePageView(car(), config, [], now).whyBuy).toBeNull();
  });

  it('offers Reserve Online for an in-stock car with the deposit and hold hours', () => {
    const reserving = dealerConfig({
      features: { reserve: { enabled: true, deposit: 500, holdHours: 72 } },
    });
    const c = car({ checkout_enabled: true });
    expect(vehiclePageView(c, reserving, [], now).checkout).toEqual({
      kind: 'reserve',
      heading: 'Reserve Online',
      text: "Reserve this car for $500, fully refundable. We'll hold it for you for 72 hours.",
      href: `/cars/${c.slug}/checkout`,
      label: 'Reserve Car Now',
    });
    expect(vehiclePageView(car(), reserving, [], now).checkout).toBeNull();
    expect(vehiclePageView(car({ checkout_enabled: true }), config, [], now).checkout).toBeNull();
  });

  it('offers Buy Online in its place where the dealer sells online, saying how the car is handed over', () => {
    const selling = dealerConfig({
      features: { buyOnline: { enabled: true, deposit: 1000, deliveryFee: 0 } },
    });
    const c = car({ checkout_enabled: true });
    expect(vehiclePageView(c, selling, [], now).checkout).toEqual({
      kind: 'buy-online',
      heading: 'Buy Online',
      text: 'Buy this car online: trade in, finance or pay in full, and pick it up or have it delivered free. A $1,000 deposit, fully refundable, holds it for 48 hours while we prepare your order.',
      href: `/cars/${c.slug}/buy-online`,
      label: 'Online Purchase',
    });
    const pickUpOnly = dealerConfig({ features: { buyOnline: { enabled: true } } });
    expect(vehiclePageView(c, pickUpOnly, [], now).checkout?.text).toContain(
      'and pick it up from us.',
    );
  });

  it('adds the Ask About Protection dialog with the prefilled products', () => {
    const protecting = dealerConfig({
      vehiclePage: {
        protection: {
          intro: 'Keep it new.',
          products: [
            { name: 'Paint protection', description: 'Ceramic coat.' },
            { name: 'Tint', description: 'Window film.' },
          ],
          carTypes: ['used'],
        },
      },
    });
    const v = vehiclePageView(car(), protecting, [], now);
    const protect = v.dialogs.find((d) => d.key === 'protect');
    expect(protect?.defaults.subcategory).toBe(PROTECTION_SUBCATEGORY);
    expect(protect?.defaults.message).toContain('Paint protection');
    expect(protect?.defaults.message).toContain('Tint');
    expect(vehiclePageView(car({ car_type: 'new' }), protecting, [], now).protection).toBeNull();
  });

  it('estimates finance with the dealer defaults and lists the lenders, the fallback comparison range for a gap', () => {
    const c = car({
      finance_lenders: {
        Angle: { interestRate: 7.5, comparisonRate: 8.12, paymentWeek: 120, termYears: 5 },
        Taurus: { interestRate: 9 },
        Manual: { interestRate: 9.5, paymentWeek: 140 },
      },
      price: 32990,
    });
    const v = vehiclePageView(c, config, [], now);
    expect(v.weekly?.text).toMatch(/^Only \$\d[\d,]*\/wk$/);
    expect(v.weekly?.basis).toMatch(
      /^Estimate: \$32,990 price, \$3,299 deposit, no final payment, 5 years at/,
    );
    expect(v.finance?.price).toBe(32990);
    expect(v.finance?.lenders).toEqual([
      {
        name: 'Angle',
        rate: '7.50%',
        comparison: '8.12%',
        weekly: '$120',
        monthly: '—',
        term: '5 years',
        deposit: '—',
        balloon: '—',
      },
      {
        name: 'Manual',
        rate: '9.50%',
        comparison: '8.38%–19.42%',
        weekly: '$140',
        monthly: '—',
        term: '—',
        deposit: '—',
        balloon: '—',
      },
    ]);
    expect(vehiclePageView(car({ price: 400 }), config, [], now).finance).toBeNull();
  });

  it('puts the drive-away estimate beside a price without the charges, and starts finance from it', () => {
    const c = car({
      car_type: 'new',
      price: 34_990,
      price_type: 'Excl. Govt. Charges',
      simple_fuel: 'Hybrid',
      cylinders: 4,
      state: 'QLD',
    });
    const withFee = dealerConfig({ vehiclePage: { deliveryFee: 1_500 } });
    const v = vehiclePageView(c, withFee, [], now);
    expect(v.price).toMatchObject({ text: '$34,990', label: 'Excl. Govt. Charges' });
    expect(v.driveAway).toMatchObject({
      state: 'QLD',
      total: '$38,050',
      label: 'Estimated drive-away, QLD',
    });
    expect(v.driveAway?.parts).toHaveLength(4);
    // The weekly estimate and the calculator start from the estimate, and the basis says so.
    expect(v.weekly?.basis).toMatch(/^Estimate: \$38,050 estimated QLD drive-away price, /);
    expect(v.finance).toMatchObject({ price: 38_050, driveAwayState: 'QLD' });
    expect(v.barPrice).toEqual({
      text: '$38,050',
      label: 'Estimated drive-away, QLD',
      estimate: true,
    });
    // In every state, for a buyer who gives a postcode: the sale state's figures are the page's,
    // and another state's weekly estimate is worked out on that state's drive-away price.
    const states = v.driveAwayStates!;
    expect(Object.keys(states)).toEqual(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT']);
    expect(states.QLD).toEqual({ away: v.driveAway, weekly: v.weekly });
    expect(states.VIC.away).toMatchObject({ state: 'VIC', label: 'Estimated drive-away, VIC' });
    expect(states.VIC.away.amount).not.toBe(states.QLD.away.amount);
    expect(states.VIC.weekly?.basis).toContain(`${states.VIC.away.total} estimated VIC drive-away`);
    // A drive-away price and a used car have none, and their finance starts from the price.
    for (const other of [
      { ...c, price_type: 'Drive Away' },
      { ...c, car_type: 'used' as const },
    ]) {
      const o = vehiclePageView(other, withFee, [], now);
      expect([o.driveAway, o.driveAwayStates, o.barPrice.text]).toEqual([null, null, '$34,990']);
      expect(o.weekly?.basis).toMatch(/^Estimate: \$34,990 price, /);
    }
    // Nor has a sold car: it is no longer offered.
    expect(vehiclePageView({ ...c, status: 'sold' }, withFee, [], now).driveAway).toBeNull();
  });
});
