import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';

import { isInStock } from '~/catalogue/availability.ts';
import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';

import { car } from '../../../tests/support/fixtures.ts';
import {
  GOOGLE_COLUMNS,
  GOOGLE_REQUIRED,
  googleFeed,
  inAdsFeeds,
  inMetaFeed,
  META_COLUMNS,
  META_REQUIRED,
  metaFeed,
} from './ads-feeds.ts';
import { inventoryDocument, inventoryJsonSchema, inventorySchema } from './inventory.ts';
import { llmsTxt } from './llms.ts';
import { robotsTxt } from './robots.ts';

/** The sample dealers' real stock: every listed car, sold within the window and reserved ones too. */
const sample = (slug: string) => {
  const config = loadDealerConfig(slug);
  const site = loadSite(config);
  return { config, site, feedSite: { config, locations: site.locations } };
};
const toyota = sample('riverbend-toyota');
const used = sample('value-auto-supermarket');
const caravans = sample('outback-caravans');

const tsv = (text: string) =>
  parse(text, { delimiter: '\t', columns: true, quote: false }) as Record<string, string>[];
const csv = (text: string) => parse(text, { columns: true }) as Record<string, string>[];

describe('/inventory.json', () => {
  for (const s of [toyota, used, caravans])
    it(`${s.config.slug}: one record per listed car, valid against its published JSON Schema`, () => {
      const doc = JSON.parse(
        JSON.stringify(inventoryDocument(s.site.listed, s.feedSite, s.site.now)),
      );
      const ajv = new Ajv2020({ allErrors: true, strict: false });
      addFormats.default(ajv);
      const validate = ajv.compile(inventoryJsonSchema(s.config.url));
      expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
      expect(inventorySchema.safeParse(doc).success).toBe(true);
      expect(doc.count).toBe(s.site.listed.length);
      expect(doc.cars.map((c: { id: number }) => c.id)).toEqual(s.site.listed.map((c) => c.id));
      // Sold cars in the listing window say so; hidden cars are not listed at all.
      const hidden = s.site.cars.filter((c) => !c.show_on_dealer_website).map((c) => c.id);
      expect(hidden.length).toBeGreaterThan(0);
      expect(doc.cars.some((c: { id: number }) => hidden.includes(c.id))).toBe(false);
      for (const c of s.site.listed.filter((x) => !isInStock(x)))
        expect(doc.cars.find((r: { id: number }) => r.id === c.id).status).toBe('sold');
    });

  it('gives the figures the car page shows: its shown price, history ending at it, absolute photos', () => {
    const offer = car({
      price: 31_990,
      offer_price: 29_990,
      price_type: 'Drive Away',
      price_history: [{ at: '2026-10-01T00:00:00.000Z', price: 31_990 }],
      images: ['/images/photos/a.jpg'],
    });
    const [record] = inventoryDocument([offer], toyota.feedSite, toyota.site.now).cars;
    expect(record!.price).toEqual({
      amount: 29_990,
      currency: 'AUD',
      type: 'Drive Away',
      text: '$29,990 Drive Away',
    });
    expect(record!.price_history.at(-1)!.amount).toBe(29_990);
    expect(record!.photos).toEqual(['https://www.riverbendtoyota.com.au/images/photos/a.jpg']);
    const enquire = inventoryDocument([car({ price: 0 })], toyota.feedSite, toyota.site.now);
    expect(enquire.cars[0]!.price).toMatchObject({ amount: null, text: 'Enquire for price.' });
  });
});

