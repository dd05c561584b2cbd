import type { APIRoute } from 'astro';

import { geocodeEndpoint } from '../../features/locations/geocode-endpoint.server.ts';

export const prerender = false;

export const GET: APIRoute = geocodeEndpoint;
