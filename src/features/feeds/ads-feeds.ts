import { stringify } from 'csv-stringify/sync';

import type { Car } from '~/catalogue/car.schema.ts';
import { absolute } from '~/features/car/json-ld.ts';
import { carNames } from '~/features/car/labels.ts';
import { firstListed } from '~/features/car/price-history.ts';
import { advertisedPrice } from '~/features/car/pricing.ts';
import { locationPhone } from '~/features/locations/view.ts';

import { carLocation, type FeedSite } from './inventory.ts';

/**
 * The two shopping feeds, in their owners' documented formats.
 * - Google vehicle listings (developers.google.com/vehicle-listings/reference/feed-specification):
 *   a tab-separated file, one vehicle a row, the attribute names as the header.
 * - Meta automotive inventory ads (developers.facebook.com, auto-ads reference): CSV, nested
 *   fields as JSON-path columns (`mileage.value`, `image[0].url`), `address` as a JSON object.
 * Both carry only cars a buyer can buy now: in stock, not reserved, with a price and a VIN (both
 * formats require one), and no caravans (neither takes caravans or RVs); Meta's, only those
 * with a photo (Meta requires one).
 */

/** Whether a listed car goes into the shopping feeds. */
export const inAdsFeeds = (car: Car) =>
  car.status === 'in_stock' &&
  !car.reserved &&
  car.item_type === 'car' &&
  advertisedPrice(car) !== null &&
  !!car.vin;

/** One line of plain text: no tabs, line breaks or runs of spaces (a TSV cell holds none). */
const cell = (v: string | number | null | undefined) =>
  v == null ? '' : String(v).replace(/\s+/g, ' ').trim();

const description = (car: Car, name: string) => {
  const words = (car.dealercomments ?? '').replace(/\s+/g, ' ').trim();
  return (words || `${name}${car.colour ? `, ${car.colour}` : ''}.`).slice(0, 5000);
};

const dealership = (car: Car, site: FeedSite) =>
  site.config.dealerships.find((d) => d.id === car.dealership_id)?.name ?? site.config.name;

const address = (car: Car, site: FeedSite) => {
  const l = carLocation(car, site.locations);
  return l
    ? `${l.address.street}, ${l.address.city} ${l.address.state} ${l.address.postcode}, AU`
    : '';
};

/** Google's attributes, in the order the file gives them. */
export const GOOGLE_COLUMNS = [
  'vin',
  'id',
  'store_code',
  'dealership_name',
  'dealership_address',
  'image_link',
  'additional_image_link',
  'link',
  'date_in_stock',
  'price',
  'condition',
  'certified_pre_owned',
  'make',
  'model',
  'trim',
  'year',
  'mileage',
  'exterior_color',
  'transmission',
  'engine',
] as const;
/** What Google's specification requires of every vehicle (`mileage` only of a used one). */
export const GOOGLE_REQUIRED = [
  'vin',
  'store_code',
  'dealership_name',
  'dealership_address',
  'price',
  'condition',
  'make',
  'model',
  'year',
] as const;

const GOOGLE_ENGINE: Record<string, string> = {
  Petrol: 'gasoline',
  Diesel: 'diesel',
  Electric: 'electric',
  Hybrid: 'hybrid',
};

export function googleRow(
  car: Car,
  site: FeedSite,
): Record<(typeof GOOGLE_COLUMNS)[number], string> {
  const { make, model } = carNames(car);
  const photos = car.images.map((i) => absolute(site.config.url, i));
  return {
    vin: cell(car.vin),
    id: cell(car.stocknum),
    store_code: String(car.dealership_id),
    dealership_name: cell(dealership(car, site)),
    dealership_address: cell(address(car, site)),
    image_link: photos[0] ?? '',
    additional_image_link: photos.slice(1, 11).join(','),
    link: absolute(site.config.url, `/cars/${car.slug}`),
    date_in_stock: firstListed(car).slice(0, 10),
    price: `${advertisedPrice(car)} AUD`,
    // Google knows new and used: a demonstrator has been registered and driven.
    condition: car.car_type === 'new' ? 'new' : 'used',
    certified_pre_owned: car.car_type === 'used' ? (car.certified ? 'yes' : 'no') : '',
    make: cell(make),
    model: cell(model),
    trim: cell(car.badge),
    year: String(car.year),
    mileage: car.km != null ? `${car.km} km` : '',
    exterior_color: cell(car.colour),
    transmission: cell(car.simple_transmission?.toLowerCase()),
    engine: GOOGLE_ENGINE[car.simple_fuel ?? ''] ?? '',
  };
}

/** The Google feed file: a header and one row a car, tab-separated. */
export function googleFeed(cars: readonly Car[], site: FeedSite): string {
  const rows = cars.filter(inAdsFeeds).map((c) => googleRow(c, site));
  return [GOOGLE_COLUMNS.join('\t'), ...rows.map((r) => GOOGLE_COLUMNS.map((c) => r[c]).join('\t'))]
    .join('\n')
    .concat('\n');
}

