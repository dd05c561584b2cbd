import type { APIRoute } from 'astro';

import { confirmEndpoint } from '~/features/checkout/endpoints.server.ts';
import { reserveServices } from '~/features/checkout/services.server.ts';
import { runJobsAfterChange } from '~/jobs/index.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** After Stripe's Payment Element: the server asks Stripe whether the deposit is paid, and holds the car. */
export const POST: APIRoute = guardedPost(
  confirmEndpoint(reserveServices(services)),
  services,
  async (res) => {
    // The dealer's lead (held, or cancelled) goes out at once.
    if (res.ok) await runJobsAfterChange();
  },
);
