import type { Locator, Page } from '@playwright/test';

import { isInStock } from '~/catalogue/availability.ts';
import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { showFinanceWidget } from '~/features/car/pricing.ts';
import { PRE_APPROVAL_TITLE } from '~/features/finance/texts.ts';

import { dealerPorts } from '../../playwright.config.ts';
import {
  expectReferenceSent,
  fillContact,
  press,
  screenFor,
  shot,
  WIDTHS,
} from '../support/journey.ts';
import { leadsWith } from '../support/outbox.ts';
import { expectStepFits } from '../support/phone.ts';
import { expect, test } from '../support/test.ts';

/** A car on sale whose page shows a finance estimate, with a photo: one a buyer would work out. */
function financedCar(config: DealerConfig) {
  const site = loadSite(config);
  const car = site.listed.find(
    (c) =>
      isInStock(c) &&
      !c.reserved &&
      c.price > 1000 &&
      c.images.length > 0 &&
      !c.subscription_price &&
      showFinanceWidget(c, config.finance.provider, site.now),
  );
  if (!car) throw new Error(`${config.slug} has no car on sale with a finance estimate`);
  return car;
}

const dollars = (text: string | null) => Number(text!.replace(/[^\d.]/g, ''));

/** Waits until the island inside `root` is live (Astro drops its `ssr` attribute). */
async function live(root: Locator) {
  await expect(root.locator('astro-island[ssr]')).toHaveCount(0);
}

/** The dealer's finance button in the car's price block (the sticky bar repeats some buttons). */
const financeButton = (page: Page, config: DealerConfig) =>
  page
    .getByRole('complementary', { name: 'Price and contact' })
    .getByRole('button', { name: config.finance.buttonText, exact: true })
    .filter({ visible: true });

/**
 * Working out finance on a car, on every sample dealer at both widths: the price block's weekly
 * estimate opens the calculator at the same figure; a deposit of the buyer's own changes it and
 * the basis says so; then the dealer's finance button. Where the dealer has an online lender it
 * opens the pre-approval (walked to its end in finance.spec.ts); elsewhere a finance enquiry goes
 * to the finance team, and the thank-you page names the car and the reference staff were sent.
 */
