import { useInstantSearch, usePagination } from 'react-instantsearch';

import { buttonClass } from '~/components/button.ts';

import { countText, displayedResultCount, resultCountText } from '../facets.ts';
import { sortLeavesOutUnpriced } from '../site-filter.ts';
import { sortOfIndexName } from '../sort-index.ts';

/** The dealer's noun for its stock (dealer file inventory.noun). */
type Noun = { singular: string; plural: string };

/**
 * "N cars", with the spec Constants rule for counts above 1999; "N cars with a price" when
 * cheapest first leaves out those without one (dealer file `search.priceAscRequiresPrice`), so a
 * count that drops when the sort changes says why.
 */
export function ResultCount({
  stockCount,
  noun,
  priceAscRequiresPrice,
}: {
  stockCount: number | null;
  noun: Noun;
  priceAscRequiresPrice: boolean;
}) {
  const { results } = useInstantSearch();
  // What the results on screen were asked with (not the state asked for next), so the words
  // change with the count they describe.
  const sort = sortOfIndexName(results?.index) ?? '';
  // A price range leaves them out whatever the sort: the range's chip says so itself.
  const ranged = Object.keys(results?._state?.numericRefinements?.price ?? {}).length > 0;
  const pricedOnly = sortLeavesOutUnpriced(sort, priceAscRequiresPrice, ranged);
  const nbHits = results?.nbHits ?? 0;
  const typeCounts = results?.getFacetValues?.('car_type', {}) as { count: number }[] | undefined;
  const count = displayedResultCount(
    nbHits,
    Array.isArray(typeCounts) ? typeCounts.map((v) => v.count) : null,
    stockCount,
  );
  return (
    <p
      className="result-count"
      role="status"
      aria-live="polite"
      data-noun-singular={noun.singular}
      data-noun-plural={noun.plural}
    >
      {resultCountText(count, noun, pricedOnly)}
    </p>
  );
}

/** Spec Screens 'Show Me N cars': goes to the results URL for the current filters (first page). */
export function ShowMeButton({
  stockCount,
  noun,
  onClick,
}: {
  stockCount: number | null;
  noun: Noun;
  onClick?: () => void;
}) {
  const { results } = useInstantSearch();
  const { createURL } = usePagination();
  const count = displayedResultCount(results?.nbHits ?? 0, null, stockCount);
  return (
    <a
      className={buttonClass({ className: 'show-me' })}
      href={`${createURL(0)}#search-results`}
      onClick={(e) => {
        e.preventDefault();
        onClick?.();
        document.getElementById('search-results')?.scrollIntoView();
      }}
    >
      Show Me {countText(count, { ...noun, singular: noun.plural })}
    </a>
  );
}
