import type { ItemList, WithContext } from 'schema-dts';

import { isInStock } from '~/catalogue/availability.ts';
import { absolute } from '~/features/car/json-ld.ts';
import { carNames } from '~/features/car/labels.ts';
import { advertisedPrice } from '~/features/car/pricing.ts';

import type { SearchRecord } from './record.ts';

/**
 * A search landing's schema.org `ItemList` (JSON-LD): the cars of its first page, in
 * the order shown, each a `Car` with its AUD `Offer`, so a search engine or assistant reads the
 * list the buyer sees. The records are the landing's first answer, the same the page draws.
 */
export function itemListJsonLd(
  name: string,
  pageUrl: string,
  siteUrl: string,
  hits: readonly SearchRecord[],
): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: pageUrl,
    numberOfItems: hits.length,
    itemListElement: hits.map((r, i) => {
      const url = absolute(siteUrl, `/cars/${r.slug}`);
      const { make, model, name } = carNames(r);
      return {
        '@type': 'ListItem',
        position: i + 1,
        item: {
          '@type': 'Car',
          name,
          url,
          brand: { '@type': 'Brand', name: make },
          model,
          vehicleModelDate: String(r.year),
          itemCondition:
            r.car_type === 'new'
              ? 'https://schema.org/NewCondition'
              : 'https://schema.org/UsedCondition',
          ...(r.primary_image_url ? { image: absolute(siteUrl, r.primary_image_url) } : {}),
          ...(r.km != null
            ? {
                mileageFromOdometer: { '@type': 'QuantitativeValue', value: r.km, unitCode: 'KMT' },
              }
            : {}),
          offers: {
            '@type': 'Offer',
            url,
            priceCurrency: 'AUD',
            // A record's price is already the car's shown price (record.ts).
            ...(advertisedPrice({ price: r.price, offer_price: null }) !== null
              ? { price: r.price }
              : {}),
            availability: !isInStock(r)
              ? 'https://schema.org/SoldOut'
              : r.status === 'coming_soon'
                ? 'https://schema.org/PreOrder'
                : 'https://schema.org/InStock',
          },
        },
      };
    }),
  };
}
