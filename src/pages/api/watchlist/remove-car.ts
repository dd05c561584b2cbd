import type { APIRoute } from 'astro';

import { removeCarEndpoint } from '~/features/account/garage-endpoints.server.ts';
import { accountServices } from '~/features/account/services.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** Spec Calls: removes a car from the watchlist. */
export const POST: APIRoute = guardedPost(removeCarEndpoint(accountServices), services);
