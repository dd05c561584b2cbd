import type { APIRoute } from 'astro';

import { confirmAlertEndpoint } from '~/features/alerts/endpoints.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** The alert's e-mailed confirmation link (from /alerts/confirm): turns it on, once. */
export const POST: APIRoute = guardedPost(confirmAlertEndpoint(services), services);
