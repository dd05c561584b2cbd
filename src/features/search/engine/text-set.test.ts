import fc from 'fast-check';
import MiniSearch from 'minisearch';
import { beforeAll, describe, expect, it } from 'vitest';

import { dealerConfig, stock } from '../../../../tests/support/fixtures.ts';
import { type SearchRecord, TEXT_FIELDS } from '../record.ts';
import { buildSearchRecords } from '../records.server.ts';
import { SearchEngine } from './engine.ts';
import { matchedRows, TEXT_MATCH } from './text-set.ts';

let records: SearchRecord[];
let mini: MiniSearch;
let words: string[];
const text = (row: number, field: string) =>
  String((records[row] as unknown as Record<string, unknown>)[field] ?? '');

beforeAll(() => {
  records = buildSearchRecords(dealerConfig(), { listed: stock(600), models: [] });
  mini = new MiniSearch({
    fields: [...TEXT_FIELDS],
    idField: '__i',
    extractField: (doc, field) =>
      field === '__i' ? (doc as { __i: number }).__i : text((doc as { __i: number }).__i, field),
  });
  mini.addAll(records.map((_, i) => ({ __i: i })));
  words = [
    ...new Set(
      records.flatMap((_, i) => TEXT_FIELDS.flatMap((f) => text(i, f).split(/[\s,/()-]+/))),
    ),
  ].filter(Boolean);
});

/** The rows MiniSearch matches, as the engine asks it. */
const miniRows = (query: string) =>
  mini
    .search(query, TEXT_MATCH)
    .map((m) => m.id as number)
    .sort((a, b) => a - b);
const setRows = (query: string) =>
  [...matchedRows(mini, records.length, query).entries()].flatMap(([i, v]) => (v ? [i] : []));

describe('matchedRows', () => {
  it('matches what MiniSearch matches on queries a buyer types', () => {
    for (const q of [
      'auto',
      'toyota',
      'hilux sr5',
      'corola',
      'white suv',
      'diesel 4x4',
      'mazda cx-5 maxx',
      'ranger',
      'Automatic',
      'x',
      '-',
      '   ',
      'zzzz',
    ])
      expect(setRows(q), q).toEqual(miniRows(q));
  });

  it('matches what MiniSearch matches on words from the stock, cut short, mistyped and combined', () => {
    const typo = (w: string, at: number, c: string) =>
      w.length ? w.slice(0, at % w.length) + c + w.slice((at % w.length) + 1) : c;
    const term = fc.oneof(
      fc.constantFrom(...words),
      fc.tuple(fc.constantFrom(...words), fc.nat(8)).map(([w, n]) => w.slice(0, Math.max(1, n))),
      fc
        .tuple(fc.constantFrom(...words), fc.nat(20), fc.constantFrom('a', 'e', 'x', '0'))
        .map(([w, at, c]) => typo(w, at, c)),
      fc.string({ maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(term, { minLength: 1, maxLength: 3 }), (terms) => {
        const q = terms.join(' ');
        expect(setRows(q)).toEqual(miniRows(q));
      }),
      { numRuns: 400 },
    );
  });

  it("is what the engine's sorted searches match (filled in MiniSearch's own pass)", () => {
    const engine = new SearchEngine(records);
    for (const q of ['auto', 'corola', 'white suv', 'diesel 4x4', 'hilux sr5', 'zzzz']) {
      const sorted = engine.search({
        indexName: 'cars/sort/price:asc',
        params: { query: q, hitsPerPage: 1000 },
      });
      const ids = sorted.hits.map((h) => records.indexOf(h)).sort((a, b) => a - b);
      expect(ids, q).toEqual(miniRows(q));
      // …and the same cars as the relevance order finds.
      const relevant = engine.search({
        indexName: 'cars',
        params: { query: q, hitsPerPage: 1000 },
      });
      expect(relevant.nbHits, q).toBe(sorted.nbHits);
    }
  });
});
