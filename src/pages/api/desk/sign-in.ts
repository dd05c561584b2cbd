import type { APIRoute } from 'astro';

import { deskSignInEndpoint } from '~/features/desk/endpoints.server.ts';
import { deskServices } from '~/features/desk/services.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** A member of staff signed in with the texted code. */
export const POST: APIRoute = guardedPost(deskSignInEndpoint(deskServices), services);
