/**
 * Writes dealers/schema.json from the zod schema (editors' autocomplete) and docs/dealer-config.md,
 * and the stock feed's JSON Schema, docs/stock-feed.schema.json.
 */
import { writeFileSync } from 'node:fs';

import { stockFeedJsonSchema } from '~/features/car/import/feed-schema.ts';

import { dealerConfigJsonSchema, dealerConfigMarkdown } from '../src/config/json-schema.ts';

const schema = dealerConfigJsonSchema();
writeFileSync('dealers/schema.json', JSON.stringify(schema, null, 2) + '\n');
writeFileSync('docs/dealer-config.md', dealerConfigMarkdown(schema));
writeFileSync('docs/stock-feed.schema.json', JSON.stringify(stockFeedJsonSchema(), null, 2) + '\n');
console.log('Wrote dealers/schema.json, docs/dealer-config.md and docs/stock-feed.schema.json');
