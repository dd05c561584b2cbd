import config from 'virtual:dealer/config';
import { describeProblem } from '../config/errors.ts';
import type { Car } from '../features/inventory/car.schema.ts';
import { listedCars } from '../features/inventory/listing.ts';
import { loadSiteData, type SiteData } from './load.server.ts';

export interface Site extends SiteData {
  /** The build's "now": BUILD_NOW when given, else the stock snapshot time. */
  now: Date;
  /** Cars the listing rule shows (spec §4), in feed order. */
  listed: Car[];
}

let site: Site | undefined;

/** The current dealer's data, read and validated once per build. */
export function getSite(): Site {
  if (site) return site;
  const data = loadSiteData(config);
  for (const p of data.stockProblems) console.warn(`[stock] left out: ${describeProblem(p)}`);
  const now = process.env.BUILD_NOW ? new Date(process.env.BUILD_NOW) : data.snapshotAt;
  site = { ...data, now, listed: listedCars(data.cars, now, config.inventory.soldListingDays) };
  return site;
}
