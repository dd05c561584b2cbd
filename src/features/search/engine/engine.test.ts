import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { car, dealerConfig, stock } from '../../../../tests/support/fixtures.ts';
import type { SearchRecord } from '../record.ts';
import { buildSearchRecords } from '../records.server.ts';
import { featuredRequest } from '../site-filter.ts';
import { decodeIndex, encodeIndex } from './codec.ts';
import { facetPredicates, numericPredicates, SearchEngine, sortOf } from './engine.ts';

let records: SearchRecord[];
let engine: SearchEngine;

beforeAll(() => {
  records = buildSearchRecords(dealerConfig(), { listed: stock(600), models: [] });
  engine = new SearchEngine(decodeIndex(JSON.parse(JSON.stringify(encodeIndex(records)))));
});

/** The brute-force answer: filter every record, count facets, sort by the same keys. */
function bruteForce(req: {
  facetFilters: string[][];
  numeric: string[];
  sort: string;
  filters?: string;
}) {
  const preds = [...facetPredicates(req.facetFilters), ...numericPredicates(req.numeric)];
  let rows = records.filter((r) => preds.every((p) => p(r as never)));
  if (req.filters === 'car_type:=used') rows = rows.filter((r) => r.car_type === 'used');
  const sort = sortOf(req.sort);
  rows = rows
    .map((r, i) => ({ r, i: records.indexOf(r), _: i }))
    .sort((a, b) => {
      for (const { field, desc } of sort) {
        const x = (a.r as never)[field] as number,
          y = (b.r as never)[field] as number;
        if (x !== y) return (x < y ? -1 : 1) * (desc ? -1 : 1);
      }
      return b.r.custom_rank - a.r.custom_rank || a.i - b.i;
    })
    .map((x) => x.r);
  const makes: Record<string, number> = {};
  for (const r of rows) makes[r.make] = (makes[r.make] ?? 0) + 1;
  return { ids: rows.map((r) => r.objectID), makes };
}

