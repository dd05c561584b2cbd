import type { IndexUiState, SearchClient as InstantSearchClient, UiState } from 'instantsearch.js';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  InstantSearch,
  type InstantSearchServerState,
  InstantSearchSSRProvider,
} from 'react-instantsearch';

import { buttonClass } from '~/components/button.ts';
import Toaster from '~/components/Toaster.tsx';
import type { SearchClient, SearchClientSettings } from '~/services/search/search.ts';

import type { AskableState } from '../ask/apply.ts';
import type { Asked } from '../ask/parse.ts';
import type { CardSettings } from '../card.ts';
import { type FilterGroup as Group, RANGE_ATTRIBUTES, RANGE_UNITS } from '../groups.ts';
import type { Landing } from '../landings.ts';
import type { SearchRecord } from '../record.ts';
import { sortIndexName } from '../sort-index.ts';
import { AskAdvice } from './AskAdvice.tsx';
import { CurrentFilters } from './CurrentFilters.tsx';
import { FiltersSheet } from './FiltersSheet.tsx';
import { MakeSelect } from './MakeSelect.tsx';
import { PaginationNav } from './PaginationNav.tsx';
import { ResultCount } from './ResultCount.tsx';
import { type Inserts, Results } from './Results.tsx';
import { searchRouting } from './routing-config.client.ts';
import { SearchBox } from './SearchBox.tsx';
import { ApplyState, budgetOf, SiteFilters } from './SearchState.tsx';
import { SortSelect } from './SortSelect.tsx';
import { useFilterSheet } from './use-filter-sheet.client.ts';
import { useSearchClient } from './use-search-client.client.ts';
import { VirtualFilters } from './VirtualFilters.tsx';

export interface SearchAppProps {
  indexName: string;
  client: SearchClientSettings;
  cacheSize: number;
  siteFilter: string;
  priceAscRequiresPrice: boolean;
  landing: Landing;
  groups: Group[];
  sortOptions: { value: string; label: string }[];
  makeLogos: Record<string, string>;
  makePreset: string[];
  popularMakesSplit: number | null;
  stockCount: number | null;
  /** What the dealer sells ('car'/'cars', 'caravan'/'caravans'), for counts. */
  noun: { singular: string; plural: string };
  card: CardSettings;
  now: string;
  /**
   * The landing's first answer, worked out by the build (getServerState): the page's HTML is this
   * island drawn from it, and the browser hydrates the same, so nothing moves when it goes live.
   */
  serverState?: InstantSearchServerState;
  /** The build's own search client, for getServerState only (never sent to the browser). */
  buildClient?: SearchClient<SearchRecord>;
  inserts: Inserts | null;
  /** Facets a URL may refine that have no visible list. */
  hiddenFacets: string[];
  /** A phrase this dealer's stock answers, the search box's hint. */
  askExample: string;
}

/**
 * The search island (spec Screens search page): filters, text search, sort, results and pages, state in
 * the URL. The build renders it from the landing's first answer (`serverState`) and the page
 * hydrates it when the visitor turns to it (`client:interact`), so the HTML is the page.
 */
