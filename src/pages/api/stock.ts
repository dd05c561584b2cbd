import type { APIRoute } from 'astro';

import { stockWebhook } from '~/features/car/import/webhook.server.ts';
import { clientId } from '~/server/api.server.ts';
import { json, rateLimiter, TOO_MANY } from '~/server/http.server.ts';
import { failure } from '~/server/post.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

const allow = rateLimiter(30);

/**
 * The dealer's stock feed, pushed (src/features/car/import/webhook.server.ts). The feed's
 * system posts here from its own servers, so there is no same-site check: the signature over the
 * timestamp and raw body is the check.
 */
export const POST: APIRoute = async (ctx) => {
  if (!allow(clientId(ctx))) return json({ error: TOO_MANY }, 429, { 'Retry-After': '60' });
  try {
    const out = await stockWebhook(ctx.request, {
      config: services.config,
      storage: await services.storage(),
      secret: services.stockWebhookSecret(),
      buildHook: services.buildHook(),
      now: new Date(),
    });
    return json(out.body, out.status, out.headers);
  } catch (e) {
    return failure('/api/stock', e);
  }
};
