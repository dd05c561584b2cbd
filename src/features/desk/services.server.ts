import { services } from '~/services/index.server.ts';

import type { DeskServices } from './endpoints.server.ts';
import { deskStaff } from './staff.ts';

let staff: ReturnType<DeskServices['staff']> | undefined;

/**
 * The desk's view of the site: its staff (the dealer file's and the environment's, read once; a
 * malformed variable fails the request naming itself) and texts from the site's services.
 */
export const deskServices: DeskServices = {
  staff() {
    if (staff) return staff;
    const list = deskStaff(services.config.features.desk, services.deskStaffEnv());
    if (!list.ok) throw new Error(list.message);
    return (staff = list.staff);
  },
  sms: services.sms,
};
