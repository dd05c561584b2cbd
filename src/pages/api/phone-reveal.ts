import type { APIRoute } from 'astro';
import { z } from 'zod';
import { db, guardedPost } from '../../server/api.server.ts';
import { json, readJson } from '../../server/http.server.ts';
import { phoneReveals } from '../../server/storage/schema.ts';

export const prerender = false;

const body = z.object({ car_id: z.number().int().positive(), dealership_id: z.number().int().positive(), website_id: z.number().int().positive() });

/** Spec §4/§7: records that a visitor revealed a car's phone number. */
export const POST: APIRoute = guardedPost(30, async ({ request }) => {
  const parsed = body.safeParse(await readJson(request, 2048));
  if (!parsed.success) return json({ error: 'Send car_id, dealership_id and website_id as numbers.' }, 400);
  const { car_id, dealership_id, website_id } = parsed.data;
  await (await db()).db.insert(phoneReveals).values({ carId: car_id, dealershipId: dealership_id, websiteId: website_id });
  return json({ ok: true }, 201);
});
