/**
 * A dealer's imported stock in the site's store (`stock_cars`): read in feed order, and written
 * row by row where a record, its place or its prices changed.
 */
import { asc, eq, sql } from 'drizzle-orm';

import type { Car } from '~/catalogue/car.schema.ts';
import type { Database } from '~/server/storage/db.server.ts';
import { stockCars, stockFeeds } from '~/server/storage/schema.ts';

import type { StockEntry } from './diff.ts';

const BATCH = 500;

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

/** Writes every row whose record, place or prices differ from what the store holds. */
export async function writeStock(
  db: Database,
  slug: string,
  next: readonly StockEntry[],
  stored: { entries: StockEntry[] } | null,
) {
  const before = new Map((stored?.entries ?? []).map((e, i) => [e.car.id, { e, i }]));
  const rows = next
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
    await db
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
