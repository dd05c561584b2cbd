import type MiniSearch from 'minisearch';

/**
 * How the engine matches text (with MiniSearch, for relevance): every query term as a prefix, a
 * term of more than 3 letters also with typos (a fifth of its length), all terms required. A term
 * with a digit in it (a stock number, a year, a model code) is never read with a typo: one digit
 * off is another car, so "SC10007" finds that car, not SC10001 to SC10009.
 */
export const TEXT_MATCH = {
  prefix: true,
  fuzzy: (term: string) => (term.length > 3 && !/\d/.test(term) ? 0.2 : false),
  combineWith: 'AND',
} as const;

/** MiniSearch's default cap on a typo distance. */
const MAX_FUZZY = 6;

type TermData = Map<number, Map<number, number>>;
/** The parts of MiniSearch (7.x) this reads: its term index and document ids. */
interface Internals {
  _options: {
    tokenize: (text: string) => string[];
    processTerm: (term: string) => string | string[] | null | undefined | false;
  };
  _documentIds: Map<number, unknown>;
  _index: {
    get(term: string): TermData | undefined;
    atPrefix(prefix: string): Iterable<[string, TermData]>;
    fuzzyGet(term: string, distance: number): Map<string, [TermData, number]>;
  };
}

/**
 * Which rows (MiniSearch ids 0…size-1) a text query matches, without scores: for a search sorted
 * by a field, where scores are not used. MiniSearch's search scores every match (at 20,000 cars, a
 * query such as "auto" that matches every car takes ~14 ms); this reads the same term index (exact,
 * prefix and typo matches of each term, all terms required) and only marks rows. It reads
 * MiniSearch's own index rather than keeping a second one (memory, and the worker's size): the
 * test (text-set.test.ts) checks it gives MiniSearch's matches, so an upgrade that changes the
 * index fails there.
 */
export function matchedRows(mini: MiniSearch, size: number, query: string): Uint8Array {
  const { _options: options, _documentIds: ids, _index: index } = mini as unknown as Internals;
  const terms = options
    .tokenize(query)
    .flatMap((t) => [options.processTerm(t)].flat())
    .filter((t): t is string => !!t);
  let result: Uint8Array | null = null;
  for (const term of terms) {
    const hit = new Uint8Array(size);
    const mark = (data: TermData | undefined) => {
      for (const docs of data?.values() ?? [])
        for (const short of docs.keys()) {
          const id = ids.get(short);
          if (typeof id === 'number') hit[id] = 1;
        }
    };
    mark(index.get(term));
    if (TEXT_MATCH.prefix) for (const [, data] of index.atPrefix(term)) mark(data);
    const fuzzy = TEXT_MATCH.fuzzy(term);
    const distance = fuzzy ? Math.min(MAX_FUZZY, Math.round(term.length * fuzzy)) : 0;
    if (distance) for (const [data] of index.fuzzyGet(term, distance).values()) mark(data);
    if (result) for (let i = 0; i < size; i++) result[i]! &= hit[i]!;
    else result = hit;
  }
  return result ?? new Uint8Array(size);
}
