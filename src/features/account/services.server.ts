import { carById } from '~/features/vehicle/cars.server.ts';

import type { AccountServices } from './endpoints.server.ts';

/** The account endpoints' view of the site: saved cars are looked up in the build's own data. */
export const accountServices: AccountServices = { car: carById };
