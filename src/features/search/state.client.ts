import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

import { addToHistory } from './history.ts';

export const searchHistoryAtom = atomWithStorage<string[]>('search-history', []);
export const rememberSearchAtom = atom(null, (get, set, query: string) =>
  set(searchHistoryAtom, addToHistory(get(searchHistoryAtom), query)),
);

/** Spec States: filter groups collapse and expand, and remember it. Stored: attribute → open. */
export const openGroupsAtom = atomWithStorage<Record<string, boolean>>('search-filter-groups', {});
