import { and, asc, count, eq, inArray } from 'drizzle-orm';

import type { Database, Storage } from '~/server/storage/db.server.ts';
import { lockFor } from '~/server/storage/locks.server.ts';
import { savedSearches, watchlist } from '~/server/storage/schema.ts';

import { SAVED_SEARCH_LIMIT } from './messages.ts';

/** Spec Calls watchlist rows of a user, oldest first (the order they were saved in). */
export async function watchlistOf(storage: Storage, userId: string) {
  return storage.db
    .select({ carId: watchlist.carId, savedAt: watchlist.savedAt })
    .from(watchlist)
    .where(eq(watchlist.userId, userId))
    .orderBy(asc(watchlist.savedAt), asc(watchlist.id));
}

/** Saves cars to a user's watchlist; a car already there keeps its first date. */
export async function saveCars(storage: Storage, userId: string, carIds: number[], now: Date) {
  if (!carIds.length) return;
  await storage.db
    .insert(watchlist)
    .values(carIds.map((carId, i) => ({ userId, carId, savedAt: new Date(now.getTime() + i) })))
    .onConflictDoNothing();
}

export async function removeCar(storage: Storage, userId: string, carId: number) {
  await storage.db
    .delete(watchlist)
    .where(and(eq(watchlist.userId, userId), eq(watchlist.carId, carId)));
}

export async function searchesOf(storage: Storage, userId: string) {
  return storage.db
    .select({ id: savedSearches.id, url: savedSearches.url, label: savedSearches.label })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

/** Keeps a search URL (once); false when the user already keeps the most allowed. */
export async function saveSearch(
  storage: Storage,
  userId: string,
  search: { url: string; label: string },
  now: Date,
): Promise<boolean> {
  // Counted and written under the account's lock, so parallel saves cannot pass the limit.
  return storage.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await lockFor(t, `saved-searches:${userId}`);
    const [kept] = await t
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if ((kept?.n ?? 0) >= SAVED_SEARCH_LIMIT) return false;
    await t
      .insert(savedSearches)
      .values({ userId, ...search, createdAt: now })
      .onConflictDoUpdate({
        target: [savedSearches.userId, savedSearches.url],
        set: { label: search.label },
      });
    return true;
  });
}

export async function removeSearches(storage: Storage, userId: string, ids: number[]) {
  await storage.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.userId, userId), inArray(savedSearches.id, ids)));
}
