import { isInStock } from '~/catalogue/availability.ts';
import { facetPredicates, numericPredicates } from '~/features/search/engine/filters.ts';
import { RANGE_ATTRIBUTES } from '~/features/search/groups.ts';
import type { Landing } from '~/features/search/landings.ts';
import { type SearchRecord, TEXT_FIELDS } from '~/features/search/record.ts';
import { parseRangeParam, type RouteState, urlToState } from '~/features/search/routing.ts';

/** An alert's search read as the search page reads it (its landing's refinements included). */
export function alertState(searchUrl: string, landings: readonly Landing[]): RouteState {
  const bySlug = new Map(landings.map((l) => [l.slug, l]));
  return urlToState(
    new URL(searchUrl, 'https://site.invalid'),
    (slug) => bySlug.get(slug),
    RANGE_ATTRIBUTES,
  );
}

/**
 * Whether a car matches an alert's search as the search page would find it: every facet chosen
 * (any of its values), every range, and every word of the text query in one of the text fields.
 * The site filter (what this site lists) is the build's; only cars in stock are ever sent.
 */
export function alertMatcher(state: RouteState): (record: SearchRecord) => boolean {
  const facets = facetPredicates(
    Object.entries(state.refinements)
      .filter(([, values]) => values.length > 0)
      .map(([facet, values]) => values.map((v) => `${facet}:${v}`)),
  );
  const numeric = numericPredicates(
    Object.entries(state.ranges).flatMap(([attr, value]) => {
      const { min, max } = parseRangeParam(value);
      return [
        ...(min !== undefined ? [`${attr}>=${min}`] : []),
        ...(max !== undefined ? [`${attr}<=${max}`] : []),
      ];
    }),
  );
  const words = (state.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return (record) => {
    if (!isInStock(record)) return false;
    const row = record as unknown as Record<string, unknown>;
    if (!facets.every((p) => p(row)) || !numeric.every((p) => p(row))) return false;
    if (!words.length) return true;
    const text = TEXT_FIELDS.map((f) => String(row[f] ?? ''))
      .join(' ')
      .toLowerCase();
    return words.every((w) => text.includes(w));
  };
}

/**
 * What an alert's search is, in words: its landing's title, then the values chosen beyond it and
 * its price range ('Used Cars, Toyota, RAV4, under $40,000'); `valueLabel` words a facet's value
 * as the filters do (never a raw code).
 */
export function alertLabel(
  searchUrl: string,
  landings: readonly Landing[],
  plural: string,
  valueLabel: (facet: string, value: string) => string,
): string {
  const url = new URL(searchUrl, 'https://site.invalid');
  const slug = decodeURIComponent(url.pathname.replace(/^\/search\/?/, '').replace(/\/$/, ''));
  // The all-stock landing (no refinements) adds no words: the alert is on the stock as it is.
  const landing = landings.find((l) => l.slug === slug && Object.keys(l.refinements).length > 0);
  const state = alertState(searchUrl, landings);
  const values = landing ? [landing.title] : [];
  for (const [facet, chosen] of Object.entries(state.refinements))
    for (const v of chosen)
      if (!landing?.refinements[facet]?.includes(v)) values.push(valueLabel(facet, v));
  const money = (n: number) => `$${n.toLocaleString('en-AU')}`;
  const { min, max } = parseRangeParam(state.ranges.price ?? '');
  if (min !== undefined && max !== undefined) values.push(`${money(min)} to ${money(max)}`);
  else if (max !== undefined) values.push(`under ${money(max)}`);
  else if (min !== undefined) values.push(`from ${money(min)}`);
  if (state.query) values.push(`“${state.query}”`);
  return values.length ? values.join(', ') : `All ${plural.toLowerCase()}`;
}
