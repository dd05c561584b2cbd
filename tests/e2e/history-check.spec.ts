import type { Page } from '@playwright/test';

import type { Car } from '~/catalogue/car.schema.ts';
import { loadSite } from '~/catalogue/load.server.ts';
import { shortDate } from '~/components/formats.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { dealerTimeZone } from '~/features/locations/time.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { screenFor, shot, WIDTHS } from '../support/journey.ts';
import { axeClean } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

/**
 * A used car's history check on its page, on every sample dealer with one: what was searched and
 * when, the certificate number, and its three answers in plain words. A car with finance owing
 * says so with the dealer's note; a written-off car shows or is off the site as the dealer file
 * says; a car reported stolen is never on the site. A new car has no history section.
 */
type Check = NonNullable<Car['history_check']>;
const used = (c: Car) => c.car_type === 'used' && c.status === 'in_stock' && !!c.history_check;
const check = (c: Car) => c.history_check as Check;

for (const [slug, port] of Object.entries(dealerPorts)) {
  const config = loadDealerConfig(slug);
  const settings = config.inventory.historyCheck;
  if (settings.provider === 'none') continue;
  const site = loadSite(config);
  const base = `http://127.0.0.1:${port}`;
  const noun = config.inventory.noun.singular.toLowerCase();
  const listed = new Set(site.listed.map((c) => c.id));
  const clear = site.listed.find(
    (c) => used(c) && !check(c).financeOwing && !check(c).writtenOff && check(c).stolen === false,
  )!;
  const owing = site.cars.find((c) => used(c) && check(c).financeOwing && !check(c).stolen);
  const writtenOff = site.cars.find((c) => used(c) && check(c).writtenOff && !check(c).stolen);
  const stolen = site.cars.filter((c) => used(c) && check(c).stolen);
  const section = (page: Page) => page.getByRole('region', { name: 'History check' });

  test.describe(`${slug}: history checks`, () => {
    test.use(screenFor(390));

    // The section read on a phone and on a desktop.
    for (const width of WIDTHS)
      test.describe(`at ${width} px`, () => {
        test.use(screenFor(width));

        test('a clear used car says what was searched, when, and the certificate', async ({
          page,
        }) => {
          await page.goto(`${base}/cars/${clear.slug}`);
          const history = section(page);
          const date = shortDate(new Date(check(clear).searchedAt), dealerTimeZone(config));
          await expect(history).toContainText(
            `We searched the Personal Property Securities Register (PPSR) for this ${noun} on ${date}. Certificate number ${check(clear).certificate}.`,
          );
          await expect(history).toContainText('Finance owing: None registered');
          await expect(history).toContainText('Written off: No written-off record');
          await expect(history).toContainText('Stolen: Not reported stolen');
          await history.scrollIntoViewIfNeeded();
          await axeClean(page);
          await shot(page, `${slug}-${width}-history-clear`);
        });
      });

    test('finance owing shows as the dealer file says', async ({ page }) => {
      test.skip(!owing, `${slug}'s sample stock has no used car with finance owing`);
      expect(listed.has(owing!.id)).toBe(settings.onFinanceOwing === 'show');
      const res = await page.goto(`${base}/cars/${owing!.slug}`);
      if (settings.onFinanceOwing === 'hide') return expect(res!.status()).toBe(404);
      await expect(section(page)).toContainText(
        `Finance owing: Registered against this ${noun}. ${settings.financeOwingNote}`,
      );
      await section(page).scrollIntoViewIfNeeded();
      await shot(page, `${slug}-390-history-owing`);
    });

    test('a written-off car shows or is off the site, as the dealer file says', async ({
      page,
    }) => {
      test.skip(!writtenOff, `${slug}'s sample stock has no written-off used car`);
      expect(listed.has(writtenOff!.id)).toBe(settings.onWrittenOff === 'show');
      const res = await page.goto(`${base}/cars/${writtenOff!.slug}`);
      if (settings.onWrittenOff === 'hide') return expect(res!.status()).toBe(404);
      await expect(section(page)).toContainText('Written off: Recorded as written off');
    });

    test('a car reported stolen is on no page, feed or search', async ({ page, request }) => {
      for (const car of stolen) {
        expect(listed.has(car.id)).toBe(false);
        expect((await page.goto(`${base}/cars/${car.slug}`))!.status()).toBe(404);
      }
      const feed = await (await request.get(`${base}/inventory.json`)).text();
      for (const car of stolen) expect(feed).not.toContain(car.slug);
    });

    test('a new car has no history section', async ({ page }) => {
      const fresh = site.listed.find((c) => c.car_type === 'new' && c.status === 'in_stock');
      test.skip(!fresh, `${slug} lists no new ${noun}`);
      await page.goto(`${base}/cars/${fresh!.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(section(page)).toHaveCount(0);
    });
  });
}
