import type { APIRoute } from 'astro';

import { contactCheckEndpoint } from '~/features/finance/contact-check.server.ts';
import { clientId } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

const endpoint = contactCheckEndpoint({
  slug: services.config.slug,
  siteUrl: services.config.url,
  storage: services.storage,
});

/** Spec Calls: has this site a lead from this phone number? */
export const GET: APIRoute = (ctx) => endpoint(ctx.request, clientId(ctx));
