import MiniSearch from 'minisearch';

import type {
  FacetStats,
  SearchParams,
  SearchRequest,
  SearchResult,
} from '~/services/search/types.ts';

import { PAGE_SIZE } from '../facets.ts';
import { parseFilter } from '../filter-expr.ts';
import { NUMERIC_FACETS, type SearchRecord, TEXT_FIELDS } from '../record.ts';
import { sortOfIndexName } from '../sort-index.ts';
import { type FacetColumn, facetColumn, hasCode, numberColumn } from './columns.ts';
import { compareNumber, parseFacetFilters, parseNumericFilters } from './filters.ts';
import { matchedRows, TEXT_MATCH } from './text-set.ts';

export { facetPredicates, numericPredicates } from './filters.ts';

type Row = SearchRecord & Record<string, unknown>;
type Sort = { field: string; desc: boolean }[];

const NUMERIC = new Set<string>(NUMERIC_FACETS);

/** Sort of an index name: `<index>` (default: custom rank descending) or `<index>/sort/<field>:<asc|desc>[,…]`. */
export function sortOf(indexName: string): Sort {
  const spec = sortOfIndexName(indexName);
  if (!spec) return [];
  return spec.split(',').map((part) => {
    const [field, dir] = part.split(':');
    return { field: field!, desc: dir === 'desc' };
  });
}

/**
 * The embedded search engine: answers InstantSearch requests from the records in memory. Text
 * matching is MiniSearch (prefix and typo tolerant); filters, facet counts, facet stats, sorting
 * and pagination are done here on columns built once per attribute. Rows are visited in the
 * requested order (each order computed once), so a page needs no sort. The InstantSearch helper
 * sends one request per disjunctive facet, so counts come out disjunctive without special handling.
 */
export class SearchEngine {
  private readonly rows: Row[];
  private text: MiniSearch | undefined;
  private readonly facetCols = new Map<string, FacetColumn>();
  private readonly numberCols = new Map<string, Float64Array>();
  private readonly orders = new Map<string, Int32Array>();
  private readonly siteMasks = new Map<string, Uint8Array>();
  /** How many rows each site mask keeps. */
  private readonly siteSizes = new Map<Uint8Array, number>();
  /** A facet's values in display order for ties (localeCompare, worked out once per column). */
  private readonly collation = new Map<FacetColumn, Int32Array>();
  /**
   * The facet counts and stats of every row a site mask keeps (a landing with no query or filter,
   * or a query every row matches), worked out once per mask, facet and number of values asked
   * for: they never change.
   */
  private readonly wholeSite = new Map<
    Uint8Array,
    Map<string, { entries: [string, number][]; stats: FacetStats | undefined }>
  >();

  constructor(records: SearchRecord[]) {
    this.rows = records as Row[];
  }

  get size(): number {
    return this.rows.length;
  }

