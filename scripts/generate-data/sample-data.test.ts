import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { isListed } from '~/catalogue/listing.ts';
import { currentPrice } from '~/features/car/pricing.ts';
import { cardTag } from '~/features/car/tags.ts';
import { embeddedQuote } from '~/services/lender/embedded.ts';
import { QUOTE_DEFAULTS } from '~/services/lender/lender.ts';
import { repayment } from '~/services/lender/loan.ts';

import { all, bySlug, sites } from './sample-sites.ts';

describe('sample data', () => {
  it('holds at least 3,000 valid cars across new, demo and used', () => {
    expect(all.length).toBeGreaterThanOrEqual(3000);
    expect(sites.every((s) => s.data.stockProblems.length === 0)).toBe(true);
    for (const type of ['new', 'demo', 'used'])
      expect(all.filter((c) => c.car_type === type).length, type).toBeGreaterThan(100);
  });

  it('has in stock, coming soon, sold in the last 3 days, sold earlier, and hidden cars', () => {
    const { now } = { now: sites[0]!.data.snapshotAt };
    const sold = all.filter((c) => c.status === 'sold' && c.show_on_dealer_website);
    expect(all.some((c) => c.status === 'in_stock')).toBe(true);
    expect(all.some((c) => c.status === 'coming_soon')).toBe(true);
    expect(sold.filter((c) => isListed(c, now)).length).toBeGreaterThan(20);
    expect(sold.filter((c) => !isListed(c, now)).length).toBeGreaterThan(20);
    expect(all.filter((c) => !c.show_on_dealer_website).length).toBeGreaterThan(20);
  });

  it('covers each template with the stock its flags need', () => {
    const toyota = bySlug('riverbend-toyota');
    expect(toyota.config.brand.manufacturer?.name).toBe('Toyota');
    expect(
      toyota.data.cars.some((c) => c.certified && c.make === 'Toyota' && c.car_type === 'used'),
    ).toBe(true);
    expect(toyota.data.serviceAdvantage.find((p) => p.model === 'Coaster')).toMatchObject({
      amount: 485,
      years: 3,
      services: 6,
    });
    const types = toyota.data.locations.map((l) => l.location_type).sort();
    expect(types).toEqual(['parts', 'sales', 'service']);
    expect(new Set(toyota.data.locations.map((l) => l.address.street)).size).toBe(1);
    expect(
      toyota.data.locations.find((l) => l.location_type === 'service')
        ?.fortnightly_appointment_saturday,
    ).toEqual({ reference_date: '2025-06-14' });

    const group = bySlug('southern-cross-motor-group');
    expect(group.config.brand.manufacturer).toBeNull();
    expect(new Set(group.data.cars.filter((c) => c.car_type === 'new').map((c) => c.make))).toEqual(
      new Set(['Mazda', 'Kia', 'Ford', 'Hyundai']),
    );
    expect(new Set(group.data.locations.map((l) => l.address.city)).size).toBeGreaterThanOrEqual(3);

    const used = bySlug('value-auto-supermarket');
    expect(used.config.features).toMatchObject({
      reserve: { enabled: true, deposit: 200, holdHours: 48 },
      moneyBackHours: 48,
      guaranteeStrip: true,
      favourites: true,
      preOwnedWording: true,
      listingInserts: { enabled: true, positions: [8, 17] },
    });
    expect(used.data.cars.every((c) => c.car_type === 'used')).toBe(true);
    expect(used.data.cars.some((c) => c.checkout_enabled)).toBe(true);

    const finance = bySlug('driveaway-finance');
    expect(finance.config.features.offersSubscription).toBe(true);
    expect(finance.data.cars.filter((c) => (c.subscription_price ?? 0) > 0).length).toBeGreaterThan(
      100,
    );
    expect(
      finance.data.cars.some(
        (c) => c.finance_lenders?.AusLoans?.paymentWeek && c.youxQuote?.weeklyRepaymentAmount,
      ),
    ).toBe(true);

    const caravans = bySlug('outback-caravans');
    expect(
      caravans.data.cars.every((c) => c.item_type === 'caravan' && c.specifications?.sleeps),
    ).toBe(true);
  });

  it("stores the quote the dealer's own lender gives, and lender figures that follow from their rates", () => {
    const now = new Date('2026-11-20T09:00:00+10:00');
    let quoted = 0;
    for (const { config, data } of sites) {
      const l = config.finance.lender;
      for (const c of data.cars) {
        if (c.youxQuote) {
          // Stored and live quotes come from one function: they agree.
          expect(l?.adapter, `${config.slug} stores quotes without an embedded lender`).toBe(
            'embedded',
          );
          if (l?.adapter !== 'embedded') continue;
          const live = embeddedQuote(
            l,
            {
              purchasePrice: currentPrice(c),
              loanTerm: QUOTE_DEFAULTS.loanTerm,
              selfAssessedCreditScore: QUOTE_DEFAULTS.selfAssessedCreditScore,
              year: c.year,
            },
            now,
          );
          expect(c.youxQuote, c.slug).toEqual(live);
          quoted++;
        }
        for (const [name, f] of Object.entries(c.finance_lenders ?? {})) {
          if (!f?.paymentWeek || f.interestRate == null) continue;
          const weekly = repayment({
            price: currentPrice(c),
            deposit: f.deposit ?? 0,
            residual: f.balloon ?? 0,
            ratePercent: f.interestRate,
            termYears: f.termYears ?? 5,
            frequency: 'weekly',
          });
          expect(Math.abs(f.paymentWeek - weekly), `${c.slug} ${name}`).toBeLessThan(1);
        }
      }
    }
    expect(quoted).toBeGreaterThan(100);
  });

  it("tags no used or demo car 'New', on any dealer", () => {
    for (const { config, data } of sites) {
      const settings = {
        features: config.features,
        specifications: config.inventory.specifications,
      };
      const wrong = data.listed.filter(
        (c) =>
          c.car_type !== 'new' &&
          cardTag(c, settings, data.now)?.kind === 'text' &&
          (cardTag(c, settings, data.now) as { text: string }).text.toLowerCase() === 'new',
      );
      expect(
        wrong.map((c) => c.slug),
        config.slug,
      ).toEqual([]);
    }
  });

  it('uses real Australian places and generated local photos only, each in public/', () => {
    for (const l of sites.flatMap((s) => s.data.locations)) {
      expect(l.address.postcode).toMatch(/^\d{4}$/);
      expect(l.address.lat).toBeLessThan(-10);
    }
    const used = new Set<string>();
    for (const c of all) {
      // Photos in the order a dealer lists them: front three-quarter, side, rear, interior, dashboard.
      expect(c.images.map((i) => i.replace(/^.*-(\w+)\.jpg$/, '$1'))).toEqual(
        ['front', 'side', 'rear', 'interior', 'dashboard'].slice(0, c.images.length),
      );
      for (const img of c.images) {
        expect(img).toMatch(
          /^\/images\/photos\/([a-z]+\/[a-zA-Z]+-[a-z]+-(front|side|rear)|[a-zA-Z]+-(interior|dashboard))\.jpg$/,
        );
        used.add(img);
      }
    }
    for (const img of used) expect(existsSync(join('public', img)), img).toBe(true);
    // Shared by body and paint within a dealer: hundreds of photos for thousands of cars.
    expect(used.size).toBeLessThan(900);
    expect(all.filter((c) => c.images.length === 5).length).toBeGreaterThan(all.length * 0.8);
  });

  it("photographs each dealer's cars in its own place, and a model always as the same body", () => {
    const backdrops = sites.map(({ config, data }) => {
      const places = new Set(
        data.cars
          .flatMap((c) => c.images.map((i) => /^\/images\/photos\/([a-z]+)\//.exec(i)?.[1]))
          .filter(Boolean),
      );
      expect([...places], config.slug).toHaveLength(1);
      return [...places][0];
    });
    expect(new Set(backdrops).size).toBe(sites.length);
    const shapes = new Map<string, Set<string>>();
    for (const c of all) {
      const shape = /\/([a-zA-Z]+)-[a-z]+-front\.jpg$/.exec(c.images[0] ?? '')?.[1];
      if (!shape) continue;
      const key = `${c.make} ${c.model}`;
      shapes.set(key, (shapes.get(key) ?? new Set()).add(shape));
    }
    expect(shapes.get('Toyota RAV4')).toEqual(new Set(['suv']));
    expect([...shapes].filter(([, s]) => s.size > 1)).toEqual([]);
  });

  it('gives every catalogue model a hero image of its own', () => {
    const { models } = sites[0]!.data;
    const heroes = models.map((m) => m.image?.url);
    expect(new Set(heroes).size).toBe(models.length);
    for (const h of heroes) expect(existsSync(join('public', h!)), h).toBe(true);
  });

  it('gives each model on sale its accessories, counted in its accessories_count, with photos in public/', () => {
    const { models, accessories } = bySlug('riverbend-toyota').data;
    for (const m of models)
      expect(accessories.filter((a) => a.model === m.slug).length, m.slug).toBe(
        m.accessories_count,
      );
    expect(models.find((m) => m.status === 'coming_soon')?.accessories_count).toBe(0);
    expect(models.filter((m) => m.accessories_count > 0).length).toBeGreaterThan(15);
    for (const url of new Set(accessories.map((a) => a.image.url)))
      expect(existsSync(join('public', url)), url).toBe(true);
  });

  it('is deterministic: generating again writes the same files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gen-'));
    cpSync('package.json', join(dir, 'package.json'));
    cpSync('dealers', join(dir, 'dealers'), { recursive: true });
    execFileSync(
      process.execPath,
      [
        resolve('node_modules/tsx/dist/cli.mjs'),
        // Run from a scratch folder: the project's tsconfig gives the ~/ alias.
        '--tsconfig',
        resolve('tsconfig.json'),
        resolve('scripts/generate-data/index.ts'),
      ],
      { cwd: dir, stdio: 'pipe' },
    );
    for (const f of [
      'stock/riverbend-toyota.json',
      'stock/outback-caravans.json',
      'sites/southern-cross-motor-group/offers.json',
      'catalogue/models.json',
      'catalogue/accessories.json',
      'market/listings.json',
      'market/register.json',
    ]) {
      expect(readFileSync(join(dir, 'data', f), 'utf8'), f).toBe(
        readFileSync(join('data', f), 'utf8'),
      );
    }
    // The drawn images too (render.test.ts checks the rendered photographs).
    for (const f of ['images/makes/toyota.svg', 'images/dealers/riverbend-toyota.svg'])
      expect(readFileSync(join(dir, 'public', f)).equals(readFileSync(join('public', f))), f).toBe(
        true,
      );
    // The whole generator: seconds alone, longer beside other suites on 2 cores.
  }, 120_000);
});
