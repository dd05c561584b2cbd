import type { Car, CarType } from '~/catalogue/car.schema.ts';

/** Spec Validation: strip non-digits; a leading 61 (Australia's country code) becomes 0. */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('61') ? `0${digits.slice(2)}` : digits;
}

/** Spec States: the first 5 characters shown, every later digit replaced by an asterisk. */
export function maskPhone(phone: string): string {
  return phone.slice(0, 5) + phone.slice(5).replace(/\d/g, '*');
}

/** A tel: link for a displayed number. */
export const telHref = (phone: string) => `tel:${normalisePhone(phone)}`;

export const NO_PHONE_WARNING = 'No phone number available for car';

export interface PhoneSettings {
  override?: string | undefined;
  newCars?: string | undefined;
  usedCars?: string | undefined;
  byLocation?: Record<string, string>;
}

/**
 * Spec States phone link priority: the site override; the phone for the car type being filtered by;
 * the new-car phone (new and demo cars); the used-car phone (used cars); the location's fixed
 * phone from the dealer file, then the location's own phone; otherwise the warning.
 */
export function phoneForCar(
  car: Pick<Car, 'car_type' | 'location_id' | 'location'>,
  phones: PhoneSettings,
  filterType?: CarType | null,
): { phone: string } | { warning: typeof NO_PHONE_WARNING } {
  const typePhone = (t: CarType) => (t === 'used' ? phones.usedCars : phones.newCars);
  const locationId = car.location?.id ?? car.location_id;
  const candidates = [
    phones.override,
    filterType ? typePhone(filterType) : undefined,
    car.car_type !== 'used' ? phones.newCars : undefined,
    car.car_type === 'used' ? phones.usedCars : undefined,
    locationId != null ? phones.byLocation?.[String(locationId)] : undefined,
    car.location?.phone ?? undefined,
  ];
  const phone = candidates.find((p): p is string => Boolean(p?.trim()));
  return phone ? { phone } : { warning: NO_PHONE_WARNING };
}
