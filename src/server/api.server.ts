import type { APIContext } from 'astro';
import config from 'virtual:dealer/config';

import { carById, locationById } from '../features/vehicle/cars.server.ts';
import { deliverDue, type DeliveryLookups } from './delivery/outbox.server.ts';
import { sendersFromEnv } from './delivery/senders-from-env.server.ts';
import { CROSS_SITE, crossSite, json, rateLimiter, TOO_MANY } from './http.server.ts';
import { type PostEndpoint, runPost } from './post.server.ts';
import { storage } from './storage/db.server.ts';
import { errorSummary } from './storage/errors.server.ts';

export { config };
export const db = () => storage(config.slug, import.meta.env.BUILT_FOR_NETLIFY);

/** One delivery run over every due outbox row (this lead's and any earlier that failed). */
/** Delivery reads the lead's car and location from the build's own data. */
const buildLookups: DeliveryLookups = {
  car: async (id) => {
    const car = await carById(id);
    return (
      car && {
        year: car.year,
        make: car.make,
        model: car.model,
        vin: car.vin,
        stock: car.stocknum,
        trim: car.badge,
        km: car.km,
        price: car.price_aud,
        location_id: car.location_id,
      }
    );
  },
  location: async (id) => {
    const l = await locationById(id);
    return l && { name: l.name, phone: l.phone, address: l.address };
  },
};

let running: Promise<void> | null = null;
let again = false;

/**
 * One delivery run over every due outbox row (this lead's and any earlier that failed). Runs never
 * overlap: a lead that arrives during a run asks for one more run after it, so a burst of leads
 * costs a few runs, not one each.
 */
export function deliverNow(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await db()
        .then((s) => deliverDue(s, config, sendersFromEnv(config), new Date(), buildLookups))
        .catch((e) => console.error(`[leads] delivery run failed (${errorSummary(e)})`));
    } while (again);
    running = null;
  })();
  return running;
}

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
if (!import.meta.env.BUILT_FOR_NETLIFY && typeof setInterval === 'function')
  setInterval(() => void deliverNow(), 60_000).unref?.();

/** The visitor's address as the adapter reports it (not X-Forwarded-For, which a client can write itself). */
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
export function guardedPost(endpoint: PostEndpoint, after?: (res: Response) => Promise<void>) {
  const allow = rateLimiter(endpoint.perMinute);
  return async (ctx: APIContext): Promise<Response> => {
    if (crossSite(ctx.request, config.url)) return json({ error: CROSS_SITE }, 403);
    if (!allow(clientId(ctx))) return json({ error: TOO_MANY }, 429, { 'Retry-After': '60' });
    const res = await runPost(endpoint, {
      storage: db,
      config,
      request: ctx.request,
      client: clientId(ctx),
    });
    await after?.(res);
    return res;
  };
}
