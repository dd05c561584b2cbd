import type { Car } from '~/catalogue/car.schema.ts';
import type { Location } from '~/catalogue/location.schema.ts';
import { keyFacts, keyFactSource } from '~/features/car/key-facts.ts';
import { bodyLabel, carNames, formatKm } from '~/features/car/labels.ts';

/** A labelled row of a spec table. */
export type Fact = [label: string, value: string | number];

/** Rows whose value is missing are left out. */
function facts(rows: [string, unknown][]): Fact[] {
  return rows.filter((r): r is Fact => r[1] !== null && r[1] !== undefined && r[1] !== '');
}

/** Spec Screens: the location label is its name, with the city added when the name does not contain it. */
export function locationLabel(location: Location | null, fallback: string | null | undefined) {
  if (!location) return fallback || null;
  const city = location.address.city;
  return location.name.includes(city) ? location.name : `${location.name}, ${city}`;
}

/** Spec Screens certified pre-owned: a used car marked certified of the dealer's CPO make. */
export function isCertified(
  car: Pick<Car, 'certified' | 'car_type' | 'make'>,
  cpoMake: string | null,
) {
  return (
    !!cpoMake &&
    !!car.certified &&
    car.car_type === 'used' &&
    car.make.toLowerCase() === cpoMake.toLowerCase()
  );
}

/** The car's spec tables of spec Screens: key facts under the price, summary, details, key information. */
export function carFacts(car: Car, typeLabel: string) {
  const { make, model } = carNames(car);
  const km = car.km != null ? formatKm(car.km) : null;
  const body = car.simple_body ? bodyLabel(car.simple_body) : null;
  const key = keyFacts(keyFactSource(car));
  // A caravan's summary is its own key facts (length, berths, weights, body) and its axle.
  const caravan = key.some(
    (f) => f.kind === 'length' || f.kind === 'sleeps' || f.kind === 'weight',
  );
  return {
    /** Under the price: the item type's key facts. */
    keyFacts: key,
    summary: facts(
      caravan
        ? [
            ['Condition', typeLabel],
            ...key.map((f): Fact => [f.label, f.value]),
            ['Axle', car.specifications?.axle_type],
            ['Location', car.location_name],
          ]
        : [
            ['Condition', typeLabel],
            ['Odometer', km],
            ['Transmission', car.trans ?? car.simple_transmission],
            ['Body', body],
            ['Fuel', car.fuel ?? car.simple_fuel],
            ['Location', car.location_name],
          ],
    ),
    details: facts([
      ['Year', car.year],
      ['Make', make],
      ['Model', model],
      ['Badge', car.badge],
      ['Series', car.series],
      ['Colour', car.colour],
      ['Interior', car.interior_colour],
      ['Drive', car.drive],
      ['Seats', car.seats],
      ['Doors', car.doors],
    ]),
    detailsHeading: `${typeLabel} Details`,
    keyInfo: facts([
      ['Stock number', car.stocknum],
      ['VIN', car.vin],
      ['Rego', car.regplate],
      ['Rego expiry', car.rego_expiry],
      ['Compliance date', car.compliance_date],
      ['Build date', car.build_date],
    ]),
  };
}
