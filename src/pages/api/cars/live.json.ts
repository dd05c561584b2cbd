import type { APIRoute } from 'astro';

import { LIVE_CACHE, unavailableCars } from '~/features/checkout/live.server.ts';
import { clientId } from '~/server/api.server.ts';
import { CROSS_SITE, crossSite, json, rateLimiter, TOO_MANY } from '~/server/http.server.ts';
import { errorSummary } from '~/server/storage/errors.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

const allow = rateLimiter(120);

/**
 * The cars a reservation took off the market since the build (reserved, or sold online),
 * for search results and cards to show at once. One small answer for every page, kept by the CDN
 * for seconds; the next build bakes it in.
 */
export const GET: APIRoute = async (ctx) => {
  if (crossSite(ctx.request, services.config.url)) return json({ error: CROSS_SITE }, 403);
  if (!allow(clientId(ctx))) return json({ error: TOO_MANY }, 429, { 'Retry-After': '60' });
  if (!services.payments()) return json({ reserved: [], sold: [] }, 200, LIVE_CACHE);
  try {
    const live = await unavailableCars(await services.storage(), services.config.slug);
    return json(live, 200, LIVE_CACHE);
  } catch (e) {
    console.error(`[live] ${errorSummary(e)}`);
    return json({ error: 'Storage is not answering just now.' }, 503, { 'Retry-After': '5' });
  }
};
