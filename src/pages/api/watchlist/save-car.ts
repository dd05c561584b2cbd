import type { APIRoute } from 'astro';

import { saveCarEndpoint } from '~/features/account/garage-endpoints.server.ts';
import { accountServices } from '~/features/account/services.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** Spec Calls: saves a car to the signed-in user's watchlist. */
export const POST: APIRoute = guardedPost(saveCarEndpoint(accountServices), services);
