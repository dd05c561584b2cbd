import { currentSession } from '~/features/account/session.server.ts';
import type { ManageServices } from '~/features/appointments/manage.server.ts';
import { carById, locationById } from '~/features/car/cars.server.ts';
import { liveStateOf } from '~/features/checkout/live.server.ts';
import { deliverAfterLead } from '~/jobs/index.server.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { services } from '~/services/index.server.ts';

/**
 * What the appointment routes read and send, wired once: the site's cars and locations from the
 * build, a car's reservation since (the store), the dealer's calendar where the dealer file names
 * one, the visitor's signed-in mobile (which needs no code), the buyer's messages and the link
 * key that signs them, and the delivery of a booking's or a change's lead at once.
 */
export const appointmentServices: ManageServices = {
  car: carById,
  location: locationById,
  liveState: liveStateOf,
  calendar: services.calendar,
  confirm: { sms: services.sms, mail: services.mail, linkSecret: services.linkSecret },
  linkSecret: services.linkSecret,
  signedInPhone: async (storage: Storage, site: string, request: Request) =>
    (await currentSession(storage, site, request, new Date()))?.user.phone ?? null,
  afterLead: deliverAfterLead,
};
