/**
 * JSON with object keys sorted at every depth: the same value always gives the same text, whatever
 * order its keys came in (a request body, a record read back from Postgres jsonb). Pure.
 */
// (The order is the one stored request hashes were made with: changing it would refuse a retry in flight.)
export const stableJson = (v: unknown): string =>
  JSON.stringify(v, (_, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort())
      : x,
  );
