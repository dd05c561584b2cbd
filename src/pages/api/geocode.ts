import type { APIRoute } from 'astro';

import { geocodeEndpoint } from '~/features/locations/geocode-endpoint.server.ts';
import { clientId } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

const endpoint = geocodeEndpoint(services.config, services.geocoder);

export const GET: APIRoute = (ctx) => endpoint(ctx.request, clientId(ctx));
