/**
 * Search (src/services/search/): the client InstantSearch calls, answered by the embedded engine
 * in a Web Worker (the default) or by a Typesense server, and how a page says which to use.
 */
import type { SearchRequest, SearchResult } from './types.ts';

/** What InstantSearch calls: both the embedded and the Typesense client have this shape. */
export interface SearchClient<T = Record<string, unknown>> {
  search(requests: readonly SearchRequest[]): Promise<{ results: SearchResult<T>[] }>;
  /**
   * Gets ready for the first search without making one: the embedded worker loads its index, the
   * Typesense adapter downloads. A page calls it when the visitor has started using the search.
   */
  warm?(): void;
}

/** A Typesense server and its search-only key. */
export interface TypesenseSettings {
  host: string;
  port: number;
  protocol: 'http' | 'https';
  /** The search-only key (the env var the dealer file names, read at build). */
  apiKey: string;
}

/** Which client a search page builds in the browser: the embedded index, or Typesense. */
export type SearchClientSettings =
  { kind: 'embedded'; indexUrl: string } | ({ kind: 'typesense' } & TypesenseSettings);
