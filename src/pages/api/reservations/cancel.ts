import type { APIRoute } from 'astro';

import { cancelEndpoint } from '~/features/checkout/endpoints.server.ts';
import { reserveServices } from '~/features/checkout/services.server.ts';
import { runJobsAfterChange } from '~/jobs/index.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** Cancels a reservation with its signed link (once), or the signed-in buyer's own; the deposit goes back. */
export const POST: APIRoute = guardedPost(
  cancelEndpoint(reserveServices(services)),
  services,
  async (res) => {
    // The dealer's lead (held, or cancelled) goes out at once.
    if (res.ok) await runJobsAfterChange();
  },
);
