import type { APIRoute } from 'astro';

import { sendCodeEndpoint } from '~/features/finance/endpoints.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { financeServices } from '~/server/finance-services.server.ts';

export const prerender = false;

/** A one-time code by SMS (spec §4 phone verification). */
export const POST: APIRoute = guardedPost(sendCodeEndpoint(financeServices));
