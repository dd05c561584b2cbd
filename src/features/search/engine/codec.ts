import { DERIVED_FIELDS, type SearchRecord, usualSlug, withDerivedFields } from '../record.ts';

/**
 * The embedded index as shipped to the browser, kept small for phones:
 * - one column per field; derived fields (objectID, created_at, custom rank, make|model) left out;
 * - strings stored once in a per-field dictionary and referenced by number, or, where every row
 *   has its own (stock numbers), as the dictionary alone in row order; lists of strings from a
 *   small dictionary (≤ 30 words) as one bit mask;
 * - `id` and `created_at_timestamp` as differences from the previous row;
 * - whole-number columns divided by their greatest common divisor (km in tens, prices in tens);
 * - a slug only where it differs from the usual year-make-model-badge-id form.
 */
export interface EncodedIndex {
  version: 3;
  count: number;
  /** Field name → kind, for the columns that are not plain numbers. */
  kinds: Record<string, 'string' | 'unique' | 'list' | 'mask' | 'boolean' | 'delta' | 'slug'>;
  /** Field → the divisor its stored whole numbers were divided by. */
  scales: Record<string, number>;
  dictionaries: Record<string, string[]>;
  columns: Record<string, unknown[]>;
}

const DELTA = new Set(['id', 'created_at_timestamp']);
const MASK_LIMIT = 30;
type Row = Record<string, unknown>;
/** A record as the index stores it: everything but the fields worked out again on reading. */
type StoredRecord = Parameters<typeof withDerivedFields>[0];

export function encodeIndex(records: SearchRecord[]): EncodedIndex {
  const rows = records as unknown as Row[];
  const derived = new Set<string>(DERIVED_FIELDS);
  const fields = rows.length ? Object.keys(rows[0]!).filter((f) => !derived.has(f)) : [];
  const kinds: EncodedIndex['kinds'] = {};
  const dictionaries: Record<string, string[]> = {};
  const columns: Record<string, unknown[]> = {};
  const scales: Record<string, number> = {};
  for (const field of fields) {
    const values = rows.map((r) => r[field]);
    const sample = values.find((v) => v !== null && v !== undefined);
    const dict = () => {
      const list: string[] = [];
      const at = new Map<string, number>();
      const ref = (s: string) => at.get(s) ?? (at.set(s, list.push(s) - 1), list.length - 1);
      dictionaries[field] = list;
      return ref;
    };
    if (field === 'slug') {
      kinds[field] = 'slug';
      columns[field] = records.map((r) => (r.slug === usualSlug(r) ? null : r.slug));
    } else if (
      typeof sample === 'string' &&
      values.every((v) => typeof v === 'string') &&
      new Set(values).size === values.length
    ) {
      // Every row its own value: the values in row order, no references.
      kinds[field] = 'unique';
      dictionaries[field] = values as string[];
      columns[field] = [];
    } else if (typeof sample === 'string') {
      kinds[field] = 'string';
      const ref = dict();
      columns[field] = values.map((v) => (typeof v === 'string' ? ref(v) : null));
    } else if (Array.isArray(sample)) {
      // Words in sorted order, so a decoded mask lists them sorted, as records do.
      const ref = dict();
      [...new Set(values.flatMap((v) => v as string[]))].sort().forEach(ref);
      const lists = values.map((v) => (v as string[]).map(ref));
      if (dictionaries[field]!.length <= MASK_LIMIT) {
        kinds[field] = 'mask';
        columns[field] = lists.map((l) => l.reduce((m, n) => m | (1 << n), 0));
      } else {
        kinds[field] = 'list';
        columns[field] = lists;
      }
    } else if (typeof sample === 'boolean') {
      kinds[field] = 'boolean';
      columns[field] = values.map((v) => (v ? 1 : 0));
    } else if (DELTA.has(field)) {
      kinds[field] = 'delta';
      columns[field] = values.map((v, i) => (v as number) - (i ? (values[i - 1] as number) : 0));
    } else {
      const g = values.reduce<number>(
        (acc, v) => (typeof v === 'number' && Number.isInteger(v) ? gcd(acc, Math.abs(v)) : acc),
        0,
      );
      const whole = values.every((v) => v === null || Number.isInteger(v));
      if (whole && g > 1) scales[field] = g;
      columns[field] =
        whole && g > 1 ? values.map((v) => (v === null ? null : (v as number) / g)) : values;
    }
  }
  return { version: 3, count: records.length, kinds, scales, dictionaries, columns };
}

export function decodeIndex(index: EncodedIndex): SearchRecord[] {
  if (index.version !== 3)
    throw new Error(`Unknown search index version ${String(index.version)}: rebuild the site`);
  const fields = Object.keys(index.columns);
  const out: SearchRecord[] = new Array(index.count);
  const running: Record<string, number> = {};
  for (let i = 0; i < index.count; i++) {
    const r: Row = {};
    for (const field of fields) {
      const v = index.columns[field]![i];
      const dict = index.dictionaries[field]!;
      switch (index.kinds[field]) {
        case 'string':
          r[field] = v === null ? null : dict[v as number];
          break;
        case 'unique':
          r[field] = dict[i];
          break;
        case 'list':
          r[field] = (v as number[]).map((n) => dict[n]);
          break;
        case 'mask':
          r[field] = dict.filter((_, n) => ((v as number) & (1 << n)) !== 0);
          break;
        case 'boolean':
          r[field] = v === 1;
          break;
        case 'delta':
          r[field] = running[field] = (running[field] ?? 0) + (v as number);
          break;
        case 'slug':
          r[field] = v;
          break;
        default:
          r[field] =
            v === null || v === undefined
              ? null
              : index.scales[field]
                ? (v as number) * index.scales[field]!
                : v;
      }
    }
    // The build's own index, decoded field by field: a stored record as the build wrote it.
    const record = withDerivedFields(r as StoredRecord);
    if (record.slug === null) record.slug = usualSlug(record);
    out[i] = record;
  }
  return out;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}
