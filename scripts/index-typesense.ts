/**
 * npm run index:typesense -- --dealer <slug>
 * Creates or updates the dealer's Typesense collection (dealer file search.indexName) from its
 * stock. Needs TYPESENSE_ADMIN_KEY, and the server from TYPESENSE_URL or the dealer file's
 * search.host. The admin key is read here only; the site build never sees it.
 */
import { parseArgs } from 'node:util';

import { loadSite } from '../src/catalogue/load.server.ts';
import { loadDealerConfig } from '../src/config/load.server.ts';
import { buildSearchRecords } from '../src/features/search/records.server.ts';
import { collectionSchema, toDocument } from '../src/features/search/typesense-schema.ts';
import { indexDealer } from '../src/services/search/typesense-index.server.ts';

const { values } = parseArgs({ options: { dealer: { type: 'string' } } });
if (!values.dealer) {
  console.error('Name the dealer: npm run index:typesense -- --dealer <slug>');
  process.exit(2);
}
const adminKey = process.env.TYPESENSE_ADMIN_KEY;
if (!adminKey) {
  console.error(
    'Set TYPESENSE_ADMIN_KEY to the Typesense admin key (it is used by this command only).',
  );
  process.exit(2);
}
const config = loadDealerConfig(values.dealer);
const site = loadSite(config);
const host = config.search.host;
const url = process.env.TYPESENSE_URL
  ? new URL(process.env.TYPESENSE_URL)
  : host
    ? new URL(`${host.protocol}://${host.host}:${host.port}`)
    : null;
if (!url) {
  console.error(
    `dealers/${config.slug}.json: search.host: no Typesense server; set search.host or TYPESENSE_URL.`,
  );
  process.exit(2);
}
const records = buildSearchRecords(config, site);
const report = await indexDealer(
  {
    url,
    adminKey,
    collection: config.search.indexName,
    dealershipIds: config.dealerships.map((d) => d.id),
  },
  { schema: collectionSchema(config.search.indexName), documents: records.map(toDocument) },
  Math.floor(Date.now() / 1000),
);
console.log(
  `${config.search.indexName} at ${url.origin}: ${report.created ? 'created' : 'updated'}${report.addedFields.length ? ` (new fields: ${report.addedFields.join(', ')})` : ''}; ${report.upserted} cars upserted, ${report.deleted} stale removed.`,
);
for (const f of report.failed) console.error(`  car ${f.id} refused: ${f.error}`);
if (report.failed.length) process.exitCode = 1;
