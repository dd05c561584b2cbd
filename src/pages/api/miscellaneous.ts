import type { APIRoute } from 'astro';
import { z } from 'zod';
import { db, guardedPost } from '../../server/api.server.ts';
import { json, readJson } from '../../server/http.server.ts';
import { miscellaneous } from '../../server/storage/schema.ts';

export const prerender = false;

const body = z.object({ column_name: z.literal('valuation'), value: z.record(z.string().max(60), z.unknown()), lead_id: z.string().max(40).optional() });

/** Spec §7: a trade-in valuation result, stored with column_name 'valuation'. */
export const POST: APIRoute = guardedPost(20, async ({ request }) => {
  const parsed = body.safeParse(await readJson(request, 16 * 1024));
  if (!parsed.success) {
    console.warn('[miscellaneous] refused a valuation result that did not match');
    return json({ error: "Send column_name 'valuation' and the valuation as value." }, 400);
  }
  await (await db()).db.insert(miscellaneous).values({ columnName: parsed.data.column_name, value: parsed.data.value, leadId: parsed.data.lead_id ?? null });
  console.info('[miscellaneous] valuation stored');
  return json({ ok: true }, 201);
});
