import type { APIRoute } from 'astro';

import { reservationsSection } from '~/features/checkout/desk.server.ts';
import { deskAnswer } from '~/features/desk/endpoints.server.ts';
import { deskServices } from '~/features/desk/services.server.ts';
import { guardedGet } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** The signed-in member of staff and the day's work their role covers; 401 signed out. */
const sections = { reservations: reservationsSection(services.payments) };

export const GET: APIRoute = guardedGet(60, services, (deps) =>
  deskAnswer(deskServices, deps, sections),
);
