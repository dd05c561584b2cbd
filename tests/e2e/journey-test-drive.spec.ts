import { expect, test } from '@playwright/test';

import { loadDealerConfig } from '~/config/load.server.ts';
import { bookingWord } from '~/features/leads/booking.ts';

import { dealerPorts } from '../../playwright.config.ts';
import {
  carOnSale,
  expectReferenceSent,
  fillContact,
  press,
  screenFor,
  shot,
  WIDTHS,
} from '../support/journey.ts';
import { leadsWith } from '../support/outbox.ts';
import { expectStepFits } from '../support/phone.ts';

/**
 * Booking a test drive (a viewing, where the dealer's template calls it that) from a car's page,
 * on every sample dealer at both widths: the button, the form with a date and a time, the
 * thank-you page that names the car and the reference staff were sent. Each step fits the screen
 * with its action in reach.
 */
for (const [slug, port] of Object.entries(dealerPorts)) {
  const config = loadDealerConfig(slug);
  const base = `http://127.0.0.1:${port}`;
  const label = config.vehiclePage.testDriveLabel;
  const booking = bookingWord(label);
  const car = carOnSale(config);

  for (const width of WIDTHS) {
    test.describe(`${slug} at ${width} px`, () => {
      test.use(screenFor(width));

      test(`${label}: the car's button, a date and time, thank you`, async ({ page }) => {
        const name = `${slug}-${width}-test-drive`;
        await page.goto(`${base}/cars/${car.slug}`);
        const block = page.getByRole('complementary', { name: 'Price and contact' });
        // The car as its page names it (the make as the maker spells it).
        const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
        const open = block
          .getByRole('button', { name: label, exact: true })
          .filter({ visible: true });
        await expectStepFits(page, open);
        await shot(page, `${name}-1-car`);
        await press(width, open);

        const dialog = page.getByRole('dialog', { name: label });
        await expect(dialog).toBeVisible();
        const marker = `Drive${width}${Date.now()}`;
        await fillContact(dialog, marker, `Can I see the ${car.name} on Saturday?`);
        // A week from today, mid-morning: a time a person would pick.
        const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
        await dialog.getByLabel(/^Preferred date/).fill(day);
        await dialog.getByLabel(/^Preferred time/).fill('10:30');
        const send = dialog.getByRole('button', { name: config.leads.submitText });
        await expectStepFits(page, send);
        await shot(page, `${name}-2-form`);
        await press(width, send);

        await expect(page).toHaveURL(`${base}/success`);
        await expect(page.locator('#success-message')).toHaveText(
          `Your ${booking} request for the ${title} is in. We'll call you to confirm the time.`,
        );
        await expectStepFits(page, page.getByRole('link', { name: /^Keep browsing/ }));
        await shot(page, `${name}-3-thanks`);
        await expect.poll(() => leadsWith(slug, marker).length).toBe(1);
        const [lead] = leadsWith(slug, marker);
        expect(lead).toMatchObject({
          form: 'test-drive',
          carId: car.id,
          fields: { booking_date: day, booking_time: '10:30' },
        });
        await expectReferenceSent(page, lead);
      });
    });
  }
}
