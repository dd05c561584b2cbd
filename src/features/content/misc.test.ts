import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { gate, signInUrl, watchlistSave } from '../account/gating.ts';
import { EVENTS } from '../analytics/events.ts';
import { planFor, planText } from '../models/service-advantage.ts';
import {
  canReserve,
  GUARANTEE_STRIP,
  partsWarrantyYears,
  RESERVE_DEFAULTS,
  reserveButtonText,
} from '../reserve/reserve.ts';
import { stars, timeAgo, visibleReviews } from '../reviews/reviews.ts';
import { onlineEstimateAvailable } from '../trade-in/eligibility.ts';
import { blogCategories, locationGrid, stickyBarOffset, TIMINGS } from '../ui/constants.ts';
import { showPromoPopup, withinWindow } from './promotions.ts';
import { copiedToast, shareUrl } from './share.ts';

describe('share (spec §2, §5)', () => {
  it('builds {site url}/cars/{carSlug} without a trailing slash, and needs a site url', () => {
    expect(shareUrl('https://www.valueauto.com.au/', '2019-kia-cerato-s-1')).toBe(
      'https://www.valueauto.com.au/cars/2019-kia-cerato-s-1',
    );
    expect(shareUrl('https://www.valueauto.com.au', 'x')).toBe(
      'https://www.valueauto.com.au/cars/x',
    );
    expect(shareUrl('', 'x')).toBeNull();
    expect(shareUrl(undefined, 'x')).toBeNull();
    expect(copiedToast('2019 Kia Cerato S')).toBe('Copied 2019 Kia Cerato S to your clipboard!');
  });
});

describe('login gating (spec §4, §6)', () => {
  it('sends a visitor without a user to /sign-in with type, redirect and back', () => {
    expect(signInUrl('watchlist', '/cars/abc', '/cars/abc')).toBe(
      '/sign-in?type=watchlist&redirect=%2Fcars%2Fabc&back=%2Fcars%2Fabc',
    );
    expect(gate('my-garage', ['my-garage'], true, null, '/my-garage')).toBe(
      '/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2Fmy-garage',
    );
    expect(
      gate('my-garage', ['my-garage'], true, { id: 'u1', phone: null }, '/my-garage'),
    ).toBeNull();
    expect(gate('my-garage', ['my-garage'], false, null, '/my-garage')).toBeNull();
    expect(gate('trade-in', ['my-garage'], true, null, '/trade-in')).toBeNull();
  });

  it('needs a phone number to save to the watchlist', () => {
    expect(watchlistSave({ id: 'u1', phone: '0412345678' }, '/cars/a')).toEqual({ ok: true });
    expect(watchlistSave({ id: 'u1', phone: null }, '/cars/a')).toEqual({
      redirect: '/sign-in?type=watchlist&redirect=%2Fcars%2Fa&back=%2Fcars%2Fa',
    });
  });
});

describe('promotions (spec §4)', () => {
  it('shows a tile only from its start to its expiry (+10:00)', () => {
    const at = (s: string) => new Date(s);
    expect(
      withinWindow(
        '2025-07-01T00:00:00+10:00',
        '2025-07-24T23:59:59+10:00',
        at('2025-06-30T13:59:59Z'),
      ),
    ).toBe(false);
    expect(
      withinWindow(
        '2025-07-01T00:00:00+10:00',
        '2025-07-24T23:59:59+10:00',
        at('2025-06-30T14:00:00Z'),
      ),
    ).toBe(true);
    expect(withinWindow('2025-07-01', '2025-07-24', at('2025-07-24T13:59:00Z'))).toBe(true);
    expect(withinWindow('2025-07-01', '2025-07-24', at('2025-07-24T14:00:00Z'))).toBe(false);
  });

  it('hides the popup once closed, or after its expiry', () => {
    const now = new Date('2026-11-20T00:00:00Z');
    expect(showPromoPopup(false, null, now)).toBe(true);
    expect(showPromoPopup(true, null, now)).toBe(false);
    expect(showPromoPopup(false, '2026-11-01', now)).toBe(false);
  });
});

