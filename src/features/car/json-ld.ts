import type { Car as SchemaCar, WithContext } from 'schema-dts';

import { isInStock } from '~/catalogue/availability.ts';
import type { Car } from '~/catalogue/car.schema.ts';

import { carNames } from './labels.ts';
import { advertisedPrice } from './pricing.ts';

/** A site path (or a photo's full URL) as an absolute URL on the site's own address. */
export const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl).href;

/**
 * Spec Screens: the schema.org `Car` a vehicle page carries for search engines, typed against
 * schema.org's own vocabulary (schema-dts), with an AUD offer and its availability.
 */
export function carJsonLd(car: Car, site: { url: string; name: string }): WithContext<SchemaCar> {
  const { make, model, name } = carNames(car);
  const url = absolute(site.url, `/cars/${car.slug}`);
  const price = advertisedPrice(car);
  const availability =
    car.status === 'sold'
      ? 'https://schema.org/SoldOut'
      : car.status === 'coming_soon'
        ? 'https://schema.org/PreOrder'
        : 'https://schema.org/InStock';
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name,
    url,
    brand: { '@type': 'Brand', name: make },
    model,
    vehicleModelDate: String(car.year),
    itemCondition:
      car.car_type === 'new'
        ? 'https://schema.org/NewCondition'
        : 'https://schema.org/UsedCondition',
    ...(car.images.length ? { image: car.images.map((i) => absolute(site.url, i)) } : {}),
    ...(car.km != null
      ? { mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' } }
      : {}),
    ...(car.colour ? { color: car.colour } : {}),
    ...(car.simple_transmission ? { vehicleTransmission: car.simple_transmission } : {}),
    ...((car.fuel ?? car.simple_fuel) ? { fuelType: (car.fuel ?? car.simple_fuel)! } : {}),
    ...(car.simple_body ? { bodyType: car.simple_body } : {}),
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    ...(car.seats ? { seatingCapacity: car.seats } : {}),
    ...(car.drive ? { driveWheelConfiguration: car.drive } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'AUD',
      ...(price !== null ? { price } : {}),
      availability: isInStock(car) ? availability : 'https://schema.org/SoldOut',
      seller: { '@type': 'AutoDealer', name: site.name },
    },
  };
}

/** JSON for a <script type="application/ld+json">, safe inside HTML. */
export const jsonLdScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
