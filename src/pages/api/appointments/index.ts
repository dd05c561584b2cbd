import type { APIRoute } from 'astro';

import { bookEndpoint } from '~/features/appointments/endpoints.server.ts';
import { deliverAfterLead } from '~/jobs/index.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

import { appointmentServices } from './_services.ts';

export const prerender = false;

/** Books a slot (a test drive of one car, a service) and tells the dealer: its lead goes at once. */
export const POST: APIRoute = guardedPost(
  bookEndpoint(appointmentServices),
  services,
  async (res) => {
    if (res.status === 201) await deliverAfterLead();
  },
);
