import config from 'virtual:dealer/config';
import type { APIRoute } from 'astro';
import { db } from '../../server/api.server.ts';

export const prerender = false;

/** Liveness and storage check; the local server calls it at start so the first visitor does not wait for the database. */
export const GET: APIRoute = async () => {
  try {
    const storage = await db();
    return Response.json({ status: 'ok', dealer: config.slug, storage: storage.kind }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (e) {
    console.error(`[health] storage unavailable: ${(e as Error).message}`);
    return Response.json({ status: 'error', dealer: config.slug, error: 'Storage unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
};
