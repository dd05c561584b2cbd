import { isInStock } from '~/catalogue/availability.ts';
import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { manufacturerDisplayName } from '~/features/car/labels.ts';
import { searchPath } from '~/features/content/links.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { expectCardLeadsTo, shot } from '../support/journey.ts';
import { leadsWith } from '../support/outbox.ts';
import { expectStepFits, PHONE } from '../support/phone.ts';
import { expect, test } from '../support/test.ts';

/**
 * A buyer's first journey, walked to its end on every sample dealer at both widths: the stock
 * search, a filter, a car, its enquiry, the thank-you page. At each step nothing is wider than
 * the screen and the step's next action is on screen, big enough and not covered; the price the
 * card showed is the price the car's page shows; the lead arrives. Each step's screen is kept
 * (test-results/journeys/) to be looked at.
 */

for (const [slug, port] of Object.entries(dealerPorts)) {
  const config = loadDealerConfig(slug);
  const base = `http://127.0.0.1:${port}`;
  // The make with the most cars on sale: the filter a buyer is likeliest to tap.
  const counts = new Map<string, number>();
  for (const c of loadSite(config).listed.filter((c) => isInStock(c)))
    counts.set(c.make, (counts.get(c.make) ?? 0) + 1);
  const make = manufacturerDisplayName([...counts].sort((a, b) => b[1] - a[1])[0]![0]);

  for (const width of [390, 1366] as const) {
    test.describe(`${slug} at ${width} px`, () => {
      if (width === 390) test.use(PHONE);
      else test.use({ viewport: { width: 1366, height: 900 } });

      test('search, filter, a car, its enquiry, thank you', async ({ page }) => {
        const name = `${slug}-${width}-enquire`;
        await page.goto(`${base}${searchPath('all', config.inventory.noun.plural)}`);
        const results = page.getByRole('region', { name: 'Results' }).getByRole('article');
        await expect(results.first()).toBeVisible();
        // A card's way in: its Explore button on a wide screen; on a phone the whole card (its
        // heading link is stretched over it).
        const wayIn = (card: typeof results) =>
          width === 390 ? card : card.getByRole('link', { name: /^Explore / });
        await expectStepFits(page, wayIn(results.first()));
        await shot(page, `${name}-1-search`);

        // Filter by the make.
        const box = new RegExp(`^${make} \\(\\d+\\)$`);
        if (width === 390) {
          await page.getByRole('button', { name: 'Filters', exact: true }).tap();
          const sheet = page.getByRole('dialog', { name: 'Filters' });
          await sheet.getByRole('checkbox', { name: box }).check();
          const showMe = sheet.getByRole('link', { name: /^Show Me [\d,]+ / });
          await expectStepFits(page, showMe);
          await shot(page, `${name}-2-filters`);
          await showMe.tap();
          await expect(sheet).toBeHidden();
        } else {
          await page.getByRole('checkbox', { name: box }).check();
        }
        await expect(page).toHaveURL(/make=/);
        const card = results.first();
        await expect(card).toContainText(make);
        const cardPrice = (await card.locator('.price strong').textContent())!.trim();
        await shot(page, `${name}-3-filtered`);

        // The car: the price the card showed, and its first action in reach.
        const title = (await card.getByRole('heading').textContent())!.trim();
        await expectStepFits(page, wayIn(card));
        if (width === 390) {
          await expectCardLeadsTo(page, card, card.getByRole('heading').getByRole('link'));
          await card.tap();
        } else await wayIn(card).click();
        await expect(page.getByRole('heading', { level: 1 })).toContainText(title.split(' ')[0]!);
        const block = page.getByRole('complementary', { name: 'Price and contact' });
        await expect(block.locator('.price strong')).toHaveText(cardPrice);
        const first = block.getByRole('group', { name: 'Actions' }).getByRole('link').first();
        await expectStepFits(page, first);
        await shot(page, `${name}-4-car`);

        // Its enquiry (or the subscription request where the car leads with one).
        if (width === 390) await first.tap();
        else await first.click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        const marker = `Journey${width}${Date.now()}`;
        await dialog.getByLabel('First Name').fill(marker);
        await dialog.getByLabel('Email Address').fill('mia@example.com');
        await dialog.getByLabel('Mobile Number').fill('0412 345 678');
        await dialog.getByLabel('Postcode').fill('2150');
        // A dealer whose enquiry asks for comments (leads' own fields) gets them.
        const comments = dialog.getByLabel(/^Comments/);
        if ((await comments.count()) && !(await comments.inputValue()))
          await comments.fill(`Is the ${title} still available?`);
        const terms = dialog.getByLabel('I agree to the terms of use');
        if (await terms.count()) await terms.check();
        const submit = dialog.getByRole('button', { name: config.leads.submitText });
        await expectStepFits(page, submit);
        await shot(page, `${name}-5-enquiry`);
        if (width === 390) await submit.tap();
        else await submit.click();

        // Thank you: the car named, the next step, and the lead in the outbox once.
        await expect(page).toHaveURL(`${base}/success`);
        await expect(page.locator('#success-message')).toContainText(title.replace(/^\d{4} /, ''));
        const more = page.getByRole('link', { name: /^Keep browsing/ });
        await expectStepFits(page, more);
        await shot(page, `${name}-6-thanks`);
        await expect.poll(() => leadsWith(slug, marker).length).toBe(1);
        // The reference the buyer reads out is the one the dealer's staff were sent.
        const [lead] = leadsWith(slug, marker);
        expect(lead.reference).toMatch(/^L-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
        await expect(page.locator('#success-reference')).toHaveText(
          `Your reference is ${lead.reference}. Quote it if you call us.`,
        );
      });
    });
  }
}
