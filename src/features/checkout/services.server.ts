import { carById } from '~/features/car/cars.server.ts';
import type { Services } from '~/services/create.server.ts';

import type { ReserveServices } from './endpoints.server.ts';
import type { ReserveContext } from './records.server.ts';

/** The checkout endpoints' view of the site: its cars from the build, its processor and link key. */
export const reserveServices = (services: Services): ReserveServices => ({
  car: async (id) => {
    const car = await carById(id);
    return (
      car && {
        id: car.id,
        slug: car.slug,
        name: car.name,
        make: car.make,
        model: car.model,
        stocknum: car.stocknum,
        car_type: car.car_type,
        price_amount: car.price_amount,
        location_id: car.location_id,
        status: car.status,
        reserved: car.reserved,
        checkout_enabled: car.checkout_enabled,
      }
    );
  },
  payments: services.payments,
  paymentsPublicKey: services.paymentsPublicKey,
  linkSecret: services.linkSecret,
});

/** The context the scheduled jobs and the webhook work in, or null where the site takes no deposits. */
export async function reserveContext(
  services: Services,
  now = new Date(),
): Promise<ReserveContext | null> {
  const payments = services.payments();
  if (!payments) return null;
  return { storage: await services.storage(), config: services.config, payments, now };
}
