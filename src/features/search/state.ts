import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** Spec §3: search history keeps at most 5 entries, newest first. */
export const SEARCH_HISTORY_LIMIT = 5;

export function addToHistory(history: string[], query: string): string[] {
  const q = query.trim();
  if (!q) return history;
  return [q, ...history.filter((h) => h.toLowerCase() !== q.toLowerCase())].slice(
    0,
    SEARCH_HISTORY_LIMIT,
  );
}

export const searchHistoryAtom = atomWithStorage<string[]>('search-history', []);
export const rememberSearchAtom = atom(null, (get, set, query: string) =>
  set(searchHistoryAtom, addToHistory(get(searchHistoryAtom), query)),
);

/** Spec §4: filter groups collapse and expand, and remember it. Stored: attribute → open. */
export const openGroupsAtom = atomWithStorage<Record<string, boolean>>('search-filter-groups', {});
