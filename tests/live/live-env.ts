/**
 * Live tests run against real outside services, each only when the variables it names are set.
 * A live test names them once, in its `liveEnv(…)` call: `liveTests` reads that call to decide
 * which files vitest includes (vitest.config.ts) and what `npm run test:live` asks for, so a new
 * file in tests/live/ joins by itself and no list is kept by hand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The named variables' values; throws naming the missing ones (vitest includes the file only when all are set). */
export function liveEnv<const K extends string>(...names: K[]): Record<K, string> {
  const missing = names.filter((n) => !process.env[n]);
  if (missing.length) throw new Error(`Set ${missing.join(', ')} to run this live test.`);
  return Object.fromEntries(names.map((n) => [n, process.env[n]!])) as Record<K, string>;
}

export interface LiveTest {
  /** Relative to the repository: tests/live/<name>.test.ts. */
  file: string;
  /** The variables its `liveEnv(…)` call names. */
  needs: string[];
}

const CALL = /\bliveEnv\(([^)]*)\)/;

/** Every live test under `root`/tests/live with the variables it needs. */
export function liveTests(root: string): LiveTest[] {
  const dir = join(root, 'tests', 'live');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .sort()
    .map((f) => {
      const call = CALL.exec(readFileSync(join(dir, f), 'utf8'));
      const needs = [...(call?.[1] ?? '').matchAll(/'([A-Z0-9_]+)'/g)].map((m) => m[1]!);
      if (!needs.length)
        throw new Error(
          `tests/live/${f}: a live test names the variables it needs with liveEnv('NAME', …).`,
        );
      return { file: `tests/live/${f}`, needs };
    });
}

/** The live tests whose variables are all set in `env`. */
export function readyLiveTests(
  tests: LiveTest[],
  env: Record<string, string | undefined>,
): LiveTest[] {
  return tests.filter((t) => t.needs.every((n) => env[n]));
}
