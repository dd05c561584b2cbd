import fc from 'fast-check';

/**
 * Hostile request bodies for the POST endpoints' fuzz tests: a valid body with
 * one value swapped for something an attacker sends (control characters, lone surrogates,
 * out-of-range numbers, deep nesting, huge strings, non-http URLs, wrong types), an unknown key,
 * or a body that is not JSON at all.
 */
const DEEP = '"__DEEP__"';

export const hostileValue = fc.oneof(
  fc
    .tuple(
      fc.string(),
      fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u009b', '\u000b'),
      fc.string(),
    )
    .map(([a, c, b]) => `${a}${c}${b}`),
  fc.constantFrom('\ud800', 'a\udfff', '\udbff\ud800', 'x\ud83d'),
  fc.oneof(
    fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
    fc.constantFrom(1e308, -1, 0, 2 ** 53, 1.5, -(2 ** 31) - 1, 2 ** 31),
  ),
  fc.constant('__DEEP__'),
  fc.integer({ min: 17_000, max: 70_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom(
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>x</script>',
    'file:///etc/passwd',
    'ftp://x.com/',
    'vbscript:x',
  ),
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.constantFrom(null, true, [], {}, [1, 2], { a: 1 }),
);

/** The JSON leaves of a body, as paths. */
const leaves = (v: unknown, path: string[] = []): string[][] =>
  v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length
    ? Object.entries(v).flatMap(([k, x]) => leaves(x, [...path, k]))
    : [path];

export function mutate(body: Record<string, unknown>, path: string[], value: unknown): string {
  const copy = structuredClone(body);
  let at = copy as Record<string, unknown>;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string, unknown>;
  at[path.at(-1)!] = value;
  const depth = 3000;
  return JSON.stringify(copy).replace(DEEP, `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`);
}

/** Bodies to send an endpoint whose valid body `valid` makes. */
export function hostileBodies(valid: () => Record<string, unknown>): fc.Arbitrary<string> {
  const paths = leaves(valid());
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(fc.constantFrom(...paths), hostileValue)
        .map(([path, value]) => mutate(valid(), path, value)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.string(), hostileValue)
        .map(([key, value]) => mutate(valid(), [key || 'extra'], value)),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.string(),
        fc.constantFrom(
          '',
          'null',
          '[]',
          '{"a":',
          '"\\u0000"',
          `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
        ),
      ),
    },
  );
}
