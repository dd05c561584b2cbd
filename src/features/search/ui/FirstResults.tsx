import type { ReactNode } from 'react';

import { type CardSettings, cardView } from '../card.ts';
import { countText } from '../facets.ts';
import type { SearchRecord } from '../record.ts';
import { ResultCard } from './ResultCard.tsx';

/**
 * A landing's first results as the build drew them: the count, then the cards (the first photo is
 * the page's LCP image), or a way out when there are none. The page's static fallback and the
 * search island's first render are this same markup, so hydration moves nothing.
 */
export function FirstResults({
  hits,
  nbHits,
  noun,
  card,
  now,
  children,
}: {
  hits: SearchRecord[];
  nbHits: number;
  noun: { singular: string; plural: string };
  card: CardSettings;
  now: Date;
  /** What follows the cards (the page's no-JavaScript note). */
  children?: ReactNode;
}) {
  return (
    <div className="static-results">
      <p className="result-count">{countText(nbHits, noun)}</p>
      {hits.length ? (
        <ul className="grid result-grid">
          {hits.map((h, i) => (
            <li key={h.objectID}>
              <ResultCard card={cardView(h, card, now)} eager={i < 3} priority={i === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="no-results">
          No {noun.plural.toLowerCase()} here right now.{' '}
          <a href="/search/new-used-and-demo-cars">See all stock</a>.
        </p>
      )}
      {children}
    </div>
  );
}
