import type { APIRoute } from 'astro';

import { createAlertEndpoint } from '~/features/alerts/endpoints.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** A stock alert without an account: kept unconfirmed, the confirmation link e-mailed. */
export const POST: APIRoute = guardedPost(createAlertEndpoint(services), services);
