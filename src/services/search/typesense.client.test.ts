import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SearchRecord } from '~/features/search/record.ts';
import { QUERY_BY } from '~/features/search/record.ts';
import { collectionSchema, toDocument } from '~/features/search/typesense-schema.ts';

import { createTypesenseClient } from './typesense.client.ts';

/** A stand-in Typesense server on loopback: records what the adapter sends, answers in Typesense's documented shape. */
let server: Server;
let port = 0;
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: unknown }[] =
  [];
const doc = {
  id: '110005',
  car_id: 110005,
  slug: '2021-ford-ranger-xlt-110005',
  make: 'Ford',
  model: 'Ranger',
  year: 2021,
  price: 45990,
  car_type: 'used',
  status: 'in_stock',
  custom_rank: 11000000000,
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: body ? JSON.parse(body) : null,
      });
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          results: [
            {
              facet_counts: [
                {
                  field_name: 'make',
                  counts: [{ value: 'Ford', count: 1 }],
                  stats: { total_values: 1 },
                },
                {
                  field_name: 'price',
                  counts: [{ value: '45990', count: 1 }],
                  stats: { min: 45990, max: 45990, avg: 45990, sum: 45990, total_values: 1 },
                },
              ],
              found: 43,
              out_of: 900,
              page: 2,
              request_params: { collection_name: 'Car_production', per_page: 21, q: 'ranger' },
              search_time_ms: 1,
              hits: [{ document: doc, highlights: [], text_match: 578730123365187 }],
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

describe('Typesense client (typesense-instantsearch-adapter, real HTTP)', () => {
  it('sends the search as Typesense multi_search and reads the answer back as InstantSearch results', async () => {
    const client = createTypesenseClient<SearchRecord>(
      { host: '127.0.0.1', port, protocol: 'http', apiKey: 'search-only-key' },
      QUERY_BY,
    );
    const { results } = await client.search([
      {
        indexName: 'Car_production/sort/price:asc',
        params: {
          query: 'ranger',
          facets: ['make', 'price'],
          facetFilters: [['make:Ford', 'make:Mazda'], 'car_type:used'],
          numericFilters: ['price>=10000', 'price<=50000'],
          filters: '(dealership_id:[4201,4203]) && (item_type:=car)',
          hitsPerPage: 21,
          page: 1,
          maxValuesPerFacet: 100,
        },
      },
    ]);
    const call = seen.at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.url).toMatch(/^\/multi_search/);
    // typesense-js sends a search key in the query string for multi_search (or as a header).
    const key =
      call.headers['x-typesense-api-key'] ??
      new URL(call.url, 'http://x').searchParams.get('x-typesense-api-key');
    expect(key).toBe('search-only-key');
    const search = (call.body as { searches: Record<string, unknown>[] }).searches[0]!;
    expect(search).toMatchObject({
      collection: 'Car_production',
      q: 'ranger',
      query_by: QUERY_BY,
      sort_by: 'price:asc',
      per_page: 21,
      page: 2,
      facet_by: 'make,price',
      // A stock number or year one digit off is another car: no typos on tokens with digits.
      enable_typos_for_numerical_tokens: false,
      enable_typos_for_alpha_numerical_tokens: false,
    });
    // Site filters first, then the refinements, all in Typesense's filter_by syntax.
    expect(search.filter_by).toBe(
      '(dealership_id:[4201,4203]) && (item_type:=car) && make:=[`Ford`,`Mazda`] && car_type:=[`used`] && price:=[10000..50000]',
    );

    const r = results[0]!;
    expect(r.nbHits).toBe(43);
    expect(r.page).toBe(1);
    expect(r.nbPages).toBe(3);
    expect(r.hits[0]).toMatchObject({
      objectID: '110005',
      slug: '2021-ford-ranger-xlt-110005',
      price: 45990,
    });
    expect(r.facets.make).toEqual({ Ford: 1 });
    expect(r.facets_stats.price).toMatchObject({ min: 45990, max: 45990 });
  });

  it("sends a typed phrase's filters, new ranges included, as filter_by", async () => {
    const client = createTypesenseClient<SearchRecord>(
      { host: '127.0.0.1', port, protocol: 'http', apiKey: 'search-only-key' },
      QUERY_BY,
    );
    // "white ute tow 3.5 tonne 7 seater" as the search's refinements: a list and three ranges.
    await client.search([
      {
        indexName: 'Car_production',
        params: {
          query: '',
          facetFilters: [['colour:Frozen White', 'colour:Glacier White'], ['body:ute']],
          numericFilters: ['towing_kg>=3500', 'seats>=7', 'atm_kg<=2500'],
          hitsPerPage: 21,
        },
      },
    ]);
    const search = (seen.at(-1)!.body as { searches: Record<string, unknown>[] }).searches[0]!;
    expect(search.filter_by).toBe(
      'colour:=[`Frozen White`,`Glacier White`] && body:=[`ute`] && towing_kg:>=3500 && seats:>=7 && atm_kg:<=2500',
    );
    const fields = collectionSchema('Car_production').fields;
    for (const name of ['towing_kg', 'seats', 'sleeps', 'atm_kg'])
      expect(
        fields.find((f) => f.name === name),
        name,
      ).toMatchObject({
        type: 'int32',
        facet: true,
      });
  });

  it('uses custom rank as the default order (spec Calls)', async () => {
    const client = createTypesenseClient<SearchRecord>(
      { host: '127.0.0.1', port, protocol: 'http', apiKey: 'k' },
      QUERY_BY,
    );
    await client.search([{ indexName: 'Car_production', params: { query: '', hitsPerPage: 21 } }]);
    const search = (seen.at(-1)!.body as { searches: Record<string, unknown>[] }).searches[0]!;
    expect(search.sort_by).toBe('_text_match:desc,custom_rank:desc');
  });
});

describe('Typesense collection schema', () => {
  it('is derived from the record: facets, text fields, numbers, default sort by custom rank', () => {
    const schema = collectionSchema('Car_production');
    expect(schema.default_sorting_field).toBe('custom_rank');
    const field = (n: string) => schema.fields.find((f) => f.name === n);
    expect(field('make')).toEqual({ name: 'make', type: 'string', facet: true, optional: true });
    expect(field('filtered_features')?.type).toBe('string[]');
    expect(field('price')).toMatchObject({ type: 'float', facet: true, sort: true });
    expect(field('custom_rank')).toEqual({ name: 'custom_rank', type: 'int64', sort: true });
    for (const f of QUERY_BY.split(',')) expect(field(f), f).toBeDefined();
  });

  it('turns a record into a document with a text id and no empty values (a car never reduced sorts as 0)', () => {
    const d = toDocument({
      id: 7,
      objectID: '7',
      slug: 'a',
      make: 'Kia',
      series: null,
      custom_rank: 5,
      make_model: 'Kia|Rio',
    } as unknown as SearchRecord);
    expect(d).toEqual({
      id: '7',
      car_id: 7,
      slug: 'a',
      make: 'Kia',
      custom_rank: 5,
      make_model: 'Kia|Rio',
      reduced_at: 0,
    });
  });
});
