import { sql } from 'drizzle-orm';

import type { Storage } from '~/server/storage/db.server.ts';
import { carViews } from '~/server/storage/schema.ts';

/** Adds one view to a car on one website (spec Calls view count) and answers that site's total. */
export async function countView(
  storage: Storage,
  websiteId: number,
  slug: string,
): Promise<number | null> {
  const [row] = await storage.db
    .insert(carViews)
    .values({ websiteId, slug, views: 1 })
    .onConflictDoUpdate({
      target: [carViews.websiteId, carViews.slug],
      set: { views: sql`${carViews.views} + 1` },
    })
    .returning({ views: carViews.views });
  return row?.views ?? null;
}
