import type { APIRoute } from 'astro';

import { signOutEndpoint } from '~/features/account/endpoints.server.ts';
import { accountServices } from '~/features/account/services.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** Signs out this browser, or everywhere. */
export const POST: APIRoute = guardedPost(signOutEndpoint(accountServices), services);
