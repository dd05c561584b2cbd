import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { listDealerSlugs } from '~/config/load.server.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { expectStepFits, PHONE } from '../support/phone.ts';
import { expect, test } from '../support/test.ts';

/**
 * Spec States: the promo popup (value-auto-supermarket's home page) and promotional
 * tiles among search results, each within its dates and, for tiles, for its car conditions. The
 * browser's clock is set, so these hold whatever the day the tests run.
 */
const usedSite = `http://127.0.0.1:${dealerPorts['value-auto-supermarket']}`;
const group = `http://127.0.0.1:${dealerPorts['southern-cross-motor-group']}`;

// A first-time visitor: nothing stored (the other browser tests have closed the popup before).
test.use({ storageState: { cookies: [], origins: [] } });

const popup = (page: Page) => page.getByRole('dialog', { name: 'Summer road-trip ready' });
const at = (page: Page, time: string) => page.clock.setFixedTime(new Date(time));

for (const width of [390, 1366]) {
  test(`the promo popup opens once, at most 600 px wide and 80vh high, focus kept inside, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await at(page, '2026-11-23T10:00:00+10:00');
    await page.goto(`${usedSite}/`);
    const dialog = popup(page);
    if (width < 768) {
      // On a phone it never covers the first screen: it waits until the visitor scrolls.
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      await expect(dialog).toBeHidden();
      await page.mouse.wheel(0, 500);
    }
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Browse pre-owned cars' })).toHaveAttribute(
      'href',
      '/search/used-cars',
    );
    await expect(dialog).toContainText('$500 fuel card');
    const img = dialog.locator('img');
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
      .toBeGreaterThan(0);
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(600);
    expect(box.height).toBeLessThanOrEqual(800 * 0.8 + 0.5);

    // Focus stays in the popup, forwards and backwards.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    const axe = await new AxeBuilder({ page }).include('#promo-popup').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // Escape closes it; closing is stored, so it stays closed on the next visit.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The dialog's close event is a task queued after it hides (HTML spec), so poll for it.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('promo-popup-hidden:summer-road-trip')))
      .toBe('1');
    await page.reload();
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (width < 768) await page.mouse.wheel(0, 500);
    await page.waitForTimeout(300);
    await expect(dialog).toBeHidden();
  });
}

test('the popup closes with its Close button and is not shown after its expiry', async ({
  page,
}) => {
  await at(page, '2026-12-24T23:00:00+10:00'); // its last day
  await page.goto(`${usedSite}/`);
  await expect(popup(page)).toBeVisible();
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('promo-popup-hidden:summer-road-trip')))
    .toBe('1');

  // Forget the closing, so only the expiry can keep it hidden.
  await page.evaluate(() => localStorage.clear());
  await at(page, '2026-12-25T00:00:00+10:00'); // the day after
  await page.goto(`${usedSite}/`);
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(popup(page)).toBeHidden();
});

test.describe('on a phone (390 px, touch)', () => {
  test.use(PHONE);
  test('the popup fits the screen, and a tap on its Close button closes it', async ({ page }) => {
    await at(page, '2026-11-23T10:00:00+10:00');
    await page.goto(`${usedSite}/`);
    await page.waitForLoadState('load');
    await page.evaluate(() => window.scrollTo(0, 600));
    const close = popup(page).getByRole('button', { name: 'Close' });
    await expect(popup(page)).toBeVisible();
    await expect(
      popup(page).getByRole('heading', { name: 'Summer road-trip ready' }),
    ).toBeInViewport();
    await expectStepFits(page, close);
    await close.tap();
    await expect(popup(page)).toBeHidden();
  });

  for (const slug of listDealerSlugs())
    test(`${slug}: the home page is no wider than the screen`, async ({ page }) => {
      await page.goto(`http://127.0.0.1:${dealerPorts[slug]}/`);
      await page.waitForLoadState('load');
      const widths = await page.evaluate(() => [
        window.innerWidth,
        document.documentElement.scrollWidth,
      ]);
      expect(widths).toEqual([390, 390]);
    });
});

const tiles = (page: Page) => page.locator('.insert-card h3');
const island = (page: Page) => page.locator('astro-island[component-url*="SearchApp"]');

/** A landing with its island running (a query string starts it), so the visitor's clock decides. */
async function landing(page: Page, url: string) {
  await page.goto(`${url}?sortBy=price:desc`);
  await expect(island(page)).not.toHaveAttribute('ssr');
  await expect(page.locator('.car-card').first()).toBeVisible();
}

test('a promotional tile shows only within its dates (2025-07-01 to 2025-07-24, +10:00)', async ({
  page,
}) => {
  const july = 'July runout: 2025-plated new cars';
  await at(page, '2025-07-10T12:00:00+10:00');
  await landing(page, `${group}/search/new-cars`);
  await expect(tiles(page).first()).toHaveText(july);

  await at(page, '2025-07-25T00:00:01+10:00');
  await landing(page, `${group}/search/new-cars`);
  await expect(tiles(page).first()).toBeVisible();
  await expect(tiles(page)).not.toContainText([july]);

  await at(page, '2025-06-30T23:59:00+10:00');
  await landing(page, `${group}/search/new-cars`);
  await expect(tiles(page)).not.toContainText([july]);
});

test('a promotional tile shows only for its listed car conditions', async ({ page }) => {
  const demo = 'Demo runout: save on low-kilometre demonstrators';
  await at(page, '2026-11-23T10:00:00+10:00');
  // In the build's HTML, before any script runs, and after.
  await page.goto(`${group}/search/demo-cars`);
  await expect(tiles(page).first()).toHaveText(demo);
  await landing(page, `${group}/search/demo-cars`);
  await expect(tiles(page).first()).toHaveText(demo);
  for (const other of ['new-cars', 'used-cars', 'new-used-and-demo-cars']) {
    await landing(page, `${group}/search/${other}`);
    await expect(tiles(page).first()).toBeVisible();
    await expect(tiles(page), other).not.toContainText([demo]);
  }
  // A site whose stock is all used shows its used-car tile on every search.
  await landing(page, `${usedSite}/search/used-cars`);
  await expect(tiles(page).first()).toHaveText('$500 fuel card with every pre-owned car');
  await expect(page.locator('.insert-card img').first()).toHaveAttribute('srcset', /\.webp \d+w/);
});
