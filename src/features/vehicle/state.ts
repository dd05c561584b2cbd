import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

import { TIMINGS } from '../ui/constants.ts';

/** Spec §3 favourite record (local storage). */
export interface Favourite {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
}

export const favouritesAtom = atomWithStorage<Favourite[]>('favourites', [], undefined, {
  getOnInit: true,
});
export const compareAtom = atomWithStorage<Favourite[]>('compare', [], undefined, {
  getOnInit: true,
});
export const COMPARE_LIMIT = 4;

/** Toggles a car in a saved list; true when it is now saved. */
export function toggle(
  list: Favourite[],
  car: Favourite,
  limit = Infinity,
): { list: Favourite[]; saved: boolean } {
  if (list.some((f) => f.id === car.id))
    return { list: list.filter((f) => f.id !== car.id), saved: false };
  return { list: [...list, car].slice(-limit), saved: true };
}

export interface Toast {
  title: string;
  text: string;
  action?: { label: string; href: string };
}

/** Spec §8: one toast at a time, shown for 3000 ms. */
export const toastAtom = atom<(Toast & { id: number }) | null>(null);
let next = 0;
export const showToastAtom = atom(null, (_get, set, toast: Toast) => {
  const id = ++next;
  set(toastAtom, { ...toast, id });
  setTimeout(() => set(toastAtom, (t) => (t?.id === id ? null : t)), TIMINGS.toast);
});

/** Spec §8 watchlist toasts, with 'View List' leading to the garage. */
export function favouriteToast(saved: boolean, name: string, garagePath: string): Toast {
  return saved
    ? {
        title: 'Car Saved In Watchlist',
        text: `${name} is now available in your watchlist`,
        action: { label: 'View List', href: garagePath },
      }
    : {
        title: 'Car Removed',
        text: `${name} is no longer in your watchlist`,
        action: { label: 'View List', href: garagePath },
      };
}
