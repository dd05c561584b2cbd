import type { APIRoute } from 'astro';

import { createEndpoint, mineAnswer } from '~/features/checkout/endpoints.server.ts';
import { reserveServices } from '~/features/checkout/services.server.ts';
import { guardedGet, guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** Starts a reservation (or a buy-online order) and its deposit's payment. */
export const POST: APIRoute = guardedPost(createEndpoint(reserveServices(services)), services);

/** The signed-in buyer's reservations and orders (the /online-payment page). */
export const GET: APIRoute = guardedGet(30, services, (deps) =>
  mineAnswer(reserveServices(services), deps),
);
