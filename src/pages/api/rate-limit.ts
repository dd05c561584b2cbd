import type { APIRoute } from 'astro';

import { rateLimitEndpoint } from '~/features/finance/endpoints.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** Spec Calls: may this phone try a code now? */
export const POST: APIRoute = guardedPost(rateLimitEndpoint(services), services);
