import { and, eq, inArray } from 'drizzle-orm';

import type { Storage } from '~/server/storage/db.server.ts';
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

/** How long browsers and the CDN may keep the live set: seconds, so a hold shows everywhere within seconds. */
export const LIVE_CACHE = {
  'Cache-Control': 'public, max-age=5, stale-while-revalidate=30',
  'CDN-Cache-Control': 'public, s-maxage=10, stale-while-revalidate=30',
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
