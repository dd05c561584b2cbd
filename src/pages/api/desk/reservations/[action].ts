import type { APIRoute } from 'astro';

import { reservationActionEndpoint } from '~/features/checkout/desk.server.ts';
import { deskServices } from '~/features/desk/services.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { json } from '~/server/http.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

const actions = {
  /** A held car sold: the deposit captured. */
  convert: guardedPost(
    reservationActionEndpoint(deskServices, services.payments, 'convert'),
    services,
  ),
  /** A held car let go: the deposit given back. */
  release: guardedPost(
    reservationActionEndpoint(deskServices, services.payments, 'release'),
    services,
  ),
};

/** POST /api/desk/reservations/convert and /release (any other action: 404). */
export const POST: APIRoute = (ctx) => {
  const action = ctx.params.action;
  return action === 'convert' || action === 'release'
    ? actions[action](ctx)
    : json({ error: 'There is no such desk action.' }, 404);
};
