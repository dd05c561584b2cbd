import { allLocations } from '~/features/car/cars.server.ts';
import type { PreferredTimeCheck } from '~/features/leads/leads.server.ts';

import { preferredTimeProblem } from './preferred-time.ts';

/**
 * The lead endpoint's hours check: a service booking request is asked of the service locations,
 * any other form's preferred time (a test drive's) of the sales yards, over the build's locations.
 */
export const preferredTimeCheck: PreferredTimeCheck = async (form, date, time, locationId) =>
  preferredTimeProblem(
    form === 'service-booking' ? 'service' : 'test-drive',
    await allLocations(),
    locationId,
    date,
    time,
  );
