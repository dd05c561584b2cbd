import type { DealerConfig } from '~/config/schema/index.ts';

import { ServiceConfigError } from '../config-error.ts';
import type { ReadEnv } from '../env.ts';
import type { SearchClientSettings } from './search.ts';

/**
 * The search a dealer's pages run in the browser (`search.provider`): the embedded index the
 * build writes, or the Typesense server with the search-only key from the env var the dealer file
 * names (read at build and baked into the page, as Typesense intends for search-only keys).
 */
export function searchClientSettings(
  config: Pick<DealerConfig, 'slug' | 'search'>,
  env: ReadEnv,
): SearchClientSettings {
  const { search } = config;
  if (search.provider !== 'typesense' || !search.host)
    return { kind: 'embedded', indexUrl: '/search-index.json' };
  const apiKey = env(search.searchKeyEnv);
  if (!apiKey)
    throw new ServiceConfigError(
      `dealers/${config.slug}.json: search.searchKeyEnv: set ${search.searchKeyEnv} to the Typesense search-only key`,
    );
  return { kind: 'typesense', ...search.host, apiKey };
}
