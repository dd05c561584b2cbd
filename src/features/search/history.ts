/** Spec Entities: search history keeps at most 5 entries, newest first. */
export const SEARCH_HISTORY_LIMIT = 5;

export function addToHistory(history: string[], query: string): string[] {
  const q = query.trim();
  if (!q) return history;
  return [q, ...history.filter((h) => h.toLowerCase() !== q.toLowerCase())].slice(
    0,
    SEARCH_HISTORY_LIMIT,
  );
}