for (const [slug, port] of Object.entries(dealerPorts)) {
  const config = loadDealerConfig(slug);
  const base = `http://127.0.0.1:${port}`;
  const car = financedCar(config);
  const lender = Boolean(config.finance.lender);

  for (const width of WIDTHS) {
    test.describe(`${slug} at ${width} px`, () => {
      test.use(screenFor(width));

      test(`the calculator from the car's estimate, then ${config.finance.buttonText}`, async ({
        page,
      }) => {
        const name = `${slug}-${width}-calculator`;
        await page.goto(`${base}/cars/${car.slug}`);
        const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
        const estimate = page
          .getByRole('complementary', { name: 'Price and contact' })
          .locator('.estimate a');
        await expect(estimate).toHaveText(/^Only \$[\d,]+\/wk$/);
        const weekly = dollars(await estimate.textContent());
        await expectStepFits(page, estimate);
        await shot(page, `${name}-1-car`);
        await press(width, estimate);

        const calc = page.locator('details#finance-calculator');
        await expect(calc).toHaveAttribute('open');
        const repayment = calc.getByTestId('repayment');
        await expect(repayment).toHaveText(`$${weekly.toLocaleString('en-AU')}`);
        await expect(calc.getByText(/^Estimated weekly repayment/)).toBeInViewport();
        await live(calc);
        const deposit = calc.getByLabel('Deposit / trade-in');
        await expectStepFits(page, deposit);
        // A deposit of a fifth of the price, in whole thousands: what a buyer might have.
        const own = Math.max(1000, Math.round(car.price / 5000) * 1000);
        await deposit.fill(String(own));
        await expect(calc.getByTestId('calculator-basis')).toContainText(
          `$${own.toLocaleString('en-AU')} deposit`,
        );
        await expect.poll(async () => dollars(await repayment.textContent())).toBeLessThan(weekly);
        await shot(page, `${name}-2-calculator`);

        const open = financeButton(page, config);
        await expectStepFits(page, open);
        await press(width, open);
        if (lender) {
          const dialog = page.getByRole('dialog', { name: PRE_APPROVAL_TITLE });
          await expect(dialog.getByText('Step 1 of 4: Quick Estimate')).toBeVisible();
          await expectStepFits(page, dialog.getByRole('button', { name: 'Next' }));
          await shot(page, `${name}-3-pre-approval`);
          return;
        }
        const dialog = page.getByRole('dialog', { name: config.finance.buttonText });
        await expect(dialog).toBeVisible();
        const marker = `Fin${width}${Date.now()}`;
        await fillContact(dialog, marker, `About $${own} deposit on the ${car.name}.`);
        // Comments are optional on a finance enquiry (no asterisk): the desktop run sends none.
        if (width === 1366) await dialog.getByLabel('Comments', { exact: true }).fill('');
        const send = dialog.getByRole('button', { name: config.leads.submitText });
        await expectStepFits(page, send);
        await shot(page, `${name}-3-form`);
        await press(width, send);

        await expect(page).toHaveURL(`${base}/success`);
        await expect(page.locator('#success-message')).toHaveText(
          `We've received your finance enquiry for the ${title}. Our finance team will call you with options.`,
        );
        await expectStepFits(page, page.getByRole('link', { name: /^Keep browsing/ }));
        await shot(page, `${name}-4-thanks`);
        await expect.poll(() => leadsWith(slug, marker).length).toBe(1);
        const [lead] = leadsWith(slug, marker);
        expect(lead).toMatchObject({ form: 'finance-enquiry', carId: car.id });
        await expectReferenceSent(page, lead);
      });

      if (config.finance.quickQuote && lender)
        test("the quick quote: a credit history and term of the buyer's own, carried into the pre-approval", async ({
          page,
        }) => {
          const name = `${slug}-${width}-quick-quote`;
          await page.goto(`${base}/cars/${car.slug}`);
          const quote = page.locator('details#finance-quote');
          const summary = quote.locator('summary');
          await expectStepFits(page, summary);
          await shot(page, `${name}-1-car`);
          await press(width, summary);
          await expect(quote).toHaveAttribute('open');
          const weekly = quote.getByTestId('quote-weekly');
          await expect(weekly).toHaveText(/^\$\d/);
          const stored = await weekly.textContent();
          await live(quote);
          const score = quote.getByLabel('Credit history');
          await expectStepFits(page, score);
          await score.selectOption({ label: 'Decent' });
          const term = quote.getByRole('slider', { name: 'Loan term' });
          await term.focus();
          await page.keyboard.press('ArrowLeft');
          await expect(quote.getByTestId('quote-basis')).toHaveText(
            /^Lender's rate for a Decent credit history: \$[\d,]+ price, 10% deposit \(\$[\d,]+\), 30% final payment \(\$[\d,]+\), 4 years\.$/,
          );
          await expect(weekly).not.toHaveText(stored!);
          await expect(quote.locator('.quote')).toHaveAttribute('aria-busy', 'false');
          const figure = await weekly.textContent();
          const basis = await quote.getByTestId('quote-basis').textContent();
          await shot(page, `${name}-2-quote`);

          const open = financeButton(page, config);
          await expectStepFits(page, open);
          await press(width, open);
          // The popup starts from the buyer's own choices: the same figure on the same basis.
          const dialog = page.getByRole('dialog', { name: PRE_APPROVAL_TITLE });
          await expect(dialog.getByText('Step 1 of 4: Quick Estimate')).toBeVisible();
          await expect(
            dialog
              .getByRole('group', { name: 'Your credit history' })
              .getByRole('radio', { name: 'Decent' }),
          ).toBeChecked();
          await expect(dialog.getByRole('slider', { name: 'Loan term' })).toHaveValue('4');
          await expect(dialog.getByTestId('quote-weekly').filter({ visible: true })).toHaveText(
            figure!,
          );
          await expect(dialog.getByTestId('quote-basis').filter({ visible: true })).toHaveText(
            basis!,
          );
          await expectStepFits(page, dialog.getByRole('button', { name: 'Next' }));
          await shot(page, `${name}-3-pre-approval`);
        });
    });
  }
}
