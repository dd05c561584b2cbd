import type { APIRoute, GetStaticPaths } from 'astro';
import config from 'virtual:dealer/config';

import { encodeIndex } from '~/features/search/engine/codec.ts';
import { getSearch } from '~/features/search/search.server.ts';

/** The embedded search index (only for dealers searching in the browser; Typesense dealers have none). */
export const getStaticPaths = (() =>
  config.search.provider === 'embedded'
    ? [{ params: { searchIndex: 'search-index' } }]
    : []) satisfies GetStaticPaths;

export const GET: APIRoute = () => Response.json(encodeIndex(getSearch().records));
