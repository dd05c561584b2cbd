import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { isInStock } from '~/catalogue/availability.ts';
import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { modelUrl } from '~/features/content/links.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { expect, test } from '../support/test.ts';
import { blankTile } from '../support/tile.ts';

/**
 * A layout change is seen as a picture diff. Each page type of every sample
 * dealer (one per template) at 390 and 1366 px, compared with the pictures in
 * visual.spec.ts-snapshots/: the first screen a buyer sees, in the repository's fonts, with
 * animations off, the clock fixed and map tiles blank. What changes between visits (view counts, days listed)
 * is masked. After an intended change: `npx playwright test visual --update-snapshots=all`, then
 * look at the new pictures before committing them. (Plain `--update-snapshots` rewrites only the
 * pictures past the limit below, and leaves one just under it to fail on another machine: a
 * re-rendered photo moved 1,388 pixels of the search page, over the limit of 1,229, in CI.)
 */
const tile = blankTile();

function pagesOf(slug: string): [string, string][] {
  const config = loadDealerConfig(slug);
  const site = loadSite(config);
  const built = (path: string) => existsSync(join('dist', slug, 'client', path, 'index.html'));
  const car = site.listed.find(
    (c) => isInStock(c) && c.images.length > 1 && built(`cars/${c.slug}`),
  );
  const model = config.features.modelPages
    ? site.models
        .filter((m) => m.status !== 'coming_soon')
        .map((m) => modelUrl(config, m))
        .find((path) => path.startsWith('/') && built(path))
    : undefined;
  const pages: [string, string | undefined][] = [
    ['home', '/'],
    ['search', '/search/new-used-and-demo-cars'],
    ['car', car && `/cars/${car.slug}`],
    ['model', model],
    ['finance', '/finance'],
    ['contact', '/contact-us'],
  ];
  return pages.filter((p): p is [string, string] => p[1] !== undefined);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // Every photo on the first screen drawn before the picture is taken.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((i) => i.getBoundingClientRect().top < innerHeight && i.loading !== 'lazy')
          .every((i) => i.complete),
      ),
    )
    .toBe(true);
}

for (const [slug, port] of Object.entries(dealerPorts)) {
  for (const [name, path] of pagesOf(slug)) {
    for (const width of [390, 1366]) {
      test(`${slug}: ${name} page at ${width} px looks as it did`, async ({ page }) => {
        // A weekday morning: every location open, every dated offer and tile as on the pictures.
        await page.clock.setFixedTime(new Date('2026-11-24T10:00:00+10:00'));
        await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
        await page.route(/tile\.openstreetmap\.org/, (r) =>
          r.fulfill({ body: tile, contentType: 'image/png' }),
        );
        await page.goto(`http://127.0.0.1:${port}${path}`);
        await settle(page);
        await expect(page).toHaveScreenshot(`${slug}-${name}-${width}.png`, {
          animations: 'disabled',
          caret: 'hide',
          // The car page's listing line as a whole: its view count's width changes with it.
          mask: [page.locator('.listing'), page.locator('.views'), page.locator('.listed')],
          maxDiffPixelRatio: 0.001,
        });
      });
    }
  }
}
