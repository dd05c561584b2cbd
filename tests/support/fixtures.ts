import { type Car, carSchema } from '~/catalogue/car.schema.ts';
import { type Location, locationSchema } from '~/catalogue/location.schema.ts';
import { type Model, modelSchema } from '~/catalogue/model.schema.ts';
import { describeProblem } from '~/config/errors.ts';
import { parseDealerConfig } from '~/config/load.server.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { layer } from '~/config/templates.ts';

import { Rng } from '../../scripts/generate-data/random.ts';

/**
 * Builders for unit tests: a valid dealer config or car with only what a test cares about
 * overridden, so a test says what it depends on instead of leaning on a sample dealer's file.
 */

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends readonly unknown[]
    ? T[K]
    : T[K] extends object
      ? DeepPartial<T[K]>
      : T[K];
};

/** The least a dealer file must say (the parse tests start from it too). */
export const minimalDealer = {
  slug: 'test-motors',
  id: 9,
  name: 'Test Motors',
  url: 'https://www.testmotors.com.au',
  template: 'franchise',
  address: { street: '1 Main Street', city: 'Parramatta', state: 'NSW', postcode: '2150' },
  phone: '(02) 9000 0000',
  dealerships: [{ id: 1, slug: 'test-motors', name: 'Test Motors' }],
  theme: {
    logo: { src: '/images/x.svg', alt: 'Test Motors' },
    colours: { primary: '#b0101f' },
    hero: { title: 'Hello' },
  },
};

/** A dealer config as the build would parse it (template defaults included), with `overrides` laid on top field by field. */
export function dealerConfig(
  overrides: DeepPartial<DealerConfig> & { template?: DealerConfig['template'] } = {},
): DealerConfig {
  const raw = layer(minimalDealer, overrides) as { slug: string };
  const result = parseDealerConfig(JSON.stringify(raw), `dealers/${raw.slug}.json`);
  if (!result.ok)
    throw new Error(
      `dealerConfig(): invalid overrides\n${result.problems.map(describeProblem).join('\n')}`,
    );
  return result.config;
}

const minimalCar = {
  id: 1001,
  slug: '2021-kia-sportage-s-1001',
  name: '2021 Kia Sportage S',
  year: 2021,
  make: 'Kia',
  model: 'Sportage',
  car_type: 'used',
  status: 'in_stock',
  price: 29990,
  stocknum: 'TM1001',
  created_at: '2026-11-01T09:00:00+10:00',
  updated_at: '2026-11-10T09:00:00+10:00',
  dealership_slug: 'test-motors',
  dealership_id: 1,
  show_on_dealer_website: true,
};

/** A car as the stock feed gives it (validated by the car schema), with `overrides` on top. */
export function car(overrides: Partial<Record<keyof Car, unknown>> = {}): Car {
  return carSchema.parse({ ...minimalCar, ...overrides });
}

const minimalLocation = {
  id: 11,
  name: 'Test Motors Parramatta',
  slug: 'test-motors-parramatta',
  location_type: 'sales',
  primary: true,
  dealership_id: 1,
  dealership_slug: 'test-motors',
  address: {
    street: '1 Main Street',
    city: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    lat: -33.81,
    long: 151.0,
  },
  contact_detail: {
    phone: '(02) 9000 0000',
    opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({
      weekday,
      status: 'Open',
      open: '08:30',
      close: '17:30',
    })),
  },
};

/** A location as the data files give it (validated by the location schema), with `overrides` on top. */
/** A tandem caravan's specifications (6.4 m, sleeps 4, ATM 2,820 kg, tare 2,320 kg), for car({ item_type: 'caravan', … }). */
export const caravanSpecifications = {
  body_width: 2.38,
  body_length: 6.4,
  tare_weight: 2320,
  axle_type: 'Tandem',
  sleeps: 4,
  aggregate_trailer_mass: 2820,
} as const;

export function location(overrides: Partial<Record<keyof Location, unknown>> = {}): Location {
  return locationSchema.parse({ ...minimalLocation, ...overrides });
}

