import type { APIRoute } from 'astro';

import { spinEndpoint, spinStatus } from '~/features/spin-to-win/endpoints.server.ts';
import { guardedGet, guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** The signed-in user's spin to win, if they have had it (404 where the promotion is off). */
export const GET: APIRoute = guardedGet(30, services, (deps) => spinStatus({}, deps));

/** Spins the wheel once for the signed-in user: the server draws the prize and tells the dealer. */
export const POST: APIRoute = guardedPost(spinEndpoint({}), services);
