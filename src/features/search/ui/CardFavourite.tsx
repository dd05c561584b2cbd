import { useAtom, useSetAtom } from 'jotai';
import { EVENTS } from '../../analytics/events.ts';
import { favouriteToast, favouritesAtom, showToastAtom, toggle } from '../../vehicle/state.ts';
import type { CardSave } from '../card.ts';

/** Spec §4 Favourite on a result card: the same record, toast and event 39 as on the vehicle page. */
export function CardFavourite({ save, garagePath }: { save: CardSave; garagePath: string }) {
  const [saved, setSaved] = useAtom(favouritesAtom);
  const toast = useSetAtom(showToastAtom);
  const isSaved = saved.some((f) => f.id === save.id);
  return (
    <button type="button" className="link-button card-favourite" aria-pressed={isSaved} onClick={() => {
      const r = toggle(saved, save);
      setSaved(r.list);
      toast(favouriteToast(r.saved, save.name, garagePath));
      if (r.saved) void fetch('/api/events', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ event_id: EVENTS.saveCar, car_id: save.id }) }).catch(() => undefined);
    }}>{isSaved ? '♥ Saved' : '♡ Favourite'}<span className="visually-hidden"> {save.name}</span></button>
  );
}
