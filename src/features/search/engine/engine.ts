import MiniSearch from 'minisearch';
import { type Predicate, parseFilter } from '../filter-expr.ts';
import { NUMERIC_FACETS, type SearchRecord, TEXT_FIELDS } from '../record.ts';
import type { FacetStats, SearchParams, SearchRequest, SearchResult } from './types.ts';

type Row = SearchRecord & Record<string, unknown>;
type Sort = { field: string; desc: boolean }[];

const NUMERIC = new Set<string>(NUMERIC_FACETS);
const NUMERIC_FILTER = /^\s*([A-Za-z_][\w.]*)\s*(<=|>=|!=|<|>|=)\s*(-?\d+(?:\.\d+)?)\s*$/;

/** Sort of an index name: `<index>` (default: custom rank descending) or `<index>/sort/<field>:<asc|desc>[,…]`. */
export function sortOf(indexName: string): Sort {
  const spec = indexName.split('/sort/')[1];
  if (!spec) return [];
  return spec.split(',').map((part) => {
    const [field, dir] = part.split(':');
    return { field: field!, desc: dir === 'desc' };
  });
}

/**
 * The embedded search engine: answers InstantSearch requests from the records in memory. Text
 * matching is MiniSearch (prefix and typo tolerant); filters, facet counts, facet stats, sorting
 * and pagination are done here. The InstantSearch helper sends one request per disjunctive facet,
 * so counts come out disjunctive without special handling.
 */
export class SearchEngine {
  private readonly rows: Row[];
  private readonly text: MiniSearch;
  private readonly filterCache = new Map<string, Predicate>();

  constructor(records: SearchRecord[]) {
    this.rows = records as Row[];
    this.text = new MiniSearch({
      fields: [...TEXT_FIELDS],
      idField: '__i',
      extractField: (doc, field) => (field === '__i' ? (doc as { __i: number }).__i : String((doc as Row)[field] ?? '')),
    });
    this.text.addAll(this.rows.map((r, i) => ({ ...r, __i: i })));
  }

  get size(): number {
    return this.rows.length;
  }

  search(request: SearchRequest): SearchResult<SearchRecord> {
    const started = performance.now();
    const p: SearchParams = request.params ?? {};
    const query = (p.query ?? '').trim();
    const predicates = [this.sitePredicate(p.filters), ...facetPredicates(p.facetFilters), ...numericPredicates(p.numericFilters)];

    let scores: Map<number, number> | null = null;
    if (query) {
      scores = new Map();
      for (const m of this.text.search(query, { prefix: true, fuzzy: (term) => (term.length > 3 ? 0.2 : false), combineWith: 'AND' })) scores.set(m.id as number, m.score);
    }

    const matched: number[] = [];
    for (let i = 0; i < this.rows.length; i++) {
      if (scores && !scores.has(i)) continue;
      const row = this.rows[i]!;
      if (predicates.every((f) => f(row))) matched.push(i);
    }

    const sort = sortOf(request.indexName);
    matched.sort((a, b) => compareRows(this.rows[a]!, this.rows[b]!, sort, scores?.get(a) ?? 0, scores?.get(b) ?? 0) || a - b);

    const facetNames = p.facets === '*' ? [] : Array.isArray(p.facets) ? p.facets : p.facets ? [p.facets] : [];
    const { facets, stats } = this.facetCounts(matched, facetNames, p.maxValuesPerFacet ?? 100);
    const hitsPerPage = Math.max(0, p.hitsPerPage ?? 21);
    const page = Math.max(0, p.page ?? 0);
    const hits = hitsPerPage ? matched.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((i) => this.rows[i]!) : [];
    return {
      hits, nbHits: matched.length, page, nbPages: hitsPerPage ? Math.ceil(matched.length / hitsPerPage) : 0, hitsPerPage,
      facets, facets_stats: stats, exhaustiveNbHits: true, exhaustiveFacetsCount: true, query, params: '', index: request.indexName,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }

  private sitePredicate(filters: string | undefined): Predicate {
    const key = filters ?? '';
    let f = this.filterCache.get(key);
    if (!f) {
      f = parseFilter(key);
      this.filterCache.set(key, f);
    }
    return f;
  }

  private facetCounts(matched: number[], names: string[], max: number) {
    const facets: Record<string, Record<string, number>> = {};
    const stats: Record<string, FacetStats> = {};
    for (const name of names) {
      const counts = new Map<string, number>();
      let min = Infinity, maxV = -Infinity, sum = 0, n = 0;
      for (const i of matched) {
        const v = this.rows[i]![name];
        if (v === null || v === undefined) continue;
        if (typeof v === 'number' && NUMERIC.has(name)) {
          if (v < min) min = v;
          if (v > maxV) maxV = v;
          sum += v;
          n++;
        }
        for (const item of Array.isArray(v) ? v : [v]) counts.set(String(item), (counts.get(String(item)) ?? 0) + 1);
      }
      facets[name] = Object.fromEntries([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, max));
      if (n) stats[name] = { min, max: maxV, avg: sum / n, sum };
    }
    return { facets, stats };
  }
}

function compareRows(a: Row, b: Row, sort: Sort, scoreA: number, scoreB: number): number {
  for (const { field, desc } of sort) {
    const x = a[field] as number | string | null, y = b[field] as number | string | null;
    if (x === y) continue;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    const c = x < y ? -1 : 1;
    return desc ? -c : c;
  }
  if (scoreA !== scoreB) return scoreB - scoreA;
  return b.custom_rank - a.custom_rank;
}

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** facetFilters: AND of items; an item that is a list is an OR; "attr:-value" negates. */
export function facetPredicates(facetFilters: SearchParams['facetFilters']): Predicate[] {
  const items = typeof facetFilters === 'string' ? [facetFilters] : facetFilters ?? [];
  return items.map((item) => {
    const tests = list(item).map((f) => {
      const at = f.indexOf(':');
      const attr = f.slice(0, at);
      let value = f.slice(at + 1);
      const negate = value.startsWith('-');
      if (negate) value = value.slice(1);
      const has = (r: Record<string, unknown>) => list(r[attr] as unknown).some((v) => String(v) === value);
      return negate ? (r: Record<string, unknown>) => !has(r) : has;
    });
    return (r: Record<string, unknown>) => tests.some((t) => t(r));
  });
}

/** numericFilters: "attr op number"; a nested list is an OR. */
export function numericPredicates(numericFilters: SearchParams['numericFilters']): Predicate[] {
  const items = typeof numericFilters === 'string' ? [numericFilters] : numericFilters ?? [];
  return items.map((item) => {
    const tests = list(item).map((f) => {
      const m = NUMERIC_FILTER.exec(f);
      if (!m) throw new Error(`Cannot read numeric filter "${f}"`);
      const [, attr, op, raw] = m;
      const n = Number(raw);
      return (r: Record<string, unknown>) => {
        const v = r[attr!];
        if (typeof v !== 'number') return false;
        return op === '<' ? v < n : op === '<=' ? v <= n : op === '>' ? v > n : op === '>=' ? v >= n : op === '!=' ? v !== n : v === n;
      };
    });
    return (r: Record<string, unknown>) => tests.some((t) => t(r));
  });
}
