/**
 * The watchlist at the dealer desk (managers): how many signed-in buyers saved each car, counts
 * only, never who.
 */
import { and, count, desc, eq } from 'drizzle-orm';

import type { Storage } from '~/server/storage/db.server.ts';
import { users, watchlist } from '~/server/storage/schema.ts';

/** The most-watched cars of the site (at most 20), each with its name and page from the build. */
export const watchCounts =
  (car: (id: number) => Promise<{ name: string; slug: string } | null>) =>
  async ({ storage, config }: { storage: Storage; config: { slug: string } }) => {
    const rows = await storage.db
      .select({ carId: watchlist.carId, n: count() })
      .from(watchlist)
      .innerJoin(users, eq(users.id, watchlist.userId))
      .where(and(eq(users.websiteSlug, config.slug)))
      .groupBy(watchlist.carId)
      .orderBy(desc(count()), watchlist.carId)
      .limit(20);
    return Promise.all(
      rows.map(async (r) => {
        const c = await car(r.carId);
        return {
          car_id: r.carId,
          name: c?.name ?? null,
          slug: c?.slug ?? null,
          watchers: Number(r.n),
        };
      }),
    );
  };
