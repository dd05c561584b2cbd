/**
 * Writes the sample data in data/ (committed) and the generated images in public/images/.
 * Seeded and deterministic: the same command writes the same bytes.
 *   npm run data:generate                      every sample site
 *   npm run data:generate -- --cars 20000      also a large stock file for benchmarks (data/bench/, not committed)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import type { Car } from '~/catalogue/car.schema.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import type { LenderTerms } from '~/services/lender/embedded.ts';

import { accessoryKinds, accessoryPhotoPath, accessoryShot } from './accessories.ts';
import { generateCars } from './cars.ts';
import {
  accessories,
  locations,
  manufacturers,
  modelPaint,
  models,
  serviceAdvantage,
} from './catalogue.ts';
import { dealerLogo, type LogoSpec, makeWordmark, tagBadge } from './logos.ts';
import { generateListings, generateRegister, withAdvertisedStock } from './market.ts';
import { offers } from './offers.ts';
import { jpeg, writePhotos } from './photos.ts';
import { Rng } from './random.ts';
import { reviews } from './reviews.ts';
import { sampleSites } from './sites.ts';
import { makes } from './vehicles.ts';

/** The dealer file's embedded lender, whose quotes the sample cars store. */
function lenderTermsOf(slug: string): LenderTerms | null {
  const lender = loadDealerConfig(slug).finance.lender;
  return lender?.adapter === 'embedded'
    ? {
        rates: lender.rates,
        establishmentFee: lender.establishmentFee,
        monthlyFee: lender.monthlyFee,
      }
    : null;
}

const { values } = parseArgs({
  options: {
    cars: { type: 'string' },
    now: { type: 'string', default: '2026-11-20T09:00:00+10:00' },
    site: { type: 'string', default: 'value-auto-supermarket' },
  },
});
const now = new Date(values.now);
const root = process.cwd();
const dataDir = join(root, 'data');
const publicDir = join(root, 'public');

const dealerLogos: Record<string, LogoSpec> = {
  'riverbend-toyota': {
    name: 'Riverbend',
    tagline: 'Toyota · Parramatta',
    font: 'montserrat',
    mark: 'river',
    colour: '#b0101f',
    ink: '#1f2933',
  },
  'southern-cross-motor-group': {
    name: 'Southern Cross',
    tagline: 'Motor Group',
    font: 'source-sans-3',
    mark: 'stars',
    colour: '#123e6b',
    ink: '#0d1b2a',
  },
  'value-auto-supermarket': {
    name: 'Value Auto',
    tagline: 'Car Supermarket',
    font: 'barlow',
    mark: 'tag',
    colour: '#0f6b3a',
    ink: '#16232d',
  },
  'driveaway-finance': {
    name: 'Driveaway',
    tagline: 'Subscriptions & Finance',
    font: 'nunito-sans',
    mark: 'road',
    colour: '#5b2a86',
    ink: '#1b1530',
  },
  'outback-caravans': {
    name: 'Outback',
    tagline: 'Caravan Centre',
    font: 'montserrat',
    mark: 'sun',
    colour: '#8a3b12',
    ink: '#2b1d14',
  },
};

const write = (path: string, value: unknown) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, JSON.stringify(value, null, 1) + '\n');
};

if (values.cars) {
  const site = sampleSites.find((s) => s.slug === values.site);
  if (!site) throw new Error(`No sample site "${values.site}"`);
  const n = Number(values.cars);
  const cars = generateCars(
    site,
    new Rng(site.seed * 7),
    now,
    900_000,
    n,
    lenderTermsOf(site.slug),
  );
  const path = join(dataDir, 'bench', `stock-${n}.json`);
  write(path, { snapshot_at: now.toISOString(), cars });
  console.log(`Wrote ${n} cars to ${path}`);
} else {
  write(join(dataDir, 'catalogue', 'manufacturers.json'), manufacturers());
  write(join(dataDir, 'catalogue', 'models.json'), models());
  write(join(dataDir, 'catalogue', 'service-advantage.json'), serviceAdvantage());
  write(join(dataDir, 'catalogue', 'accessories.json'), accessories());
  // The trade-in market: its own seed, so the stock above is drawn as before.
  const market = new Rng(20261120);
  const year = now.getFullYear();
  write(join(dataDir, 'market', 'register.json'), {
    snapshot_at: now.toISOString(),
    plates: generateRegister(market, 320, year),
  });
  const stocks: [string, Car[]][] = [];
  let nextId = 100_000;
  let total = 0;
  for (const site of sampleSites) {
    const rng = new Rng(site.seed);
    const cars = generateCars(site, rng, now, nextId, site.cars, lenderTermsOf(site.slug));
    nextId += 10_000;
    total += cars.length;
    write(join(dataDir, 'stock', `${site.slug}.json`), { snapshot_at: now.toISOString(), cars });
    write(join(dataDir, 'sites', site.slug, 'locations.json'), locations(site));
    write(
      join(dataDir, 'sites', site.slug, 'offers.json'),
      offers(site, rng, now, site.seed * 100),
    );
    write(join(dataDir, 'sites', site.slug, 'reviews.json'), reviews(site, now, site.seed * 1000));
    console.log(`${site.slug}: ${cars.length} cars, ${site.locations.length} locations`);
    stocks.push([site.slug, cars]);
  }
  const listings = withAdvertisedStock(
    generateListings(market, year),
    now,
    stocks.sort(([a], [b]) => a.localeCompare(b)).map(([, cars]) => cars),
  );
  writeFileSync(
    join(dataDir, 'market', 'listings.json'),
    // One model a line: the file is large, and a diff should show which models changed.
    `{"snapshotAt":${JSON.stringify(now.toISOString())},"listings":{\n` +
      Object.entries(listings)
        .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)
        .join(',\n') +
      '\n}}\n',
  );
  // A hero per catalogue model: its body in a paint and a sky of its own.
  const heroes = models().map((m, i) => ({
    slug: m.slug,
    body: makes[m.manufacturer]!.find((v) => v.name === m.name)!.body,
    paint: modelPaint(i),
    variant: i,
  }));
  const images = await writePhotos(
    publicDir,
    heroes,
    sampleSites.flatMap((site, i) =>
      locations(site).map((l, j) => ({
        path: l.image!,
        colour: dealerLogos[site.slug]!.colour,
        variant: i + j,
        service: l.location_type === 'service',
      })),
    ),
  );
  const accessoryDir = join(publicDir, 'images', 'accessories');
  rmSync(accessoryDir, { recursive: true, force: true });
  mkdirSync(accessoryDir, { recursive: true });
  for (const k of accessoryKinds)
    await jpeg(accessoryShot(k.code), join(publicDir, accessoryPhotoPath(k.code)));
  mkdirSync(join(publicDir, 'images', 'makes'), { recursive: true });
  for (const m of manufacturers())
    writeFileSync(
      join(publicDir, 'images', 'makes', `${m.slug}.svg`),
      makeWordmark(m.name.replace(/ (Australia|UTE|Caravans)$/, '')),
    );
  mkdirSync(join(publicDir, 'images', 'dealers'), { recursive: true });
  for (const [slug, spec] of Object.entries(dealerLogos))
    writeFileSync(join(publicDir, 'images', 'dealers', `${slug}.svg`), dealerLogo(spec));
  mkdirSync(join(publicDir, 'images', 'tags'), { recursive: true });
  writeFileSync(
    join(publicDir, 'images', 'tags', 'toyota-certified.svg'),
    tagBadge('Certified Pre-Owned', '#b0101f'),
  );
  console.log(`${total} cars in all; ${images} photos`);
}
