import { carById } from '~/features/car/cars.server.ts';
import { services } from '~/services/index.server.ts';

import type { AccountServices } from './endpoints.server.ts';

/**
 * The account endpoints' view of the site: saved cars are looked up in the build's own data; a
 * sign-in's session id is made with the link-signing secret.
 */
export const accountServices: AccountServices = { car: carById, sessionKey: services.linkSecret };
