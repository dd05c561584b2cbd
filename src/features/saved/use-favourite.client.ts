import { useAtom, useSetAtom } from 'jotai';

import { showToastAtom } from '~/components/toast.ts';
import { EVENTS } from '~/features/analytics/events.ts';
import { sendEvent } from '~/features/analytics/send.client.ts';

import { type Favourite, favouriteToast, toggle } from './saved.ts';
import { favouritesAtom } from './state.client.ts';

/**
 * Spec §4 Favourite, wherever it is pressed (vehicle page, result card): whether the car is saved,
 * and a toggle that saves or removes it, shows the watchlist toast and sends event 39 on saving.
 */
export function useFavourite(
  car: Favourite,
  garagePath: string,
): { saved: boolean; toggleSaved: () => void } {
  const [list, setList] = useAtom(favouritesAtom);
  const toast = useSetAtom(showToastAtom);
  return {
    saved: list.some((f) => f.id === car.id),
    toggleSaved: () => {
      const r = toggle(list, car);
      setList(r.list);
      toast(favouriteToast(r.saved, car.name, garagePath));
      if (r.saved) void sendEvent({ event_id: EVENTS.saveCar, car_id: car.id });
    },
  };
}
