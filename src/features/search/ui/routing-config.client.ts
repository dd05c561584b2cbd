import type { Router, UiState } from 'instantsearch.js';

import { RANGE_ATTRIBUTES } from '../groups.ts';
import { DEFAULT_LANDING, type Landing, typeLandings } from '../landings.ts';
import {
  type RouteState,
  stateToUrl,
  urlToState,
  withoutPageIfFiltersChanged,
} from '../routing.ts';
import { sortIndexName, sortOfIndexName } from '../sort-index.ts';

/** InstantSearch routing: the URL ⇄ state mapping of routing.ts, with browser history for back and forward. */
export function searchRouting(indexName: string, landing: Landing) {
  const known = (slug: string) =>
    slug === landing.slug ? landing : slug === DEFAULT_LANDING ? typeLandings()[0] : undefined;
  let previous: RouteState = { refinements: {}, ranges: {} };
  return {
    router: browserRouter(
      (route) => stateToUrl(route, landing, RANGE_ATTRIBUTES),
      (href) => urlToState(new URL(href), known, RANGE_ATTRIBUTES),
    ),
    stateMapping: {
      stateToRoute(uiState: UiState): RouteState {
        const s = uiState[indexName] ?? {};
        const route: RouteState = {
          refinements: Object.fromEntries(
            Object.entries(s.refinementList ?? {}).filter(([, v]) => v.length),
          ),
          ranges: Object.fromEntries(
            Object.entries(s.range ?? {}).filter(([, v]) => v && v !== ':'),
          ) as Record<string, string>,
        };
        if (s.query) route.query = s.query;
        if (s.page && s.page > 1) route.page = s.page;
        const sort = sortOfIndexName(s.sortBy);
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
            ...(route.sortBy ? { sortBy: sortIndexName(indexName, route.sortBy) } : {}),
            refinementList: route.refinements,
            range: route.ranges,
          },
        };
      },
    },
  };
}

/** Spec §9 pause before a change becomes a history entry, so a slider drag is one entry. */
const WRITE_DELAY = 400;

/**
 * Browser history for the search state. A change becomes a new history entry after a 400 ms
 * pause; back and forward restore the state from the URL; the state InstantSearch settles on
 * right after back or forward replaces the entry instead of adding one (so back keeps working).
 */
export function browserRouter(
  toUrl: (route: RouteState) => string,
  fromUrl: (href: string) => RouteState,
): Router<RouteState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastPop = 0;
  let listener: (() => void) | undefined;
  const absolute = (path: string) => new URL(path, window.location.origin).href;
  return {
    $$type: 'dealer.browser',
    read: () => fromUrl(window.location.href),
    createURL: (route) => absolute(toUrl(route)),
    write(route) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const url = absolute(toUrl(route));
        if (url === window.location.href) return;
        if (Date.now() - lastPop < WRITE_DELAY + 200) window.history.replaceState(route, '', url);
        else window.history.pushState(route, '', url);
      }, WRITE_DELAY);
    },
    onUpdate(callback) {
      listener = () => {
        clearTimeout(timer);
        lastPop = Date.now();
        callback(fromUrl(window.location.href));
      };
      window.addEventListener('popstate', listener);
    },
    dispose() {
      clearTimeout(timer);
      if (listener) window.removeEventListener('popstate', listener);
    },
  };
}
