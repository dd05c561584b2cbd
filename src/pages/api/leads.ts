import type { APIRoute } from 'astro';

import { preferredTimeCheck } from '~/features/appointments/preferred-time.server.ts';
import { leadsEndpointWith } from '~/features/leads/endpoints.server.ts';
import { deliverAfterLead } from '~/jobs/index.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/**
 * Spec Calls lead helper, a preferred date and time checked against the dealer's hours; a stored
 * lead is then delivered (src/features/leads/outbox.server.ts).
 */
export const POST: APIRoute = guardedPost(
  leadsEndpointWith(preferredTimeCheck),
  services,
  async (res) => {
    if (res.status === 201) await deliverAfterLead();
  },
);
