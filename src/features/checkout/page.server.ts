import { checkoutKind } from '~/features/reserve/reserve.ts';
import type { BuiltCar, BuiltLocation } from '~/features/vehicle/built-car.ts';
import { allLocations, carBySlug } from '~/features/vehicle/cars.server.ts';
import { isStorageUnavailable } from '~/server/storage/errors.server.ts';
import type { Services } from '~/services/create.server.ts';

import { liveStateOf } from './live.server.ts';

export type CheckoutPageData =
  | {
      status: 200;
      car: BuiltCar;
      live: 'reserved' | 'sold' | null;
      locations: BuiltLocation[];
      testMode: boolean;
      publishableKey: string | null;
    }
  | { status: 404 | 503 };

/**
 * What a checkout page of this dealer shows for a car (its kind must be the dealer's checkout):
 * the car from the build, whether a reservation has taken it since, the pick-up locations and the
 * processor's browser key. 404 for another kind or an unknown car; 503 while storage is down.
 */
export async function checkoutPageData(
  services: Services,
  kind: 'reserve' | 'buy-online',
  slug: string,
): Promise<CheckoutPageData> {
  const payments = services.payments();
  if (!payments || checkoutKind(services.config) !== kind) return { status: 404 };
  const car = /^[a-z0-9-]{1,200}$/.test(slug) ? await carBySlug(slug) : null;
  if (!car) return { status: 404 };
  try {
    const live = await liveStateOf(await services.storage(), services.config.slug, car.id);
    return {
      status: 200,
      car,
      live,
      locations: await allLocations(),
      testMode: payments.testMode,
      publishableKey: services.paymentsPublicKey() ?? null,
    };
  } catch (e) {
    if (isStorageUnavailable(e)) return { status: 503 };
    throw e;
  }
}