describe('embedded search engine', () => {
  it('sorts by "Recently reduced": the latest standing cut first, cars never reduced last', () => {
    const cut = (id: number, at: string) =>
      car({
        id,
        slug: `car-${id}`,
        stocknum: `S${id}`,
        price: 20_000,
        price_history: [
          { at: '2026-09-01T00:00:00.000Z', price: 21_000 },
          { at, price: 20_000 },
        ],
      });
    const listed = [
      car({ id: 1, slug: 'car-1', stocknum: 'S1' }),
      cut(2, '2026-11-01T00:00:00.000Z'),
      cut(3, '2026-11-20T00:00:00.000Z'),
      car({
        id: 4,
        slug: 'car-4',
        stocknum: 'S4',
        price: 22_000,
        price_history: [{ at: '2026-09-01T00:00:00.000Z', price: 21_000 }],
      }),
      cut(5, '2026-10-05T00:00:00.000Z'),
    ];
    const small = new SearchEngine(
      decodeIndex(encodeIndex(buildSearchRecords(dealerConfig(), { listed, models: [] }))),
    );
    const hits = small.search({
      indexName: 'cars/sort/reduced_at:desc',
      params: { hitsPerPage: 10 },
    }).hits as SearchRecord[];
    expect(hits.map((h) => h.id).slice(0, 3)).toEqual([3, 2, 5]);
    // A raised price is no reduction.
    expect(hits.slice(3).map((h) => h.reduced_at)).toEqual([null, null]);
  });

  it('round-trips records through the compact index', () => {
    expect(decodeIndex(encodeIndex(records))).toEqual(records);
  });

  it('stores a column whose every row differs (stock numbers) as its values alone', () => {
    const index = encodeIndex(records);
    expect(index.kinds.stocknum).toBe('unique');
    expect(index.columns.stocknum).toEqual([]);
    expect(index.dictionaries.stocknum).toEqual(records.map((r) => r.stocknum));
    // A value two cars share keeps its references.
    const shared = records.map((r, i) => ({ ...r, stocknum: i < 2 ? 'SAME' : r.stocknum }));
    expect(encodeIndex(shared).kinds.stocknum).toBe('string');
    expect(decodeIndex(encodeIndex(shared))).toEqual(shared);
  });

  it('answers like brute-force filtering: same hits, same counts, same order (property)', () => {
    const makes = [...new Set(records.map((r) => r.make))];
    const bodies = [...new Set(records.map((r) => r.body).filter(Boolean))] as string[];
    const arb = fc.record({
      make: fc.subarray(makes, { maxLength: 3 }),
      body: fc.subarray(bodies, { maxLength: 2 }),
      type: fc.subarray(['new', 'demo', 'used'], { maxLength: 2 }),
      price: fc.option(
        fc.tuple(fc.integer({ min: 0, max: 80000 }), fc.integer({ min: 0, max: 120000 })),
      ),
      sort: fc.constantFrom(
        'cars',
        'cars/sort/price:asc',
        'cars/sort/price:desc',
        'cars/sort/year:desc,km:asc',
      ),
      site: fc.boolean(),
      page: fc.nat(3),
    });
    fc.assert(
      fc.property(arb, (a) => {
        const facetFilters = [
          a.make.map((m) => `make:${m}`),
          a.body.map((b) => `body:${b}`),
          a.type.map((t) => `car_type:${t}`),
        ].filter((g) => g.length);
        const numeric = a.price ? [`price>=${a.price[0]}`, `price<=${a.price[1]}`] : [];
        const filters = a.site ? 'car_type:=used' : '';
        const got = engine.search({
          indexName: a.sort,
          params: {
            facetFilters,
            numericFilters: numeric,
            filters,
            facets: ['make'],
            hitsPerPage: 21,
            page: a.page,
          },
        });
        const want = bruteForce({ facetFilters, numeric, sort: a.sort, filters });
        expect(got.nbHits).toBe(want.ids.length);
        expect(got.hits.map((h) => h.objectID)).toEqual(
          want.ids.slice(a.page * 21, a.page * 21 + 21),
        );
        expect(got.facets.make ?? {}).toEqual(want.makes);
        expect(got.nbPages).toBe(Math.ceil(want.ids.length / 21));
      }),
      { numRuns: 150 },
    );
  });

  it("a filtered search's first N values of a facet, multi-valued or numeric, are those counted most, ties by name", () => {
    const facets = ['model', 'km', 'filtered_features'];
    const makes = [...new Set(records.map((r) => r.make))];
    fc.assert(
      fc.property(
        fc.subarray(makes, { minLength: 1, maxLength: 2 }),
        fc.constantFrom('cars', 'cars/sort/price:asc', 'cars/sort/km:asc'),
        fc.integer({ min: 1, max: 8 }),
        (chosen, indexName, max) => {
          const rows = records.filter((r) => chosen.includes(r.make));
          const got = engine.search({
            indexName,
            params: {
              facets,
              facetFilters: [chosen.map((m) => `make:${m}`)],
              maxValuesPerFacet: max,
              hitsPerPage: 0,
            },
          });
          for (const name of facets) {
            const counts = new Map<string, number>();
            for (const r of rows)
              for (const v of [(r as never)[name] as unknown].flat())
                if (v !== null && v !== undefined)
                  counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
            const want = [...counts]
              .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
              .slice(0, max);
            // (An object lists number-like keys first: compare as maps, and the order by count.)
            const entries = Object.entries(got.facets[name] ?? {});
            expect(new Map(entries), name).toEqual(new Map(want));
            if (name !== 'km') expect(entries, name).toEqual(want);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('counts a whole site once: the same values, order and stats every time, whatever max or sort', () => {
    const facets = ['make', 'colour', 'km', 'price'];
    const ask = (indexName: string, max: number) =>
      engine.search({ indexName, params: { facets, maxValuesPerFacet: max, hitsPerPage: 0 } });
    // What the counts must be: every record, by count, ties by name (localeCompare).
    for (const name of facets) {
      const counts = new Map<string, number>();
      for (const r of records) {
        const v = (r as never)[name] as unknown;
        if (v !== null && v !== undefined) counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
      }
      const want = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      // (An object lists number-like keys first whatever the order: compare numbers as maps.)
      const shape = (entries: [string, number][]) =>
        name === 'km' || name === 'price' ? Object.fromEntries(entries) : entries;
      expect(shape(Object.entries(ask('cars', 1000).facets[name]!)), name).toEqual(shape(want));
      expect(shape(Object.entries(ask('cars/sort/price:asc', 5).facets[name]!)), name).toEqual(
        shape(want.slice(0, 5)),
      );
    }
    // A caller changing its answer does not change the next one.
    const first = ask('cars', 10);
    first.facets_stats!.price!.min = -1;
    first.facets.make!.Nothing = 99;
    const again = ask('cars', 10);
    expect(again.facets_stats!.price!.min).toBeGreaterThan(0);
    expect(again.facets.make!.Nothing).toBeUndefined();
    // A filtered search counts its own rows, not the site's.
    const used = engine.search({
      indexName: 'cars',
      params: { facets: ['make'], facetFilters: [['car_type:used']], hitsPerPage: 0 },
    });
    const usedTotal = Object.values(used.facets.make!).reduce((a, b) => a + b, 0);
    expect(usedTotal).toBe(records.filter((r) => r.car_type === 'used').length);
  });

  it('finds by text, forgiving a typo, and ranks stock by custom rank by default', () => {
    const rangers = records
      .filter((r) => r.model === 'Ranger')
      .map((r) => r.objectID)
      .sort();
    const ids = (query: string) =>
      engine
        .search({ indexName: 'cars', params: { query, hitsPerPage: 1000 } })
        .hits.map((h) => h.objectID);
    expect(rangers.length).toBeGreaterThan(0);
    expect(engine.search({ indexName: 'cars', params: { query: 'ranger' } }).hits[0]?.model).toBe(
      'Ranger',
    );
    expect(ids('rangr')).toEqual(expect.arrayContaining(rangers));
    // Exact matches rank before fuzzy ones (a Tesla 'Long Range' matches 'ranger' too).
    expect(ids('ford ranger').slice(0, rangers.length).sort()).toEqual(rangers);
    expect(ids('zzqx')).toEqual([]);
    // A stock number is read exactly (or as the start of a longer one), never one digit off.
    const byStock = new Map(records.map((r) => [r.stocknum.toLowerCase(), r.objectID]));
    const [stock, near] = [...byStock.keys()].flatMap((s) =>
      [...'0123456789']
        .map((d) => s.slice(0, -1) + d)
        .filter((t) => t !== s && byStock.has(t))
        .map((t) => [s, t] as const),
    )[0]!;
    expect(ids(stock)).toContain(byStock.get(stock));
    expect(ids(stock)).not.toContain(byStock.get(near));
    const all = engine.search({ indexName: 'cars', params: { hitsPerPage: 1000 } });
    const ranks = all.hits.map((h) => h.custom_rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('answers the featured-cars query with the spec rule (spec Calls)', () => {
    const hits = engine.search(featuredRequest(dealerConfig())).hits;
    const want = records
      .filter((r) => r.status === 'in_stock' && r.photos_count > 1 && r.car_type === 'used')
      .sort((a, b) => b.custom_rank - a.custom_rank)
      .slice(0, 6);
    expect(hits.map((h) => h.objectID)).toEqual(want.map((r) => r.objectID));
    expect(hits).toHaveLength(6);
  });

  it('gives facet stats for numeric facets', () => {
    const r = engine.search({
      indexName: 'cars',
      params: { facets: ['price', 'year'], hitsPerPage: 0 },
    });
    expect(r.facets_stats.price!.min).toBe(Math.min(...records.map((x) => x.price)));
    expect(r.facets_stats.year!.max).toBe(Math.max(...records.map((x) => x.year)));
    expect(r.hits).toEqual([]);
  });

  it('applies negative facet filters and multi-valued facets', () => {
    const notUsed = engine.search({
      indexName: 'cars',
      params: { facetFilters: ['car_type:-used'], hitsPerPage: 0 },
    });
    expect(notUsed.nbHits).toBe(records.filter((r) => r.car_type !== 'used').length);
    const feature = records.find((r) => r.filtered_features.length)!.filtered_features[0]!;
    const withFeature = engine.search({
      indexName: 'cars',
      params: { facetFilters: [`filtered_features:${feature}`], hitsPerPage: 0 },
    });
    expect(withFeature.nbHits).toBe(
      records.filter((r) => r.filtered_features.includes(feature)).length,
    );
  });
});
