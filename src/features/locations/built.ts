import type { Location } from '~/catalogue/location.schema.ts';
import { type BuiltLocation, builtLocation } from '~/features/car/built-car.ts';

import { locationPhone } from './view.ts';

/**
 * The locations as the server and the checkout use them, each with the phone the site shows for
 * it (the dealer file's fixed number first), so a confirmation gives the number the pages give.
 */
export const builtLocations = (
  locations: readonly Location[],
  phoneByLocation: Readonly<Record<string, string>>,
): BuiltLocation[] => locations.map((l) => builtLocation(l, locationPhone(l, phoneByLocation)));
