import type { Car } from '~/catalogue/car.schema.ts';
import type { Location } from '~/catalogue/location.schema.ts';
import { firstListed } from '~/features/car/price-history.ts';
import { advertisedPrice } from '~/features/car/pricing.ts';

import { carJson } from './car-json.ts';
import type { DriveAwayEstimate } from './drive-away.ts';

/**
 * What the server knows of a listed car: its public JSON plus what a lead's CRM record needs.
 * `driveAway` as carJson takes it.
 */
export function builtCar(
  car: Car,
  offersSubscription: boolean,
  driveAway: DriveAwayEstimate | null = null,
) {
  return {
    ...carJson(car, offersSubscription, driveAway),
    price_aud: advertisedPrice(car),
    location_id: car.location_id ?? null,
    /** What the purchase price is ('Drive Away'): a subscription car's too (its checkout buys it). */
    price_type: car.price_type ?? null,
    /** The feed enables online checkout for this car (spec Validation). */
    checkout_enabled: car.checkout_enabled,
    /** When the car was first listed: the view count answers 'Listed 23 days ago' from it. */
    first_listed_at: firstListed(car),
  };
}
export type BuiltCar = ReturnType<typeof builtCar>;

/**
 * A location as the server uses it: a lead's vendor contact (ADF `<vendor><contact>`), and its
 * hours, to say on a car page whether it is open now.
 */
export function builtLocation(l: Location, shownPhone: string) {
  return {
    id: l.id,
    name: l.name,
    /** Shown on the site, and what it does (a buy-online pick-up is at a visible sales location). */
    visible: l.visible,
    location_type: l.location_type,
    /** The number the site shows for it (locations/view.ts `locationPhone`), as buyers are told. */
    phone: shownPhone,
    address: {
      street: l.address.street,
      city: l.address.city,
      state: l.address.state,
      postcode: l.address.postcode,
    },
    special_hours: l.special_hours,
    fortnightly_appointment_saturday: l.fortnightly_appointment_saturday ?? null,
    contact_detail: { opening_hours: l.contact_detail.opening_hours },
  };
}
export type BuiltLocation = ReturnType<typeof builtLocation>;
