import { useMemo } from 'react';

import { lazyClient, withCache } from '~/services/search/client.ts';
import { createWorkerClient } from '~/services/search/embedded.client.ts';
import type { SearchClient, SearchClientSettings } from '~/services/search/search.ts';

import { QUERY_BY, type SearchRecord } from '../record.ts';

/**
 * The search island's client, made once: the build's own when it draws the page, else the
 * dealer's engine in the browser (the embedded index in a Web Worker, or Typesense, whose adapter
 * only Typesense sites download), behind a cache of recent answers.
 */
export function useSearchClient(
  settings: SearchClientSettings,
  cacheSize: number,
  buildClient?: SearchClient<SearchRecord>,
): SearchClient<SearchRecord> {
  return useMemo(() => {
    if (buildClient) return buildClient;
    const base =
      settings.kind === 'typesense'
        ? lazyClient(() =>
            import('~/services/search/typesense.client.ts').then((m) =>
              m.createTypesenseClient<SearchRecord>(settings, QUERY_BY),
            ),
          )
        : createWorkerClient<SearchRecord>(
            settings.indexUrl,
            () => new Worker(new URL('../search.worker.ts', import.meta.url), { type: 'module' }),
          );
    return withCache(base, cacheSize);
    // Made once: the settings are the page's and never change.
  }, []);
}
