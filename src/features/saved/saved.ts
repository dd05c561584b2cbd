import type { Toast } from '~/components/toast.ts';

/** Spec Entities favourite record (local storage). */
export interface Favourite {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
}

export const COMPARE_LIMIT = 4;

/** Where a saved car's toast leads ('View List'), and what the dealer calls a car ('Car', 'Caravan'). */
export interface SaveTarget {
  garagePath: string;
  noun: string;
}

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

/**
 * Spec Errors watchlist toasts, with 'View List' leading to the garage. The spec's 'Car Saved In
 * Watchlist' names the dealer's stock by its noun (dealer file `inventory.noun.singular`): a
 * caravan yard's reads 'Caravan Saved In Watchlist'.
 */
export function favouriteToast(
  saved: boolean,
  name: string,
  { garagePath, noun }: SaveTarget,
): Toast {
  return {
    title: `${noun} ${saved ? 'Saved In Watchlist' : 'Removed'}`,
    text: `${name} is ${saved ? 'now available in' : 'no longer in'} your watchlist`,
    action: { label: 'View List', href: garagePath },
  };
}
