import type { Page } from '@playwright/test';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { makeModelName } from '~/features/car/labels.ts';
import { visibleReviews } from '~/features/reviews/reviews.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { expect, test } from '../support/test.ts';

/**
 * The home page's shared blocks (spec Screens, Constants): the price-range search, budget
 * quick picks, make and body tiles, the three-feature banner, reviews and the strips.
 */
const base = (slug: string) => `http://127.0.0.1:${dealerPorts[slug]}`;
const used = base('value-auto-supermarket');
const toyota = base('riverbend-toyota');
const caravans = base('outback-caravans');
const finance = base('driveaway-finance');

const prices = (page: Page) =>
  page
    .locator('.car-card .price strong')
    .allTextContents()
    .then((all) => all.map((p) => Number(p.replace(/\D/g, ''))));
const resultCount = async (page: Page) =>
  Number(
    (await page
      .getByRole('status')
      .filter({ hasText: /^[\d,]+ cars?$/ })
      .textContent())!.replace(/\D/g, ''),
  );

test('the price-range search: handles that never cross, to search sorted by price descending', async ({
  page,
}) => {
  await page.goto(`${used}/`);
  const form = page.getByRole('region', { name: 'Find your budget' });
  const low = form.getByRole('slider', { name: 'Lowest price' });
  const high = form.getByRole('slider', { name: 'Highest price' });
  // Spec Screens: 5,000 to 250,000, step 500.
  await expect(low).toHaveAttribute('min', '5000');
  await expect(high).toHaveAttribute('max', '250000');
  await expect(low).toHaveAttribute('step', '500');
  // One track with two handles: the two inputs lie over each other, not one above the other.
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    const [a, b] = [(await low.boundingBox())!, (await high.boundingBox())!];
    expect(Math.abs(a.y - b.y)).toBeLessThan(1);
    expect(Math.abs(a.width - b.width)).toBeLessThan(1);
  }
  // Untouched, each end reads 'Any' and the search has no price limit: it finds every car, one
  // cheaper than the slider's lowest or dearer than its highest included.
  await expect(form.locator('output[data-show="min"]')).toHaveText('Any');
  await expect(form.locator('output[data-show="max"]')).toHaveText('Any');
  await form.getByRole('button', { name: 'Show cars' }).click();
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?sortBy=price%3Adesc$/);
  await expect
    .poll(() => resultCount(page))
    .toBe(loadSite(loadDealerConfig('value-auto-supermarket')).listed.length);
  await page.goBack();
  await high.fill('40000');
  await low.fill('60000'); // past the other handle: stops at it
  await expect(low).toHaveValue('40000');
  await expect(form.locator('output[data-show="min"]')).toHaveText('$40,000');
  await low.fill('20000');
  await expect(form.locator('output[data-show="min"]')).toHaveText('$20,000');
  await expect(form.locator('output[data-show="max"]')).toHaveText('$40,000');
  await form.getByRole('button', { name: 'Show cars' }).click();
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('price')).toBe('20000:40000');
  expect(url.searchParams.get('sortBy')).toBe('price:desc');
  await expect(page.getByRole('combobox', { name: /^Sort/ })).toHaveValue(/price:desc$/);
  await expect
    .poll(async () => {
      const p = await prices(page);
      return (
        p.length > 5 &&
        p.every((x) => x >= 20000 && x <= 40000) &&
        p.every((x, i) => i === 0 || p[i - 1]! >= x)
      );
    })
    .toBe(true);
});

test("budget quick picks: $5,000 up to $70,000 by default, or the dealer's own", async ({
  page,
}) => {
  await page.goto(`${caravans}/`);
  const config = loadDealerConfig('outback-caravans');
  const stock = loadSite(config).listed;
  // Only budgets some priced caravan fits (a budget nothing fits leads to no results).
  const fits = config.search.budgetQuickPicks.filter((p) =>
    stock.some((c) => c.price > 0 && c.price <= p),
  );
  expect(fits.length).toBeGreaterThan(0);
  await expect(page.locator('.home-search .chip')).toHaveText(
    fits.map((p) => `Up to $${p.toLocaleString('en-AU')}`),
  );

  await page.goto(`${used}/`);
  const picks = page.locator('.home-search .chip');
  await expect(picks.first()).toHaveText('Up to $5,000');
  await expect(picks.last()).toHaveText('Up to $70,000');
  await page.getByRole('link', { name: 'Up to $10,000' }).click();
  await expect(page).toHaveURL(/price=%3A10000/);
  await expect
    .poll(async () => {
      const p = await prices(page);
      return p.length > 0 && p.every((x) => x <= 10000);
    })
    .toBe(true);
});

