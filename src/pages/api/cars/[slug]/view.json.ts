import type { APIRoute } from 'astro';
import { sql } from 'drizzle-orm';
import { db } from '../../../../server/api.server.ts';
import { json } from '../../../../server/http.server.ts';
import { carViews } from '../../../../server/storage/schema.ts';

export const prerender = false;

/**
 * Spec §7: counts a view of a car and answers its views and the fields the page sent
 * (photos_count, updated_at). A bad slug or a storage failure answers null (the page stays quiet).
 */
export const GET: APIRoute = async ({ params, url }) => {
  const slug = params.slug ?? '';
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return json(null, 404);
  try {
    const [row] = await (await db()).db.insert(carViews).values({ slug, views: 1 })
      .onConflictDoUpdate({ target: carViews.slug, set: { views: sql`${carViews.views} + 1` } })
      .returning({ views: carViews.views });
    const photos = Number(url.searchParams.get('photos_count'));
    return json({ views: row?.views ?? null, car_fields: { photos_count: Number.isFinite(photos) ? photos : null, updated_at: url.searchParams.get('updated_at') } });
  } catch (e) {
    console.error(`[views] ${(e as Error).message}`);
    return json(null, 503);
  }
};
