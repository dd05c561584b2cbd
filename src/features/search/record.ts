import { isInStock } from '~/catalogue/availability.ts';
import type { Car } from '~/catalogue/car.schema.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { firstDriveAway, type SaleLocation } from '~/features/car/drive-away.ts';
import { keyFactSource } from '~/features/car/key-facts.ts';
import { carTypeLabel, manufacturerDisplayName, modelDisplayName } from '~/features/car/labels.ts';
import { reducedAt } from '~/features/car/price-history.ts';
import { currentPrice } from '~/features/car/pricing.ts';

/**
 * One car as both search clients see it: the embedded index, the Typesense collection and the
 * result cards all use this shape (spec Entities search facet attributes).
 */
export interface SearchRecord {
  objectID: string;
  id: number;
  slug: string;
  year: number;
  make: string;
  model: string;
  make_model: string;
  badge: string | null;
  series: string | null;
  car_type: Car['car_type'];
  condition: string;
  status: Car['status'];
  tag: string | null;
  reserved: boolean;
  certified: 'true' | 'false';
  checkout_enabled: boolean;
  preorder: boolean;
  price: number;
  before_price: number | null;
  subscription_price: number | null;
  price_type: string | null;
  /**
   * The estimated drive-away price beside a price without the government charges, in the state
   * the car is sold from (`drive_away_state`), as its page leads with; null otherwise.
   */
  drive_away: number | null;
  drive_away_state: string | null;
  price_range: string;
  weekly_price_range: string | null;
  km: number | null;
  colour: string | null;
  body: string | null;
  /** Sorted. */
  categories: string[];
  fuel: string | null;
  transmission: string | null;
  drive: string | null;
  seats: number | null;
  /** Caravans' key facts (car/key-facts.ts): body length in metres, berths, ATM and tare in kg. */
  length_m: number | null;
  sleeps: number | null;
  atm_kg: number | null;
  tare_kg: number | null;
  /** Braked towing capacity in kg, where the feed gives it. */
  towing_kg: number | null;
  state: string | null;
  city: string | null;
  location_name: string | null;
  dealership_name: string | null;
  dealership_id: number;
  item_type: string;
  /** The car's equipment, sorted. */
  filtered_features: string[];
  stocknum: string;
  primary_image_url: string | null;
  photos_count: number;
  created_at: string;
  created_at_timestamp: number;
  /**
   * When the shown price was last cut, in seconds, while the car is still at that price,
   * else null: the 'Price drop' tag and the "Recently reduced" sort.
   */
  reduced_at: number | null;
  /** Default sort, descending: cars in stock first, with photos first, newest first (spec Calls, `customRank`). */
  custom_rank: number;
}

/** Spec Entities facet attributes that the clients facet on (string-valued; arrays are multi-valued). */
export const STRING_FACETS = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'location_name',
  'make',
  'make_model',
  'model',
  'price_range',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'certified',
] as const;
/**
 * Numeric attributes a buyer filters by range (their URL parameter holds 'min:max'): the sliders'
 * and those a typed phrase sets (seats, towing, a caravan's berths and ATM).
 */
export const RANGE_FACETS = [
  'price',
  'subscription_price',
  'km',
  'year',
  'seats',
  'towing_kg',
  'sleeps',
  'atm_kg',
] as const;
/** Numeric attributes with ranges and facet stats: the buyer's ranges and those sorts use. */
export const NUMERIC_FACETS = [...RANGE_FACETS, 'created_at_timestamp', 'photos_count'] as const;
/** Fields the text search looks in, most telling first. */
export const TEXT_FIELDS = [
  'make',
  'model',
  'badge',
  'series',
  'body',
  'colour',
  'fuel',
  'transmission',
  'year',
  'stocknum',
  'location_name',
  'city',
] as const;
/** Text fields Typesense searches: the record's string text fields (year is a number there). */
export const QUERY_BY = TEXT_FIELDS.filter((f) => f !== 'year').join(',');

const BUCKETS = [10000, 20000, 30000, 40000, 50000, 75000, 100000];
const WEEKLY = [100, 150, 200, 300];
const money = (n: number) => `$${n.toLocaleString('en-AU')}`;

