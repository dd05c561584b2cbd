import type { APIRoute } from 'astro';

import { statusEndpoint } from '~/features/checkout/endpoints.server.ts';
import { reserveServices } from '~/features/checkout/services.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** The reservation its access link names, as it is now. */
export const POST: APIRoute = guardedPost(statusEndpoint(reserveServices(services)), services);
