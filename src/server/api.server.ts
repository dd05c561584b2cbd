import type { APIContext } from 'astro';

import type { DealerConfig } from '~/config/schema/index.ts';

import { CROSS_SITE, crossSite, json, rateLimiter, TOO_MANY } from './http.server.ts';
import { failure, type PostDeps, type PostEndpoint, runPost } from './post.server.ts';
import type { Storage } from './storage/db.server.ts';

/**
 * The visitor's address as the adapter reports it: on Netlify the address its edge saw; under
 * `npm start` the connection's, or the visitor a trusted proxy names (TRUSTED_PROXIES,
 * scripts/lib/serve.ts). Never X-Forwarded-For as such, which any client can write.
 */
export const clientId = (ctx: APIContext) => {
  try {
    return ctx.clientAddress || 'unknown';
  } catch {
    return 'unknown';
  }
};

/**
 * Serves a POST endpoint: same-site only, rate limited per client, then `runPost` (body limits,
 * hostile input refused, storage outages as 503). `after` runs once the answer is known.
 */
export function guardedPost(
  endpoint: PostEndpoint,
  site: { config: DealerConfig; storage: () => Promise<Storage> },
  after?: (res: Response) => Promise<void>,
) {
  const allow = rateLimiter(endpoint.perMinute);
  return async (ctx: APIContext): Promise<Response> => {
    if (crossSite(ctx.request, site.config.url)) return json({ error: CROSS_SITE }, 403);
    if (!allow(clientId(ctx))) return json({ error: TOO_MANY }, 429, { 'Retry-After': '60' });
    const res = await runPost(endpoint, {
      storage: site.storage,
      config: site.config,
      request: ctx.request,
      client: clientId(ctx),
    });
    await after?.(res);
    return res;
  };
}

/**
 * Serves a GET of the visitor's own data: same-site only, rate limited per client, and storage
 * trouble answered 503 with Retry-After like the POSTs.
 */
export function guardedGet(
  perMinute: number,
  site: { config: DealerConfig; storage: () => Promise<Storage> },
  handle: (
    deps: PostDeps,
  ) => Promise<{ status: number; body: unknown; headers?: Record<string, string> }>,
) {
  const allow = rateLimiter(perMinute);
  return async (ctx: APIContext): Promise<Response> => {
    if (crossSite(ctx.request, site.config.url)) return json({ error: CROSS_SITE }, 403);
    if (!allow(clientId(ctx))) return json({ error: TOO_MANY }, 429, { 'Retry-After': '60' });
    try {
      const out = await handle({
        storage: site.storage,
        config: site.config,
        request: ctx.request,
        client: clientId(ctx),
      });
      return json(out.body, out.status, out.headers);
    } catch (e) {
      return failure(new URL(ctx.request.url).pathname, e);
    }
  };
}

/**
 * Serves `POST …/[action]` from a table of endpoints, each guarded as `guardedPost` does (its own
 * rate limit); an action not in the table is 404.
 */
export function actionPosts(
  endpoints: Record<string, PostEndpoint>,
  site: { config: DealerConfig; storage: () => Promise<Storage> },
  after?: (res: Response) => Promise<void>,
) {
  const routes = new Map(
    Object.entries(endpoints).map(([name, e]) => [name, guardedPost(e, site, after)]),
  );
  return (ctx: APIContext): Promise<Response> | Response =>
    routes.get(ctx.params.action ?? '')?.(ctx) ?? json({ error: 'There is no such action.' }, 404);
}
