import type { Car } from '../inventory/car.schema.ts';
import { manufacturerDisplayName, modelDisplayName } from '../inventory/labels.ts';
import { displayPrice } from '../inventory/pricing.ts';

/** What /cars/{slug}.json holds: the public facts of a car for compare, print and the PDF. */
export function carJson(car: Car, offersSubscription: boolean) {
  const make = manufacturerDisplayName(car.make);
  const model = modelDisplayName(car.make, car.model);
  return {
    id: car.id, slug: car.slug, name: `${car.year} ${make} ${model}${car.badge ? ` ${car.badge}` : ''}`, year: car.year, make, model, badge: car.badge ?? null,
    series: car.series ?? null, status: car.status, car_type: car.car_type, price: displayPrice(car, offersSubscription).text, price_type: car.price_type ?? null,
    km: car.km ?? null, transmission: car.trans ?? car.simple_transmission ?? null, fuel: car.fuel ?? car.simple_fuel ?? null, body: car.simple_body ?? null,
    colour: car.colour ?? null, seats: car.seats ?? null, drive: car.drive ?? null, engine: car.engine_size_litres ? `${car.engine_size_litres} L` : null,
    stocknum: car.stocknum, vin: car.vin ?? null, location_name: car.location_name ?? null, images: car.images, features: car.standardEquipment,
    dealercomments: car.dealercomments ?? '',
  };
}
export type CarJson = ReturnType<typeof carJson>;
