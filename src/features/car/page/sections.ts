import { isInStock } from '~/catalogue/availability.ts';
import type { Car } from '~/catalogue/car.schema.ts';
import type { DealerConfig } from '~/config/schema/index.ts';

type VehiclePage = DealerConfig['vehiclePage'];

/** Spec Screens What's Included: the dealer's items for this car's type; none leaves the section out. */
export function includedFor(page: VehiclePage, car: Pick<Car, 'car_type'>): string[] {
  return page.whatsIncluded.filter((i) => i.carTypes.includes(car.car_type)).map((i) => i.text);
}

/** Spec Screens Protect Your Car: offered for the dealer's car types, and only while the car is in stock. */
export function protectionFor(
  page: VehiclePage,
  car: Pick<Car, 'car_type' | 'status'>,
): VehiclePage['protection'] {
  return page.protection && page.protection.carTypes.includes(car.car_type) && isInStock(car)
    ? page.protection
    : null;
}
