import type { APIRoute } from 'astro';

import { leadsEndpoint } from '~/features/leads/endpoints.server.ts';
import { deliverAfterLead, guardedPost } from '~/server/api.server.ts';

export const prerender = false;

/** Spec §7 lead helper; a stored lead is then delivered (src/server/delivery). */
export const POST: APIRoute = guardedPost(leadsEndpoint, async (res) => {
  if (res.status === 201) await deliverAfterLead();
});