test('make tiles count what the search finds; body tiles where the home has no other', async ({
  page,
}) => {
  await page.goto(`${used}/`);
  const makes = page.locator('.home-search').getByRole('list').nth(1).getByRole('link');
  expect(await makes.count()).toBeGreaterThan(3);
  const first = makes.first();
  const label = await first.locator('.tile-label').textContent();
  const count = Number((await first.locator('.tile-count').textContent())!.replace(/\D/g, ''));
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(label!);
  expect(await resultCount(page)).toBe(count);
  // The used-car home shows body shortcuts of its own, so no second set of body tiles.
  await page.goto(`${used}/`);
  await expect(page.getByRole('heading', { name: 'Shop by body type' })).toHaveCount(1);

  // The caravan home leads with its types, so the budget search adds no body tiles either.
  await page.goto(`${caravans}/`);
  await expect(page.getByRole('region', { name: 'Find your budget' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop by body type' })).toHaveCount(0);

  await page.goto(`${finance}/`);
  await expect(page.getByRole('heading', { name: 'Shop by body type' })).toBeVisible();
  const body = page.getByRole('heading', { name: 'Shop by body type' }).locator('+ ul a').first();
  await expect(body.locator('.tile-count')).toHaveText(/^[\d,]+ cars$/);
});

test("the quick search's models follow its make, and only chosen fields reach the search", async ({
  page,
}) => {
  await page.goto(`${base('southern-cross-motor-group')}/`);
  const form = page.getByRole('search');
  const make = form.getByLabel('Make');
  const model = form.getByLabel('Model');
  // With a make chosen, only its models can be picked: a Kia model under Mazda would find nothing.
  await make.selectOption('Kia');
  await expect(model.locator('optgroup[label="Mazda"]')).toBeDisabled();
  await expect(model.locator('optgroup[label="Kia"]')).toBeEnabled();
  await model.selectOption({ label: 'Sportage' });
  // Another make drops a model that is not its own.
  await make.selectOption('Mazda');
  await expect(model).toHaveValue('');
  // A model picked under 'Any make' brings its make.
  await make.selectOption('');
  await expect(model.locator('optgroup[label="Kia"]')).toBeEnabled();
  await model.selectOption({ label: 'Mazda3' });
  await expect(make).toHaveValue('Mazda');
  await form.getByRole('button', { name: /Search/ }).click();
  // No empty `price=`: the fields left at 'Any' are not sent.
  await expect(page).toHaveURL(/\/search\/[a-z-]+\?make=Mazda&model=Mazda3$/);
  const stock = loadSite(loadDealerConfig('southern-cross-motor-group')).listed;
  await expect
    .poll(() => resultCount(page))
    .toBe(stock.filter((c) => makeModelName(c.make, c.model) === 'Mazda3').length);
  // Back on the home page the form shows what was chosen, every field on again.
  await page.goBack();
  await expect(make).toHaveValue('Mazda');
  await expect(form.getByLabel('Max price')).toBeEnabled();
  await expect(model.locator('optgroup[label="Kia"]')).toBeDisabled();
});

test('the three-feature banner leads to offers, the service booking and selling a car', async ({
  page,
}) => {
  await page.goto(`${toyota}/`);
  const banner = page.getByRole('region', { name: 'What we can do for you' });
  await expect(banner.getByRole('heading')).toHaveText([
    'Special offers',
    'Book your service online',
    'Sell your car',
  ]);
  await expect(banner.getByRole('link', { name: /Special offers/ })).toHaveAttribute(
    'href',
    '/special-offers',
  );
  // Riverbend books services on its own booking site (dealer file baseDomain).
  await expect(banner.getByRole('link', { name: /Book your service online/ })).toHaveAttribute(
    'href',
    'https://booking.riverbendtoyota.com.au',
  );
});

test('reviews: the average and count, up to 12 at or above the minimum rating, with replies', async ({
  page,
}) => {
  const config = loadDealerConfig('value-auto-supermarket');
  const { reviews } = loadSite(config);
  await page.goto(`${used}/`);
  const section = page.getByRole('region', { name: 'What our customers say' });
  await expect(section.locator('.average')).toHaveText(reviews.average_rating.toFixed(1));
  await expect(section.locator('.reviews-summary').getByRole('img')).toHaveAttribute(
    'aria-label',
    `${reviews.average_rating.toFixed(1)} out of 5 from ${reviews.count.toLocaleString('en-AU')} reviews`,
  );
  const items = section.locator('.review');
  const n = await items.count();
  expect(n).toBeGreaterThan(0);
  expect(n).toBeLessThanOrEqual(config.contact.reviews.quantity);
  expect(config.contact.reviews.quantity).toBe(12);
  for (const label of await items
    .getByRole('img')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!)))
    expect(Number(label.split(' ')[0])).toBeGreaterThanOrEqual(
      config.contact.reviews.minimumRating,
    );
  // The dealer's replies under the reviews they answer.
  const shown = visibleReviews(
    reviews.reviews,
    config.contact.reviews.minimumRating,
    config.contact.reviews.quantity,
  );
  expect(n).toBe(shown.length);
  expect(shown.some((r) => r.reply_text)).toBe(true);
  await expect(section.getByText(`Reply from ${config.name}`)).toHaveCount(
    shown.filter((r) => r.reply_text).length,
  );
});

test('the guarantee and payment strips show where the dealer file turns them on', async ({
  page,
}) => {
  await page.goto(`${used}/`);
  await expect(page.getByRole('region', { name: 'Our used-car guarantee' })).toContainText(
    '48hr money back',
  );
  await expect(page.getByRole('region', { name: 'We accept' }).getByRole('listitem')).toHaveText([
    'Mastercard',
    'Visa',
    'Maestro',
    'Google Pay',
    'Apple Pay',
  ]);
  await page.goto(`${toyota}/`);
  await expect(page.getByRole('region', { name: 'Our used-car guarantee' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'We accept' })).toHaveCount(0);
});
