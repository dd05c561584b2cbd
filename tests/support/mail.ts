import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect } from '@playwright/test';

/**
 * The text of the newest e-mail a dealer's embedded mailer wrote to `to` in the browser tests
 * (`.data/e2e/<slug>/mail`), its long headers unfolded and quoted-printable decoded. Waits for it.
 */
export async function mailTo(slug: string, to: string): Promise<string> {
  const dir = join('.data', 'e2e', slug, 'mail');
  let text = '';
  await expect
    .poll(() => {
      if (!existsSync(dir)) return '';
      const eml = readdirSync(dir)
        .sort()
        // Lines as \n, long headers unfolded (RFC 5322).
        .map((f) =>
          readFileSync(join(dir, f), 'utf8')
            .replace(/\r\n/g, '\n')
            .replace(/\n[ \t]+/g, ' '),
        )
        .filter((m) => m.includes(`\nTo: ${to}\n`))
        .at(-1);
      text = (eml ?? '')
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      return text;
    })
    .toContain(to);
  return text;
}

/** A link to `path` in an e-mail, moved from the site's public address to the test's server. */
export function linkIn(text: string, siteUrl: string, path: string, base: string): string {
  const site = siteUrl.replace(/\/$/, '').replace(/\./g, '\\.');
  const m = new RegExp(`${site}(${path}#\\S+)`).exec(text);
  expect(m, `a ${path} link in the e-mail`).not.toBeNull();
  return `${base}${m![1]}`;
}
