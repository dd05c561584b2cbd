import type {
  CollectionField,
  CollectionSchema,
} from '~/services/search/typesense-index.server.ts';

import {
  DERIVED_FIELDS,
  NUMERIC_FACETS,
  type SearchRecord,
  STRING_FACETS,
  TEXT_FIELDS,
} from './record.ts';

const LIST_FACETS = new Set(['categories', 'filtered_features']);
const NUMBER_TYPES: Record<(typeof NUMERIC_FACETS)[number], CollectionField['type']> = {
  price: 'float',
  subscription_price: 'float',
  km: 'int32',
  year: 'int32',
  seats: 'int32',
  towing_kg: 'int32',
  sleeps: 'int32',
  atm_kg: 'int32',
  created_at_timestamp: 'int64',
  photos_count: 'int32',
};

/**
 * The Typesense collection for search records (spec Calls: default sort by custom rank descending),
 * derived from the same facet and text-field lists the embedded engine uses.
 */
export function collectionSchema(name: string): CollectionSchema {
  const fields: CollectionField[] = [];
  for (const f of STRING_FACETS)
    fields.push({
      name: f,
      type: LIST_FACETS.has(f) ? 'string[]' : 'string',
      facet: true,
      optional: true,
    });
  for (const f of TEXT_FIELDS)
    if (!fields.some((x) => x.name === f) && f !== 'year')
      fields.push({ name: f, type: 'string', optional: true });
  for (const f of NUMERIC_FACETS)
    fields.push({ name: f, type: NUMBER_TYPES[f], facet: true, optional: true, sort: true });
  fields.push(
    { name: 'dealership_id', type: 'int32' },
    { name: 'custom_rank', type: 'int64', sort: true },
    // Sorted on ("Recently reduced"); a car never reduced is sent as 0, so it sorts last.
    { name: 'reduced_at', type: 'int64', sort: true },
    { name: 'car_id', type: 'int64' },
  );
  return { name, fields, default_sorting_field: 'custom_rank' };
}

/** A record as a Typesense document: `id` is the car id as text; empty values left out. */
export function toDocument(record: SearchRecord): Record<string, unknown> {
  const doc: Record<string, unknown> = {};
  const skip = new Set<string>(
    DERIVED_FIELDS.filter(
      (f) =>
        f !== 'custom_rank' &&
        f !== 'make_model' &&
        f !== 'price_range' &&
        f !== 'weekly_price_range',
    ),
  );
  for (const [key, value] of Object.entries(record)) {
    if (skip.has(key) || value === null || value === undefined) continue;
    doc[key] = value;
  }
  doc.reduced_at = record.reduced_at ?? 0;
  doc.car_id = record.id;
  doc.id = String(record.id);
  return doc;
}
