import TypesenseInstantSearchAdapter from 'typesense-instantsearch-adapter';

import type { SearchClient, TypesenseSettings } from './search.ts';

/**
 * As the embedded engine reads text: a stock number, year or model code one digit off is another
 * car, so a query token with a digit takes no typo. Both are documented Typesense search
 * parameters that typesense-js 3.1's types do not list.
 */
const NO_TYPOS_WITH_DIGITS = {
  enable_typos_for_numerical_tokens: false,
  enable_typos_for_alpha_numerical_tokens: false,
};

/**
 * The Typesense path: InstantSearch requests go through typesense-instantsearch-adapter, searching
 * the `queryBy` fields. Default order is custom rank descending (spec Calls); a sort index name
 * `<collection>/sort/<field>:<dir>` picks another. Caching is ours (withCache), so the adapter's
 * own is off.
 */
export function createTypesenseClient<T>(
  settings: TypesenseSettings,
  queryBy: string,
): SearchClient<T> {
  const adapter = new TypesenseInstantSearchAdapter({
    server: {
      apiKey: settings.apiKey,
      nodes: [{ host: settings.host, port: settings.port, protocol: settings.protocol }],
      cacheSearchResultsForSeconds: 0,
    },
    additionalSearchParameters: {
      query_by: queryBy,
      sort_by: '_text_match:desc,custom_rank:desc',
      num_typos: 1,
      ...NO_TYPOS_WITH_DIGITS,
    },
  });
  return adapter.searchClient as unknown as SearchClient<T>;
}
