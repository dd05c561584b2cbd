import config from 'virtual:dealer/config';
import type { APIRoute } from 'astro';

export const prerender = false;

/** Liveness check for the dealer's on-demand endpoints. */
export const GET: APIRoute = () =>
  Response.json({ status: 'ok', dealer: config.slug }, { headers: { 'Cache-Control': 'no-store' } });
