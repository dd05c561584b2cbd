import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** A mobile no earlier run used (the per-phone send limit never carries over). */
export const freshMobile = () => `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The newest code the embedded SMS sender wrote for this phone (.data/e2e/<slug>/sms/, or the server's own data folder). */
export async function codeFor(slug: string, phone: string, dataDir = '.data/e2e'): Promise<string> {
  const dir = join(dataDir, slug, 'sms');
  const to = `+61${phone.slice(1)}`;
  let code: string | undefined;
  await expect
    .poll(() => {
      if (!existsSync(dir)) return undefined;
      code = readdirSync(dir)
        .sort()
        .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; body: string })
        .filter((m) => m.to === to)
        .at(-1)
        ?.body.slice(0, 6);
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Signs in on the sign-in page the browser is on, giving name and e-mail if asked. */
export async function signIn(page: Page, slug: string, phone: string) {
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Text Me a Code' }).click();
  await expect(page.getByRole('status')).toContainText(`Code sent to ${phone}`);
  await page.getByLabel('6-digit code').fill(await codeFor(slug, phone));
  await page.getByRole('button', { name: 'Sign In' }).click();
  const first = page.getByLabel('First name');
  // A new user is asked their name once; a known one goes straight back.
  await expect
    .poll(async () => (await first.isVisible()) || new URL(page.url()).pathname !== '/sign-in')
    .toBe(true);
  if (await first.isVisible()) {
    await first.fill('Mia');
    await page.getByLabel('Last name').fill('Nguyen');
    await page.getByLabel('Email address').fill('mia@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
  }
}

/** axe finds nothing on the page as it is now. */
export async function axeClean(page: Page) {
  const found = await new AxeBuilder({ page }).analyze();
  expect(
    found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}
