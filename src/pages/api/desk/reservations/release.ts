import type { APIRoute } from 'astro';

import { reservationActionEndpoint } from '~/features/checkout/desk.server.ts';
import { deskServices } from '~/features/desk/services.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** A held car let go: the deposit given back. */
export const POST: APIRoute = guardedPost(
  reservationActionEndpoint(deskServices, services.payments, 'release'),
  services,
);
