import { describe, expect, it } from 'vitest';

import type { Offer } from '~/catalogue/offer.schema.ts';

import { offerPage } from './offer-page.ts';
import { offerEnds, offerFacets, offerMake, siteOffers } from './offers.ts';

const offer = (id: number, extra: Partial<Offer> = {}): Offer => ({
  id,
  name: `Offer ${id}`,
  description: '',
  disclaimer: '',
  excluded_website_ids: [],
  dealership_id: 1,
  starts_at: '2025-07-01T00:00:00+10:00',
  expires_at: '2025-07-24T23:59:59+10:00',
  ...extra,
});

describe('offers a website shows (spec Entities, States)', () => {
  const now = new Date('2025-07-10T00:00:00+10:00');
  it('leaves out offers excluded for this website, and those outside their dates', () => {
    const list = [
      offer(1),
      offer(2, { excluded_website_ids: [501] }),
      offer(3, { excluded_website_ids: [999] }),
      offer(4, { starts_at: '2025-07-25T00:00:00+10:00', expires_at: '2025-08-01T00:00:00+10:00' }),
    ];
    expect(siteOffers(list, 501, now, [{ car_type: 'new' }]).map((o) => o.id)).toEqual([1, 3]);
  });
  it("shows a maker's offer on a new model only where the site sells new cars", () => {
    const model = { name: 'CX-5', slug: 'cx-5', override_url: null };
    const list = [offer(1, { model }), offer(2, { model: null })];
    expect(siteOffers(list, 501, now, [{ car_type: 'new' }]).map((o) => o.id)).toEqual([1, 2]);
    expect(siteOffers(list, 501, now, [{ car_type: 'used' }]).map((o) => o.id)).toEqual([2]);
  });
  it('reads the manufacturer as a string or an object, as visitors read it', () => {
    expect(offerMake(offer(1, { manufacturer: 'Suzuki Australia' }))).toBe('Suzuki');
    expect(offerMake(offer(1, { manufacturer: { name: 'Kia', slug: 'kia' } }))).toBe('Kia');
    expect(offerMake(offer(1))).toBeNull();
  });
  it("says 'Offer ends {date}' in +10:00, the offers' own time", () => {
    // 23:59 on the 24th in +10:00 is the 24th there, though it is the 24th 13:59 UTC.
    expect(offerEnds(offer(1))).toBe('Offer ends 24 July 2025');
    expect(offerEnds({ expires_at: '2025-07-24T23:30:00+09:30' })).toBe('Offer ends 25 July 2025');
  });
  it('counts the categories and makes the grid can be narrowed by, sorted by name', () => {
    expect(
      offerFacets([
        { category: 'Finance offer', make: 'Kia' },
        { category: 'Drive-away offer', make: 'Kia' },
        { category: 'Finance offer', make: 'Ford' },
        { category: null, make: null },
      ]),
    ).toEqual({
      categories: [
        ['Drive-away offer', 1],
        ['Finance offer', 2],
      ],
      makes: [
        ['Ford', 1],
        ['Kia', 2],
      ],
    });
  });
});

describe('the offers grid page (21 a page, spec Constants)', () => {
  const offers = Array.from({ length: 50 }, (_, i) => ({
    category: i % 2 ? 'Finance offer' : 'Drive-away offer',
    make: i < 10 ? 'Kia' : 'Ford',
  }));
  it('pages 21 at a time and clamps a page out of range', () => {
    expect(offerPage(offers, { category: null, make: null, page: null }, 21)).toMatchObject({
      total: 50,
      pages: 3,
      page: 1,
    });
    const last = offerPage(offers, { category: null, make: null, page: '9' }, 21);
    expect(last.page).toBe(3);
    expect(last.shown).toEqual([42, 43, 44, 45, 46, 47, 48, 49]);
    expect(offerPage(offers, { category: null, make: null, page: 'x' }, 21).page).toBe(1);
  });
  it('narrows by category and make together', () => {
    const r = offerPage(offers, { category: 'Finance offer', make: 'Kia', page: null }, 21);
    expect(r.shown).toEqual([1, 3, 5, 7, 9]);
    expect(r.pages).toBe(1);
  });
});
