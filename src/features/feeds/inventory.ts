import { z } from 'zod';

import { isInStock } from '~/catalogue/availability.ts';
import type { Car } from '~/catalogue/car.schema.ts';
import type { Location } from '~/catalogue/location.schema.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { absolute } from '~/features/car/json-ld.ts';
import { keyFactSource } from '~/features/car/key-facts.ts';
import { bodyLabel, carNames } from '~/features/car/labels.ts';
import { firstListed, priceHistory } from '~/features/car/price-history.ts';
import { advertisedPrice, displayPrice, priceSummary } from '~/features/car/pricing.ts';
import { locationPhone } from '~/features/locations/view.ts';

/**
 * The dealer's listed stock as one JSON document, `/inventory.json`, for shopping
 * engines, AI assistants and partners; its JSON Schema is `/inventory.schema.json` (made from the
 * zod schema below, so the two cannot drift). Every figure is the one the car's page shows.
 */

/** What the feeds need of the site beyond the cars. */
export interface FeedSite {
  config: Pick<
    DealerConfig,
    'url' | 'name' | 'dealerships' | 'features' | 'inventory' | 'leads' | 'contact'
  >;
  locations: readonly Location[];
}

const iso = z.iso.datetime({ offset: true });
const url = z.url({ protocol: /^https?$/ });

export const inventoryCarSchema = z.strictObject({
  id: z.int().positive().describe('The car’s id on this site.'),
  url: url.describe('Its page.'),
  title: z.string().min(1).describe('Year, make, model and badge.'),
  year: z.int(),
  make: z.string().min(1),
  model: z.string().min(1),
  badge: z.string().nullable(),
  condition: z.enum(['new', 'demo', 'used']),
  status: z
    .enum(['in_stock', 'coming_soon', 'reserved', 'sold'])
    .describe('sold: sold within the listing window; reserved: a deposit holds it.'),
  price: z
    .object({
      amount: z.number().positive().nullable().describe('AUD; null: enquire for the price.'),
      currency: z.literal('AUD'),
      type: z.string().nullable().describe('e.g. Drive Away, Excl. Govt. Charges.'),
      text: z.string().min(1).describe('The price as the page shows it.'),
    })
    .strict(),
  price_history: z
    .array(z.object({ at: iso, amount: z.number().positive() }).strict())
    .describe('Advertised prices, oldest first, each from its time on.'),
  first_listed_at: iso,
  odometer_km: z.int().min(0).nullable(),
  body: z.string().nullable(),
  transmission: z.string().nullable(),
  fuel: z.string().nullable(),
  drive: z.string().nullable(),
  colour: z.string().nullable(),
  seats: z.number().nullable(),
  doors: z.number().nullable(),
  engine_litres: z.number().nullable(),
  vin: z.string().nullable(),
  item_type: z.enum(['car', 'caravan']),
  caravan: z
    .object({
      length_m: z.number().nullable(),
      sleeps: z.number().nullable(),
      atm_kg: z.number().nullable(),
      tare_kg: z.number().nullable(),
    })
    .strict()
    .nullable()
    .describe('A caravan’s key facts: body length, berths, ATM and tare.'),
  stock_number: z.string().min(1),
  photos: z.array(url),
  location: z
    .object({
      name: z.string(),
      street: z.string(),
      city: z.string(),
      state: z.string(),
      postcode: z.string(),
      phone: z.string().nullable(),
    })
    .strict()
    .nullable(),
  enquire_url: url.describe('Where a buyer sends an enquiry about this car (its page’s form).'),
});
export type InventoryCar = z.infer<typeof inventoryCarSchema>;

export const inventorySchema = z.strictObject({
  dealer: z.object({ name: z.string().min(1), url }).strict(),
  generated_at: iso.describe('When the site was built from the stock.'),
  count: z.int().min(0),
  cars: z.array(inventoryCarSchema),
});

/** A car's location: the dealer's location record, else what the feed says of it. */
export function carLocation(car: Car, locations: readonly Location[]) {
  return locations.find((l) => l.id === car.location_id) ?? null;
}

/** One listed car as `/inventory.json` gives it. */
export function inventoryCar(car: Car, site: FeedSite): InventoryCar {
  const { config } = site;
  const { make, model, name } = carNames(car);
  const shown = displayPrice(car, false);
  const place = carLocation(car, site.locations);
  const page = absolute(config.url, `/cars/${car.slug}`);
  const facts = keyFactSource(car);
  return {
    id: car.id,
    url: page,
    title: name,
    year: car.year,
    make,
    model,
    badge: car.badge ?? null,
    condition: car.car_type,
    status: !isInStock(car) ? 'sold' : car.reserved ? 'reserved' : car.status,
    price: {
      amount: advertisedPrice(car),
      currency: 'AUD',
      type: shown.kind === 'price' ? shown.label : null,
      text: priceSummary(shown),
    },
    price_history: priceHistory(car).map((p) => ({ at: p.at, amount: p.price })),
    first_listed_at: firstListed(car),
    odometer_km: car.km ?? null,
    body: car.body ? bodyLabel(car.body) : (car.simple_body ?? null),
    transmission: car.simple_transmission ?? null,
    fuel: car.simple_fuel ?? null,
    drive: car.drive ?? null,
    colour: car.colour ?? null,
    seats: car.seats ?? null,
    doors: car.doors ?? null,
    engine_litres: car.engine_size_litres ?? null,
    vin: car.vin ?? null,
    item_type: car.item_type,
    caravan:
      car.item_type === 'caravan'
        ? {
            length_m: facts.length_m,
            sleeps: facts.sleeps,
            atm_kg: facts.atm_kg,
            tare_kg: facts.tare_kg,
          }
        : null,
    stock_number: car.stocknum,
    photos: car.images.map((i) => absolute(config.url, i)),
    location: place
      ? {
          name: place.name,
          street: place.address.street,
          city: place.address.city,
          state: place.address.state,
          postcode: place.address.postcode,
          // The number the location's page shows: the dealer file's fixed number first.
          phone: locationPhone(place, site.config.contact.phones.byLocation) || null,
        }
      : null,
    enquire_url: `${page}#enquire`,
  };
}

/** The whole `/inventory.json`: the dealer, when it was built, and every listed car. */
export function inventoryDocument(cars: readonly Car[], site: FeedSite, now: Date) {
  return {
    dealer: { name: site.config.name, url: absolute(site.config.url, '/') },
    generated_at: now.toISOString(),
    count: cars.length,
    cars: cars.map((c) => inventoryCar(c, site)),
  } satisfies z.infer<typeof inventorySchema>;
}

/** `/inventory.schema.json`: the document's JSON Schema (draft 2020-12), from the zod schema. */
export function inventoryJsonSchema(siteUrl: string): Record<string, unknown> {
  return {
    ...z.toJSONSchema(inventorySchema, { target: 'draft-2020-12' }),
    $id: absolute(siteUrl, '/inventory.schema.json'),
    title: 'Dealer inventory',
    description:
      'Every car listed on the site, as /inventory.json gives it. Prices in AUD; status sold means sold within the listing window.',
  };
}
