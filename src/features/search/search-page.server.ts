import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { InstantSearchServerState } from 'react-instantsearch';
import { getServerState } from 'react-instantsearch';
import config from 'virtual:dealer/config';

import { getSite } from '~/catalogue/site.server.ts';
import { layoutKey, pageKey } from '~/features/content/page-keys.server.ts';
import { services } from '~/services/index.server.ts';

import { itemListJsonLd } from './item-list.ts';
import type { Landing } from './landings.ts';
import type { SearchRecord } from './record.ts';
import { STRING_FACETS } from './record.ts';
import { getSearch, insertCards, makeLogos } from './search.server.ts';
import SearchApp, { type SearchAppProps } from './ui/SearchApp.tsx';

/** What a search landing's page shows: its heading, description and the island drawn from the build's first answer. */
export interface SearchPageView {
  title: string;
  description: string;
  props: SearchAppProps;
  serverState: InstantSearchServerState;
  /** Pages of results (the no-script note says only the first is in the HTML). */
  nbPages: number;
  /** The first page's cars as a schema.org ItemList (feeds.itemList), else null. */
  itemList: ReturnType<typeof itemListJsonLd> | null;
}

/** Works out a landing's page: the island's props, its first answer, and the words about it. */
export async function searchPageView(landing: Landing): Promise<SearchPageView> {
  const site = getSite();
  const search = getSearch();
  const title = `${landing.title} for Sale`;
  const { groups } = search;
  const visible = new Set(groups.map((g) => g.attribute));
  const hiddenFacets = [...STRING_FACETS, 'model'].filter(
    (f) => !visible.has(f) && f !== 'make_model',
  );
  const props: SearchAppProps = {
    indexName: config.search.indexName,
    client: services.search(),
    cacheSize: config.search.cacheSize,
    siteFilter: search.siteFilter,
    priceAscRequiresPrice: config.search.priceAscRequiresPrice,
    landing,
    groups,
    sortOptions: config.search.sortOptions,
    makeLogos: makeLogos(),
    makePreset: config.search.makeFacetPreset,
    popularMakesSplit: config.search.popularMakesSplit,
    stockCount: config.search.stockCount,
    noun: config.inventory.noun,
    card: search.card,
    now: site.now.toISOString(),
    inserts: insertCards(),
    hiddenFacets,
    askExample: search.askExample,
  };
  // The landing's first answer, as the island asks for it, worked out here with the build's own
  // engine: the page's HTML is the island drawn from it, and the browser hydrates the same.
  const serverState = await getServerState(
    createElement(SearchApp, { ...props, buildClient: search.client }),
    { renderToString },
  );
  // The build's timing of each answer means nothing to a visitor and would make the same landing's
  // HTML differ from build to build (and with it its cache key): the page carries none.
  for (const index of Object.values(serverState.initialResults))
    for (const result of index.results ?? []) result.processingTimeMS = 0;
  // The main query's answer (the helper asks it first), for the description and the no-script note.
  const first = serverState.initialResults[config.search.indexName]?.results?.[0];
  const nbHits = first?.nbHits ?? 0;
  const nbPages = first?.nbPages ?? 0;
  const description = `Browse ${nbHits.toLocaleString('en-AU')} ${landing.title.toLowerCase()} for sale at ${config.name}. Filter by make, model, price and more.`;
  const itemList = config.feeds.itemList
    ? itemListJsonLd(
        title,
        new URL(`/search/${landing.slug}`, config.url).href,
        config.url,
        (first?.hits ?? []) as unknown as SearchRecord[],
      )
    : null;
  return { title, description, props, serverState, nbPages, itemList };
}

/**
 * The search landings' pages (`nested`: the /search/{make}/{model} ones, else /search/{landing}),
 * each with its view worked out here and a cache key over the view and the layout (incremental
 * builds), so the page renders exactly what its key digests.
 */
export async function landingPaths(nested: boolean) {
  const layout = layoutKey(config, getSite());
  const paths = [];
  for (const landing of getSearch().landings) {
    if (landing.slug.includes('/') !== nested) continue;
    const view = await searchPageView(landing);
    const [make, model] = landing.slug.split('/');
    paths.push({
      params: nested ? { make, model } : { landing: landing.slug },
      props: { view },
      // The island's search client is a function of the dealer file (in the layout); its answer is the view's serverState.
      cacheKey: pageKey(layout, { ...view, props: { ...view.props, client: undefined } }),
    });
  }
  return paths;
}
