import type { APIRoute } from 'astro';

import { geocodeEndpoint } from '~/features/locations/geocode-endpoint.server.ts';
import { clientId, config } from '~/server/api.server.ts';

export const prerender = false;

const endpoint = geocodeEndpoint(config);

export const GET: APIRoute = (ctx) => endpoint(ctx.request, clientId(ctx));
