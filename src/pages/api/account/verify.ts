import type { APIRoute } from 'astro';

import { verifyEndpoint } from '~/features/account/endpoints.server.ts';
import { accountServices } from '~/features/account/services.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** Sign-in: the SMS code checked, the user signed in. */
export const POST: APIRoute = guardedPost(verifyEndpoint(accountServices), services);
