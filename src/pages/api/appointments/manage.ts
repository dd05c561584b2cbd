import type { APIRoute } from 'astro';

import { manageEndpoint } from '~/features/appointments/manage.server.ts';
import { carById, locationById } from '~/features/car/cars.server.ts';
import { liveStateOf } from '~/features/checkout/live.server.ts';
import { deliverAfterLead } from '~/jobs/index.server.ts';
import { guardedPost } from '~/server/api.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

// The booking's signed link: the site's cars and locations from the build, its calendar, and
// the buyer's messages, each signed with the site's link key.
const manageServices = {
  car: carById,
  location: locationById,
  liveState: liveStateOf,
  calendar: services.calendar,
  linkSecret: services.linkSecret,
  confirm: { sms: services.sms, mail: services.mail, linkSecret: services.linkSecret },
  afterLead: deliverAfterLead,
};

/** Reads, moves or cancels a booking from its link; a change's lead to the dealer goes at once. */
export const POST: APIRoute = guardedPost(manageEndpoint(manageServices), services);
