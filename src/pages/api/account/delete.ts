import type { APIRoute } from 'astro';

import { deleteEndpoint } from '~/features/account/endpoints.server.ts';
import { accountServices } from '~/features/account/services.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** Deletes the signed-in account and its data. */
export const POST: APIRoute = guardedPost(deleteEndpoint(accountServices), services);
