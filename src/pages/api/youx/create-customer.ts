import type { APIRoute } from 'astro';

import { createCustomerEndpoint } from '~/features/finance/create-customer.server.ts';
import { deliverAfterLead } from '~/jobs/index.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** Spec Calls: verify the code, store the finance lead, create the lender's customer. */
export const POST: APIRoute = guardedPost(
  createCustomerEndpoint(services),
  services,
  async (res) => {
    // The lead is stored whether or not the lender answered (201 or 502 with lead_id).
    if (res.status === 201 || res.status === 502) await deliverAfterLead();
  },
);
