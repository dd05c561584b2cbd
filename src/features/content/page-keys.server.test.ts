import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { directiveCode } from './page-keys.server.ts';

const integration = resolve('src/integrations/dealer-site.server.ts');

/** A module's file and every file it imports by a relative path, recursively. */
function withImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g))
    withImports(resolve(dirname(file), spec!), seen);
  return seen;
}

describe('page keys', () => {
  it('digest the code of every client directive the site adds, and of what each imports', () => {
    const entries = [
      ...readFileSync(integration, 'utf8').matchAll(
        /addClientDirective\(\{[^}]*new URL\('(\.{1,2}\/[^']+)'/g,
      ),
    ].map(([, path]) => resolve(dirname(integration), path!));
    expect(entries.length).toBeGreaterThanOrEqual(2);
    const files = new Set(entries.flatMap((e) => [...withImports(e)]));
    for (const file of files) expect(directiveCode).toContain(readFileSync(file, 'utf8'));
  });
});
