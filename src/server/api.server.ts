import config from 'virtual:dealer/config';
import type { APIContext } from 'astro';
import { deliverDue } from './delivery/outbox.server.ts';
import { sendersFromEnv } from './delivery/senders-from-env.server.ts';
import { crossSite, json, rateLimiter, TOO_MANY, CROSS_SITE } from './http.server.ts';
import { storage } from './storage/db.server.ts';

export { config };
export const db = () => storage(config.slug, import.meta.env.BUILT_FOR_NETLIFY);

/** Sends due leads soon after a change, without holding up the visitor's request. */
export function deliverSoon(): void {
  setTimeout(() => {
    db().then((s) => deliverDue(s, config, sendersFromEnv(config))).catch((e) => console.error(`[leads] delivery run failed: ${(e as Error).message}`));
  }, 0);
}

// A long-running server (npm start) retries due deliveries every minute; Netlify needs a scheduled run instead.
if (!import.meta.env.BUILT_FOR_NETLIFY && typeof setInterval === 'function') setInterval(deliverSoon, 60_000).unref?.();

export const clientId = (ctx: APIContext) => ctx.request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || (() => { try { return ctx.clientAddress; } catch { return 'unknown'; } })();

/**
 * Wraps a POST endpoint: same-site only, rate limited per client, errors generic (details go to
 * the log, never to the visitor).
 */
export function guardedPost(perMinute: number, handle: (ctx: APIContext) => Promise<Response>) {
  const allow = rateLimiter(perMinute);
  return async (ctx: APIContext): Promise<Response> => {
    if (crossSite(ctx.request, config.url)) return json({ error: CROSS_SITE }, 403);
    if (!allow(clientId(ctx))) return json({ error: TOO_MANY }, 429, { 'Retry-After': '60' });
    try {
      return await handle(ctx);
    } catch (e) {
      console.error(`[api] ${ctx.url.pathname}: ${(e as Error).stack ?? e}`);
      return json({ error: 'An unexpected error occured' }, 500);
    }
  };
}
