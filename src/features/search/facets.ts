import { isInStock } from '~/catalogue/availability.ts';
import type { Car, CarType } from '~/catalogue/car.schema.ts';

/** Spec Constants page size of car, model and offer searches. */
export const PAGE_SIZE = 21;

/** Spec Constants facet list limits. */
export const FACET_LIMITS = { make: 7, model: 30, city: 20, dealership: 40 } as const;
export const SHOW_ALL_MAKES = 'Show all makes';
export const HIDE_EXTRA_MAKES = 'Hide extra makes';

export interface FacetValue {
  value: string;
  count: number;
}

/** Spec Constants: facet labels by count descending, then alphabetically. */
export function sortFacetValues<T extends FacetValue>(values: T[]): T[] {
  return [...values].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'en-AU'));
}

const TYPE_ORDER: Record<CarType, number> = { new: 0, demo: 1, used: 2 };

/** Spec Constants: car types in the order new, demo, used. */
export function sortCarTypes<T extends { value: string }>(values: T[]): T[] {
  const rank = (v: string) => TYPE_ORDER[v as CarType] ?? 3;
  return [...values].sort((a, b) => rank(a.value) - rank(b.value));
}

/**
 * Spec Constants make facet: the first 7 (or the dealer's preset list, in its order) with 'Show all
 * makes'; expanded, everything with 'Hide extra makes'. No toggle when nothing is hidden.
 */
export function visibleMakes<T extends FacetValue>(
  values: T[],
  preset: string[],
  expanded: boolean,
): { shown: T[]; toggle: string | null } {
  const sorted = sortFacetValues(values);
  const first = preset.length
    ? preset.flatMap((name) => sorted.filter((v) => v.value === name))
    : sorted.slice(0, FACET_LIMITS.make);
  if (first.length >= sorted.length) return { shown: sorted, toggle: null };
  if (expanded)
    return {
      shown: [...first, ...sorted.filter((v) => !first.includes(v))],
      toggle: HIDE_EXTRA_MAKES,
    };
  return { shown: first, toggle: SHOW_ALL_MAKES };
}

/** Spec Constants: the make dropdown's 'Popular Makes' before index `split`, 'All Makes' from it. */
export function makeGroups<T>(values: T[], split: number | null): { label: string; values: T[] }[] {
  if (split === null || values.length <= split) return [{ label: 'All Makes', values }];
  return [
    { label: 'Popular Makes', values: values.slice(0, split) },
    { label: 'All Makes', values: values.slice(split) },
  ];
}

/** 'N cars' in the dealer's words ('1 caravan', '24 caravans'), lower case, with thousands separators. */
export function countText(count: number, noun: { singular: string; plural: string }): string {
  return `${count.toLocaleString('en-AU')} ${(count === 1 ? noun.singular : noun.plural).toLowerCase()}`;
}

/** The result count as the search shows it: 'N cars', or 'N cars with a price' when its sort leaves the others out. */
export const resultCountText = (
  count: number,
  noun: { singular: string; plural: string },
  pricedOnly: boolean,
): string => `${countText(count, noun)}${pricedOnly ? ' with a price' : ''}`;

/** Spec Constants: a result count above 1999 is replaced by the summed facet count, else the configured stock count. */
export const COUNT_CAP = 1999;
export function displayedResultCount(
  nbHits: number,
  facetCounts: number[] | null,
  stockCount: number | null,
): number {
  if (nbHits <= COUNT_CAP) return nbHits;
  const summed = facetCounts?.reduce((a, b) => a + b, 0) ?? 0;
  if (summed > 0) return summed;
  return stockCount ?? nbHits;
}

/**
 * What the stock count means, in one place: every car the search lists (the count the search
 * page shows with no filter), of which in stock (spec States: in stock or coming soon) and just sold
 * (sold within the listing days, still shown). listed = inStock + justSold.
 */
export function stockCounts(records: readonly Pick<Car, 'status'>[]): {
  listed: number;
  inStock: number;
  justSold: number;
} {
  const inStock = records.filter((r) => isInStock(r)).length;
  return { listed: records.length, inStock, justSold: records.length - inStock };
}
