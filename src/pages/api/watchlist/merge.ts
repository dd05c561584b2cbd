import type { APIRoute } from 'astro';

import { mergeEndpoint } from '~/features/account/garage-endpoints.server.ts';
import { accountServices } from '~/features/account/services.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** At sign-in: the cars this browser saved join the watchlist. */
export const POST: APIRoute = guardedPost(mergeEndpoint(accountServices), services);
