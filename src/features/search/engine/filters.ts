import type { SearchParams } from '~/services/search/types.ts';

import type { Predicate } from '../filter-expr.ts';

const NUMERIC_FILTER = /^\s*([A-Za-z_][\w.]*)\s*(<=|>=|!=|<|>|=)\s*(-?\d+(?:\.\d+)?)\s*$/;
const list = <T>(v: T | T[] | undefined): T[] =>
  v === undefined ? [] : Array.isArray(v) ? v : [v];

export interface FacetTest {
  attr: string;
  value: string;
  negate: boolean;
}
export interface NumericTest {
  attr: string;
  op: '<' | '<=' | '>' | '>=' | '=' | '!=';
  n: number;
}

/** facetFilters: AND of items; an item that is a list is an OR; "attr:-value" negates. */
export function parseFacetFilters(facetFilters: SearchParams['facetFilters']): FacetTest[][] {
  const items = typeof facetFilters === 'string' ? [facetFilters] : (facetFilters ?? []);
  return items.map((item) =>
    list(item).map((f) => {
      const at = f.indexOf(':');
      const raw = f.slice(at + 1);
      const negate = raw.startsWith('-');
      return { attr: f.slice(0, at), value: negate ? raw.slice(1) : raw, negate };
    }),
  );
}

/** numericFilters: "attr op number"; a nested list is an OR. */
export function parseNumericFilters(
  numericFilters: SearchParams['numericFilters'],
): NumericTest[][] {
  const items = typeof numericFilters === 'string' ? [numericFilters] : (numericFilters ?? []);
  return items.map((item) =>
    list(item).map((f) => {
      const m = NUMERIC_FILTER.exec(f);
      if (!m) throw new Error(`Cannot read numeric filter "${f}"`);
      return { attr: m[1]!, op: m[2] as NumericTest['op'], n: Number(m[3]) };
    }),
  );
}

export const compareNumber = (v: number, op: NumericTest['op'], n: number) =>
  op === '<'
    ? v < n
    : op === '<='
      ? v <= n
      : op === '>'
        ? v > n
        : op === '>='
          ? v >= n
          : op === '!='
            ? v !== n
            : v === n;

/** The plain meaning of facetFilters, record by record (the engine's fast path must agree with it). */
export function facetPredicates(facetFilters: SearchParams['facetFilters']): Predicate[] {
  return parseFacetFilters(facetFilters).map(
    (group) => (r) =>
      group.some(({ attr, value, negate }) => {
        const has = list(r[attr] as unknown).some((v) => String(v) === value);
        return negate ? !has : has;
      }),
  );
}

/** The plain meaning of numericFilters, record by record. */
export function numericPredicates(numericFilters: SearchParams['numericFilters']): Predicate[] {
  return parseNumericFilters(numericFilters).map(
    (group) => (r) =>
      group.some(
        ({ attr, op, n }) => typeof r[attr] === 'number' && compareNumber(r[attr] as number, op, n),
      ),
  );
}
