import { loadDealerConfig } from '~/config/load.server.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { axeClean, freshMobile, signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

/** value-auto-supermarket runs the promotion, gated (dealer file features.spinToWin, gatedRoutes). */
const slug = 'value-auto-supermarket';
const base = `http://127.0.0.1:${dealerPorts[slug]}`;
const promo = loadDealerConfig(slug).features.spinToWin!;

for (const width of [390, 1366]) {
  test(`spin to win at ${width} px: sign in first, one spin, the prize and its code kept`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // Gated: a visitor who is not signed in goes to sign-in before the page shows.
    await page.goto(`${base}/spin-to-win`);
    await page.waitForURL((u) => u.pathname === '/sign-in');
    const params = new URL(page.url()).searchParams;
    expect(params.get('type')).toBe('spin-to-win');
    expect(params.get('redirect')).toBe('/spin-to-win');
    await signIn(page, slug, freshMobile());
    await page.waitForURL((u) => u.pathname === '/spin-to-win');

    await expect(page.getByRole('heading', { level: 1, name: promo.title })).toBeVisible();
    // Every prize is on the page with its chance (weights 30, 20, 20, 20, 5, 5 of 100).
    for (const p of promo.prizes)
      await expect(page.getByText(p.label, { exact: true }).last()).toBeVisible();
    const total = promo.prizes.reduce((s, p) => s + p.weight, 0);
    await expect(page.locator('.spin-chance').first()).toHaveText(
      `${(100 * promo.prizes[0]!.weight) / total}%`,
    );
    await expect(page.getByText(promo.terms)).toBeVisible();
    const button = page.getByRole('button', { name: 'Spin the wheel' });
    await expect(button).toBeEnabled();
    await axeClean(page);

    await button.click();
    const result = page.locator('.spin-result');
    await expect(result).toBeVisible({ timeout: 15_000 });
    await expect(result).toBeFocused();
    const heading = (await result.getByRole('heading').textContent()) ?? '';
    const won = heading.replace('You won: ', '');
    expect(promo.prizes.map((p) => p.label)).toContain(won);
    await expect(result).toContainText(promo.prizes.find((p) => p.label === won)!.detail);
    const code = await result.locator('.spin-code strong').textContent();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    await axeClean(page);

    // Back later: the same prize and code, and no second spin.
    await page.reload();
    await expect(result.getByRole('heading')).toHaveText(`Your prize: ${won}`);
    await expect(result.locator('.spin-code strong')).toHaveText(code!);
    await expect(page.getByRole('button', { name: 'Spin the wheel' })).toHaveCount(0);
  });
}
