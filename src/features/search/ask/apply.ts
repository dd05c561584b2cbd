import { parseRangeParam, rangeParam } from '../routing.ts';
import { sortIndexName } from '../sort-index.ts';
import type { Asked, AskRange } from './parse.ts';

/** The part of InstantSearch's index state a phrase changes. */
export interface AskableState {
  query?: string;
  page?: number;
  sortBy?: string;
  refinementList?: Record<string, string[]>;
  range?: Record<string, string>;
}

/** What the last phrase put into the state, so the next one replaces it and nothing else. */
export interface Applied {
  lists: Record<string, string[]>;
  ranges: string[];
  sortBy: string;
}

const isRange = (v: string[] | AskRange): v is AskRange => !Array.isArray(v);

/**
 * The search state after a phrase: the filters the previous phrase added are taken out (the buyer
 * is still typing the same phrase), the new phrase's facet values and ranges go in beside the
 * ones the buyer chose in the filters, its leftover words become the text query, its sort word
 * the sort, and the page goes back to the first.
 */
export function applyAsked(
  state: AskableState,
  asked: Asked,
  previous: Applied | null,
  indexName: string,
): { state: AskableState; applied: Applied } {
  const lists: Record<string, string[]> = {};
  for (const [facet, values] of Object.entries(state.refinementList ?? {}))
    lists[facet] = values.filter((v) => !previous?.lists[facet]?.includes(v));
  const ranges: Record<string, string> = { ...state.range };
  for (const attr of previous?.ranges ?? []) delete ranges[attr];
  const applied: Applied = { lists: {}, ranges: [], sortBy: asked.sortBy };
  for (const [facet, v] of Object.entries(asked.filters)) {
    if (isRange(v)) {
      ranges[facet] = rangeParam(v);
      applied.ranges.push(facet);
    } else {
      const had = lists[facet] ?? [];
      applied.lists[facet] = v.filter((value) => !had.includes(value));
      lists[facet] = [...had, ...applied.lists[facet]];
    }
  }
  const { page: _page, sortBy: currentSort, ...rest } = state;
  const ownSort = previous?.sortBy ? sortIndexName(indexName, previous.sortBy) : undefined;
  const sortBy = asked.sortBy
    ? sortIndexName(indexName, asked.sortBy)
    : currentSort === ownSort
      ? undefined
      : currentSort;
  const next: AskableState = {
    ...rest,
    query: asked.query,
    refinementList: Object.fromEntries(Object.entries(lists).filter(([, v]) => v.length)),
    range: ranges,
  };
  if (sortBy) next.sortBy = sortBy;
  return { state: next, applied };
}

/** Whether a phrase names anything beyond text (a filter or a sort). */
export const asksForMore = (asked: Asked) =>
  Object.keys(asked.filters).length > 0 || asked.sortBy !== '';

/** The search state as a phrase's filters (to count it without one of them). */
export function asAsked(state: AskableState): Asked {
  const filters: Asked['filters'] = {};
  for (const [facet, values] of Object.entries(state.refinementList ?? {}))
    if (values.length) filters[facet] = values;
  for (const [attr, value] of Object.entries(state.range ?? {})) {
    const range = parseRangeParam(value);
    if (range.min !== undefined || range.max !== undefined) filters[attr] = range;
  }
  return { filters, query: state.query ?? '', sortBy: '' };
}

/** The state without one facet's filter, the phrase's or the buyer's. */
export function withoutFacet(state: AskableState, facet: string): AskableState {
  const { [facet]: _list, ...refinementList } = state.refinementList ?? {};
  const { [facet]: _range, ...range } = state.range ?? {};
  const { page: _page, ...rest } = state;
  return { ...rest, refinementList, range };
}
