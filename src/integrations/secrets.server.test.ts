import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import { leakedSecrets } from './secrets.server.ts';

describe('secrets and the browser', () => {
  it('finds a secret value in the client files, raw, URL-encoded or JSON-escaped, naming variable and file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'client-'));
    mkdirSync(join(dir, '_astro'));
    writeFileSync(join(dir, 'index.html'), '<p>hello</p>');
    writeFileSync(join(dir, '_astro', 'a.js'), 'const k="admin-key-123456";');
    writeFileSync(
      join(dir, 'b.html'),
      `<a href="?x=${encodeURIComponent('postgres://u:p@db/leads')}">`,
    );
    const found = leakedSecrets(
      dir,
      new Map([
        ['TYPESENSE_ADMIN_KEY', 'admin-key-123456'],
        ['DATABASE_URL', 'postgres://u:p@db/leads'],
        ['SMTP_URL', 'smtps://never:shipped@x'],
      ]),
    );
    expect(found.sort()).toEqual([
      ['DATABASE_URL', relative(process.cwd(), join(dir, 'b.html'))],
      ['TYPESENSE_ADMIN_KEY', relative(process.cwd(), join(dir, '_astro', 'a.js'))],
    ]);
  });
});