describe('Service Advantage (spec §9)', () => {
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

describe('reserve and guarantees (spec §5, §9)', () => {
  it('defaults to a $200 refundable deposit holding the car 48 hours', () => {
    expect(RESERVE_DEFAULTS).toEqual({ deposit: 200, holdHours: 48, refundable: true });
    expect(reserveButtonText(200)).toBe('Reserve This Car $200');
    expect(reserveButtonText(1000)).toBe('Reserve This Car $1,000');
  });
  it('offers reserve only when checkout is enabled for the car', () => {
    const car = { checkout_enabled: true, status: 'in_stock', reserved: false };
    expect(canReserve(true, car)).toBe(true);
    expect(canReserve(false, car)).toBe(false);
    expect(canReserve(true, { ...car, checkout_enabled: false })).toBe(false);
    expect(canReserve(true, { ...car, reserved: true })).toBe(false);
  });
  it('lists the guarantee strip and the parts warranty rule', () => {
    expect(GUARANTEE_STRIP).toEqual([
      'One haggle-free price',
      '48hr money back',
      'Lifetime engine guarantee',
      'Value servicing for life',
      '12 months roadside assist',
    ]);
    expect([partsWarrantyYears(0.5), partsWarrantyYears(3)]).toEqual([2, 3]);
  });
});

describe('reviews (spec §9)', () => {
  const review = (id: number, rating: number, review_date: string) => ({
    id,
    rating,
    review_date,
    customer_name: 'A',
    text: '',
    dealership_id: 1,
  });
  it('shows reviews at or above the minimum rating, newest first, up to the quantity', () => {
    const list = [
      review(1, 5, '2026-01-01'),
      review(2, 3, '2026-03-01'),
      review(3, 4, '2026-02-01'),
      review(4, 5, '2025-01-01'),
    ];
    expect(visibleReviews(list, 4, 12).map((r) => r.id)).toEqual([3, 1, 4]);
    expect(visibleReviews(list, 3, 2).map((r) => r.id)).toEqual([2, 3]);
  });
  it('draws at most 4 full stars and a partial one', () => {
    expect(stars(4.7)).toEqual({ full: 4, partial: 0.7 });
    expect(stars(5)).toEqual({ full: 4, partial: 1 });
    expect(stars(3.2)).toEqual({ full: 3, partial: 0.2 });
    expect(stars(-1)).toEqual({ full: 0, partial: 0 });
  });
  it('says how long ago', () => {
    const now = new Date('2026-11-20T12:00:00+10:00');
    expect([
      timeAgo('2026-11-20', now),
      timeAgo('2026-11-19', now),
      timeAgo('2026-11-10', now),
      timeAgo('2026-09-01', now),
      timeAgo('2026-10-15', now),
      timeAgo('2025-10-01', now),
      timeAgo('2023-01-01', now),
    ]).toEqual([
      'today',
      '1 day ago',
      '10 days ago',
      '2 months ago',
      '1 month ago',
      '1 year ago',
      '3 years ago',
    ]);
  });
});

describe('everything else of §9', () => {
  it('names the analytics events', () => {
    expect(EVENTS).toMatchObject({
      usedCarView: 4,
      financeEnquiryModalOpened: 9,
      newEnquiry: 14,
      usedEnquiry: 15,
      testDriveNew: 17,
      offerAccepted: 18,
      fleetEnquiry: 19,
      defaultEnquiry: 22,
      phoneClick: 25,
      financeCalculatorFirstChanged: 26,
      codeSent: 36,
      codeVerified: 37,
      saveCar: 39,
      usedTestDrive: 48,
      searchView: 49,
      careerEnquiry: 51,
      historyReport: 60,
      print: 61,
    });
  });
  it('gives no online trade-in estimate over 7 years or 100,000 km', () => {
    const now = new Date('2026-06-01T00:00:00+10:00');
    expect(onlineEstimateAvailable(2019, 100000, now)).toBe(true);
    expect(onlineEstimateAvailable(2018, 50000, now)).toBe(false);
    expect(onlineEstimateAvailable(2022, 100001, now)).toBe(false);
  });
  it('has the spec timings and layout rules', () => {
    expect(TIMINGS).toEqual({
      slider: 400,
      textSearch: 300,
      collapse: 300,
      countAnimation: 1000,
      quoteDebounce: 500,
      copyLink: 1500,
      toast: 3000,
      carouselSlide: 300,
      codeSendTimeout: 15000,
    });
    expect([stickyBarOffset('scroll-900'), stickyBarOffset('footer-50')]).toEqual([900, 50]);
    expect(locationGrid(2)).toEqual({ lg: 5, xl: null, centred: true, swipeHint: false });
    expect(locationGrid(3)).toEqual({ lg: 4, xl: null, centred: false, swipeHint: false });
    expect(locationGrid(5)).toEqual({ lg: 4, xl: 3, centred: false, swipeHint: true });
    expect(blogCategories(false)).toEqual([
      'Vehicle reviews',
      'Buyer advice',
      'Motoring tips',
      'Servicing insights',
    ]);
    expect(blogCategories(true)).toContain('Adventures');
  });
});
