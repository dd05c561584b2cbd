import type { APIRoute } from 'astro';

import { resendLeadEndpoint } from '~/features/desk/leads.server.ts';
import { deskServices } from '~/features/desk/services.server.ts';
import { deliverAfterLead } from '~/jobs/index.server.ts';
import { actionPosts } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** POST /api/desk/leads/resend: a lead whose delivery failed, sent again now. */
export const POST: APIRoute = actionPosts(
  { resend: resendLeadEndpoint(deskServices, deliverAfterLead) },
  services,
);
