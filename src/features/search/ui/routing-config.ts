import { history } from 'instantsearch.js/es/lib/routers';
import type { UiState } from 'instantsearch.js';
import { RANGE_ATTRIBUTES } from '../groups.ts';
import { DEFAULT_LANDING, type Landing, TYPE_LANDINGS } from '../landings.ts';
import { type RouteState, stateToUrl, urlToState, withoutPageIfFiltersChanged } from '../routing.ts';

/** InstantSearch routing: the URL ⇄ state mapping of routing.ts, with browser history for back and forward. */
export function searchRouting(indexName: string, landing: Landing) {
  const known = (slug: string) => (slug === landing.slug ? landing : slug === DEFAULT_LANDING ? TYPE_LANDINGS[0] : undefined);
  let previous: RouteState = { refinements: {}, ranges: {} };
  return {
    router: history<RouteState>({
      cleanUrlOnDispose: false,
      writeDelay: 400,
      createURL: ({ routeState }) => stateToUrl(routeState, landing, RANGE_ATTRIBUTES),
      parseURL: ({ location }) => urlToState(new URL(location.href), known, RANGE_ATTRIBUTES),
    }),
    stateMapping: {
      stateToRoute(uiState: UiState): RouteState {
        const s = uiState[indexName] ?? {};
        const route: RouteState = {
          refinements: Object.fromEntries(Object.entries(s.refinementList ?? {}).filter(([, v]) => v.length)),
          ranges: Object.fromEntries(Object.entries(s.range ?? {}).filter(([, v]) => v && v !== ':')) as Record<string, string>,
        };
        if (s.query) route.query = s.query;
        if (s.page && s.page > 1) route.page = s.page;
        const sort = s.sortBy?.split('/sort/')[1];
        if (sort) route.sortBy = sort;
        previous = withoutPageIfFiltersChanged(previous, route);
        return previous;
      },
      routeToState(route: RouteState): UiState {
        previous = route;
        return {
          [indexName]: {
            ...(route.query ? { query: route.query } : {}),
            ...(route.page ? { page: route.page } : {}),
            ...(route.sortBy ? { sortBy: `${indexName}/sort/${route.sortBy}` } : {}),
            refinementList: route.refinements,
            range: route.ranges,
          },
        };
      },
    },
  };
}
