import type { Car } from '~/catalogue/car.schema.ts';
import { keyFacts, keyFactSource } from '~/features/car/key-facts.ts';
import { bodyLabel, carNames, formatKm } from '~/features/car/labels.ts';
import { advertisedPrice, displayPrice } from '~/features/car/pricing.ts';

import { driveAwayBrief, type DriveAwayEstimate, excludesGovernmentCharges } from './drive-away.ts';

/**
 * What /cars/{slug}.json holds: the public facts of a car for compare, print, the PDF and the
 * garage. `driveAway` is the estimate its page leads with (firstDriveAway), where its price
 * leaves out the government charges.
 */
export function carJson(
  car: Car,
  offersSubscription: boolean,
  driveAway: DriveAwayEstimate | null = null,
) {
  const { make, model, name } = carNames(car);
  const shown = displayPrice(car, offersSubscription);
  // A caravan's own key facts (length, berths, weights), as its page shows them; null on a car.
  const facts = keyFacts(keyFactSource(car));
  const fact = (label: string) => facts.find((f) => f.label === label)?.value ?? null;
  return {
    id: car.id,
    slug: car.slug,
    name,
    year: car.year,
    make,
    model,
    badge: car.badge ?? null,
    series: car.series ?? null,
    status: car.status,
    /** Held by a buyer's deposit (spec Entities reserved). */
    reserved: car.reserved,
    car_type: car.car_type,
    price: shown.text,
    /** What the price is (Subscription, or the feed's price type such as 'Drive Away'). */
    price_label: shown.label,
    /** A subscription car's purchase price ('$36,990 Drive Away'), else null. */
    price_buy: shown.buy,
    /** The amount to finance (the offer price when there is one); 0 when the car has no price. */
    price_amount: advertisedPrice(car) ?? 0,
    /** The estimated drive-away price beside a price without government charges, else null. */
    drive_away: driveAway && driveAwayBrief(driveAway),
    dealership_id: car.dealership_id,
    nvic: car.nvic ?? null,
    km: car.km ?? null,
    transmission: car.trans ?? car.simple_transmission ?? null,
    fuel: car.fuel ?? car.simple_fuel ?? null,
    body: car.simple_body ? bodyLabel(car.simple_body) : null,
    colour: car.colour ?? null,
    seats: car.seats ?? null,
    drive: car.drive ?? null,
    engine: car.engine_size_litres ? `${car.engine_size_litres} L` : null,
    length: fact('Length'),
    sleeps: fact('Sleeps'),
    atm: fact('ATM'),
    tare: fact('Tare'),
    stocknum: car.stocknum,
    vin: car.vin ?? null,
    location_name: car.location_name ?? null,
    images: car.images,
    features: car.standardEquipment,
    dealercomments: car.dealercomments ?? '',
    updated_at: car.updated_at ?? null,
  };
}
export type CarJson = ReturnType<typeof carJson>;

/** The price as one line: '$36,990 Drive Away', or '$324/week Subscription (or buy it for $36,990 Drive Away)'. */
export function priceLine(car: Pick<CarJson, 'price' | 'price_label' | 'price_buy'>): string {
  const main = car.price_label ? `${car.price} ${car.price_label}` : car.price;
  return car.price_buy ? `${main} (or buy it for ${car.price_buy})` : main;
}

/** The drive-away estimate as one line: '$81,234 Estimated drive-away, NSW'; null without one. */
export const driveAwayLine = (car: Pick<CarJson, 'drive_away'>): string | null =>
  car.drive_away && `${car.drive_away.text} ${car.drive_away.label}`;

/**
 * What a car drives away at, in a row beside other cars' estimates: its estimate, else its price
 * when that is the whole price (a drive-away price, or one with no type); null for a price without
 * the charges and no estimate, no price, or a car no longer for sale.
 */
export function driveAwayOrWholePrice(
  car: Pick<
    CarJson,
    'drive_away' | 'price' | 'price_label' | 'price_buy' | 'price_amount' | 'status'
  >,
): string | null {
  if (car.drive_away) return driveAwayLine(car);
  if (car.status === 'sold' || car.price_amount <= 0) return null;
  if (car.price_buy) return car.price_buy;
  if (excludesGovernmentCharges({ price_type: car.price_label })) return null;
  return priceLine(car);
}

export const FACT_LABELS = {
  price: 'Price',
  drive_away: 'Drive-away',
  year: 'Year',
  length: 'Length',
  sleeps: 'Sleeps',
  atm: 'ATM',
  tare: 'Tare',
  km: 'Kilometres',
  transmission: 'Transmission',
  fuel: 'Fuel',
  body: 'Body',
  engine: 'Engine',
  drive: 'Drive',
  seats: 'Seats',
  colour: 'Colour',
  location_name: 'Location',
  stocknum: 'Stock number',
  vin: 'VIN',
} as const satisfies Partial<Record<keyof CarJson, string>>;
export type FactKey = keyof typeof FACT_LABELS;

/**
 * The key facts in the order compare, print and the PDF list them: a caravan's (length, berths,
 * weights), then a car's; an item has values only for its own, and empty ones are left out.
 */
export const KEY_FACT_KEYS = [
  'length',
  'sleeps',
  'atm',
  'tare',
  'km',
  'transmission',
  'fuel',
  'body',
] as const satisfies readonly FactKey[];

/** The labelled facts compare, print and the PDF show, in the order asked; `value` is null when the car lacks it. */
export function carFacts(
  car: CarJson,
  keys: readonly FactKey[],
): { key: FactKey; label: string; value: string | null }[] {
  return keys.map((key) => {
    const raw = car[key];
    const value =
      key === 'price'
        ? priceLine(car)
        : key === 'drive_away'
          ? driveAwayLine(car)
          : key === 'km'
            ? car.km != null
              ? formatKm(car.km)
              : null
            : raw === null || raw === ''
              ? null
              : String(raw);
    return { key, label: FACT_LABELS[key], value };
  });
}
