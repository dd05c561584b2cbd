import type { APIRoute } from 'astro';

import { currentSession } from '~/features/account/session.server.ts';
import { bookEndpoint } from '~/features/appointments/endpoints.server.ts';
import { carById, locationById } from '~/features/car/cars.server.ts';
import { liveStateOf } from '~/features/checkout/live.server.ts';
import { deliverAfterLead } from '~/jobs/index.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

// The site's cars and locations from the build; a car's reservation since, from the store; the
// visitor's signed-in mobile, which needs no code.
const appointmentServices = {
  car: carById,
  location: locationById,
  liveState: liveStateOf,
  calendar: services.calendar,
  confirm: { sms: services.sms, mail: services.mail, linkSecret: services.linkSecret },
  signedInPhone: async (storage: Storage, site: string, request: Request) =>
    (await currentSession(storage, site, request, new Date()))?.user.phone ?? null,
};

/** Books a slot (a test drive of one car) and tells the dealer: its lead is delivered at once. */
export const POST: APIRoute = guardedPost(
  bookEndpoint(appointmentServices),
  services,
  async (res) => {
    if (res.status === 201) await deliverAfterLead();
  },
);
