import { describeProblem } from '../../src/config/errors.ts';
import { parseDealerConfig } from '../../src/config/load.server.ts';
import type { DealerConfig } from '../../src/config/schema/index.ts';
import { layer } from '../../src/config/templates.ts';
import { type Car, carSchema } from '../../src/features/inventory/car.schema.ts';
import { type Location, locationSchema } from '../../src/features/locations/location.schema.ts';

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
export function location(overrides: Partial<Record<keyof Location, unknown>> = {}): Location {
  return locationSchema.parse({ ...minimalLocation, ...overrides });
}
