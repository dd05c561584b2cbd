/**
 * The stock feed's formats (docs/stock-feed.md): the spec Entities Car fields as JSON (an array of
 * cars, `{ "cars": [...] }` or a stock file `{ "snapshot_at": …, "cars": [...] }`) or as CSV (one
 * car a row; a nested field is a dotted column such as `variant.enginesize` or
 * `location.address.city`; a list is its items joined by `|`). Reading a feed only turns it into
 * records: each is then checked against the Car schema on its own (import.server.ts), so one bad
 * record never stops the rest.
 */
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';

import { carSchema } from '~/catalogue/car.schema.ts';

export type FeedFormat = 'json' | 'csv';

/**
 * Why a feed as a whole is refused, and nothing changed: 400 when it cannot be read at all, 422
 * when it reads but is no stock (no cars at all, or records that are not cars): applied, such a
 * feed would take every car off the site, and a feed that failed at the dealer's end (an empty or
 * broken export) looks exactly like that.
 */
export type FeedRead =
  | { ok: true; records: unknown[]; format: FeedFormat }
  | { ok: false; status: 400 | 422; error: string };

export const FEED_MESSAGES = {
  notJsonFeed: 'A JSON feed is an array of cars, or an object whose "cars" is one.',
  empty:
    'The feed has no cars. Applied, it would take every car off the site, so nothing was changed: send the whole stock.',
  notRecords:
    'The feed has no car records: each record must be an object of the stock fields (docs/stock-feed.md). Nothing was changed.',
} as const;

const isRecord = (x: unknown) => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A readable feed's records, unless they are no stock at all (FeedRead). */
function stock(records: unknown[], format: FeedFormat): FeedRead {
  if (!records.length) return { ok: false, status: 422, error: FEED_MESSAGES.empty };
  if (!records.some(isRecord)) return { ok: false, status: 422, error: FEED_MESSAGES.notRecords };
  return { ok: true, records, format };
}

/** The format a feed is in: from its media type or file name, else from its first character. */
export function feedFormat(text: string, hint?: string | null): FeedFormat {
  const h = (hint ?? '').toLowerCase();
  if (/\bcsv\b|\.csv$/.test(h)) return 'csv';
  if (/\bjson\b|\.json$/.test(h)) return 'json';
  return /^\s*[[{]/.test(text) ? 'json' : 'csv';
}

/** A feed's records, or why the feed as a whole cannot be read. */
export function readFeed(text: string, format: FeedFormat): FeedRead {
  if (format === 'json') {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      return {
        ok: false,
        status: 400,
        error: `The feed is not valid JSON: ${(e as Error).message}`,
      };
    }
    const cars = Array.isArray(value)
      ? value
      : value && typeof value === 'object' && Array.isArray((value as { cars?: unknown }).cars)
        ? (value as { cars: unknown[] }).cars
        : null;
    if (!cars) return { ok: false, status: 422, error: FEED_MESSAGES.notJsonFeed };
    return stock(cars, format);
  }
  let rows: Record<string, string>[];
  try {
    rows = parse(text, {
      columns: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
    }) as Record<string, string>[];
  } catch (e) {
    return { ok: false, status: 400, error: `The feed is not valid CSV: ${(e as Error).message}` };
  }
  return stock(rows.map(csvRecord), format);
}

/** What a schema holds once its wrappers (optional, nullable, default) are taken off. */
function base(schema: z.ZodType): z.ZodType {
  let s = schema as z.ZodType & { _zod: { def: { type: string; innerType?: z.ZodType } } };
  while (s._zod.def.innerType && ['optional', 'nullable', 'default'].includes(s._zod.def.type))
    s = s._zod.def.innerType as typeof s;
  return s;
}

const kind = (schema: z.ZodType) =>
  (base(schema) as unknown as { _zod: { def: { type: string } } })._zod.def.type;

/** A column's value as the Car schema's field at that path takes it. */
function cell(value: string, schema: z.ZodType | undefined): unknown {
  if (value === '') return schema && kind(schema) === 'array' ? [] : null;
  switch (schema ? kind(schema) : 'string') {
    case 'number': {
      const n = Number(value.replace(/[$,\s]/g, ''));
      // Left as text when it is not a number: the schema then names the field.
      return Number.isFinite(n) ? n : value;
    }
    case 'boolean':
      return /^(true|yes|1)$/i.test(value) ? true : /^(false|no|0)$/i.test(value) ? false : value;
    case 'array':
      return value
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean);
    default:
      return value;
  }
}

/** The schema of the field at a dotted path of the Car schema, if there is one. */
function fieldAt(path: string[]): z.ZodType | undefined {
  let schema: z.ZodType | undefined = carSchema;
  for (const key of path) {
    const b: z.ZodType | undefined = schema ? base(schema) : undefined;
    const shape: Record<string, z.ZodType> | undefined = (
      b as unknown as { shape?: Record<string, z.ZodType> } | undefined
    )?.shape;
    schema = shape?.[key];
    if (!schema) return undefined;
  }
  return schema;
}

/** One CSV row as a Car record: dotted columns nested, each cell typed by its field. */
function csvRecord(row: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    const path = column.split('.').filter(Boolean);
    if (!path.length || path.some((k) => k === '__proto__' || k === 'constructor')) continue;
    const typed = cell(value, fieldAt(path));
    let at = out;
    for (const key of path.slice(0, -1)) {
      const next = at[key];
      if (next === null || next === undefined) at[key] = {};
      else if (typeof next !== 'object') break;
      at = at[key] as Record<string, unknown>;
    }
    at[path.at(-1)!] = typed;
  }
  return pruneEmpty(out);
}

/** A nested object whose every cell was empty is no object at all (null). */
function pruneEmpty(o: Record<string, unknown>): Record<string, unknown> {
  for (const [k, v] of Object.entries(o))
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const inner = pruneEmpty(v as Record<string, unknown>);
      o[k] = Object.values(inner).every((x) => x === null) ? null : inner;
    }
  return o;
}
