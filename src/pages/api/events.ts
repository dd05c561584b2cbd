import type { APIRoute } from 'astro';
import { z } from 'zod';
import { EVENTS } from '../../features/analytics/events.ts';
import { db, guardedPost } from '../../server/api.server.ts';
import { json, readJson } from '../../server/http.server.ts';
import { events } from '../../server/storage/schema.ts';

export const prerender = false;

const ids = new Set<number>(Object.values(EVENTS));
const body = z.object({ event_id: z.number().int().refine((n) => ids.has(n), 'Unknown event id'), car_id: z.number().int().positive().optional(), url: z.url().max(2000).optional() });

/** Spec §7 analytics events, by their ids. */
export const POST: APIRoute = guardedPost(120, async ({ request }) => {
  const parsed = body.safeParse(await readJson(request, 4096));
  if (!parsed.success) return json({ error: `Send an event_id (one of ${[...ids].join(', ')}).` }, 400);
  await (await db()).db.insert(events).values({ eventId: parsed.data.event_id, carId: parsed.data.car_id ?? null, url: parsed.data.url ?? null });
  return json({ ok: true }, 202);
});
