/**
 * A stock import's diff: the feed against the previous snapshot, record by record.
 * A car new to the feed is added, with its first-listed date and its first price; a car whose
 * fields changed is changed (each field before and after; a new price is a price change in its
 * history); a car the feed no longer has becomes sold at the import's time (never deleted: its
 * page follows the listing rule, and its history stays). The same feed twice changes nothing.
 */
import type { Car } from '~/catalogue/car.schema.ts';
import { currentPrice } from '~/features/car/pricing.ts';
import { stableJson } from '~/server/stable-json.ts';

/** A price the car was advertised at (its shown price, `currentPrice`), from a time on. */
export interface PricePoint {
  at: string;
  price: number;
}

/** A car as the store keeps it: the record, when it was first listed, and its prices. */
export interface StockEntry {
  car: Car;
  firstListedAt: string;
  prices: PricePoint[];
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface StockDiff {
  /** Every car after the import: the feed's in its order, then those it no longer has. */
  next: StockEntry[];
  added: { id: number; stocknum: string }[];
  changed: { id: number; stocknum: string; fields: FieldChange[] }[];
  /** Cars the feed no longer has, now sold (sold_date_timestamp set to the import's time). */
  sold: { id: number; stocknum: string }[];
  priceChanges: { id: number; stocknum: string; before: number; after: number }[];
  unchanged: number;
  /** Cars whose record the feed has but that was left out (rejected): kept exactly as they were. */
  keptAsWere: number;
}

/** Equal as data: key order aside (Postgres jsonb gives keys back in its own order), null = absent. */
const same = (a: unknown, b: unknown) => stableJson(a ?? null) === stableJson(b ?? null);

/** The first-listed date of a car new to the store: when the feed says it was created, if earlier. */
const firstListed = (car: Car, now: Date) =>
  new Date(Math.min(new Date(car.created_at).getTime(), now.getTime())).toISOString();

/** A feed's record without what the store keeps beside it (its first listing and its prices). */
function record(car: Car): Car {
  const { first_listed_at: _first, price_history: _prices, ...rest } = car;
  return rest;
}

/**
 * The store's entry for a car first seen now (also how a snapshot without history is read). A
 * record that brings its own first listing and price history (the sample data, or a move from
 * another platform) starts from them; after that the store's history is the one kept.
 */
export function newEntry(car: Car, now: Date): StockEntry {
  const at = car.first_listed_at ?? firstListed(car, now);
  const prices = car.price_history?.length
    ? car.price_history.map((p) => ({ at: p.at, price: p.price }))
    : [{ at, price: currentPrice(car) }];
  if (prices.at(-1)!.price !== currentPrice(car))
    prices.push({ at: now.toISOString(), price: currentPrice(car) });
  return { car: record(car), firstListedAt: at, prices };
}

/**
 * The feed against the previous snapshot. `rejected` holds the ids of the feed's records that were
 * left out (a bad field): their cars are in the feed, so they stay exactly as they were, never
 * sold; only a car absent from the feed becomes sold.
 */
export function diffStock(
  previous: ReadonlyMap<number, StockEntry>,
  feed: readonly Car[],
  now: Date,
  rejected: ReadonlySet<number> = new Set(),
): StockDiff {
  const at = now.toISOString();
  const out: StockDiff = {
    next: [],
    added: [],
    changed: [],
    sold: [],
    priceChanges: [],
    unchanged: 0,
    keptAsWere: 0,
  };
  const inFeed = new Set<number>();
  for (const fed of feed) {
    const car = record(fed);
    inFeed.add(car.id);
    const before = previous.get(car.id);
    if (!before) {
      out.added.push({ id: car.id, stocknum: car.stocknum });
      out.next.push(newEntry(fed, now));
      continue;
    }
    const keys = new Set([...Object.keys(before.car), ...Object.keys(car)]);
    const fields: FieldChange[] = [];
    for (const field of keys) {
      const a = (before.car as Record<string, unknown>)[field];
      const b = (car as Record<string, unknown>)[field];
      if (!same(a, b)) fields.push({ field, before: a ?? null, after: b ?? null });
    }
    if (!fields.length) {
      out.unchanged++;
      out.next.push(before);
      continue;
    }
    out.changed.push({ id: car.id, stocknum: car.stocknum, fields });
    const [was, is] = [currentPrice(before.car), currentPrice(car)];
    const prices = is !== was ? [...before.prices, { at, price: is }] : before.prices;
    if (is !== was)
      out.priceChanges.push({ id: car.id, stocknum: car.stocknum, before: was, after: is });
    out.next.push({ ...before, car, prices });
  }
  for (const [id, entry] of previous) {
    if (inFeed.has(id)) continue;
    if (rejected.has(id)) {
      out.keptAsWere++;
      out.next.push(entry);
      continue;
    }
    if (entry.car.status === 'sold') {
      out.unchanged++;
      out.next.push(entry);
      continue;
    }
    out.sold.push({ id, stocknum: entry.car.stocknum });
    out.next.push({
      ...entry,
      car: {
        ...entry.car,
        status: 'sold',
        reserved: false,
        sold_date_timestamp: Math.floor(now.getTime() / 1000),
        updated_at: at,
      },
    });
  }
  return out;
}

/** Whether an import changed anything (an unchanged feed leaves the snapshot and its time alone). */
export const diffChangesNothing = (d: StockDiff) =>
  !d.added.length && !d.changed.length && !d.sold.length;
