import { useInstantSearch, usePagination } from 'react-instantsearch';

import { buttonClass } from '~/components/button.ts';

import { countText, displayedResultCount } from '../facets.ts';

/** The dealer's noun for its stock (dealer file inventory.noun). */
type Noun = { singular: string; plural: string };

/** "N cars", with the spec Constants rule for counts above 1999. */
export function ResultCount({ stockCount, noun }: { stockCount: number | null; noun: Noun }) {
  const { results } = useInstantSearch();
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
      {countText(count, noun)}
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
