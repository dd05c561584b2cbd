import { useEffect, useRef, useState } from 'react';
import { useHits, useInstantSearch } from 'react-instantsearch';

import { buttonClass } from '~/components/button.ts';
import type { PhotoSource } from '~/components/photos.ts';
import { searchPath } from '~/features/content/links.ts';
import { tileShows, type TileWindow } from '~/features/content/promotions.ts';

import { type CardSave, type CardSettings, cardView } from '../card.ts';
import type { SearchRecord } from '../record.ts';
import { CardFavourite } from './CardFavourite.tsx';
import { ResultCard } from './ResultCard.tsx';

export interface InsertCard extends TileWindow {
  title: string;
  text: string;
  href: string;
  cta: string;
  image?: PhotoSource | null;
}

export interface Inserts {
  positions: number[];
  cards: InsertCard[];
  /** The car conditions the site has listed: a tile's conditions are checked against these when none is chosen. */
  siteConditions: string[];
}

interface Props {
  settings: CardSettings;
  now: Date;
  inserts: Inserts | null;
  /** What the dealer sells ('Cars', 'Caravans'), for the words and the all-stock address. */
  plural: string;
}

/**
 * The result cards, first from the landing's answer the build worked out (the page's HTML); while a
 * search is loading or after it fails, the last good results stay on screen (spec States), with a
 * status line. Promotional cards go at the configured positions (spec Screens: 8 and 17).
 */
export function Results({ settings, now, inserts, plural }: Props) {
  const noun = plural.toLowerCase();
  const { items, results } = useHits<SearchRecord>();
  const { status, error, refresh, indexUiState } = useInstantSearch();
  // Tiles' dates: the build's clock in the page's HTML, the visitor's once the island runs.
  const [clock, setClock] = useState(now);
  useEffect(() => setClock(new Date()), []);
  const lastGood = useRef<SearchRecord[]>([]);
  const answered =
    Boolean(results) && (results as { __isArtificial?: boolean }).__isArtificial !== true;
  if (answered && status !== 'error') lastGood.current = items;
  const hits = answered && status !== 'error' ? items : lastGood.current;

  const fav = settings.favourites;
  const favourite = fav
    ? (save: CardSave) => <CardFavourite save={save} target={fav} />
    : undefined;
  const cells: JSX.Element[] = hits.map((hit, i) => (
    <li key={hit.objectID}>
      <ResultCard
        card={cardView(hit, settings, now)}
        eager={i < 3}
        priority={i === 0}
        favourite={favourite}
      />
    </li>
  ));
  if (inserts) {
    const chosen = indexUiState.refinementList?.car_type ?? [];
    const shown = inserts.cards.filter((c) => tileShows(c, clock, chosen, inserts.siteConditions));
    inserts.positions.forEach((pos, n) => {
      const card = shown[n % shown.length];
      if (card && pos - 1 <= cells.length) {
        cells.splice(
          pos - 1,
          0,
          <li key={`insert-${pos}`} className="insert-card">
            {card.image && (
              <img
                src={card.image.src}
                srcSet={card.image.srcset}
                sizes={card.image.sizes}
                alt=""
                width={520}
                height={292}
                loading="lazy"
              />
            )}
            <h3>{card.title}</h3>
            <p>{card.text}</p>
            <a className={buttonClass()} href={card.href}>
              {card.cta}
            </a>
          </li>,
        );
      }
    });
  }

  return (
    <div className="results" aria-busy={status === 'loading' || status === 'stalled'}>
      {status === 'stalled' && (
        <p className="status" role="status">
          Updating results…
        </p>
      )}
      {status === 'error' && (
        <div className="status error" role="alert">
          <p>
            We couldn't update the results{error?.message ? ` (${error.message})` : ''}. The {noun}{' '}
            below are from your last search.
          </p>
          <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={refresh}>
            Try again
          </button>
        </div>
      )}
      {hits.length === 0 && status !== 'loading' && status !== 'stalled' ? (
        <p className="no-results">
          No {noun} match these filters. Try removing a filter or{' '}
          <a href={searchPath('all', plural)}>see all stock</a>.
        </p>
      ) : (
        <ul className="grid result-grid">{cells}</ul>
      )}
    </div>
  );
}
