/**
 * Stock in from the dealer's feed (issue 30): `npm run stock:import` and the signed webhook
 * `POST /api/stock` both come here. Each record is checked on its own against the Car schema (spec
 * §3) and this dealer's dealerships: a bad one is reported with its stock number and field and left
 * out, the rest kept. The good ones are diffed against the previous snapshot (diff.ts) and the
 * result written to the site's store: the database the site already uses (PGlite under
 * `.data/<slug>/pglite` locally, Postgres at DATABASE_URL in production), in one transaction that
 * holds the dealer's feed row, so two imports never interleave. The first import of a dealer diffs
 * against the stock file the build has read until then (data/stock/<slug>.json). The build reads
 * the store as it starts (stockAtBuild).
 */
import { existsSync, readFileSync } from 'node:fs';

import { and, asc, eq, sql } from 'drizzle-orm';

import { type Car, carSchema } from '~/catalogue/car.schema.ts';
import { sitePaths } from '~/catalogue/paths.ts';
import { formatPath } from '~/config/errors.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { hostileValue } from '~/server/http.server.ts';
import { cleanText } from '~/server/input.ts';
import type { Database, Storage } from '~/server/storage/db.server.ts';
import { stockCars, stockFeeds, stockImports } from '~/server/storage/schema.ts';

import {
  diffChangesNothing,
  diffStock,
  newEntry,
  type StockDiff,
  type StockEntry,
} from './diff.ts';

/** A record left out, as the report names it. */
export interface Rejected {
  /** The record's stock number, else its id, else its place in the feed. */
  record: string;
  field: string;
  message: string;
}

export interface ImportReport {
  dealer: string;
  source: string;
  importedAt: string;
  /** The snapshot's time after the import (unchanged when nothing changed). */
  snapshotAt: string;
  received: number;
  accepted: number;
  rejected: Rejected[];
  added: StockDiff['added'];
  changed: StockDiff['changed'];
  sold: StockDiff['sold'];
  priceChanges: StockDiff['priceChanges'];
  unchanged: number;
  /** Whether the import changed the stock (so a build is worth starting). */
  changedStock: boolean;
}

/** A signed delivery's time: an import older than the last one taken is refused. */
export type StaleDelivery = { stale: true; lastDeliveryAt: string };

const MAX_REJECTED_LISTED = 500;

/** Checks each record: the good ones, and what is wrong with each bad one. */
export function checkRecords(
  config: Pick<DealerConfig, 'dealerships'>,
  records: readonly unknown[],
): { cars: Car[]; rejected: Rejected[] } {
  const dealerships = new Set(config.dealerships.map((d) => d.id));
  const cars: Car[] = [];
  const rejected: Rejected[] = [];
  const seen = new Set<number>();
  records.forEach((item, index) => {
    const o = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const record =
      typeof o.stocknum === 'string' && o.stocknum.trim()
        ? `stock number ${cleanText(o.stocknum.trim().slice(0, 40))}`
        : typeof o.id === 'number' && Number.isFinite(o.id)
          ? `id ${o.id}`
          : `record ${index + 1}`;
    // Text a database cannot hold, or nesting no feed needs: the record is left out, never a 5xx.
    const hostile = hostileValue(item, 8);
    if (hostile) return void rejected.push({ record, field: '(record)', message: hostile });
    const result = carSchema.safeParse(item);
    if (!result.success) {
      for (const issue of result.error.issues)
        rejected.push({
          record,
          field: formatPath(issue.path) || '(record)',
          message: issue.message,
        });
      return;
    }
    const car = result.data;
    if (!dealerships.has(car.dealership_id))
      rejected.push({
        record,
        field: 'dealership_id',
        message: `${car.dealership_id} is not one of this dealer's dealerships (dealers/<slug>.json "dealerships")`,
      });
    else if (seen.has(car.id))
      rejected.push({ record, field: 'id', message: `id ${car.id} is in the feed twice` });
    else {
      seen.add(car.id);
      cars.push(car);
    }
  });
  return { cars, rejected };
}

/** The store's current stock of a dealer, in feed order, or null before its first import. */
export async function storedStock(
  db: Database,
  slug: string,
): Promise<{ snapshotAt: Date; entries: StockEntry[] } | null> {
  const [feed] = await db.select().from(stockFeeds).where(eq(stockFeeds.websiteSlug, slug));
  if (!feed?.snapshotAt) return null;
  const rows = await db
    .select()
    .from(stockCars)
    .where(eq(stockCars.websiteSlug, slug))
    .orderBy(asc(stockCars.position));
  return {
    snapshotAt: feed.snapshotAt,
    entries: rows.map((r) => ({
      car: r.car as unknown as Car,
      firstListedAt: r.firstListedAt.toISOString(),
      prices: r.prices,
    })),
  };
}

/** The stock the build read before the first import: the dealer's stock file (good records only). */
function committedStock(
  config: DealerConfig,
  dataDir: string | undefined,
  now: Date,
): StockEntry[] {
  const file = sitePaths(config.slug, dataDir).stock;
  if (!existsSync(file)) return [];
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { cars?: unknown[] };
  return checkRecords(config, raw.cars ?? []).cars.map((c) => newEntry(c, now));
}

