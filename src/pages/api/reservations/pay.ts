import type { APIRoute } from 'astro';

import { payEndpoint } from '~/features/checkout/endpoints.server.ts';
import { reserveServices } from '~/features/checkout/services.server.ts';
import { runJobsAfterChange } from '~/jobs/index.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** The embedded test mode's card step: pays the deposit of the reservation the access link names. */
export const POST: APIRoute = guardedPost(
  payEndpoint(reserveServices(services)),
  services,
  async (res) => {
    // The dealer's lead (held, or cancelled) goes out at once.
    if (res.ok) await runJobsAfterChange();
  },
);
