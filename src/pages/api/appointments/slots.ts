import type { APIRoute } from 'astro';

import { slotsAnswer } from '~/features/appointments/endpoints.server.ts';
import { guardedGet } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

import { appointmentServices } from './_services.ts';

export const prerender = false;

/** The free slots of a location for a kind of appointment (a test drive's: its car's). */
export const GET: APIRoute = guardedGet(60, services, (deps) =>
  slotsAnswer(appointmentServices, deps),
);
