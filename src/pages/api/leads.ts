import type { APIRoute } from 'astro';
import { submitLead } from '../../features/leads/leads.server.ts';
import { config, db, deliverAfterLead, guardedPost } from '../../server/api.server.ts';
import { json, readJson } from '../../server/http.server.ts';

export const prerender = false;

/** Spec §7 lead helper: every form's lead, exactly once per Idempotency-Key. */
export const POST: APIRoute = guardedPost(10, async ({ request }) => {
  const key = request.headers.get('idempotency-key');
  if (!key || !/^[\w-]{8,64}$/.test(key)) return json({ error: 'Send an Idempotency-Key header (8 to 64 letters, digits, - or _) with each submission.' }, 400);
  const body = await readJson(request);
  if (body === null) return json({ error: 'Lead submission failed' }, 400);
  const result = await submitLead(await db(), config, body, { idempotencyKey: key, userAgent: request.headers.get('user-agent') });
  if (result.status === 201) await deliverAfterLead();
  return json(result.body, result.status);
});
