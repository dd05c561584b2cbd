import type { APIRoute } from 'astro';
import config from 'virtual:dealer/config';

import { db } from '~/server/api.server.ts';
import { RETRY_AFTER_SECONDS } from '~/server/post.server.ts';
import { ping } from '~/server/storage/db.server.ts';
import { errorSummary } from '~/server/storage/errors.server.ts';

export const prerender = false;

const headers = { 'Cache-Control': 'no-store' };

/**
 * Liveness and storage check: 'ok' only when storage answers a query now, 503 while it does not.
 * The local server calls it at start so the first visitor does not wait for the database.
 */
export const GET: APIRoute = async () => {
  try {
    const storage = await db();
    await ping(storage);
    return Response.json({ status: 'ok', dealer: config.slug, storage: storage.kind }, { headers });
  } catch (e) {
    console.error(`[health] storage unavailable (${errorSummary(e)})`);
    return Response.json(
      { status: 'error', dealer: config.slug, error: 'Storage unavailable' },
      { status: 503, headers: { ...headers, 'Retry-After': String(RETRY_AFTER_SECONDS) } },
    );
  }
};
