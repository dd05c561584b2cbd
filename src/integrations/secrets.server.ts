import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file below `dir` (what a browser can download from the published folder). */
function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Where a secret's value appears in the browser's files: [env var name, file] pairs, empty when
 * none does. Also finds the value URL-encoded or JSON-escaped, as a bundler may write it.
 */
export function leakedSecrets(clientDir: string, secrets: Map<string, string>): [string, string][] {
  if (!secrets.size) return [];
  const needles = [...secrets].flatMap(([name, value]) =>
    [...new Set([value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)])].map(
      (v) => [name, Buffer.from(v)] as const,
    ),
  );
  const found: [string, string][] = [];
  for (const file of files(clientDir)) {
    const bytes = readFileSync(file);
    for (const [name, needle] of needles) {
      if (bytes.includes(needle) && !found.some(([n, f]) => n === name && f === file))
        found.push([name, relative(process.cwd(), file)]);
    }
  }
  return found;
}
