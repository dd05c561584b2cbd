import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { RegoVehicle } from '~/services/rego/rego.ts';
import type { MarketSample } from '~/services/valuer/valuer.ts';

/**
 * What the embedded trade-in services read at build time from the data folder: the register of
 * plates and the market sample (data/market/). The sample already holds the sample dealers' used
 * cars advertised in its 30 days: `npm run data:generate` joins them when it writes the sample, so
 * one dealer's stock changing never changes another dealer's build (docs/deploy.md).
 */
const read = new Map<string, { register: RegoVehicle[]; market: MarketSample }>();

export function marketData(dataDir: string): { register: RegoVehicle[]; market: MarketSample } {
  const known = read.get(dataDir);
  if (known) return known;
  const made = readMarket(dataDir);
  read.set(dataDir, made);
  return made;
}

function readMarket(dataDir: string): { register: RegoVehicle[]; market: MarketSample } {
  const dir = join(dataDir, 'market');
  if (!existsSync(join(dir, 'listings.json')))
    return { register: [], market: { snapshotAt: new Date(0).toISOString(), listings: {} } };
  const register = (
    JSON.parse(readFileSync(join(dir, 'register.json'), 'utf8')) as { plates: RegoVehicle[] }
  ).plates;
  const market = JSON.parse(readFileSync(join(dir, 'listings.json'), 'utf8')) as MarketSample;
  return { register, market };
}

/** `virtual:dealer/market`: what the embedded plate lookup and valuer read on the server. */
export interface MarketModule {
  /** The embedded register of number plates (data/market/register.json). */
  register: RegoVehicle[];
  /** The market sample and every sample dealer's used stock, as the embedded valuer reads them. */
  market: MarketSample;
  /** The catalogue's models by make (data/catalogue/models.json), which an estimate is checked against. */
  models: Record<string, string[]>;
}

/** The build's `virtual:dealer/market` module: the register, the market, the catalogue's models by make. */
export function marketModule(dataDir: string): MarketModule {
  const { register, market } = marketData(dataDir);
  return { register, market, models: modelsByMake(dataDir) };
}

/** The catalogue's model names by make. */
export function modelsByMake(dataDir: string): Record<string, string[]> {
  const models: Record<string, string[]> = {};
  for (const m of catalogueModels(dataDir)) (models[m.manufacturer] ??= []).push(m.name);
  return models;
}

const catalogueModels = (dataDir: string) =>
  JSON.parse(readFileSync(join(dataDir, 'catalogue', 'models.json'), 'utf8')) as {
    manufacturer: string;
    name: string;
    grades?: { name: string }[];
  }[];

/**
 * The lists of "Not your car?": every make and model of the catalogue (data/catalogue/models.json)
 * with its grades as badges, and the years it was sold (from six years before the first year it
 * was advertised, so an older car can still be described, to last year).
 */
export function vehicleChoices(dataDir: string): {
  makes: Record<string, Record<string, { years: number[]; badges: string[] }>>;
} {
  const { market } = marketData(dataDir);
  const models = catalogueModels(dataDir);
  const last = new Date(market.snapshotAt).getUTCFullYear();
  const makes: Record<string, Record<string, { years: number[]; badges: string[] }>> = {};
  for (const m of [...models].sort(
    (a, b) => a.manufacturer.localeCompare(b.manufacturer) || a.name.localeCompare(b.name),
  )) {
    const rows = market.listings[`${m.manufacturer}|${m.name}`] ?? [];
    const first = rows.length ? Math.min(...rows.map(([y]) => y)) - 6 : last - 10;
    const years = Array.from({ length: last - first + 1 }, (_, i) => last - i);
    (makes[m.manufacturer] ??= {})[m.name] = {
      years,
      badges: (m.grades ?? []).map((g) => g.name),
    };
  }
  return { makes };
}
