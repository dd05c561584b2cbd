import type { DealerConfig } from '~/config/schema/index.ts';
import { NO_PRICE_AT_MOST } from '~/features/car/pricing.ts';

/**
 * Spec Calls: the filters every search carries: the site's dealerships (stock), the manufacturer lock
 * (new and demo cars of the locked make only; used cars of any make), and the dealer file's own
 * filter string. Typesense filter_by syntax, read by both clients.
 */
export function siteFilter(config: Pick<DealerConfig, 'dealerships' | 'brand' | 'search'>): string {
  const parts = [`dealership_id:[${config.dealerships.map((d) => d.id).join(',')}]`];
  if (config.brand.manufacturer)
    parts.push(`car_type:=used || make:=\`${config.brand.manufacturer.name}\``);
  if (config.search.filter.trim()) parts.push(config.search.filter.trim());
  return parts.map((p) => `(${p})`).join(' && ');
}

/**
 * The price rule on top of the visitor's filters: a car without a price is outside every price
 * range (a budget of $5,000 never returns 'Enquire for price.' cars), and, where the dealer file
 * says so (spec Validation, on by default), outside the price-ascending sort. Without a price is
 * what the price display says it is (a feed's $1 placeholder included), not only 0.
 */
export function priceFilter(
  sortValue: string,
  priceAscRequiresPrice: boolean,
  priceRange: string | undefined = undefined,
): string {
  const ranged = Boolean(priceRange && priceRange.replace(':', '').trim());
  return ranged || (priceAscRequiresPrice && sortValue === 'price:asc')
    ? `price:>${NO_PRICE_AT_MOST}`
    : '';
}

/**
 * Whether a search leaves out cars without a price because of its sort alone (cheapest first, where
 * the dealer file says so): its count then says 'with a price'. A price range says so in its chip.
 */
export const sortLeavesOutUnpriced = (
  sortValue: string,
  priceAscRequiresPrice: boolean,
  ranged: boolean,
): boolean => !ranged && priceFilter(sortValue, priceAscRequiresPrice) !== '';

export const andFilters = (...filters: string[]) =>
  filters
    .filter((f) => f.trim())
    .map((f) => `(${f})`)
    .join(' && ');

/** Spec Calls featured cars: site filters AND status:in_stock AND photos_count > 1 AND car_type:used, limit 6. */
export function featuredRequest(
  config: Pick<DealerConfig, 'dealerships' | 'brand' | 'search' | 'inventory'>,
) {
  return {
    indexName: config.search.indexName,
    params: {
      filters: andFilters(
        siteFilter(config),
        'status:=in_stock',
        'photos_count:>1',
        'car_type:=used',
      ),
      hitsPerPage: config.inventory.featuredCars,
      page: 0,
    },
  };
}
