/**
 * Writes the sample data in data/ (committed) and the drawn images in public/images/ (logos and
 * marks, SVG); `npm run data:photos` renders the photographs the data names.
 * Seeded and deterministic: the same command writes the same bytes.
 *   npm run data:generate                      every sample site
 *   npm run data:generate -- --cars 20000      also a large stock file for benchmarks (data/bench/, not committed)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import type { Car } from '~/catalogue/car.schema.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import type { LenderTerms } from '~/services/lender/embedded.ts';

import { generateCars } from './cars.ts';
import { accessories, locations, manufacturers, models, serviceAdvantage } from './catalogue.ts';
import { dealerLogo, dealerLogos, makeWordmark, tagBadge } from './logos.ts';
import { generateListings, generateRegister, withAdvertisedStock } from './market.ts';
import { offers } from './offers.ts';
import { Rng } from './random.ts';
import { reviews } from './reviews.ts';
import { sampleSites } from './sites.ts';

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
  // The cars' exterior photos and the models' heroes are rendered by `npm run data:photos`.
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
  console.log(`${total} cars in all`);
}
