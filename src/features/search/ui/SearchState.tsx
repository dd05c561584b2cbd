import type { UiState } from 'instantsearch.js';
import { useEffect } from 'react';
import { Configure, useInstantSearch } from 'react-instantsearch';

import type { Asked } from '../ask/parse.ts';
import { PAGE_SIZE } from '../facets.ts';
import { andFilters, priceFilter } from '../site-filter.ts';
import { sortOfIndexName } from '../sort-index.ts';

/** A price the buyer gave as a weekly budget: the budget and the price it buys, for the chip. */
export const budgetOf = (asked: Asked | null) => {
  const price = asked?.filters.price;
  return asked?.weekly && price && !Array.isArray(price) && price.max !== undefined
    ? { perWeek: asked.weekly, price: price.max }
    : null;
};

/**
 * Every search's fixed part: the page size and the site's own filter, with the price filter the
 * sort asks for (cheapest first leaves out cars without a price where the dealer says so).
 */
export function SiteFilters({
  siteFilter,
  priceAscRequiresPrice,
}: {
  siteFilter: string;
  priceAscRequiresPrice: boolean;
}) {
  const { indexUiState } = useInstantSearch();
  const sort = sortOfIndexName(indexUiState.sortBy) ?? '';
  return (
    <Configure
      hitsPerPage={PAGE_SIZE}
      maxValuesPerFacet={100}
      filters={andFilters(
        siteFilter,
        priceFilter(sort, priceAscRequiresPrice, indexUiState.range?.price),
      )}
    />
  );
}

/**
 * Once live, the state the address asks for when it is not the landing's own (a shared link, a
 * reload after filtering): the build drew the landing, so this is applied after hydration.
 */
export function ApplyState({ state }: { state: UiState }) {
  const { setUiState } = useInstantSearch();
  useEffect(() => setUiState(state), [state]);
  return null;
}
