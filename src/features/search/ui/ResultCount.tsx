import { useInstantSearch } from 'react-instantsearch';
import { displayedResultCount } from '../facets.ts';

/** "N cars", with the spec §9 rule for counts above 1999. */
export function ResultCount({ stockCount, initial }: { stockCount: number | null; initial: number }) {
  const { results } = useInstantSearch();
  const answered = Boolean(results) && (results as { __isArtificial?: boolean }).__isArtificial !== true;
  const nbHits = answered ? results.nbHits : initial;
  const typeCounts = results?.getFacetValues?.('car_type', {}) as { count: number }[] | undefined;
  const count = displayedResultCount(nbHits, Array.isArray(typeCounts) ? typeCounts.map((v) => v.count) : null, stockCount);
  return <p className="result-count" role="status" aria-live="polite">{count.toLocaleString('en-AU')} {count === 1 ? 'car' : 'cars'}</p>;
}

/** Spec §2 'Show Me N cars': goes to the results URL for the current filters. */
export function ShowMeButton({ stockCount, href, onClick }: { stockCount: number | null; href: string; onClick?: () => void }) {
  const { results } = useInstantSearch();
  const count = displayedResultCount(results?.nbHits ?? 0, null, stockCount);
  return <a className="button show-me" href={href} onClick={onClick}>Show Me {count.toLocaleString('en-AU')} cars</a>;
}