  search(request: SearchRequest): SearchResult<SearchRecord> {
    const started = performance.now();
    const p: SearchParams = request.params ?? {};
    const query = (p.query ?? '').trim();
    const site = this.siteMask(p.filters ?? '');
    const facetTests = parseFacetFilters(p.facetFilters).map((group) =>
      group.map((t) => {
        const col = this.facet(t.attr);
        return { col, code: col.code.get(t.value) ?? -2, negate: t.negate };
      }),
    );
    const numericTests = parseNumericFilters(p.numericFilters).map((group) =>
      group.map((t) => ({ col: this.numbers(t.attr), op: t.op, n: t.n })),
    );

    const sort = sortOf(request.indexName);
    let scores: Map<number, number> | null = null;
    // Sorted by a field, a text query needs only which rows match, not how well (matchedRows).
    const matches =
      query && sort.length ? matchedRows(this.textIndex(), this.rows.length, query) : null;
    if (query && !matches) {
      scores = new Map();
      for (const m of this.textIndex().search(query, TEXT_MATCH))
        scores.set(m.id as number, m.score);
    }

    const keep = (i: number) => {
      if (!site[i]) return false;
      for (const group of facetTests) {
        let ok = false;
        for (const { col, code, negate } of group) {
          const has = hasCode(col, i, code);
          if (has !== negate) {
            ok = true;
            break;
          }
        }
        if (!ok) return false;
      }
      for (const group of numericTests) {
        let ok = false;
        for (const { col, op, n } of group) {
          const v = col[i]!;
          if (v === v && compareNumber(v, op, n)) {
            ok = true;
            break;
          }
        }
        if (!ok) return false;
      }
      return true;
    };

    let matched: number[];
    if (scores && !sort.length) {
      // Relevance: the text matches by score, ties by the default order.
      const rank = this.order([]);
      const position = new Int32Array(this.rows.length);
      rank.forEach((row, at) => (position[row] = at));
      matched = [...scores.keys()]
        .filter(keep)
        .sort((a, b) => scores!.get(b)! - scores!.get(a)! || position[a]! - position[b]!);
    } else {
      matched = [];
      for (const i of this.order(sort))
        if ((!scores || scores.has(i)) && (!matches || matches[i]) && keep(i)) matched.push(i);
    }

    const facetNames =
      p.facets === '*' ? [] : Array.isArray(p.facets) ? p.facets : p.facets ? [p.facets] : [];
    const { facets, stats } = this.facetCounts(
      matched,
      facetNames,
      p.maxValuesPerFacet ?? 100,
      // Every row of the site matched: its counts are the site's, worked out once.
      matched.length === this.siteSizes.get(site) ? site : null,
    );
    const hitsPerPage = Math.max(0, p.hitsPerPage ?? PAGE_SIZE);
    const page = Math.max(0, p.page ?? 0);
    const hits = hitsPerPage
      ? matched.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((i) => this.rows[i]!)
      : [];
    return {
      hits,
      nbHits: matched.length,
      page,
      nbPages: hitsPerPage ? Math.ceil(matched.length / hitsPerPage) : 0,
      hitsPerPage,
      facets,
      facets_stats: stats,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      query,
      params: '',
      index: request.indexName,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }

  private textIndex(): MiniSearch {
    if (this.text) return this.text;
    this.text = new MiniSearch({
      fields: [...TEXT_FIELDS],
      idField: '__i',
      extractField: (doc, field) =>
        field === '__i' ? (doc as { __i: number }).__i : String((doc as Row)[field] ?? ''),
    });
    this.text.addAll(this.rows.map((r, i) => ({ ...r, __i: i })));
    return this.text;
  }

  /** Warms every structure a first search needs (the worker does this right after loading). */
  prepare(attributes: string[]): void {
    this.textIndex();
    this.order([]);
    for (const a of attributes) {
      if (NUMERIC.has(a)) this.numbers(a);
      else this.facet(a);
    }
  }

  private facet(attr: string): FacetColumn {
    let col = this.facetCols.get(attr);
    if (!col) this.facetCols.set(attr, (col = facetColumn(this.rows, attr)));
    return col;
  }

  private numbers(attr: string): Float64Array {
    let col = this.numberCols.get(attr);
    if (!col) this.numberCols.set(attr, (col = numberColumn(this.rows, attr)));
    return col;
  }

  /** Row numbers in a sort order; missing values last; ties by custom rank, then position. */
  private order(sort: Sort): Int32Array {
    const key = JSON.stringify(sort);
    let order = this.orders.get(key);
    if (order) return order;
    const keys = [...sort, { field: 'custom_rank', desc: true }].map((s) => ({
      col: this.numbers(s.field),
      desc: s.desc,
    }));
    const rows = Array.from(this.rows, (_, i) => i);
    rows.sort((a, b) => {
      for (const { col, desc } of keys) {
        const x = col[a]!,
          y = col[b]!;
        if (x === y || (x !== x && y !== y)) continue;
        if (x !== x) return 1;
        if (y !== y) return -1;
        return (x < y ? -1 : 1) * (desc ? -1 : 1);
      }
      return a - b;
    });
    order = Int32Array.from(rows);
    this.orders.set(key, order);
    return order;
  }

  private siteMask(filters: string): Uint8Array {
    let mask = this.siteMasks.get(filters);
    if (mask) return mask;
    const test = parseFilter(filters);
    mask = Uint8Array.from(this.rows, (r) => (test(r) ? 1 : 0));
    this.siteMasks.set(filters, mask);
    this.siteSizes.set(
      mask,
      mask.reduce((n, v) => n + v, 0),
    );
    return mask;
  }

  /** Each value's place when counts tie: the values in localeCompare order, once per column. */
  private tieRank(col: FacetColumn): Int32Array {
    let rank = this.collation.get(col);
    if (rank) return rank;
    const byName = col.values
      .map((_, c) => c)
      .sort((a, b) => col.values[a]!.localeCompare(col.values[b]!));
    rank = new Int32Array(col.values.length);
    byName.forEach((c, at) => (rank![c] = at));
    this.collation.set(col, rank);
    return rank;
  }

  /**
   * One facet's first `max` values by count (ties in name order) and, for a number, its stats,
   * over `matched`.
   */
  private countFacet(name: string, matched: number[], max: number) {
    const col = this.facet(name);
    const counts = new Int32Array(col.values.length);
    if (col.single) {
      const single = col.single;
      for (const i of matched) {
        const c = single[i]!;
        if (c >= 0) counts[c]!++;
      }
    } else {
      const { start, codes } = col.multi!;
      for (const i of matched)
        for (let k = start[i]!, end = start[i + 1]!; k < end; k++) counts[codes[k]!]!++;
    }
    const rank = this.tieRank(col);
    let codes: number[] = [];
    for (let c = 0; c < counts.length; c++) if (counts[c]) codes.push(c);
    if (codes.length > max) {
      // A facet of thousands of values (km): only the first `max` are sent, so only the values
      // counted at least as often as the max-th are ordered (a numeric sort finds that count).
      const floor =
        max > 0 ? Int32Array.from(codes, (c) => counts[c]!).sort()[codes.length - max]! : Infinity;
      codes = codes.filter((c) => counts[c]! >= floor);
    }
    codes.sort((a, b) => counts[b]! - counts[a]! || rank[a]! - rank[b]!);
    const entries = codes
      .slice(0, max)
      .map((c) => [col.values[c]!, counts[c]!] as [string, number]);
    let stats: FacetStats | undefined;
    if (NUMERIC.has(name)) {
      const nums = this.numbers(name);
      let min = Infinity,
        maxV = -Infinity,
        sum = 0,
        n = 0;
      for (const i of matched) {
        const v = nums[i]!;
        if (v !== v) continue;
        if (v < min) min = v;
        if (v > maxV) maxV = v;
        sum += v;
        n++;
      }
      if (n) stats = { min, max: maxV, avg: sum / n, sum };
    }
    return { entries, stats };
  }

  private facetCounts(
    matched: number[],
    names: string[],
    max: number,
    wholeSite: Uint8Array | null,
  ) {
    const facets: Record<string, Record<string, number>> = {};
    const stats: Record<string, FacetStats> = {};
    let known = wholeSite && this.wholeSite.get(wholeSite);
    if (wholeSite && !known) this.wholeSite.set(wholeSite, (known = new Map()));
    for (const name of names) {
      const key = `${name}\u0000${max}`;
      let counted = known?.get(key);
      if (!counted) {
        counted = this.countFacet(name, matched, max);
        known?.set(key, counted);
      }
      facets[name] = Object.fromEntries(counted.entries);
      if (counted.stats) stats[name] = { ...counted.stats };
    }
    return { facets, stats };
  }
}
