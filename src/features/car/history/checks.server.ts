/**
 * History checks of used cars (README.md): which cars need one, the claim that keeps a car to one
 * search per 30 days, and the run that searches those due and keeps the answers.
 */
import { and, eq, sql } from 'drizzle-orm';

import { isInStock } from '~/catalogue/availability.ts';
import type { Car } from '~/catalogue/car.schema.ts';
import type { Database } from '~/server/storage/db.server.ts';
import { historyChecks } from '~/server/storage/schema.ts';
import {
  HISTORY_MAX_AGE_DAYS,
  type HistoryCheck,
  type HistorySearch,
  normaliseVin,
} from '~/services/history/history.ts';

/** A claim older than this is taken to have died with its run: the car may be claimed again. */
const CLAIM_MINUTES = 10;

/** A used car in stock with a VIN: the cars a history check covers. */
export const needsHistory = (car: Pick<Car, 'car_type' | 'status' | 'vin'>) =>
  car.car_type === 'used' && isInStock(car) && !!car.vin;

/** What a check found that the dealer is told of at import, in words; empty when it is clear. */
export function findings(check: HistoryCheck): string[] {
  return [
    check.financeOwing && 'finance owing',
    check.writtenOff && 'written off',
    check.stolen && 'reported stolen',
  ].filter((f): f is string => !!f);
}

/**
 * Claims the search of one VIN: true only when it has no check, or its check is 30 days old, and
 * no other run claimed it in the last ten minutes. One statement, so two runs at once never both
 * get it.
 */
export async function claimSearch(
  db: Database,
  slug: string,
  vin: string,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(historyChecks)
    .values({ websiteSlug: slug, vin, claimedAt: now })
    .onConflictDoUpdate({
      target: [historyChecks.websiteSlug, historyChecks.vin],
      set: { claimedAt: now },
      setWhere: sql`(${historyChecks.searchedAt} is null or ${historyChecks.searchedAt} <= ${now.toISOString()}::timestamptz - make_interval(days => ${HISTORY_MAX_AGE_DAYS}))
        and (${historyChecks.claimedAt} is null or ${historyChecks.claimedAt} <= ${now.toISOString()}::timestamptz - make_interval(mins => ${CLAIM_MINUTES}))`,
    })
    .returning({ vin: historyChecks.vin });
  return claimed.length > 0;
}

const own = (slug: string, vin: string) =>
  and(eq(historyChecks.websiteSlug, slug), eq(historyChecks.vin, vin));

/** Keeps a search's answer as the VIN's check, and ends its claim. */
export const keepCheck = (db: Database, slug: string, vin: string, check: HistoryCheck) =>
  db
    .update(historyChecks)
    .set({
      claimedAt: null,
      searchedAt: new Date(check.searchedAt),
      certificate: check.certificate,
      financeOwing: check.financeOwing,
      writtenOff: check.writtenOff,
      stolen: check.stolen,
      odometerKm: check.odometerKm,
    })
    .where(own(slug, vin));

/** Ends a claim whose search got no answer: the next run asks again. */
export const releaseClaim = (db: Database, slug: string, vin: string) =>
  db.update(historyChecks).set({ claimedAt: null }).where(own(slug, vin));

/** A dealer's kept checks by VIN. */
export async function storedChecks(db: Database, slug: string): Promise<Map<string, HistoryCheck>> {
  const rows = await db.select().from(historyChecks).where(eq(historyChecks.websiteSlug, slug));
  const checks = new Map<string, HistoryCheck>();
  for (const r of rows)
    if (r.searchedAt && r.certificate && r.financeOwing !== null)
      checks.set(r.vin, {
        searchedAt: r.searchedAt.toISOString(),
        certificate: r.certificate,
        financeOwing: r.financeOwing,
        writtenOff: r.writtenOff,
        stolen: r.stolen,
        odometerKm: r.odometerKm,
      });
  return checks;
}

export interface HistoryRunReport {
  /** Searches made (each one the dealer pays for). */
  searched: number;
  /** Cars whose new check found something, for the dealer: stock number and what was found. */
  flagged: { stocknum: string; found: string[]; certificate: string }[];
  /** Searches the provider refused (a VIN it rejects, bad credentials): not retried this run. */
  refused: number;
  /** Cars due a search but left for the next run: the provider asked us to wait, or the run's limit. */
  waiting: number;
  /** Why the run stopped early, where it did (the provider's "later", with no personal data). */
  stopped: string | null;
}

/**
 * Searches each car in `cars` that needs a check and has none from the last 30 days, at most
 * `max` of them, and keeps the answers. A provider that says "later" (rate limit, outage, timeout)
 * ends the run: the cars not searched wait for the next.
 */
export async function searchDue(
  db: Database,
  slug: string,
  search: HistorySearch,
  cars: readonly Car[],
  now: Date,
  max: number,
): Promise<HistoryRunReport> {
  const report: HistoryRunReport = {
    searched: 0,
    flagged: [],
    refused: 0,
    waiting: 0,
    stopped: null,
  };
  // The VINs whose check is current, read once: a scheduled run then writes nothing for them.
  // The claim stays what decides; this only spares a write per car per run.
  const current = new Set(
    (
      await db
        .select({ vin: historyChecks.vin })
        .from(historyChecks)
        .where(
          and(
            eq(historyChecks.websiteSlug, slug),
            sql`${historyChecks.searchedAt} > ${now.toISOString()}::timestamptz - make_interval(days => ${HISTORY_MAX_AGE_DAYS})`,
          ),
        )
    ).map((r) => r.vin),
  );
  for (const car of cars) {
    if (!needsHistory(car)) continue;
    const vin = normaliseVin(car.vin!);
    if (current.has(vin)) continue;
    if (report.stopped || report.searched >= max) {
      report.waiting += 1;
      continue;
    }
    if (!(await claimSearch(db, slug, vin, now))) continue;
    const answer = await search(vin, now);
    if (answer.kind === 'found') {
      await keepCheck(db, slug, vin, answer.check);
      report.searched += 1;
      const found = findings(answer.check);
      if (found.length)
        report.flagged.push({
          stocknum: car.stocknum,
          found,
          certificate: answer.check.certificate,
        });
      continue;
    }
    await releaseClaim(db, slug, vin);
    if (answer.kind === 'refused') report.refused += 1;
    else {
      report.stopped = answer.reason;
      report.waiting += 1;
    }
  }
  return report;
}
