import { atomWithStorage } from 'jotai/utils';

import type { Favourite } from './saved.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** Spec Entities: the watchlist and the compare list, kept in the browser's local storage. */
export const favouritesAtom = atomWithStorage<Favourite[]>(STORAGE_KEYS.favourites, [], undefined, {
  getOnInit: true,
});
export const compareAtom = atomWithStorage<Favourite[]>('compare', [], undefined, {
  getOnInit: true,
});
