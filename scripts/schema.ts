/** Writes dealers/schema.json from the zod schema (editors' autocomplete) and docs/dealer-config.md. */
import { writeFileSync } from 'node:fs';

import { dealerConfigJsonSchema, dealerConfigMarkdown } from '../src/config/json-schema.ts';

const schema = dealerConfigJsonSchema();
writeFileSync('dealers/schema.json', JSON.stringify(schema, null, 2) + '\n');
writeFileSync('docs/dealer-config.md', dealerConfigMarkdown(schema));
console.log('Wrote dealers/schema.json and docs/dealer-config.md');
