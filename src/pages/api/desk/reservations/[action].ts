import type { APIRoute } from 'astro';

import { reservationActionEndpoint } from '~/features/checkout/desk.server.ts';
import { deskServices } from '~/features/desk/services.server.ts';
import { actionPosts } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

const action = (name: 'convert' | 'release' | 'extend') =>
  reservationActionEndpoint(deskServices, services.payments, name);

/**
 * POST /api/desk/reservations/convert (a held car sold: the deposit captured), /release (let go:
 * the deposit given back) and /extend (held longer, once, by the dealer file's extendHours).
 */
export const POST: APIRoute = actionPosts(
  { convert: action('convert'), release: action('release'), extend: action('extend') },
  services,
);
