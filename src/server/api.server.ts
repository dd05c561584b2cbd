import config from 'virtual:dealer/config';
import type { APIContext } from 'astro';
import { deliverDue } from './delivery/outbox.server.ts';
import { sendersFromEnv } from './delivery/senders-from-env.server.ts';
import { crossSite, json, rateLimiter, TOO_MANY, CROSS_SITE } from './http.server.ts';
import { storage } from './storage/db.server.ts';

export { config };
export const db = () => storage(config.slug, import.meta.env.BUILT_FOR_NETLIFY);

/** One delivery run over every due outbox row (this lead's and any earlier that failed). */
export const deliverNow = () => db().then((s) => deliverDue(s, config, sendersFromEnv(config))).catch((e) => console.error(`[leads] delivery run failed: ${(e as Error).message}`));

/**
 * Sends due leads after a new one is stored. A long-running server does it after answering; a
 * serverless function may be frozen once it has answered, so on Netlify the run happens first
 * (the lead is already committed: a slow or failed delivery cannot lose it).
 */
export async function deliverAfterLead(): Promise<void> {
  if (import.meta.env.BUILT_FOR_NETLIFY) await deliverNow();
  else setTimeout(() => void deliverNow(), 0);
}

// A long-running server (npm start) retries due deliveries every minute; Netlify needs a scheduled run instead.
if (!import.meta.env.BUILT_FOR_NETLIFY && typeof setInterval === 'function') setInterval(() => void deliverNow(), 60_000).unref?.();

/** The visitor's address as the adapter reports it (not X-Forwarded-For, which a client can write itself). */
export const clientId = (ctx: APIContext) => {
  try {
    return ctx.clientAddress || 'unknown';
  } catch {
    return 'unknown';
  }
};

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
