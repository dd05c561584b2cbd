import { loadDealerConfig } from '~/config/load.server.ts';
import { ALERT_MESSAGES as M } from '~/features/alerts/messages.ts';
import { advertisedPrice, formatAud } from '~/features/car/pricing.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { carOnSale, press, screenFor, shot, WIDTHS } from '../support/journey.ts';
import { linkIn, mailTo } from '../support/mail.ts';
import { expectStepFits } from '../support/phone.ts';
import { axeClean } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

/**
 * A buyer who saved a car asks to hear when its price drops, walked on every sample dealer with
 * favourites and alerts, at both widths: Favourite on the car, its card in the garage, the
 * alert's page naming the car at its price, its own consent box (never ticked for them, and
 * required), then the e-mailed link turns the alert on. The drop itself is told after a build
 * (`alerts/price-drops.server.test.ts`).
 */
for (const [slug, port] of Object.entries(dealerPorts)) {
  const config = loadDealerConfig(slug);
  const base = `http://127.0.0.1:${port}`;
  const { favourites, stockAlerts, authentication } = config.features;

  for (const width of WIDTHS) {
    test.describe(`${slug} at ${width} px`, () => {
      test.use(screenFor(width));

      test('save a car, ask for its price drops, confirm by e-mail', async ({ page }) => {
        // A site with sign-in keeps saved cars in the account (journey-account walks that garage).
        test.skip(
          !favourites || !stockAlerts || authentication.enabled,
          `${slug} has no browser garage with alerts`,
        );
        const name = `${slug}-${width}-price-drop`;
        const car = carOnSale(config);
        await page.goto(`${base}/cars/${car.slug}`);
        const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
        const block = page.getByRole('complementary', { name: 'Price and contact' });
        const save = block.getByRole('button', { name: /^Favourite/ });
        await press(width, save);
        await expect(block.getByRole('button', { name: /^Saved/ })).toHaveAttribute(
          'aria-pressed',
          'true',
        );

        await page.goto(`${base}${authentication.garagePath}`);
        const card = page.getByRole('listitem').filter({ hasText: title });
        const ask = card.getByRole('link', { name: 'Tell me if its price drops' });
        await expectStepFits(page, ask);
        await shot(page, `${name}-1-garage`);
        await press(width, ask);

        // The page names the car at the price its page shows, and the form opens for it.
        await expect(page.getByRole('status').first()).toHaveText(
          `${title}: ${formatAud(advertisedPrice(car)!)} now.`,
        );
        const form = page.locator('form[data-alert-form]');
        await expect(form).toBeVisible();
        const consent = form.getByRole('checkbox');
        await expect(consent).not.toBeChecked();
        const email = `drop-${width}-${Date.now()}@example.com`;
        await form.getByLabel(/^Email/).fill(email);
        const notify = form.getByRole('button', { name: 'Notify me' });
        // Without the box ticked, nothing is asked for.
        await press(width, notify);
        await expect(form.getByRole('status')).toHaveText(M.noConsent);
        await consent.check();
        await expect(form.locator('[role=status]')).toBeEmpty();
        await expectStepFits(page, notify);
        await axeClean(page);
        await shot(page, `${name}-2-ask`);
        await press(width, notify);
        await expect(form.getByRole('status')).toHaveText(M.checkInbox);

        const mail = await mailTo(slug, email);
        expect(mail).toContain(`once each time the price of this`);
        await page.goto(linkIn(mail, config.url, '/alerts/confirm', base));
        await expect(page.getByRole('status')).toHaveText(M.confirmedWatch);
        await axeClean(page);
        await shot(page, `${name}-3-confirmed`);
      });
    });
  }
}
