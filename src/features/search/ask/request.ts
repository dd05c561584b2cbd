import type { SearchParams } from '~/services/search/types.ts';

import { rangeParam } from '../routing.ts';
import { andFilters, priceFilter } from '../site-filter.ts';
import type { Asked, AskRange } from './parse.ts';

const isRange = (v: string[] | AskRange): v is AskRange => !Array.isArray(v);
const quoted = (v: string) => `\`${v.replace(/`/g, '')}\``;

/**
 * A read phrase's filters in Typesense `filter_by` syntax (facet values OR'd within a facet, every
 * facet and range AND'd), as the Typesense adapter sends a refinement list and a range; the
 * embedded engine reads the same syntax (`filter-expr.ts`).
 */
export function askFilterBy(filters: Asked['filters']): string {
  const parts: string[] = [];
  for (const [attr, v] of Object.entries(filters)) {
    if (!isRange(v)) parts.push(`${attr}:[${v.map(quoted).join(',')}]`);
    else {
      if (v.min !== undefined) parts.push(`${attr}:>=${v.min}`);
      if (v.max !== undefined) parts.push(`${attr}:<=${v.max}`);
    }
  }
  return parts.join(' && ');
}

/**
 * The search request for a read phrase (hits left out: a count), with the site's own filter and
 * the price rule the search page adds (a priced range, or cheapest first where the dealer file
 * says so, leaves cars without a price out).
 */
export function askParams(
  asked: Asked,
  siteFilter: string,
  priceAscRequiresPrice: boolean,
): SearchParams {
  const price = asked.filters.price;
  const priced = price && isRange(price) ? rangeParam(price) : undefined;
  return {
    query: asked.query,
    filters: andFilters(
      siteFilter,
      askFilterBy(asked.filters),
      priceFilter(asked.sortBy, priceAscRequiresPrice, priced),
    ),
    hitsPerPage: 0,
  };
}

/** Without one filter: what a phrase that finds nothing offers to drop, and the counts it would find. */
export function withoutEach(asked: Asked): { facet: string; asked: Asked }[] {
  return Object.keys(asked.filters).map((facet) => {
    const { [facet]: _dropped, ...rest } = asked.filters;
    return { facet, asked: { ...asked, filters: rest } };
  });
}
