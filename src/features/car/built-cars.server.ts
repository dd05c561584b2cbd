import config from 'virtual:dealer/config';

import { getSite } from '~/catalogue/site.server.ts';

import { type BuiltCar, builtCar } from './built-car.ts';

let built: BuiltCar[] | undefined;

/**
 * Every listed car as the server knows it (builtCar), worked out once per build: the per-car JSON
 * by slug and by id and the checkout pages all read it.
 */
export function builtCars(): BuiltCar[] {
  return (built ??= getSite().listed.map((car) =>
    builtCar(car, config.features.offersSubscription),
  ));
}
