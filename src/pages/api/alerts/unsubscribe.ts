import type { APIRoute } from 'astro';

import { unsubscribeEndpoint, unsubscribeWithToken } from '~/features/alerts/endpoints.server.ts';
import { clientId, guardedPost } from '~/server/api.server.ts';
import { json, rateLimiter, readText, TOO_MANY } from '~/server/http.server.ts';
import { failure } from '~/server/post.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

const page = guardedPost(unsubscribeEndpoint(services), services);
const allow = rateLimiter(20);

/**
 * Unsubscribes an address from its alerts, at once: from /pages/unsubscribe (`{ token }`, same
 * site), or a mail program's RFC 8058 one-click POST to the List-Unsubscribe address (the token
 * in the query, `List-Unsubscribe=One-Click` as the body, from the mail provider's servers).
 */
export const POST: APIRoute = async (ctx) => {
  const token = new URL(ctx.request.url).searchParams.get('token');
  if (token === null) return page(ctx);
  if (!allow(clientId(ctx))) return json({ error: TOO_MANY }, 429, { 'Retry-After': '60' });
  try {
    const body = await readText(ctx.request, 1024);
    if (!body.ok) return json({ error: body.error }, body.status);
    const out = await unsubscribeWithToken(services, services.storage, token);
    return json(out.body, out.status);
  } catch (e) {
    return failure('/api/alerts/unsubscribe', e);
  }
};
