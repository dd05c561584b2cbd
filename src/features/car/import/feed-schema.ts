import { z } from 'zod';

import { carSchema } from '~/catalogue/car.schema.ts';

/**
 * The JSON Schema of the stock feed (docs/stock-feed.schema.json, written by `npm run schema`): an
 * array of spec Entities Car records, or an object whose `cars` is one (a stock file's `snapshot_at`
 * may come along). A record is checked on its own: one that breaks the schema is left out and
 * reported, the rest are imported.
 */
export function stockFeedJsonSchema(): Record<string, unknown> {
  const car = z.toJSONSchema(carSchema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete car.$schema;
  // The history check is the register's answer to the site's own search: no feed gives it.
  delete (car.properties as Record<string, unknown>).history_check;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'stock-feed.schema.json',
    title: 'Dealer stock feed',
    description:
      'The cars of one dealer, as npm run stock:import and POST /api/stock take them (docs/stock-feed.md). CSV carries the same fields: one car a row, nested fields as dotted columns (variant.enginesize), lists joined by |.',
    oneOf: [
      { type: 'array', items: { $ref: '#/$defs/car' } },
      {
        type: 'object',
        properties: {
          snapshot_at: { type: 'string', format: 'date-time' },
          cars: { type: 'array', items: { $ref: '#/$defs/car' } },
        },
        required: ['cars'],
      },
    ],
    $defs: { car: { title: 'Car (spec Entities)', ...car } },
  };
}
