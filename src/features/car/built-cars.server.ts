import config from 'virtual:dealer/config';

import { getSite } from '~/catalogue/site.server.ts';

import { type BuiltCar, builtCar } from './built-car.ts';
import { firstDriveAway } from './drive-away.ts';

let built: BuiltCar[] | undefined;

/**
 * Every listed car as the server knows it (builtCar), worked out once per build: the per-car JSON
 * by slug and by id and the checkout pages all read it.
 */
export function builtCars(): BuiltCar[] {
  const site = getSite();
  // The drive-away estimate its page leads with (a car no longer in stock shows none).
  return (built ??= site.listed.map((car) =>
    builtCar(car, config.features.offersSubscription, firstDriveAway(car, config, site.locations)),
  ));
}
