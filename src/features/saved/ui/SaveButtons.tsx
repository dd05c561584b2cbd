import { useAtom, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';

import { buttonClass } from '~/components/button.ts';
import { showToastAtom } from '~/components/toast.ts';
import { showSaveControl } from '~/features/saved/save-control.ts';
import { COMPARE_LIMIT, type Favourite, type SaveTarget, toggle } from '~/features/saved/saved.ts';
import { compareAtom } from '~/features/saved/state.client.ts';
import { useFavourite } from '~/features/saved/use-favourite.client.ts';

interface Props {
  car: Favourite & {
    status: 'in_stock' | 'coming_soon' | 'sold';
    car_type: 'new' | 'demo' | 'used';
    price: number;
    images: string[];
  };
  strict: boolean;
  favourites: boolean;
  compare: boolean;
  /** Where the favourite toast's 'View List' leads, and the dealer's noun it says. */
  target: SaveTarget;
  /** Icons drawn by the page (Astro slots: static markup, no icon code in the island). */
  heart?: ReactNode;
  compareIcon?: ReactNode;
}

/**
 * Spec States/Validation Favourite and Compare: saved in local storage and shared by every island of the page;
 * hidden unless the car may be saved (a sold car keeps its button only if already saved).
 * Saving fires event 39 and a toast (spec Errors texts) with 'View List'.
 */
export default function SaveButtons({
  car,
  strict,
  favourites,
  compare,
  target,
  heart,
  compareIcon,
}: Props) {
  const record: Favourite = {
    id: car.id,
    name: car.name,
    slug: car.slug,
    make: car.make,
    model: car.model,
    primary_image_url: car.primary_image_url,
  };
  const favourite = useFavourite(record, target);
  const [compared, setCompared] = useAtom(compareAtom);
  const toast = useSetAtom(showToastAtom);
  // The page is rendered (and hydrated) as "not saved"; what local storage says shows once mounted.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const isSaved = ready && favourite.saved;
  const isCompared = ready && compared.some((f) => f.id === car.id);
  return (
    <div className="save-buttons">
      {favourites && showSaveControl(car, strict, isSaved) && (
        <button
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          aria-pressed={isSaved}
          onClick={favourite.toggleSaved}
        >
          {heart}
          {isSaved ? 'Saved' : 'Favourite'}
          <span className="visually-hidden"> {car.name}</span>
        </button>
      )}
      {compare && showSaveControl(car, strict, isCompared) && (
        <button
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          aria-pressed={isCompared}
          onClick={() => {
            const r = toggle(compared, record, COMPARE_LIMIT);
            setCompared(r.list);
            toast({
              title: r.saved ? 'Added to compare' : 'Removed from compare',
              text: car.name,
              action: { label: 'Compare', href: '/compare' },
            });
          }}
        >
          {compareIcon}
          {isCompared ? 'Comparing' : 'Compare'}
          <span className="visually-hidden"> {car.name}</span>
        </button>
      )}
    </div>
  );
}
