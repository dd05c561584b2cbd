import type { Locator } from '@playwright/test';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { ALERT_MESSAGES as M } from '~/features/alerts/messages.ts';

import { dealerPorts } from '../../playwright.config.ts';
import {
  expectCardLeadsTo,
  expectReferenceSent,
  fillContact,
  press,
  screenFor,
  shot,
  WIDTHS,
} from '../support/journey.ts';
import { linkIn, mailTo } from '../support/mail.ts';
import { leadsWith } from '../support/outbox.ts';
import { expectStepFits } from '../support/phone.ts';
import { expect, test } from '../support/test.ts';

/**
 * A buyer who arrives at a sold car, walked on every sample dealer at both widths. A car sold
 * this week: its one action, Find Me Something Similar, to the thank-you page. A car sold weeks
 * ago (its light page): a similar car in stock, whose page says the price its card said, and
 * Notify me to a confirmed alert. Every step fits the screen with its action in reach, and every
 * car without a photo has a placeholder where it would be.
 */

/** The similar cars' cards: each has its photo or the placeholder, so a row lines up. */
async function expectEveryCardPictured(region: Locator) {
  const cards = region.getByRole('listitem');
  const n = await cards.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++)
    await expect(
      cards.nth(i).locator('img, [role="img"][aria-label="Photo coming soon"]'),
    ).toHaveCount(1);
}

for (const [slug, port] of Object.entries(dealerPorts)) {
  const config = loadDealerConfig(slug);
  const base = `http://127.0.0.1:${port}`;
  const site = loadSite(config);
  const plural = config.inventory.noun.plural.toLowerCase();
  const singular = config.inventory.noun.singular.toLowerCase();

  for (const width of WIDTHS) {
    test.describe(`${slug} at ${width} px`, () => {
      test.use(screenFor(width));

      test('a car sold this week: Find Me Something Similar, thank you', async ({ page }) => {
        const name = `${slug}-${width}-sold-recent`;
        const sold = site.listed.filter((c) => c.status === 'sold')[width === 390 ? 0 : 1]!;
        await page.goto(`${base}/cars/${sold.slug}`);
        const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
        // Nothing to buy: the car's only action is the search for another like it.
        await expect(page.getByRole('group', { name: 'Actions' })).toHaveCount(0);
        const similar = page.getByRole('region', { name: `Similar ${plural} in stock` });
        await expectEveryCardPictured(similar);
        await shot(page, `${name}-1-car`);

        const form = page.locator('#find-me-something-similar');
        if (width === 390) {
          // On a phone the sticky bar brings the form: its one link.
          await page.mouse.wheel(0, 1500);
          const bar = page.getByRole('region', { name: 'Quick actions' });
          await expect(bar.getByRole('link')).toHaveCount(1);
          const go = bar.getByRole('link', { name: /^Find me something similar$/i });
          await expectStepFits(page, go);
          await shot(page, `${name}-2-bar`);
          await go.tap();
        }
        const marker = `Similar${width}${Date.now()}`;
        await fillContact(form, marker, `Something like the ${title}, please.`);
        const send = form.getByRole('button', { name: config.leads.submitText });
        await expectStepFits(page, send);
        await shot(page, `${name}-3-form`);
        await press(width, send);

        await expect(page).toHaveURL(`${base}/success`);
        await expect(page.locator('#success-message')).toHaveText(
          `We'll look for one like the ${title} and tell you what we find.`,
        );
        await expectStepFits(page, page.getByRole('link', { name: /^Keep browsing/ }));
        await shot(page, `${name}-4-thanks`);
        await expect.poll(() => leadsWith(slug, marker).length).toBe(1);
        const [lead] = leadsWith(slug, marker);
        expect(lead).toMatchObject({ form: 'find-similar', carId: sold.id });
        await expectReferenceSent(page, lead);
      });

      test('a car sold weeks ago: a similar one in stock, and Notify me to a confirmed alert', async ({
        page,
      }) => {
        test.skip(!config.features.stockAlerts, `${slug} sends no stock alerts`);
        const name = `${slug}-${width}-sold-light`;
        const sold = site.soldPages[width === 390 ? 3 : 4]!;
        await page.goto(`${base}/cars/${sold.slug}`);
        await expect(page.locator('.sold-badge')).toHaveText('Sold');
        const similar = page.getByRole('region', { name: `Similar ${plural} in stock` });
        await expectEveryCardPictured(similar);
        const first = similar.getByRole('listitem').first();
        const link = first.getByRole('link');
        const carName = (await link.textContent())!.trim();
        const price = (await first.locator('.price strong').textContent())!.trim();
        // The card is the way in: its title's link is stretched over it.
        await expectCardLeadsTo(page, first, link);
        await shot(page, `${name}-1-sold`);

        // Notify me: consent, then the e-mail's link turns the alert on.
        const alert = page.locator('form[data-alert-form]');
        await expect(
          page.getByRole('heading', { name: `Notify me when a similar ${singular} arrives` }),
        ).toBeVisible();
        const email = `sold-${width}-${Date.now()}@example.com`;
        await alert.getByLabel(/^Email/).fill(email);
        await alert.getByRole('checkbox').check();
        const notify = alert.getByRole('button', { name: 'Notify me' });
        await expectStepFits(page, notify);
        await shot(page, `${name}-2-notify`);
        await press(width, notify);
        await expect(alert.getByRole('status')).toHaveText(M.checkInbox);
        const mail = await mailTo(slug, email);
        await page.goto(linkIn(mail, config.url, '/alerts/confirm', base));
        await expect(page.getByRole('status')).toHaveText(M.confirmed);
        await shot(page, `${name}-3-confirmed`);

        // Back to the sold car, and on to the similar one: the price its card said.
        await page.goto(`${base}/cars/${sold.slug}`);
        await press(width, similar.getByRole('listitem').first());
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(carName);
        const block = page.getByRole('complementary', { name: 'Price and contact' });
        await expect(block.locator('.price strong')).toHaveText(price);
        await expectStepFits(
          page,
          block.getByRole('group', { name: 'Actions' }).getByRole('link').first(),
        );
        await shot(page, `${name}-4-similar`);
      });
    });
  }
}
