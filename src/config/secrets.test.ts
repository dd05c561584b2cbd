import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import { dealerConfig } from '../../tests/support/fixtures.ts';
import { parseDealerConfig } from './load.server.ts';
import { leakedSecrets } from './secrets.server.ts';
import { secretEnv } from './secrets.ts';

const config = dealerConfig();
const withDelivery = dealerConfig({
  leads: {
    delivery: {
      webhookUrlEnv: 'RIVERBEND_CRM_HOOK',
      email: { to: 'a@b.com.au', from: 'c@d.com.au', smtpUrlEnv: 'RIVERBEND_MAIL' },
    },
  },
});

describe('secrets and the browser', () => {
  it('knows the secret env vars: fixed ones, the ones the dealer file names, and any named like a secret, never the search-only key', () => {
    const env = {
      TYPESENSE_ADMIN_KEY: 'admin-key-123456',
      DATABASE_URL: 'postgres://u:p@db/leads',
      RIVERBEND_CRM_HOOK: 'https://crm.example/hook/abc',
      RIVERBEND_MAIL: 'smtps://u:p@mail:465',
      YOUX_API_SECRET: 'lender-secret-99',
      TYPESENSE_SEARCH_KEY: 'search-only-123456',
      PATH: '/usr/bin:/bin',
      PORT: '4321',
    };
    expect([...secretEnv(withDelivery, env).keys()]).toEqual([
      'DATABASE_URL',
      'RIVERBEND_CRM_HOOK',
      'RIVERBEND_MAIL',
      'TYPESENSE_ADMIN_KEY',
      'YOUX_API_SECRET',
    ]);
  });

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

  it('refuses a search key env var that does not end in _SEARCH_KEY', () => {
    for (const name of ['TYPESENSE_ADMIN_KEY', 'DATABASE_URL']) {
      const text = JSON.stringify({
        ...JSON.parse(JSON.stringify(config)),
        search: {
          provider: 'typesense',
          host: { host: 'x.example', port: 443, protocol: 'https' },
          searchKeyEnv: name,
        },
      });
      const r = parseDealerConfig(text, 'dealers/test-motors.json');
      expect(r.ok).toBe(false);
      expect(!r.ok && r.problems).toContainEqual(
        expect.objectContaining({
          path: 'search.searchKeyEnv',
          message: expect.stringMatching(/must name an env var ending in _SEARCH_KEY/i),
        }),
      );
    }
  });
});
