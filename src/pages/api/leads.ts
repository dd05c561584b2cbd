import type { APIRoute } from 'astro';

import { leadsEndpoint } from '~/features/leads/endpoints.server.ts';
import { deliverAfterLead } from '~/jobs/index.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** Spec Calls lead helper; a stored lead is then delivered (src/features/leads/outbox.server.ts). */
export const POST: APIRoute = guardedPost(leadsEndpoint, services, async (res) => {
  if (res.status === 201) await deliverAfterLead();
});
