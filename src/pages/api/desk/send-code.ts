import type { APIRoute } from 'astro';

import { sendDeskCodeEndpoint } from '~/features/desk/endpoints.server.ts';
import { deskServices } from '~/features/desk/services.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** A sign-in code texted to a member of staff (anyone else: the same answer, no text). */
export const POST: APIRoute = guardedPost(sendDeskCodeEndpoint(deskServices), services);