const BATCH = 500;

/**
 * Imports a feed's records for a dealer. `deliveredAt` (a signed webhook's timestamp) must be newer
 * than the last delivery taken, so a replayed or reordered delivery never puts old stock back.
 */
export async function importStock(
  storage: Storage,
  config: DealerConfig,
  records: readonly unknown[],
  opts: { source: string; now: Date; deliveredAt?: Date; dataDir?: string | undefined },
): Promise<ImportReport | StaleDelivery> {
  const { cars, rejected } = checkRecords(config, records);
  const slug = config.slug;
  const { now } = opts;
  return storage.db.transaction(async (tx) => {
    // The dealer's row, made once, then held until the import commits.
    await tx.insert(stockFeeds).values({ websiteSlug: slug, updatedAt: now }).onConflictDoNothing();
    const [feed] = await tx
      .select()
      .from(stockFeeds)
      .where(eq(stockFeeds.websiteSlug, slug))
      .for('update');
    if (opts.deliveredAt && feed!.lastDeliveryAt && feed!.lastDeliveryAt >= opts.deliveredAt)
      return { stale: true, lastDeliveryAt: feed!.lastDeliveryAt.toISOString() } as StaleDelivery;
    const stored = feed!.snapshotAt ? await storedStock(tx as unknown as Database, slug) : null;
    const previous = stored?.entries ?? committedStock(config, opts.dataDir, now);
    const diff = diffStock(new Map(previous.map((e) => [e.car.id, e])), cars, now);
    const changedStock = !stored || !diffChangesNothing(diff);
    const snapshotAt = changedStock ? now : stored.snapshotAt;
    if (changedStock) {
      // Every row whose record, place or prices differ from what the store holds.
      const before = new Map((stored?.entries ?? []).map((e, i) => [e.car.id, { e, i }]));
      const rows = diff.next
        .map((e, position) => ({ e, position }))
        .filter(({ e, position }) => {
          const b = before.get(e.car.id);
          return !b || b.e !== e || b.i !== position;
        })
        .map(({ e, position }) => ({
          websiteSlug: slug,
          carId: e.car.id,
          position,
          car: e.car as unknown as Record<string, unknown>,
          firstListedAt: new Date(e.firstListedAt),
          prices: e.prices,
        }));
      for (let i = 0; i < rows.length; i += BATCH)
        await tx
          .insert(stockCars)
          .values(rows.slice(i, i + BATCH))
          .onConflictDoUpdate({
            target: [stockCars.websiteSlug, stockCars.carId],
            set: {
              position: sql`excluded.position`,
              car: sql`excluded.car`,
              firstListedAt: sql`excluded.first_listed_at`,
              prices: sql`excluded.prices`,
            },
          });
    }
    await tx
      .update(stockFeeds)
      .set({
        snapshotAt,
        updatedAt: now,
        ...(opts.deliveredAt ? { lastDeliveryAt: opts.deliveredAt } : {}),
      })
      .where(and(eq(stockFeeds.websiteSlug, slug)));
    const report: ImportReport = {
      dealer: slug,
      source: opts.source,
      importedAt: now.toISOString(),
      snapshotAt: snapshotAt.toISOString(),
      received: records.length,
      accepted: cars.length,
      rejected,
      added: diff.added,
      changed: diff.changed,
      sold: diff.sold,
      priceChanges: diff.priceChanges,
      unchanged: diff.unchanged,
      changedStock,
    };
    await tx.insert(stockImports).values({
      websiteSlug: slug,
      source: opts.source,
      importedAt: now,
      // The stored report lists at most 500 rejected records (the counts are whole).
      report: {
        ...report,
        rejectedCount: rejected.length,
        rejected: rejected.slice(0, MAX_REJECTED_LISTED),
      } as unknown as Record<string, unknown>,
    });
    return report;
  });
}

/** The report as a few lines for a person (the CLI, the server's log): counts, never a buyer. */
export function reportLines(r: ImportReport): string[] {
  const money = (n: number) => `$${n.toLocaleString('en-AU')}`;
  const lines = [
    `${r.dealer}: ${r.received} records from ${r.source}: ${r.accepted} accepted, ${r.rejected.length} left out.`,
    r.changedStock
      ? `${r.added.length} added, ${r.changed.length} changed (${r.priceChanges.length} price changes), ${r.sold.length} no longer in the feed (now sold), ${r.unchanged} unchanged.`
      : `Nothing changed: the stock is as the last import left it (snapshot ${r.snapshotAt}).`,
  ];
  for (const x of r.rejected.slice(0, 50))
    lines.push(`  left out: ${x.record}: ${x.field}: ${x.message}`);
  if (r.rejected.length > 50) lines.push(`  … and ${r.rejected.length - 50} more left out`);
  for (const p of r.priceChanges.slice(0, 50))
    lines.push(`  price: stock number ${p.stocknum}: ${money(p.before)} → ${money(p.after)}`);
  if (r.priceChanges.length > 50)
    lines.push(`  … and ${r.priceChanges.length - 50} more price changes`);
  for (const s of r.sold.slice(0, 50)) lines.push(`  sold: stock number ${s.stocknum}`);
  return lines;
}
