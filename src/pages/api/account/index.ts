import type { APIRoute } from 'astro';

import { accountAnswer } from '~/features/account/endpoints.server.ts';
import { accountServices } from '~/features/account/services.server.ts';
import { guardedGet } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** The signed-in user with their garage (watchlist, searches, finance, valuations); 401 signed out. */
export const GET: APIRoute = guardedGet(30, services, (deps) =>
  accountAnswer(accountServices, deps),
);
