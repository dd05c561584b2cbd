import { buttonClass } from '~/components/button.ts';
import { useHydrated } from '~/components/hydrated.ts';
import type { SaveTarget } from '~/features/saved/saved.ts';
import { useFavourite } from '~/features/saved/use-favourite.client.ts';

import type { CardSave } from '../card.ts';

/** Spec States Favourite on a result card: the same record, toast and event 39 as on the vehicle page. */
export function CardFavourite({ save, target }: { save: CardSave; target: SaveTarget }) {
  const { saved: stored, toggleSaved } = useFavourite(save, target);
  // The page's HTML shows every card unsaved; the visitor's saved cars show once hydrated.
  const saved = useHydrated() && stored;
  return (
    <button
      type="button"
      className={buttonClass({ variant: 'link', className: 'card-favourite' })}
      aria-pressed={saved}
      onClick={toggleSaved}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'} </span>
      {saved ? 'Saved' : 'Favourite'}
      <span className="visually-hidden"> {save.name}</span>
    </button>
  );
}
