import type { APIRoute } from 'astro';

import { feedActionEndpoint } from '~/features/car/import/desk.server.ts';
import { deskServices } from '~/features/desk/services.server.ts';
import { actionPosts } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** POST /api/desk/feeds/apply and /reject: a held stock feed applied (then built) or rejected. */
export const POST: APIRoute = actionPosts(
  {
    apply: feedActionEndpoint(deskServices, services.buildHook, 'apply'),
    reject: feedActionEndpoint(deskServices, services.buildHook, 'reject'),
  },
  services,
);