const STOCK_MODELS = [
  { make: 'Ford', model: 'Ranger', badges: ['XL', 'XLT', 'Wildtrak'], body: 'ute', price: 52000 },
  { make: 'Ford', model: 'Everest', badges: ['Trend', 'Platinum'], body: 'suv', price: 62000 },
  { make: 'Mazda', model: 'CX-5', badges: ['Maxx', 'Touring'], body: 'suv', price: 38000 },
  { make: 'Mazda', model: '3', badges: ['G20 Pure', 'G25 GT'], body: 'hatch', price: 31000 },
  { make: 'Kia', model: 'Sportage', badges: ['S', 'SX', 'GT-Line'], body: 'suv', price: 36000 },
  { make: 'Kia', model: 'Carnival', badges: ['S', 'Platinum'], body: 'peopleMover', price: 50000 },
  { make: 'Hyundai', model: 'i30', badges: ['Active', 'N Line'], body: 'hatch', price: 28000 },
  { make: 'Toyota', model: 'Camry', badges: ['Ascent', 'SL'], body: 'sedan', price: 40000 },
  { make: 'Toyota', model: 'HiLux', badges: ['SR', 'SR5', 'Rogue'], body: 'ute', price: 55000 },
  // 'Long Range' makes a fuzzy match for 'ranger' that must rank below the real Rangers.
  { make: 'Tesla', model: 'Model 3', badges: ['Long Range'], body: 'sedan', price: 62000 },
] as const;

/**
 * A varied, deterministic stock of `count` cars (makes, bodies, types, statuses, prices, years,
 * km, photos), for tests of search and listings that need many cars but no sample dealer.
 */
export function stock(count: number, seed = 7): Car[] {
  const rng = new Rng(seed);
  const next = () => rng.next();
  const pick = <T>(xs: readonly T[]): T => rng.pick(xs);
  return Array.from({ length: count }, (_, i) => {
    const m = pick(STOCK_MODELS);
    const type = pick(['new', 'demo', 'used', 'used', 'used'] as const);
    const year = type === 'used' ? 2015 + Math.floor(next() * 10) : 2025;
    const id = 5000 + i;
    const roll = next();
    const badge = pick(m.badges);
    return car({
      id,
      slug: `${year}-${m.make}-${m.model}-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name: `${year} ${m.make} ${m.model} ${badge}`,
      year,
      make: m.make,
      model: m.model,
      badge,
      body: m.body,
      simple_body: m.body,
      simple_fuel: pick(['Petrol', 'Diesel', 'Hybrid']),
      simple_transmission: pick(['Automatic', 'Automatic', 'Manual']),
      car_type: type,
      status: roll < 0.08 ? 'coming_soon' : 'in_stock',
      price: Math.round((m.price * (type === 'used' ? 0.4 + next() * 0.5 : 1)) / 10) * 10,
      km: type === 'new' ? 10 : type === 'demo' ? 4000 : Math.round(next() * 180_000),
      stocknum: `TM${id}`,
      images: next() < 0.85 ? ['/images/a-1.svg', '/images/a-2.svg'] : ['/images/a-1.svg'],
      location_name: pick(['Parramatta', 'Penrith']),
      standardEquipment: ['Apple CarPlay', 'Reversing camera', 'Tow bar', 'Sat nav'].filter(
        () => next() < 0.5,
      ),
      created_at: `2026-${String(1 + (i % 10)).padStart(2, '0')}-01T09:00:00+10:00`,
    });
  });
}

/** A manufacturer model of the catalogue (validated by the model schema), with `overrides` on top. */
export function model(overrides: Partial<Record<keyof Model, unknown>> = {}): Model {
  return modelSchema.parse({
    name: 'RAV4',
    slug: 'rav4',
    manufacturer: 'Toyota',
    manufacturer_body: 'SUVs & 4WDs',
    ...overrides,
  });
}

/** The environment a service reads, from a record (what src/services/env.server.ts gives a running site). */
export const envOf =
  (vars: Record<string, string | undefined> = {}) =>
  (name: string): string | undefined =>
    vars[name];
