import type { APIRoute } from 'astro';

import { manageEndpoint } from '~/features/appointments/manage.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

import { appointmentServices } from './_services.ts';

export const prerender = false;

/** Reads, moves or cancels a booking from its link; a change's lead to the dealer goes at once. */
export const POST: APIRoute = guardedPost(manageEndpoint(appointmentServices), services);
