import { sql } from 'drizzle-orm';

import type { Storage } from '~/server/storage/db.server.ts';
import { carViews } from '~/server/storage/schema.ts';

/** Adds one view to a car (spec §7 view count) and answers its total. */
export async function countView(storage: Storage, slug: string): Promise<number | null> {
  const [row] = await storage.db
    .insert(carViews)
    .values({ slug, views: 1 })
    .onConflictDoUpdate({ target: carViews.slug, set: { views: sql`${carViews.views} + 1` } })
    .returning({ views: carViews.views });
  return row?.views ?? null;
}
