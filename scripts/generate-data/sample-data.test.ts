import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadSite } from '../../src/catalogue/load.server.ts';
import { listDealerSlugs, loadDealerConfig } from '../../src/config/load.server.ts';
import { isListed } from '../../src/features/inventory/listing.ts';

const sites = listDealerSlugs().map((slug) => {
  const config = loadDealerConfig(slug);
  return { config, data: loadSite(config) };
});
const all = sites.flatMap((s) => s.data.cars);
const bySlug = (slug: string) => sites.find((s) => s.config.slug === slug)!;

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

  it('uses real Australian places and generated local images only', () => {
    for (const l of sites.flatMap((s) => s.data.locations)) {
      expect(l.address.postcode).toMatch(/^\d{4}$/);
      expect(l.address.lat).toBeLessThan(-10);
    }
    for (const c of all)
      for (const img of c.images)
        expect(img).toMatch(/^\/images\/cars\/[a-zA-Z]+-[a-z]+-[12]\.svg$/);
  });

  it('is deterministic: generating again writes the same files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gen-'));
    cpSync('package.json', join(dir, 'package.json'));
    execFileSync(
      process.execPath,
      [resolve('node_modules/tsx/dist/cli.mjs'), resolve('scripts/generate-data/index.ts')],
      { cwd: dir, stdio: 'pipe' },
    );
    for (const f of [
      'stock/riverbend-toyota.json',
      'stock/outback-caravans.json',
      'sites/southern-cross-motor-group/offers.json',
      'catalogue/models.json',
    ]) {
      expect(readFileSync(join(dir, 'data', f), 'utf8'), f).toBe(
        readFileSync(join('data', f), 'utf8'),
      );
    }
  });
});
