import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { dealerPorts } from '../../playwright.config.ts';
import { expect, test } from '../support/test.ts';

/** Every built page of a dealer (client/**.html). */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

for (const slug of Object.keys(dealerPorts)) {
  test(`${slug}: every sized photo a page names was made by the build`, () => {
    const root = join('dist', slug, 'client');
    const named = new Set<string>();
    for (const file of htmlFiles(root))
      for (const m of readFileSync(file, 'utf8').matchAll(/\/_img\/\d+\/[^\s"',]+\.webp/g))
        named.add(m[0]);
    expect(named.size).toBeGreaterThan(0);
    expect([...named].filter((url) => !existsSync(join(root, url)))).toEqual([]);
  });
}
