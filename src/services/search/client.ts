import type { SearchClient } from './search.ts';
import type { SearchResult } from './types.ts';

/**
 * Spec Calls: results cached in memory by refinement key (the requests themselves), the oldest
 * dropped when the cache is full. A failed search is not cached.
 */
export function withCache<T>(
  client: SearchClient<T>,
  size: number,
): SearchClient<T> & { readonly cached: number } {
  const cache = new Map<string, Promise<{ results: SearchResult<T>[] }>>();
  return {
    get cached() {
      return cache.size;
    },
    warm: () => client.warm?.(),
    search(requests) {
      const key = JSON.stringify(requests);
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const pending = client.search(requests);
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
      while (cache.size > size) cache.delete(cache.keys().next().value!);
      return pending;
    },
  };
}

/**
 * A client made on first use, so a code path (and its bundle) loads only when it is needed. If
 * making it fails (offline), the next use tries again.
 */
export function lazyClient<T>(make: () => Promise<SearchClient<T>>): SearchClient<T> {
  let client: Promise<SearchClient<T>> | undefined;
  const get = () =>
    (client ??= make().catch((error: unknown) => {
      client = undefined;
      throw error;
    }));
  return {
    warm() {
      get().then(
        (c) => c.warm?.(),
        () => {},
      );
    },
    search: (requests) => get().then((c) => c.search(requests)),
  };
}
