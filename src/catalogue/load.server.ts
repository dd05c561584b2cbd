import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

import { z } from 'zod';

import { DataFileError, type FileProblem } from '~/config/errors.ts';
import type { DealerConfig } from '~/config/schema/index.ts';

import { type Car, carSchema } from './car.schema.ts';
import { listedCars, offSiteForHistory, soldUrlState } from './listing.ts';
import { type Location, locationSchema } from './location.schema.ts';
import {
  type Accessory,
  accessorySchema,
  type Manufacturer,
  manufacturerSchema,
  type Model,
  modelSchema,
  type ServiceAdvantagePlan,
  serviceAdvantagePlanSchema,
} from './model.schema.ts';
import { type Offer, offerSchema } from './offer.schema.ts';
import { cataloguePaths, DATA_DIR, sitePaths } from './paths.ts';
import { type Promotion, promotionSchema } from './promotion.schema.ts';
import { type ReviewSet, reviewSetSchema } from './review.schema.ts';
import { checkCatalogue, checkStockFile } from './validate.ts';

export interface SiteData {
  /** When the stock was read: the build's "now" for listing and tag rules, so a build is reproducible. */
  snapshotAt: Date;
  cars: Car[];
  locations: Location[];
  offers: Offer[];
  reviews: ReviewSet;
  /** The promo popup and promotional tiles (none when the file is absent). */
  promotions: Promotion[];
  models: Model[];
  manufacturers: Manufacturer[];
  serviceAdvantage: ServiceAdvantagePlan[];
  /** Genuine accessories of the site's models. */
  accessories: Accessory[];
  /** Stock records left out, each with file, id and field. */
  stockProblems: FileProblem[];
}

/** A data file's JSON (a missing file is an error unless it has a fallback). */
function readDataFile(path: string, fallback?: unknown): unknown {
  const file = relative(process.cwd(), path) || path;
  if (!existsSync(path)) {
    if (fallback !== undefined) return fallback;
    throw new DataFileError([
      { file, path: '(root)', message: 'File is missing: run npm run data:generate or add it' },
    ]);
  }
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new DataFileError([
      { file, path: '(root)', message: `Not valid JSON: ${(e as Error).message}` },
    ]);
  }
}

const rel = (p: string) => relative(process.cwd(), p) || p;

/**
 * Reads and validates everything one site shows. Catalogue files must be valid as a whole
 * (a DataFileError fails the build); a bad stock record is reported and left out.
 * Models are limited to the site's makes; stock is limited to the site's dealerships.
 */
function loadSiteData(
  config: DealerConfig,
  dataDir = DATA_DIR,
  stockFile?: string | null,
): SiteData {
  const cat = cataloguePaths(dataDir);
  const site = sitePaths(config.slug, dataDir);
  const makes = new Set(config.dealership_websites);
  const dealershipIds = new Set(config.dealerships.map((d) => d.id));

  const manufacturers = checkCatalogue(
    rel(cat.manufacturers),
    readDataFile(cat.manufacturers),
    z.array(manufacturerSchema),
  );
  const models = checkCatalogue(
    rel(cat.models),
    readDataFile(cat.models),
    z.array(modelSchema),
  ).filter((m) => makes.has(m.manufacturer));
  const serviceAdvantage = checkCatalogue(
    rel(cat.serviceAdvantage),
    readDataFile(cat.serviceAdvantage),
    z.array(serviceAdvantagePlanSchema),
  );
  const modelSlugs = new Set(models.map((m) => m.slug));
  const accessories = checkCatalogue(
    rel(cat.accessories),
    readDataFile(cat.accessories, []),
    z.array(accessorySchema),
  ).filter((a) => modelSlugs.has(a.model));
  const locations = checkCatalogue(
    rel(site.locations),
    readDataFile(site.locations),
    z.array(locationSchema),
  );
  const offers = checkCatalogue(
    rel(site.offers),
    readDataFile(site.offers, []),
    z.array(offerSchema),
  ).filter(
    (o) => dealershipIds.has(o.dealership_id) && !o.excluded_website_ids.includes(config.id),
  );
  const reviews = checkCatalogue(
    rel(site.reviews),
    readDataFile(site.reviews, { count: 0, average_rating: 0, reviews: [] }),
    reviewSetSchema,
  );
  const promotions = checkCatalogue(
    rel(site.promotions),
    readDataFile(site.promotions, []),
    z.array(promotionSchema),
  );

  // The imported stock where the store has some (stockAtBuild), else the stock file.
  const stockPath = stockFile ?? site.stock;
  const stock = checkStockFile(rel(stockPath), readDataFile(stockPath), carSchema);
  const excluded = new Set(config.inventory.excludedStockNumbers);
  const cars = stock.records.filter(
    (c) => dealershipIds.has(c.dealership_id) && !excluded.has(c.stocknum),
  );

  return {
    snapshotAt: stock.snapshotAt,
    cars,
    locations,
    offers,
    reviews,
    promotions,
    models,
    manufacturers,
    serviceAdvantage,
    accessories,
    stockProblems: stock.problems,
  };
}

export interface Site extends SiteData {
  /** The build's "now": the one given (BUILD_NOW), else the stock snapshot time. */
  now: Date;
  /** Cars the listing rule shows (spec States), in feed order. */
  listed: Car[];
  /** Sold cars past the listing window that keep a light page (`inventory.soldPageDays`). */
  soldPages: Car[];
  /** Sold cars past `inventory.soldPageDays`: their URLs answer 410 Gone. */
  gone: Car[];
}

/** Cars taken off the market by an online reservation since the feed was written. */
export interface LiveCars {
  reserved: number[];
  sold: number[];
}

/**
 * A site's data with the build's "now" (`at`, else the stock snapshot's time) and its listed cars;
 * with `live`, the cars held by an online reservation are reserved and those sold online sold (from
 * now), so the next build bakes in what the site's store knows.
 */
export function loadSite(
  config: DealerConfig,
  {
    dataDir = DATA_DIR,
    at,
    live = null,
    stockFile = null,
  }: {
    dataDir?: string;
    at?: Date | null;
    live?: LiveCars | null;
    /** The stock file the build wrote from the store's imported stock, read instead of data/stock/. */
    stockFile?: string | null;
  } = {},
): Site {
  const data = loadSiteData(config, dataDir, stockFile);
  const now = at ?? data.snapshotAt;
  // A car its history check takes off the site is not on it (no page, not listed, not counted).
  const checked = data.cars.map((c) =>
    offSiteForHistory(c, config.inventory.historyCheck)
      ? { ...c, show_on_dealer_website: false }
      : c,
  );
  const cars = live ? withLive(checked, live, now) : checked;
  const { soldListingDays, soldPageDays } = config.inventory;
  const past = (state: 'light' | 'gone') =>
    cars.filter((c) => soldUrlState(c, now, soldListingDays, soldPageDays) === state);
  return {
    ...data,
    cars,
    now,
    listed: listedCars(cars, now, soldListingDays),
    soldPages: past('light'),
    gone: past('gone'),
  };
}

function withLive(cars: Car[], live: LiveCars, now: Date): Car[] {
  const reserved = new Set(live.reserved);
  const sold = new Set(live.sold);
  return cars.map((c) =>
    sold.has(c.id) && c.status !== 'sold'
      ? {
          ...c,
          status: 'sold',
          reserved: false,
          sold_date_timestamp: Math.floor(now.getTime() / 1000),
        }
      : reserved.has(c.id) && !c.reserved
        ? { ...c, reserved: true }
        : c,
  );
}
