import { useAtom, useSetAtom } from 'jotai';

import { showToastAtom } from '~/components/toast.ts';
import { EVENTS } from '~/features/analytics/events.ts';
import { sendEvent } from '~/features/analytics/send.client.ts';

import { type Favourite, favouriteToast, toggle } from './saved.ts';
import { favouritesAtom } from './state.client.ts';

/** Where saved cars are kept: this browser only, or the signed-in user's server watchlist. */
export interface SaveTarget {
  garagePath: string;
  /** The dealer has sign-in on (features.authentication.enabled): saving uses the watchlist. */
  watchlist: boolean;
}

/**
 * Spec §4 Favourite, wherever it is pressed (vehicle page, result card): whether the car is saved,
 * and a toggle that saves or removes it, shows the watchlist toast and sends event 39 on saving.
 * With sign-in on, a signed-out visitor goes to sign in (the car is saved once they have); for a
 * signed-in one the list changes at once, then the server is told, and a refusal puts it back and
 * says why (spec §7: an alert with the error message).
 */
export function useFavourite(
  car: Favourite,
  target: SaveTarget,
): { saved: boolean; toggleSaved: () => void } {
  const [list, setList] = useAtom(favouritesAtom);
  const toast = useSetAtom(showToastAtom);
  return {
    saved: list.some((f) => f.id === car.id),
    toggleSaved: () => {
      const account = target.watchlist ? import('./watchlist.client.ts') : null;
      if (account && !localStorage.getItem('account')) {
        void account.then((a) => a.signInToSave(car));
        return;
      }
      const r = toggle(list, car);
      setList(r.list);
      toast(favouriteToast(r.saved, car.name, target.garagePath));
      if (r.saved) void sendEvent({ event_id: EVENTS.saveCar, car_id: car.id });
      void account?.then(async (a) => {
        const done = await a.syncWatchlist(r.saved, car.id);
        if (done.ok) return;
        setList((now) => (r.saved ? now.filter((f) => f.id !== car.id) : [...now, car]));
        alert(done.error);
      });
    },
  };
}
