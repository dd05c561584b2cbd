import { useEffect, useState } from 'react';
import { useInstantSearch } from 'react-instantsearch';

import { buttonClass } from '~/components/button.ts';
import type { SearchClient } from '~/services/search/search.ts';

import { asAsked, type AskableState, withoutFacet } from '../ask/apply.ts';
import type { Asked } from '../ask/parse.ts';
import { askParams, withoutEach } from '../ask/request.ts';
import { countText } from '../facets.ts';

type Noun = { singular: string; plural: string };
interface Option {
  facet: string;
  words: string;
  count: number;
}

/**
 * When a typed phrase's filters find nothing: which of them to drop, and how many the search
 * finds without it (the best first, up to three), each a button that drops it.
 */
export function AskAdvice({
  asked,
  client,
  indexName,
  siteFilter,
  priceAscRequiresPrice,
  noun,
  onDrop,
}: {
  asked: Asked | null;
  client: SearchClient<unknown>;
  indexName: string;
  siteFilter: string;
  priceAscRequiresPrice: boolean;
  noun: Noun;
  /** The live state without the dropped facet, to apply. */
  onDrop: (state: AskableState) => void;
}) {
  const { results, indexUiState, status } = useInstantSearch();
  const [options, setOptions] = useState<Option[] | null>(null);
  const empty = Boolean(asked && status === 'idle' && results?.nbHits === 0);
  useEffect(() => {
    setOptions(null);
    if (!empty || !asked) return;
    let live = true;
    const current = asAsked(indexUiState as AskableState);
    const phraseFacets = Object.keys(asked.filters);
    const drops = withoutEach(current).filter((d) => phraseFacets.includes(d.facet));
    client
      .search(
        drops.map((d) => ({
          indexName,
          params: askParams(d.asked, siteFilter, priceAscRequiresPrice),
        })),
      )
      .then(({ results: counts }) => {
        if (!live) return;
        setOptions(
          drops
            .map((d, i) => ({
              facet: d.facet,
              words: asked.said?.[d.facet] ?? d.facet,
              count: counts[i]?.nbHits ?? 0,
            }))
            .filter((o) => o.count > 0)
            .sort((a, b) => b.count - a.count)
            .slice(0, 3),
        );
      })
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [empty, asked]);
  if (!empty || !options) return null;
  return (
    <div className="ask-advice" role="status">
      {options.length ? (
        <>
          <p>Nothing matches all of that. Without one of these:</p>
          <ul>
            {options.map((o) => (
              <li key={o.facet}>
                <button
                  type="button"
                  className={buttonClass({ variant: 'secondary' })}
                  onClick={() => onDrop(withoutFacet(indexUiState as AskableState, o.facet))}
                >
                  Drop “{o.words}”: {countText(o.count, noun)}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Nothing matches all of that, and dropping any one of those words still finds nothing.</p>
      )}
    </div>
  );
}
