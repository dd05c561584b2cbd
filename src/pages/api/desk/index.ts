import type { APIRoute } from 'astro';

import { watchCounts } from '~/features/account/desk.server.ts';
import { alertCounts } from '~/features/alerts/desk.server.ts';
import { bookingsSection } from '~/features/appointments/desk.server.ts';
import { carById } from '~/features/car/cars.server.ts';
import { feedsSection } from '~/features/car/import/desk.server.ts';
import { reservationsSection } from '~/features/checkout/desk.server.ts';
import { deskAnswer, type DeskSection } from '~/features/desk/endpoints.server.ts';
import { leadsSection } from '~/features/desk/leads.server.ts';
import { deskServices } from '~/features/desk/services.server.ts';
import { appointmentServices } from '~/pages/api/appointments/_services.ts';
import { guardedGet } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

const watched = watchCounts(carById);
const alerts: DeskSection = async (ctx) => ({
  subscribers: await alertCounts(ctx),
  watched: await watched(ctx),
});

/** Each part of the desk, from the feature whose records it shows. */
const sections = {
  reservations: reservationsSection(services.payments),
  leads: leadsSection,
  'test-drives': bookingsSection(['test-drive', 'inspection'], appointmentServices),
  service: bookingsSection(['service'], appointmentServices),
  feeds: feedsSection,
  alerts,
};

/** The signed-in member of staff and the day's work their role covers; 401 signed out. */
export const GET: APIRoute = guardedGet(60, services, (deps) =>
  deskAnswer(deskServices, deps, sections),
);
