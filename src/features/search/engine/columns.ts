/**
 * Columns the engine builds once per attribute, on first use: each row's value as a number, so
 * filtering and counting are array look-ups instead of object walks.
 */
export interface FacetColumn {
  /** Distinct values, by code. */
  values: string[];
  code: Map<string, number>;
  /** Single-valued attributes: the row's code, or -1. */
  single: Int32Array | null;
  /**
   * Multi-valued attributes: row i's codes are `codes[start[i]]` up to `codes[start[i + 1]]`, in
   * two flat arrays (one small array per row made counting a facet over thousands of rows, read
   * in a sort's order, several times slower).
   */
  multi: { start: Int32Array; codes: Int32Array } | null;
}

/** Whether row `i` has the value coded `c`. */
export function hasCode(col: FacetColumn, i: number, c: number): boolean {
  if (col.single) return col.single[i] === c;
  const { start, codes } = col.multi!;
  for (let k = start[i]!, end = start[i + 1]!; k < end; k++) if (codes[k] === c) return true;
  return false;
}

export function facetColumn(rows: Record<string, unknown>[], attr: string): FacetColumn {
  const values: string[] = [];
  const code = new Map<string, number>();
  const ref = (v: unknown) => {
    const s = typeof v === 'string' ? v : String(v);
    let c = code.get(s);
    if (c === undefined) {
      c = values.push(s) - 1;
      code.set(s, c);
    }
    return c;
  };
  const isMulti = rows.some((r) => Array.isArray(r[attr]));
  if (isMulti) {
    const start = new Int32Array(rows.length + 1);
    const all: number[] = [];
    rows.forEach((r, i) => {
      for (const v of (r[attr] as unknown[] | null) ?? []) all.push(ref(v));
      start[i + 1] = all.length;
    });
    return { values, code, single: null, multi: { start, codes: Int32Array.from(all) } };
  }
  const single = new Int32Array(rows.length);
  rows.forEach((r, i) => {
    const v = r[attr];
    single[i] = v === null || v === undefined ? -1 : ref(v);
  });
  return { values, code, single, multi: null };
}

/** A numeric attribute as Float64Array, NaN where missing. */
export function numberColumn(rows: Record<string, unknown>[], attr: string): Float64Array {
  const out = new Float64Array(rows.length);
  rows.forEach((r, i) => {
    const v = r[attr];
    out[i] = typeof v === 'number' ? v : Number.NaN;
  });
  return out;
}
