import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { EVENTS } from '../analytics/events.ts';
import { showSaveControl } from '../inventory/favourites.ts';
import { COMPARE_LIMIT, compareAtom, type Favourite, favouriteToast, favouritesAtom, showToastAtom, toggle } from './state.ts';

interface Props {
  car: Favourite & { status: 'in_stock' | 'coming_soon' | 'sold'; car_type: 'new' | 'demo' | 'used'; price: number; images: string[] };
  strict: boolean;
  favourites: boolean;
  compare: boolean;
  garagePath: string;
}

/**
 * Spec §4/§5 Favourite and Compare: saved in local storage and shared by every island of the page;
 * hidden unless the car may be saved (a sold car keeps its button only if already saved).
 * Saving fires event 39 and a toast (spec §8 texts) with 'View List'.
 */
export default function SaveButtons({ car, strict, favourites, compare, garagePath }: Props) {
  const [saved, setSaved] = useAtom(favouritesAtom);
  const [compared, setCompared] = useAtom(compareAtom);
  const toast = useSetAtom(showToastAtom);
  // The page is rendered (and hydrated) as "not saved"; what local storage says shows once mounted.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const record: Favourite = { id: car.id, name: car.name, slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primary_image_url };
  const isSaved = ready && saved.some((f) => f.id === car.id);
  const isCompared = ready && compared.some((f) => f.id === car.id);
  return (
    <div className="save-buttons">
      {favourites && showSaveControl(car, strict, isSaved) && (
        <button type="button" className="button secondary" aria-pressed={isSaved} onClick={() => {
          const r = toggle(saved, record);
          setSaved(r.list);
          toast(favouriteToast(r.saved, car.name, garagePath));
          if (r.saved) void fetch('/api/events', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ event_id: EVENTS.saveCar, car_id: car.id }) }).catch(() => undefined);
        }}>{isSaved ? '♥ Saved' : '♡ Favourite'}<span className="visually-hidden"> {car.name}</span></button>
      )}
      {compare && showSaveControl(car, strict, isCompared) && (
        <button type="button" className="button secondary" aria-pressed={isCompared} onClick={() => {
          const r = toggle(compared, record, COMPARE_LIMIT);
          setCompared(r.list);
          toast({ title: r.saved ? 'Added to compare' : 'Removed from compare', text: `${car.name}`, action: { label: 'Compare', href: '/compare' } });
        }}>{isCompared ? '✓ Comparing' : 'Compare'}<span className="visually-hidden"> {car.name}</span></button>
      )}
    </div>
  );
}
