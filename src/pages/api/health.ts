import type { APIRoute } from 'astro';

import { RETRY_AFTER_SECONDS } from '~/server/post.server.ts';
import { ping } from '~/server/storage/db.server.ts';
import { errorSummary } from '~/server/storage/errors.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

const headers = { 'Cache-Control': 'no-store' };

/**
 * Liveness and storage check: 'ok' only when storage answers a query now, 503 while it does not.
 * The local server calls it at start so the first visitor does not wait for the database (and
 * a configuration error, which stops this module loading, stops the server).
 */
export const GET: APIRoute = async () => {
  const dealer = services.config.slug;
  try {
    const storage = await services.storage();
    await ping(storage);
    return Response.json({ status: 'ok', dealer, storage: storage.kind }, { headers });
  } catch (e) {
    console.error(`[health] storage unavailable (${errorSummary(e)})`);
    return Response.json(
      { status: 'error', dealer, error: 'Storage unavailable' },
      { status: 503, headers: { ...headers, 'Retry-After': String(RETRY_AFTER_SECONDS) } },
    );
  }
};
