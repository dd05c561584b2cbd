import type { Page } from '@playwright/test';

import { isInStock } from '~/catalogue/availability.ts';
import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { showSaveControl } from '~/features/saved/save-control.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { press, screenFor, shot, WIDTHS } from '../support/journey.ts';
import { expectStepFits } from '../support/phone.ts';
import { expect, test } from '../support/test.ts';

/**
 * What a buyer does with a car before deciding, walked on every sample dealer at both widths,
 * with what that dealer turns on: compare two cars side by side, share one, print it and keep its
 * PDF. Every step fits the screen with its action in reach, and the price is the same wherever
 * the car is shown: its page, the compare table, the print page, the PDF.
 */

/** The price a car's page shows, as the buyer reads it. */
const pagePrice = async (page: Page) =>
  (await page
    .getByRole('complementary', { name: 'Price and contact' })
    .locator('.price strong')
    .textContent())!.trim();

for (const [slug, port] of Object.entries(dealerPorts)) {
  const config = loadDealerConfig(slug);
  const base = `http://127.0.0.1:${port}`;
  const { compare, print } = config.features;
  const cars = loadSite(config)
    .listed.filter(
      (c) =>
        isInStock(c) &&
        !c.reserved &&
        c.images.length > 0 &&
        showSaveControl(c, config.features.favouritesStrict, false),
    )
    .slice(0, 2);

  for (const width of WIDTHS) {
    test.describe(`${slug} at ${width} px`, () => {
      test.use(screenFor(width));

      test(`${[compare && 'compare', 'share', print && 'print and PDF'].filter(Boolean).join(', ')}: one price everywhere`, async ({
        page,
        context,
      }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        const name = `${slug}-${width}-compare-share`;
        const [a, b] = cars as [(typeof cars)[0], (typeof cars)[0]];
        const prices = new Map<string, string>();
        const block = page.getByRole('complementary', { name: 'Price and contact' });

        if (compare) {
          for (const [i, car] of [a, b].entries()) {
            await page.goto(`${base}/cars/${car.slug}`);
            prices.set(car.slug, await pagePrice(page));
            const add = block.getByRole('button', { name: /^Compare/ });
            await expectStepFits(page, add);
            await press(width, add);
            await expect(block.getByRole('button', { name: /^Comparing/ })).toBeVisible();
            if (i === 0) await shot(page, `${name}-1-compare-add`);
          }
          // The toast's way to the comparison.
          const toCompare = page.getByRole('link', { name: 'Compare', exact: true });
          await expectStepFits(page, toCompare);
          await press(width, toCompare);
          await expect(page).toHaveURL(`${base}/compare`);
          const table = page.getByRole('table', { name: 'Cars compared' });
          await expect(table.getByRole('columnheader')).toHaveCount(2);
          for (const car of [a, b]) {
            const column = table.getByRole('columnheader').filter({
              has: page.locator(`a[href="/cars/${car.slug}"]`),
            });
            await expect(column.locator('.compare-price')).toHaveText(prices.get(car.slug)!);
            await expect(column.locator('img, [role="img"]')).toHaveCount(1);
          }
          await expectStepFits(page, table.getByRole('link').first());
          await shot(page, `${name}-2-compared`);
        }

        // Share the first car: the targets open on screen, and Copy link copies its address.
        await page.goto(`${base}/cars/${a.slug}`);
        const price = await pagePrice(page);
        if (prices.has(a.slug)) expect(price).toBe(prices.get(a.slug));
        const share = block.locator('summary', { hasText: 'Share' });
        await expectStepFits(page, share);
        await press(width, share);
        const targets = page.getByRole('list', { name: /^Share / });
        const copy = targets.getByRole('button', { name: 'Copy link' });
        await expectStepFits(page, copy);
        await shot(page, `${name}-3-share`);
        await page.evaluate(() => navigator.clipboard.writeText(''));
        await press(width, copy);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          `${config.url.replace(/\/$/, '')}/cars/${a.slug}`,
        );
        await page.keyboard.press('Escape');
        await expect(targets).toBeHidden();

        if (!print) {
          await expect(block.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
          return;
        }
        // Print: its own page in a new tab, with the same price.
        const printLink = block.getByRole('link', { name: /^Print/ });
        await expectStepFits(page, printLink);
        const [tab] = await Promise.all([context.waitForEvent('page'), press(width, printLink)]);
        await tab.waitForLoadState();
        await expect(tab.locator('.print-price')).toContainText(price);
        await expectStepFits(tab, tab.getByRole('button', { name: 'Print this page' }));
        await shot(tab, `${name}-4-print`);
        await tab.close();

        // The PDF: the same price in the file a buyer keeps.
        const pdfButton = block.getByRole('button', { name: 'Download PDF' });
        await expectStepFits(page, pdfButton);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          press(width, pdfButton),
        ]);
        expect(download.suggestedFilename()).toBe(`${a.slug}.pdf`);
        const { PDFDocument } = await import('pdf-lib');
        const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
        const pdf = await PDFDocument.load(bytes);
        expect(pdf.getSubject()).toMatch(new RegExp(` - ${price.replace(/[$.]/g, '\\$&')}$`));
      });
    });
  }
}
