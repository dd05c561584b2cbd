import TypesenseInstantSearchAdapter from 'typesense-instantsearch-adapter';

import type { SearchClient } from './client.ts';
import { TEXT_FIELDS } from './record.ts';

export interface TypesenseSettings {
  host: string;
  port: number;
  protocol: 'http' | 'https';
  /** The search-only key (read from the env var the dealer file names, at build). */
  apiKey: string;
}

/** Text fields Typesense searches: the record's string text fields (year is a number there). */
export const QUERY_BY = TEXT_FIELDS.filter((f) => f !== 'year').join(',');

/**
 * The Typesense path: InstantSearch requests go through typesense-instantsearch-adapter. Default
 * order is custom rank descending (spec §7); a sort index name `<collection>/sort/<field>:<dir>`
 * picks another. Caching is ours (withCache), so the adapter's own is off.
 */
export function createTypesenseClient(settings: TypesenseSettings): SearchClient {
  const adapter = new TypesenseInstantSearchAdapter({
    server: {
      apiKey: settings.apiKey,
      nodes: [{ host: settings.host, port: settings.port, protocol: settings.protocol }],
      cacheSearchResultsForSeconds: 0,
    },
    additionalSearchParameters: {
      query_by: QUERY_BY,
      sort_by: '_text_match:desc,custom_rank:desc',
      num_typos: 1,
    },
  });
  return adapter.searchClient as unknown as SearchClient;
}
