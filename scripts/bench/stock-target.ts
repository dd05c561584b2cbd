/**
 * A sample dealer built with `n` generated cars, for the benchmarks: its data and build in
 * .data/bench-stock-{slug}-{n}/, so the real build stays as it is.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { listedCars } from '~/catalogue/listing.ts';
import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';

import { generateCars } from '../generate-data/cars.ts';
import { Rng } from '../generate-data/random.ts';
import { sampleSites } from '../generate-data/sites.ts';
import { copySiteData } from '../lib/site-data.ts';

export interface Target {
  label: string;
  slug: string;
  env: NodeJS.ProcessEnv;
  dist: string;
  dataDir: string;
}

/**
 * The dealer with `n` generated cars (the same generator and settings as bench:search), its data
 * in .data/bench-stock-{slug}-{n}/data/ and its build to go in …/dist/, so the real build stays as
 * it is. Writes the data; does not build.
 */
export function stockData(slug: string, n: number): Target {
  const root = join('.data', `bench-stock-${slug}-${n}`);
  const dataDir = join(root, 'data');
  const dist = join(root, 'dist');
  const config = loadDealerConfig(slug);
  const real = loadSite(config);
  const sample = sampleSites.find((s) => s.slug === slug);
  if (!sample) throw new Error(`--stock needs a sample dealer; ${slug} is not one`);
  const now = real.snapshotAt;
  // A little more than n, so that n cars pass the listing rule; only those n are written.
  const cars = generateCars(sample, new Rng(sample.seed * 7), now, 900_000, Math.ceil(n * 1.15));
  const listed = listedCars(cars, now, config.inventory.soldListingDays).slice(0, n);
  rmSync(root, { recursive: true, force: true });
  copySiteData(slug, dataDir);
  writeFileSync(
    join(dataDir, 'stock', `${slug}.json`),
    JSON.stringify({ snapshot_at: now.toISOString(), cars: listed }),
  );
  return {
    label: `${slug} (${listed.length.toLocaleString('en-AU')} cars)`,
    slug,
    env: { DEALER: slug, DATA_DIR: dataDir, DIST_DIR: dist },
    dist,
    dataDir,
  };
}

/** The dealer with `n` generated cars (stockData), built. */
export function stockTarget(slug: string, n: number): Target {
  const target = stockData(slug, n);
  console.log(`Building ${target.label} into ${target.dist}/ …`);
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...target.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  return target;
}
