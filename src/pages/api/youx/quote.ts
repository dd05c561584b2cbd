import type { APIRoute } from 'astro';

import { quoteEndpoint } from '~/features/finance/endpoints.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** Spec Calls quick quote. */
export const POST: APIRoute = guardedPost(quoteEndpoint(services), services);
