import type { APIRoute } from 'astro';

import { estimateEndpoint } from '~/features/trade-in/endpoints.server.ts';
import { catalogueModels } from '~/features/trade-in/models.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

export const POST: APIRoute = guardedPost(
  estimateEndpoint({ ...services, models: catalogueModels }),
  services,
);
