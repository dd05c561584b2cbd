import type { Landing, Refinements } from './landings.ts';

/** The search state the URL carries (spec Screens, States): query, page, sort, one parameter per facet. */
export interface RouteState {
  query?: string;
  /** 1-based. */
  page?: number;
  /** A sort option value from the dealer file, e.g. 'price:asc'; absent for the default order. */
  sortBy?: string;
  refinements: Refinements;
  /** Numeric ranges as 'min:max' (either side may be empty). */
  ranges: Record<string, string>;
}

/** A numeric range; either bound may be missing. */
export interface NumericRange {
  min?: number;
  max?: number;
}

/** A range as the URL and the search state carry it: 'min:max', either side may be empty. */
export const rangeParam = (r: NumericRange): string => `${r.min ?? ''}:${r.max ?? ''}`;

/** A 'min:max' range read back; an empty side is no bound. */
export function parseRangeParam(value: string): NumericRange {
  const [min, max] = value.split(':');
  const range: NumericRange = {};
  if (min) range.min = Number(min);
  if (max) range.max = Number(max);
  return range;
}

const RESERVED = new Set(['query', 'page', 'sortBy']);
const sameValues = (a: string[] = [], b: string[] = []) =>
  a.length === b.length && a.every((v) => b.includes(v));

/**
 * URL for a state, seen from a landing. The landing's path is kept while its own refinements are
 * all still chosen (they are then not repeated in the query string); otherwise the URL falls back
 * to the default search (`home`, the all-stock landing's slug) with every refinement in the query
 * string.
 */
export function stateToUrl(
  state: RouteState,
  landing: Landing,
  rangeAttributes: readonly string[],
  home: string,
): string {
  const keepsLanding = Object.entries(landing.refinements).every(([facet, values]) =>
    sameValues(values, state.refinements[facet]),
  );
  const path = `/search/${keepsLanding ? landing.slug : home}`;
  const q = new URLSearchParams();
  if (state.query?.trim()) q.set('query', state.query.trim());
  if (state.sortBy) q.set('sortBy', state.sortBy);
  for (const facet of Object.keys(state.refinements).sort()) {
    if (keepsLanding && landing.refinements[facet]) continue;
    for (const value of state.refinements[facet] ?? []) q.append(facet, value);
  }
  for (const attr of rangeAttributes) if (state.ranges[attr]) q.set(attr, state.ranges[attr]!);
  if (state.page && state.page > 1) q.set('page', String(state.page));
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

/** State from a URL; `landingFor` resolves the path's landing (an unknown path refines nothing, as the default search). */
export function urlToState(
  url: URL,
  landingFor: (slug: string) => Landing | undefined,
  rangeAttributes: readonly string[],
): RouteState {
  const slug = decodeURIComponent(url.pathname.replace(/^\/search\/?/, '').replace(/\/$/, ''));
  const landing = landingFor(slug);
  const refinements: Refinements = {};
  for (const [facet, values] of Object.entries(landing?.refinements ?? {}))
    refinements[facet] = [...values];
  const ranges: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    // An empty value is a form's 'Any' choice (the home quick search): no refinement.
    if (RESERVED.has(key) || value === '') continue;
    if (rangeAttributes.includes(key)) {
      if (/^-?\d*(\.\d+)?:-?\d*(\.\d+)?$/.test(value)) ranges[key] = value;
      continue;
    }
    if (!/^[a-z_]+$/.test(key)) continue;
    const list = (refinements[key] ??= []);
    if (!list.includes(value)) list.push(value);
  }
  const page = Number(url.searchParams.get('page'));
  const state: RouteState = { refinements, ranges };
  const query = url.searchParams.get('query');
  if (query) state.query = query;
  if (Number.isInteger(page) && page > 1) state.page = page;
  const sortBy = url.searchParams.get('sortBy');
  if (sortBy) state.sortBy = sortBy;
  return state;
}

const filtersKey = (s: RouteState) =>
  JSON.stringify([s.query ?? '', s.sortBy ?? '', s.refinements, s.ranges]);

/** Whether two routes ask for the same results (same filters, text, sort and page). */
export function sameRoute(a: RouteState, b: RouteState): boolean {
  return filtersKey(a) === filtersKey(b) && (a.page ?? 1) === (b.page ?? 1);
}

/** Spec States: changing any filter or the query removes the page. */
export function withoutPageIfFiltersChanged(before: RouteState, after: RouteState): RouteState {
  if (filtersKey(before) === filtersKey(after) || !after.page) return after;
  const { page: _page, ...rest } = after;
  return rest;
}
