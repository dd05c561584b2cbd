import type { APIRoute } from 'astro';

import { detailsEndpoint } from '~/features/account/endpoints.server.ts';
import { accountServices } from '~/features/account/services.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** A new user's first name, last name and e-mail (spec Calls user metadata). */
export const POST: APIRoute = guardedPost(detailsEndpoint(accountServices), services);
