import type { DeliveryLookups } from '~/features/leads/outbox.server.ts';

import type { BuiltCar, BuiltLocation } from './built-car.ts';

/**
 * The build's own data, bundled into the server (virtual:dealer/cars) and loaded on first use, so
 * the PDF, the view count and lead delivery never fetch a car from a URL (a URL built from the
 * request would take its host from the Host header: SSRF).
 */
const data = () => import('virtual:dealer/cars');

/** A listed car of this build by slug, or null. */
export async function carBySlug(slug: string): Promise<BuiltCar | null> {
  const cars = (await data()).default;
  return Object.hasOwn(cars, slug) ? cars[slug]! : null;
}

let byId: Map<number, BuiltCar> | undefined;
/** A listed car of this build by id, or null (a lead names its car by id). */
export async function carById(id: number): Promise<BuiltCar | null> {
  byId ??= new Map(Object.values((await data()).default).map((c) => [c.id, c]));
  return byId.get(id) ?? null;
}

/** A location of this site by id, or null. */
export async function locationById(id: number): Promise<BuiltLocation | null> {
  const { locations } = await data();
  return Object.hasOwn(locations, String(id)) ? locations[String(id)]! : null;
}

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