export default function SearchApp(props: SearchAppProps) {
  const client = useSearchClient(props.client, props.cacheSize, props.buildClient);
  const routing = useMemo(
    () => searchRouting(props.indexName, props.landing, props.noun.plural),
    [],
  );
  // Only facets the landing (or, once live, the URL) refines need a hidden widget; each one adds
  // work to every search.
  const [hiddenInUse, setHiddenInUse] = useState(() =>
    props.hiddenFacets.filter((f) => props.landing.refinements[f]),
  );
  // Ranges with no slider (seats, towing, berths, ATM, or a range whose group the dealer's stock
  // leaves out) get a hidden widget when a phrase or the URL sets them.
  const sliders = props.groups.flatMap((g) => (g.kind === 'range' ? [g.attribute as string] : []));
  const [rangesInUse, setRangesInUse] = useState<string[]>([]);
  const [fromUrl, setFromUrl] = useState<UiState | null>(null);
  const mountFor = (state: IndexUiState) => {
    const refined = state.refinementList ?? {};
    const ranged = Object.keys(state.range ?? {});
    setHiddenInUse((had) => [
      ...new Set([...had, ...props.hiddenFacets.filter((f) => refined[f]?.length)]),
    ]);
    setRangesInUse((had) => [
      ...new Set([
        ...had,
        ...RANGE_ATTRIBUTES.filter((a) => ranged.includes(a) && !sliders.includes(a)),
      ]),
    ]);
  };
  useEffect(() => {
    const state = routing.urlState();
    if (!state) return;
    mountFor(state[props.indexName] ?? {});
    setFromUrl(state);
  }, []);
  // The last typed phrase that set filters, for the advice when they find nothing.
  const [asked, setAsked] = useState<Asked | null>(null);
  const applyState = (state: AskableState) => {
    mountFor(state as IndexUiState);
    setFromUrl({ [props.indexName]: state as IndexUiState });
  };
  const sheet = useFilterSheet();
  const sortItems = props.sortOptions.map((o) => ({
    label: o.label,
    value: sortIndexName(props.indexName, o.value),
  }));
  const labels = Object.fromEntries(
    props.groups
      .filter((g) => g.kind === 'list' && g.labels)
      .map((g) => [g.attribute, (g as { labels: Record<string, string> }).labels]),
  );
  const now = new Date(props.now);
  // Tells the client:use directive the island is hydrated, so it gives back what the visitor did
  // before (use-directive.client.ts LIVE_EVENT).
  const layout = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Opened or closed while React was hydrating: catch up (no change, no render).
    sheet.catchUp();
    // The visitor has started using the search: the first filter they choose should not also
    // wait for the engine to load.
    client.warm?.();
    layout.current?.closest('astro-island')?.dispatchEvent(new Event('island:live'));
  }, []);

  return (
    <JotaiProvider>
      <InstantSearchSSRProvider {...props.serverState}>
        <InstantSearch
          // A cast to InstantSearch's own client type, checked for overlap: it types a client's
          // search as generic in its hits (search<T>() answers SearchResponses<T> for any T the
          // caller names), which no client that returns real records can be. Ours answers the
          // subset of the Algolia shapes the engine serves (services/search/types.ts).
          searchClient={client as InstantSearchClient}
          indexName={props.indexName}
          routing={routing}
          future={{ preserveSharedStateOnUnmount: true }}
          insights={false}
        >
          <SiteFilters
            siteFilter={props.siteFilter}
            priceAscRequiresPrice={props.priceAscRequiresPrice}
          />
          <VirtualFilters attributes={hiddenInUse} ranges={rangesInUse} />
          {fromUrl && <ApplyState state={fromUrl} />}
          <div className="search-layout" ref={layout}>
            <div className="search-header">
              <SearchBox
                indexName={props.indexName}
                example={props.askExample}
                onAsk={(state, phrase) => {
                  setAsked(phrase);
                  applyState(state);
                }}
              />
              <div className="search-tools">
                <ResultCount
                  stockCount={props.stockCount}
                  noun={props.noun}
                  priceAscRequiresPrice={props.priceAscRequiresPrice}
                />
                <MakeSelect split={props.popularMakesSplit} />
                <SortSelect items={sortItems} />
                <button
                  ref={sheet.toggleRef}
                  type="button"
                  className={buttonClass({ variant: 'secondary', className: 'filters-toggle' })}
                  aria-expanded={sheet.open}
                  aria-controls="search-filters"
                  onClick={() => sheet.setOpen(!sheet.open)}
                >
                  Filters
                </button>
              </div>
              <CurrentFilters labels={labels} units={RANGE_UNITS} budget={budgetOf(asked)} />
              <AskAdvice
                asked={asked}
                client={client}
                indexName={props.indexName}
                siteFilter={props.siteFilter}
                priceAscRequiresPrice={props.priceAscRequiresPrice}
                noun={props.noun}
                onDrop={applyState}
              />
            </div>
            <FiltersSheet
              sheet={sheet}
              groups={props.groups}
              makeLogos={props.makeLogos}
              makePreset={props.makePreset}
              stockCount={props.stockCount}
              noun={props.noun}
            />
            <section id="search-results" className="results-col" aria-label="Results">
              <h2 className="visually-hidden">Results</h2>
              <Results
                settings={props.card}
                now={now}
                inserts={props.inserts}
                plural={props.noun.plural}
              />
              <PaginationNav />
            </section>
          </div>
        </InstantSearch>
      </InstantSearchSSRProvider>
      <Toaster />
    </JotaiProvider>
  );
}