export function bucket(amount: number, edges: number[]): string {
  if (amount < edges[0]!) return `Under ${money(edges[0]!)}`;
  for (let i = 1; i < edges.length; i++)
    if (amount < edges[i]!) return `${money(edges[i - 1]!)} - ${money(edges[i]!)}`;
  return `${money(edges[edges.length - 1]!)} and over`;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const facetSlug = slug;

/**
 * Spec Calls default order, descending: in stock first, then newest; among those, cars with a photo
 * before cars still waiting for one (a 'Photo coming soon' card never leads the page).
 */
export const customRank = (
  status: Car['status'],
  photosCount: number,
  createdAtTimestamp: number,
) =>
  (isInStock({ status }) ? 20_000_000_000 : 0) +
  (photosCount > 0 ? 10_000_000_000 : 0) +
  createdAtTimestamp;

/** Fields computed from others: the embedded index leaves them out and puts them back on decode. */
export const DERIVED_FIELDS = [
  'objectID',
  'created_at',
  'custom_rank',
  'make_model',
  'price_range',
  'weekly_price_range',
] as const;

export function withDerivedFields(
  r: Omit<SearchRecord, (typeof DERIVED_FIELDS)[number]>,
): SearchRecord {
  return {
    ...r,
    objectID: String(r.id),
    created_at: new Date(r.created_at_timestamp * 1000).toISOString(),
    custom_rank: customRank(r.status, r.photos_count, r.created_at_timestamp),
    make_model: `${r.make}|${r.model}`,
    price_range: bucket(r.price, BUCKETS),
    weekly_price_range: r.subscription_price ? bucket(r.subscription_price, WEEKLY) : null,
  };
}

/** The slug most feeds give a car; the index stores a slug only when it differs from this. */
export const usualSlug = (r: Pick<SearchRecord, 'year' | 'make' | 'model' | 'badge' | 'id'>) =>
  slug(`${r.year}-${r.make}-${r.model}-${r.badge ?? ''}-${r.id}`).replace(/--+/g, '-');

/**
 * Builds the search record of a car; `categoryOf` gives a model's category from the catalogue,
 * `locations` the state a car is sold from (its drive-away estimate).
 */
export function toSearchRecord(
  car: Car,
  config: DealerConfig,
  categoryOf: (make: string, model: string) => string | undefined = () => undefined,
  locations: readonly SaleLocation[] = [],
): SearchRecord {
  const make = manufacturerDisplayName(car.make);
  const model = modelDisplayName(car.make, car.model);
  const price = currentPrice(car);
  const created = Math.floor(Date.parse(car.created_at) / 1000);
  const dealership = config.dealerships.find((d) => d.id === car.dealership_id);
  const category = categoryOf(car.make, car.model);
  // A caravan's key facts, read from the feed as its page reads them.
  const facts = keyFactSource(car);
  const away = firstDriveAway(car, config, locations);
  return withDerivedFields({
    id: car.id,
    slug: car.slug,
    year: car.year,
    make,
    model,
    badge: car.badge ?? null,
    series: car.series ?? null,
    car_type: car.car_type,
    condition: carTypeLabel(car.car_type, config.features.preOwnedWording),
    status: car.status,
    tag: car.tag ?? null,
    reserved: car.reserved,
    certified: car.certified ? 'true' : 'false',
    checkout_enabled: car.checkout_enabled,
    preorder: car.preorder,
    price,
    before_price: car.before_price ?? null,
    subscription_price: car.subscription_price ?? null,
    price_type: car.price_type ?? null,
    drive_away: away?.total ?? null,
    drive_away_state: away?.state ?? null,
    km: car.km ?? null,
    colour: car.colour ?? null,
    body: car.body ?? car.simple_body ?? null,
    categories: category ? [category] : [],
    fuel: car.simple_fuel ?? null,
    transmission: car.simple_transmission ?? null,
    drive: car.drive ?? null,
    seats: car.seats ?? null,
    length_m: facts.length_m,
    sleeps: facts.sleeps,
    atm_kg: facts.atm_kg,
    tare_kg: facts.tare_kg,
    towing_kg: car.variant?.towingcapacitybraked ?? null,
    state: car.state ?? null,
    city: config.override_city ?? car.city ?? null,
    location_name: car.location_name ?? null,
    dealership_name: dealership?.name ?? null,
    dealership_id: car.dealership_id,
    item_type: car.item_type,
    filtered_features: [...car.standardEquipment].sort(),
    stocknum: car.stocknum,
    primary_image_url: car.primary_image_url ?? car.images[0] ?? null,
    photos_count: car.images.length,
    created_at_timestamp: created,
    reduced_at: reducedAt(car),
  });
}
