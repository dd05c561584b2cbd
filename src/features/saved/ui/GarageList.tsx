import { useAtom } from 'jotai';
import { priceDropAlerts, searchHome, stockNoun } from 'virtual:dealer/client-flags';

import { buttonClass } from '~/components/button.ts';
import { favouritesAtom } from '~/features/saved/state.client.ts';

import type { SavedListProps } from '../saved-list.client.ts';
import { useSavedCars } from '../use-saved-cars.client.ts';
import { RemoveSaved } from './RemoveSaved.tsx';
import { SavedFacts } from './SavedFacts.tsx';
import { SavedPhoto } from './SavedPhoto.tsx';

/** The visitor's saved cars (local storage) as cards: photo, name, price and kilometres, Remove. */
export default function GarageList({ photos }: SavedListProps) {
  const [list, setList] = useAtom(favouritesAtom);
  const cars = useSavedCars(list);
  if (!list.length)
    return (
      <p>
        No saved {stockNoun.plural} now. <a href={searchHome}>Browse all stock</a> and tap Favourite
        on any {stockNoun.singular} to keep it here.
      </p>
    );
  return (
    <ul className="saved-cards" aria-busy={cars === null}>
      {list.map((c, i) => {
        const car = cars?.[i];
        return (
          <li key={c.id} className="saved-card">
            <SavedPhoto url={c.primary_image_url} photos={photos} />
            <div className="saved-body">
              <h2>
                <a href={`/cars/${c.slug}`}>{c.name}</a>
              </h2>
              {cars === null ? (
                <p className="saved-facts loading">Loading price…</p>
              ) : car ? (
                <SavedFacts car={car} />
              ) : (
                <p className="saved-facts">This {stockNoun.singular} is no longer listed.</p>
              )}
              {priceDropAlerts && car && (
                <p className="saved-alert">
                  <a
                    className={buttonClass({ variant: 'secondary', size: 'sm' })}
                    href={`/alerts/price-drop?car=${encodeURIComponent(c.slug)}`}
                  >
                    Tell me if its price drops
                  </a>
                </p>
              )}
              <RemoveSaved
                name={c.name}
                onRemove={() => setList(list.filter((f) => f.id !== c.id))}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
