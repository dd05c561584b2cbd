import type { APIRoute } from 'astro';

import { slotsAnswer } from '~/features/appointments/endpoints.server.ts';
import { carById, locationById } from '~/features/car/cars.server.ts';
import { liveStateOf } from '~/features/checkout/live.server.ts';
import { guardedGet } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

// The site's cars and locations from the build; a car's reservation since, from the store; the
// dealer's calendar, where the dealer file names one.
const appointmentServices = {
  car: carById,
  location: locationById,
  liveState: liveStateOf,
  calendar: services.calendar,
};

/** The free slots of a location for a kind of appointment (a test drive's: its car's). */
export const GET: APIRoute = guardedGet(60, services, (deps) =>
  slotsAnswer(appointmentServices, deps),
);
