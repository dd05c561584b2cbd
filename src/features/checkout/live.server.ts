import { and, eq, inArray } from 'drizzle-orm';

import type { LiveSet } from '~/features/checkout/reserve/live.ts';
import { atBuild, type Storage } from '~/server/storage/db.server.ts';
import { reservations } from '~/server/storage/schema.ts';

import { LIVE_STATES } from './states.ts';

/** A car's state now, where a reservation changed it since the build: reserved or sold online. */
export async function liveStateOf(
  storage: Storage,
  site: string,
  carId: number,
): Promise<'reserved' | 'sold' | null> {
  const [row] = await storage.db
    .select({ state: reservations.state })
    .from(reservations)
    .where(
      and(
        eq(reservations.websiteSlug, site),
        eq(reservations.carId, carId),
        inArray(reservations.state, [...LIVE_STATES]),
      ),
    );
  if (!row) return null;
  return row.state === 'converted' ? 'sold' : 'reserved';
}

/**
 * How long the live set is kept: by the CDN for 10 seconds (one answer serves every visitor, and a
 * hold shows everywhere within seconds); by no browser, so a buyer who has just reserved a car
 * sees it reserved on the next page.
 */
export const LIVE_CACHE = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
  'CDN-Cache-Control': 'public, s-maxage=10, stale-while-revalidate=20',
};

/** The cars no one else can reserve now (waiting for payment or held: reserved; sold online: sold). */
export async function unavailableCars(storage: Storage, site: string) {
  const rows = await storage.db
    .select({ carId: reservations.carId, state: reservations.state })
    .from(reservations)
    .where(and(eq(reservations.websiteSlug, site), inArray(reservations.state, [...LIVE_STATES])));
  return {
    reserved: rows.filter((r) => r.state !== 'converted').map((r) => r.carId),
    sold: rows.filter((r) => r.state === 'converted').map((r) => r.carId),
  };
}

/**
 * The live set as a build starts, from the store the site runs on (DATABASE_URL, or the local
 * PGlite folder when there is one), so the next build bakes reservations in. Nothing to
 * read, or a store that does not answer in time: null, and the build uses the feed alone.
 */
export async function liveAtBuild(
  slug: string,
  env: Record<string, string | undefined>,
  warn: (message: string) => void,
): Promise<LiveSet | null> {
  return atBuild(
    slug,
    env,
    (storage) => unavailableCars(storage, slug),
    (summary) => warn(`reservations not read (${summary}): the build uses the stock feed alone`),
  );
}
