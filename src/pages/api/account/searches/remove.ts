import type { APIRoute } from 'astro';

import { removeSearchEndpoint } from '~/features/account/garage-endpoints.server.ts';
import { accountServices } from '~/features/account/services.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** Removes a saved search. */
export const POST: APIRoute = guardedPost(removeSearchEndpoint(accountServices), services);
