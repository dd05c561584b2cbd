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
  /** Multi-valued attributes: the row's codes. */
  multi: Int32Array[] | null;
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
    const multi = rows.map((r) => Int32Array.from(((r[attr] as unknown[] | null) ?? []).map(ref)));
    return { values, code, single: null, multi };
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
