import type { APIRoute } from 'astro';

import { deskSignOutEndpoint } from '~/features/desk/endpoints.server.ts';
import { deskServices } from '~/features/desk/services.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** This browser signed out of the desk. */
export const POST: APIRoute = guardedPost(deskSignOutEndpoint(deskServices), services);
