import type { APIRoute } from 'astro';

import { sendCodeEndpoint } from '~/features/finance/endpoints.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** A one-time code by SMS (spec States phone verification). */
export const POST: APIRoute = guardedPost(sendCodeEndpoint(services), services);
