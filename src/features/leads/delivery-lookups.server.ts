import { carById, locationById } from '~/features/car/cars.server.ts';

import type { DeliveryLookups } from './outbox.server.ts';

/** What lead delivery looks up in the build's data: the lead's car (for ADF) and its location. */
export const deliveryLookups: DeliveryLookups = {
  car: async (id) => {
    const car = await carById(id);
    return (
      car && {
        year: car.year,
        make: car.make,
        model: car.model,
        vin: car.vin,
        stock: car.stocknum,
        trim: car.badge,
        km: car.km,
        price: car.price_aud,
        location_id: car.location_id,
      }
    );
  },
  location: async (id) => {
    const l = await locationById(id);
    return l && { name: l.name, phone: l.phone, address: l.address };
  },
};
