import type { APIRoute } from 'astro';

import { saveSearchEndpoint } from '~/features/account/garage-endpoints.server.ts';
import { accountServices } from '~/features/account/services.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** Keeps a search of this site for the signed-in user. */
export const POST: APIRoute = guardedPost(saveSearchEndpoint(accountServices), services);
