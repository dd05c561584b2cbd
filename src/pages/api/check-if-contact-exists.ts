import type { APIRoute } from 'astro';

import { contactCheckEndpoint } from '~/features/finance/contact-check.server.ts';
import { clientId, config, db } from '~/server/api.server.ts';

export const prerender = false;

const endpoint = contactCheckEndpoint({ slug: config.slug, siteUrl: config.url, storage: db });

/** Spec §7: has this site a lead from this phone number? */
export const GET: APIRoute = (ctx) => endpoint(ctx.request, clientId(ctx));
