import type { Router, UiState } from 'instantsearch.js';

import { typeSlug } from '~/features/content/links.ts';

import { RANGE_ATTRIBUTES } from '../groups.ts';
import type { Landing } from '../landings.ts';
import {
  type RouteState,
  sameRoute,
  stateToUrl,
  urlToState,
  withoutPageIfFiltersChanged,
} from '../routing.ts';
import { sortIndexName, sortOfIndexName } from '../sort-index.ts';

/**
 * InstantSearch routing: the URL ⇄ state mapping of routing.ts, with browser history for back and
 * forward. The build renders the landing itself (no query string), and the page hydrates that same
 * state, so the first read is always the landing's; `urlState()` is what the address asks for, to
 * be applied once the island is live (a shared link, a reload after filtering).
 */
export function searchRouting(indexName: string, landing: Landing, plural: string) {
  // The all-stock landing refines nothing, as an address the page does not know.
  const home = typeSlug('all', plural);
  const known = (slug: string) => (slug === landing.slug ? landing : undefined);
  const fromUrl = (href: string) => urlToState(new URL(href), known, RANGE_ATTRIBUTES);
  const landingRoute = () => fromUrl(`https://localhost/search/${landing.slug}`);
  let previous: RouteState = { refinements: {}, ranges: {} };
  const mapping = {
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
      // The state the address already asks for (a shared link applied once the island is live)
      // keeps its page; otherwise a change of filters, text or sort goes back to page 1.
      const address = typeof window === 'undefined' ? undefined : fromUrl(window.location.href);
      previous =
        address && sameRoute(address, route) ? route : withoutPageIfFiltersChanged(previous, route);
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
  };
  return {
    router: browserRouter(
      (route) => stateToUrl(route, landing, RANGE_ATTRIBUTES, home),
      fromUrl,
      landingRoute,
    ),
    stateMapping: mapping,
    /** The state the address asks for, or null when it is the landing's own. */
    urlState(): UiState | null {
      const route = fromUrl(window.location.href);
      return JSON.stringify(route) === JSON.stringify(landingRoute())
        ? null
        : mapping.routeToState(route);
    },
  };
}

/** Spec Constants pause before a change becomes a history entry, so a slider drag is one entry. */
const WRITE_DELAY = 400;

/**
 * Browser history for the search state. A change becomes a new history entry after a 400 ms
 * pause; back and forward restore the state from the URL; the state InstantSearch settles on
 * right after back or forward replaces the entry instead of adding one (so back keeps working).
 */
export function browserRouter(
  toUrl: (route: RouteState) => string,
  fromUrl: (href: string) => RouteState,
  firstRead: () => RouteState = () => fromUrl(window.location.href),
): Router<RouteState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastPop = 0;
  let listener: (() => void) | undefined;
  let reads = 0;
  const absolute = (path: string) => new URL(path, window.location.origin).href;
  return {
    $$type: 'dealer.browser',
    // The first read is also made by the build (no window there), so it comes from firstRead.
    read: () => (reads++ === 0 ? firstRead() : fromUrl(window.location.href)),
    // Paths, not absolute URLs: the build writes these links too, and it has no origin.
    createURL: (route) => toUrl(route),
    write(route) {
      if (typeof window === 'undefined') return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const url = absolute(toUrl(route));
        if (url === window.location.href) return;
        if (Date.now() - lastPop < WRITE_DELAY + 200) window.history.replaceState(route, '', url);
        else window.history.pushState(route, '', url);
      }, WRITE_DELAY);
    },
    onUpdate(callback) {
      if (typeof window === 'undefined') return;
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
