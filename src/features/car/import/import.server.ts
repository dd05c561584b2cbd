/**
 * Stock in from the dealer's feed: `npm run stock:import` and the signed webhook
 * `POST /api/stock` both come here. Each record is checked on its own against the Car schema (spec
 * Entities) and this dealer's dealerships (records.server.ts): a bad one is reported with its stock number and
 * field and left out (its car stays as it was), the rest kept. The good ones are diffed against
 * the previous snapshot (diff.ts); a feed that would take too much off the site is held instead
 * (guard.ts, holds.server.ts). Otherwise the
 * result written to the site's store: the database the site already uses (PGlite under
 * `.data/<slug>/pglite` locally, Postgres at DATABASE_URL in production), in one transaction that
 * holds the dealer's feed row, so two imports never interleave. The first import of a dealer diffs
 * against the stock file the build has read until then (data/stock/<slug>.json). The build reads
 * the store as it starts (stockAtBuild).
 */
import { existsSync, readFileSync } from 'node:fs';

import { and, eq } from 'drizzle-orm';

import { sitePaths } from '~/catalogue/paths.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import type { Database, Storage } from '~/server/storage/db.server.ts';
import { stockFeeds, stockImports } from '~/server/storage/schema.ts';

import {
  diffChangesNothing,
  diffStock,
  newEntry,
  type StockDiff,
  type StockEntry,
} from './diff.ts';
import { holdReasons } from './guard.ts';
import { holdFeed } from './holds.server.ts';
import { checkRecords, type Rejected } from './records.server.ts';
import { storedStock, writeStock } from './store.server.ts';

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
  /** Records left out (`rejected` lists each bad field), and their cars, kept as they were. */
  rejectedRecords: number;
  keptAsWere: number;
  /** Whether the import changed the stock (so a build is worth starting). */
  changedStock: boolean;
}

/** A feed held for a person (guard.ts): nothing changed; `report` is what applying it would do. */
export type HeldFeed = { held: true; id: string; reasons: string[]; report: ImportReport };

/** A signed delivery's time: an import older than the last one taken is refused. */
export type StaleDelivery = { stale: true; lastDeliveryAt: string };

const MAX_REJECTED_LISTED = 500;

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

/**
 * Imports a feed's records for a dealer. `deliveredAt` (a signed webhook's timestamp) must be newer
 * than the last delivery taken, so a replayed or reordered delivery never puts old stock back. A
 * feed the dealer's guard holds (guard.ts) changes nothing and is kept as a hold, unless `accept`
 * (a person applying it); `bodyHash` is a webhook delivery's, for its resend to match.
 */
export async function importStock(
  storage: Storage,
  config: DealerConfig,
  records: readonly unknown[],
  opts: {
    source: string;
    now: Date;
    deliveredAt?: Date | undefined;
    dataDir?: string | undefined;
    accept?: boolean;
    bodyHash?: string | undefined;
  },
): Promise<ImportReport | StaleDelivery | HeldFeed> {
  const { cars, rejected, rejectedIds, rejectedRecords } = checkRecords(config, records);
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
    const diff = diffStock(new Map(previous.map((e) => [e.car.id, e])), cars, now, rejectedIds);
    const changedStock = !stored || !diffChangesNothing(diff);
    const snapshotAt = changedStock ? now : stored.snapshotAt;
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
      rejectedRecords,
      keptAsWere: diff.keptAsWere,
      changedStock,
    };
    const { maxRemovedShare, maxRejectedShare } = config.inventory.feedGuard;
    const reasons = holdReasons(
      {
        inStock: previous.filter((e) => e.car.status !== 'sold').length,
        removed: diff.sold.length,
        received: records.length,
        rejectedRecords,
      },
      { maxRemovedShare, maxRejectedShare },
      config.inventory.noun.plural.toLowerCase(),
    );
    if (reasons.length && !opts.accept) {
      const id = await holdFeed(tx as unknown as Database, {
        slug,
        records,
        reasons,
        report: storedReport(report),
        ...opts,
      });
      return { held: true, id, reasons, report } as HeldFeed;
    }
    if (changedStock) await writeStock(tx as unknown as Database, slug, diff.next, stored);
    await tx
      .update(stockFeeds)
      .set({
        snapshotAt,
        updatedAt: now,
        ...(opts.deliveredAt ? { lastDeliveryAt: opts.deliveredAt } : {}),
      })
      .where(and(eq(stockFeeds.websiteSlug, slug)));
    await tx.insert(stockImports).values({
      websiteSlug: slug,
      source: opts.source,
      importedAt: now,
      report: storedReport(report),
    });
    return report;
  });
}

/** A report as the store keeps it: at most 500 rejected records listed (the counts are whole). */
const storedReport = (report: ImportReport) =>
  ({
    ...report,
    rejectedCount: report.rejected.length,
    rejected: report.rejected.slice(0, MAX_REJECTED_LISTED),
  }) as unknown as Record<string, unknown>;

/** The report as a few lines for a person (the CLI, the server's log): counts, never a buyer. */
export function reportLines(r: ImportReport): string[] {
  const money = (n: number) => `$${n.toLocaleString('en-AU')}`;
  const lines = [
    `${r.dealer}: ${r.received} records from ${r.source}: ${r.accepted} accepted, ${r.rejectedRecords} left out${r.keptAsWere ? ` (${r.keptAsWere} of their cars kept as they were)` : ''}.`,
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