describe('the Google and Meta feeds', () => {
  for (const s of [toyota, used])
    it(`${s.config.slug}: one row per car for sale, every required field filled, none sold, reserved or hidden`, () => {
      const forSale = s.site.listed.filter(inAdsFeeds);
      expect(forSale.length).toBeGreaterThan(100);
      const google = tsv(googleFeed(s.site.listed, s.feedSite));
      const meta = csv(metaFeed(s.site.listed, s.feedSite));
      expect(Object.keys(google[0]!)).toEqual([...GOOGLE_COLUMNS]);
      expect(Object.keys(meta[0]!)).toEqual([...META_COLUMNS]);
      expect(google.map((r) => r.vin)).toEqual(forSale.map((c) => c.vin));
      const withPhoto = forSale.filter(inMetaFeed);
      expect(withPhoto.length).toBeLessThan(forSale.length);
      expect(meta.map((r) => Number(r.vehicle_id))).toEqual(withPhoto.map((c) => c.id));
      for (const r of google) {
        for (const f of GOOGLE_REQUIRED) expect(r[f], `google ${r.vin} ${f}`).not.toBe('');
        if (r.condition === 'used') expect(r.mileage).toMatch(/^\d+ km$/);
        expect(r.price).toMatch(/^\d+ AUD$/);
        expect(['new', 'used']).toContain(r.condition);
        expect(r.link).toMatch(/^https:\/\/[^/]+\/cars\/[a-z0-9-]+$/);
      }
      for (const r of meta) {
        for (const f of META_REQUIRED) expect(r[f], `meta ${r.vehicle_id} ${f}`).not.toBe('');
        expect(r['mileage.unit']).toBe('KM');
        expect(r.price).toMatch(/^\d+ AUD$/);
        expect(['NEW', 'USED', 'CPO']).toContain(r.state_of_vehicle);
        expect([
          'CONVERTIBLE',
          'COUPE',
          'HATCHBACK',
          'MINIVAN',
          'TRUCK',
          'SUV',
          'SEDAN',
          'VAN',
          'WAGON',
          'CROSSOVER',
          'OTHER',
        ]).toContain(r.body_style!);
        expect(JSON.parse(r.address!)).toMatchObject({ country: 'AU' });
        expect(Number(r.latitude)).toBeLessThan(0);
      }
      const out = new Set(
        s.site.cars
          .filter((c) => !c.show_on_dealer_website || !isInStock(c) || c.reserved)
          .map((c) => c.id),
      );
      expect(out.size).toBeGreaterThan(0);
      expect(meta.some((r) => out.has(Number(r.vehicle_id)))).toBe(false);
    });

  it('leaves out caravans, cars without a VIN or a price, and keeps a cell to one line', () => {
    const comments = car({
      vin: 'JTMDYWBSJP67RVTCX',
      images: ['/images/photos/a.jpg'],
      dealercomments: 'Line one.\n\tLine\ttwo, "quoted".',
    });
    expect(inMetaFeed(comments)).toBe(true);
    expect(
      [
        car({ item_type: 'caravan' }),
        car({ vin: null }),
        car({ price: 0 }),
        car({ status: 'coming_soon' }),
        car({ reserved: true }),
      ].some(inAdsFeeds),
    ).toBe(false);
    const [row] = csv(metaFeed([comments], toyota.feedSite));
    expect(row!.description).toBe('Line one. Line two, "quoted".');
    expect(tsv(googleFeed([comments], toyota.feedSite))).toHaveLength(1);
    expect(tsv(googleFeed(caravans.site.listed, caravans.feedSite))).toEqual([]);
  });
});

describe("a location's phone", () => {
  it("is the number its page shows in every feed: the dealer file's fixed number first", () => {
    const group = sample('southern-cross-motor-group');
    const fixed = group.config.contact.phones.byLocation;
    const [id, phone] = Object.entries(fixed)[0]!;
    const place = group.site.locations.find((l) => String(l.id) === id)!;
    expect(place.contact_detail.phone).not.toBe(phone);
    const there = group.site.listed.filter((c) => String(c.location_id) === id && inAdsFeeds(c));
    expect(there.length).toBeGreaterThan(0);
    const doc = inventoryDocument(there, group.feedSite, group.site.now);
    expect(new Set(doc.cars.map((c) => c.location?.phone))).toEqual(new Set([phone]));
    // (Google's vehicle listings have no phone column; Meta's has.)
    const meta = csv(metaFeed(there, group.feedSite));
    expect(meta.length).toBeGreaterThan(0);
    expect(new Set(meta.map((r) => r.dealer_phone))).toEqual(new Set([phone]));
    const text = llmsTxt(group.site.listed, group.feedSite, group.site.now);
    expect(text).toContain(`/locations/${place.slug}): `);
    expect(text.split('\n').find((l) => l.includes(`/locations/${place.slug})`))).toMatch(
      new RegExp(`; ${phone.replace(/[()]/g, '\\$&')}$`),
    );
  });
});

describe('/llms.txt and robots.txt', () => {
  it('describes the site in its own words, its stock addresses and how to enquire', () => {
    const text = llmsTxt(toyota.site.listed, toyota.feedSite, toyota.site.now);
    expect(text.split('\n')[0]).toBe('# Riverbend Toyota');
    expect(text).toMatch(/^> Riverbend Toyota sells new, demo and used cars from Parramatta NSW/m);
    expect(text).toContain('(https://www.riverbendtoyota.com.au/inventory.json)');
    expect(text).toContain('/feeds/google-vehicle-listings.tsv');
    expect(text).toContain('## Enquire');
    const yard = llmsTxt(caravans.site.listed, caravans.feedSite, caravans.site.now);
    expect(yard).toMatch(/caravans/);
    // Its words say caravan (the addresses are the platform's: /cars/{slug}).
    expect(yard.replace(/https:\S+/g, '')).not.toMatch(/\bcars?\b/i);
    const usedOnly = llmsTxt(used.site.listed, used.feedSite, used.site.now);
    expect(usedOnly).toMatch(
      /^> Value Auto Supermarket sells pre-owned cars from Eagle Farm QLD and Springwood QLD, Australia\. \d+ cars for sale/m,
    );
  });

  it('robots.txt names the machine-readable stock the dealer publishes, and only that', () => {
    const feeds = {
      inventoryJson: true,
      llmsTxt: true,
      googleVehicleListings: false,
      metaAutomotive: false,
    };
    const text = robotsTxt({ url: 'https://example.com.au/', feeds });
    expect(text).toContain('# Inventory (JSON): https://example.com.au/inventory.json');
    expect(text).toContain('# For AI assistants: https://example.com.au/llms.txt');
    expect(text).not.toContain('google');
    expect(text).toMatch(/\nSitemap: https:\/\/example\.com\.au\/sitemap\.xml\n$/);
  });
});
