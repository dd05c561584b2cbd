import { describe, expect, it } from 'vitest';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { QUERY_BY } from '~/features/search/record.ts';
import { buildSearchRecords } from '~/features/search/records.server.ts';
import { collectionSchema, toDocument } from '~/features/search/typesense-schema.ts';
import { createTypesenseClient } from '~/services/search/typesense.client.ts';
import { indexDealer } from '~/services/search/typesense-index.server.ts';

import { liveEnv } from './live-env.ts';

/**
 * Against a real Typesense server, e.g.
 * TYPESENSE_URL=http://localhost:8108 TYPESENSE_ADMIN_KEY=xyz npm run test:live.
 * No Typesense server can be installed on the build machines, so CI does not run it.
 */
const { TYPESENSE_URL: url } = liveEnv('TYPESENSE_URL');
const adminKey = process.env.TYPESENSE_ADMIN_KEY ?? '';

describe('Typesense (live)', () => {
  it('indexes a dealer and finds its cars through the InstantSearch adapter', async () => {
    const config = loadDealerConfig('driveaway-finance');
    const records = buildSearchRecords(config, loadSite(config));
    const collection = `live_test_${Date.now()}`;
    const server = new URL(url);
    const report = await indexDealer(
      { url: server, adminKey, collection, dealershipIds: [4401] },
      { schema: collectionSchema(collection), documents: records.map(toDocument) },
      Math.floor(Date.now() / 1000),
    );
    expect(report.failed).toEqual([]);
    expect(report.upserted).toBe(records.length);
    const client = createTypesenseClient(
      {
        host: server.hostname,
        port: Number(server.port || 8108),
        protocol: server.protocol === 'https:' ? 'https' : 'http',
        apiKey: adminKey,
      },
      QUERY_BY,
    );
    const { results } = await client.search([
      {
        indexName: collection,
        params: { query: '', facets: ['make'], hitsPerPage: 21, filters: 'dealership_id:[4401]' },
      },
    ]);
    expect(results[0]!.nbHits).toBe(records.length);
    expect(Object.values(results[0]!.facets.make ?? {}).reduce((a, b) => a + b, 0)).toBe(
      records.length,
    );
  }, 60_000);
});