/** Meta's columns, in the order the file gives them. */
export const META_COLUMNS = [
  'vehicle_id',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'trim',
  'mileage.value',
  'mileage.unit',
  'image[0].url',
  'image[0].tag[0]',
  'image[1].url',
  'image[1].tag[0]',
  'image[2].url',
  'image[2].tag[0]',
  'transmission',
  'fuel_type',
  'body_style',
  'drivetrain',
  'vin',
  'price',
  'exterior_color',
  'state_of_vehicle',
  'availability',
  'date_first_on_lot',
  'dealer_name',
  'dealer_phone',
  'address',
  'latitude',
  'longitude',
] as const;
/** What Meta's reference lets a vehicle leave empty; it requires every other column. */
const META_OPTIONAL: ReadonlySet<string> = new Set([
  'trim',
  'transmission',
  'fuel_type',
  'drivetrain',
  'availability',
  'date_first_on_lot',
  'dealer_name',
  'dealer_phone',
  // Only the first photo is required.
  'image[1].url',
  'image[2].url',
  'image[1].tag[0]',
  'image[2].tag[0]',
]);
/** What Meta's reference requires of every vehicle. */
export const META_REQUIRED = META_COLUMNS.filter((c) => !META_OPTIONAL.has(c));

const META_BODY: Record<string, string> = {
  convertible: 'CONVERTIBLE',
  softtop: 'CONVERTIBLE',
  coupe: 'COUPE',
  hardtop: 'COUPE',
  hatch: 'HATCHBACK',
  hatchback: 'HATCHBACK',
  peopleMover: 'MINIVAN',
  ute: 'TRUCK',
  cabChassis: 'TRUCK',
  lightTruck: 'TRUCK',
  suv: 'SUV',
  '4x4': 'SUV',
  sedan: 'SEDAN',
  prestige: 'SEDAN',
  van: 'VAN',
  bus: 'VAN',
  wagon: 'WAGON',
  stationWagon: 'WAGON',
};
const META_FUEL: Record<string, string> = {
  Petrol: 'PETROL',
  Diesel: 'DIESEL',
  Electric: 'ELECTRIC',
  Hybrid: 'HYBRID',
};
const META_DRIVE: Record<string, string> = {
  FWD: 'FWD',
  RWD: 'RWD',
  AWD: 'AWD',
  '4x4': '4X4',
  '4x2': '4X2',
};
/** The first three photos are the outside (the sample's and most feeds' first angles). */
const PHOTO_TAGS = ['Exterior', 'Exterior', 'Exterior'];

export function metaRow(car: Car, site: FeedSite): Record<(typeof META_COLUMNS)[number], string> {
  const { make, model, name } = carNames(car);
  const place = carLocation(car, site.locations);
  const photos = car.images.slice(0, 3).map((i) => absolute(site.config.url, i));
  const photo = (i: number) => ({
    [`image[${i}].url`]: photos[i] ?? '',
    [`image[${i}].tag[0]`]: photos[i] ? PHOTO_TAGS[i]! : '',
  });
  return {
    vehicle_id: String(car.id),
    title: cell(name),
    description: cell(description(car, name)),
    url: absolute(site.config.url, `/cars/${car.slug}`),
    make: cell(make),
    model: cell(model),
    year: String(car.year),
    trim: cell(car.badge),
    'mileage.value': String(car.km ?? 0),
    'mileage.unit': 'KM',
    ...photo(0),
    ...photo(1),
    ...photo(2),
    transmission: car.simple_transmission ? car.simple_transmission.toUpperCase() : '',
    fuel_type: META_FUEL[car.simple_fuel ?? ''] ?? (car.simple_fuel ? 'OTHER' : ''),
    body_style: META_BODY[car.body ?? ''] ?? 'OTHER',
    drivetrain: META_DRIVE[car.drive ?? ''] ?? (car.drive ? 'OTHER' : ''),
    vin: cell(car.vin),
    price: `${advertisedPrice(car)} AUD`,
    exterior_color: cell(car.colour),
    state_of_vehicle: car.car_type === 'new' ? 'NEW' : car.certified ? 'CPO' : 'USED',
    availability: 'AVAILABLE',
    date_first_on_lot: firstListed(car).slice(0, 10),
    dealer_name: cell(dealership(car, site)),
    dealer_phone: cell(place && locationPhone(place, site.config.contact.phones.byLocation)),
    address: place
      ? JSON.stringify({
          addr1: place.address.street,
          city: place.address.city,
          region: place.address.state,
          postal_code: place.address.postcode,
          country: 'AU',
        })
      : '',
    latitude: place ? String(place.address.lat) : '',
    longitude: place ? String(place.address.long) : '',
  } as Record<(typeof META_COLUMNS)[number], string>;
}

/** Whether a car goes into Meta's feed: Meta also requires a photo. */
export const inMetaFeed = (car: Car) => inAdsFeeds(car) && car.images.length > 0;

/** The Meta feed file: CSV with a header, quoted where a value needs it. */
export function metaFeed(cars: readonly Car[], site: FeedSite): string {
  const rows = cars.filter(inMetaFeed).map((c) => metaRow(c, site));
  return stringify(rows, { header: true, columns: [...META_COLUMNS] });
}
