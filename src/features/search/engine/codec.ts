import type { SearchRecord } from '../record.ts';

/**
 * The embedded index as shipped to the browser: one column per field; strings stored once in a
 * per-field dictionary and referenced by number (arrays as lists of numbers). Small when gzipped,
 * and decoded in one pass.
 */
export interface EncodedIndex {
  version: 1;
  count: number;
  dictionaries: Record<string, string[]>;
  columns: Record<string, unknown[]>;
}

export function encodeIndex(records: SearchRecord[]): EncodedIndex {
  const dictionaries: Record<string, string[]> = {};
  const lookups: Record<string, Map<string, number>> = {};
  const columns: Record<string, unknown[]> = {};
  const ref = (field: string, s: string) => {
    const map = (lookups[field] ??= new Map());
    let n = map.get(s);
    if (n === undefined) {
      n = (dictionaries[field] ??= []).push(s) - 1;
      map.set(s, n);
    }
    return n;
  };
  const fields = records.length ? Object.keys(records[0]!) : [];
  for (const field of fields) columns[field] = [];
  for (const r of records) {
    for (const field of fields) {
      const v = (r as unknown as Record<string, unknown>)[field];
      let out: unknown = v;
      if (typeof v === 'string') out = ref(field, v);
      else if (Array.isArray(v)) out = v.map((s) => ref(field, String(s)));
      else if (typeof v === 'boolean') out = v ? 1 : 0;
      columns[field]!.push(out);
    }
  }
  // Mark which columns hold strings, arrays and booleans so decoding restores their types.
  const kinds: Record<string, string[]> = { string: [], array: [], boolean: [] };
  for (const field of fields) {
    const sample = records.map((r) => (r as unknown as Record<string, unknown>)[field]).find((v) => v !== null && v !== undefined);
    if (typeof sample === 'string') kinds.string!.push(field);
    else if (Array.isArray(sample)) kinds.array!.push(field);
    else if (typeof sample === 'boolean') kinds.boolean!.push(field);
  }
  dictionaries.__string = kinds.string!;
  dictionaries.__array = kinds.array!;
  dictionaries.__boolean = kinds.boolean!;
  return { version: 1, count: records.length, dictionaries, columns };
}

export function decodeIndex(index: EncodedIndex): SearchRecord[] {
  if (index.version !== 1) throw new Error(`Unknown search index version ${String(index.version)}`);
  const strings = new Set(index.dictionaries.__string);
  const arrays = new Set(index.dictionaries.__array);
  const booleans = new Set(index.dictionaries.__boolean);
  const fields = Object.keys(index.columns);
  const out: SearchRecord[] = new Array(index.count);
  for (let i = 0; i < index.count; i++) {
    const r: Record<string, unknown> = {};
    for (const field of fields) {
      const v = index.columns[field]![i];
      const dict = index.dictionaries[field];
      if (v === null || v === undefined) r[field] = v ?? null;
      else if (strings.has(field)) r[field] = dict![v as number];
      else if (arrays.has(field)) r[field] = (v as number[]).map((n) => dict![n]);
      else if (booleans.has(field)) r[field] = v === 1;
      else r[field] = v;
    }
    out[i] = r as unknown as SearchRecord;
  }
  return out;
}
