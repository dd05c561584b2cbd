import type { SearchRequest, SearchResult } from './engine/types.ts';
import type { SearchRecord } from './record.ts';

/** What InstantSearch calls: both the embedded and the Typesense client have this shape. */
export interface SearchClient {
  search(requests: readonly SearchRequest[]): Promise<{ results: SearchResult<SearchRecord>[] }>;
}

/**
 * Spec §7: results cached in memory by refinement key (the requests themselves), the oldest
 * dropped when the cache is full. A failed search is not cached.
 */
export function withCache(
  client: SearchClient,
  size: number,
): SearchClient & { readonly cached: number } {
  const cache = new Map<string, Promise<{ results: SearchResult<SearchRecord>[] }>>();
  return {
    get cached() {
      return cache.size;
    },
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

/** A client made on first use, so a code path (and its bundle) loads only when it is needed. */
export function lazyClient(make: () => Promise<SearchClient>): SearchClient {
  let client: Promise<SearchClient> | undefined;
  return {
    search(requests) {
      client ??= make();
      return client.then((c) => c.search(requests));
    },
  };
}
