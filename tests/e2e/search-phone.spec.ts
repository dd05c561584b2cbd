import { dealerPorts } from '../../playwright.config.ts';
import { expect, test } from '../support/test.ts';

/**
 * Search results a thumb can scan. On a 390 x 844 phone a result card is compact
 * (the photo beside the facts, the price prominent, the whole card one link, at most one action),
 * at least 2.5 cars show per screen, and the count, sort and Filters stay in reach while scrolling.
 */
const landing = (slug: string) =>
  `http://127.0.0.1:${dealerPorts[slug]}/search/new-used-and-demo-cars`;

// Riverbend's template has no favourites; Outback's has.
for (const [slug, favourites] of [
  ['riverbend-toyota', false],
  ['outback-caravans', true],
] as const) {
  test(`${slug}: compact cards on a phone, 2.5 or more per screen, the toolbar always in reach`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(landing(slug));
    const cards = page.getByRole('region', { name: 'Results' }).getByRole('article');
    await expect(cards).toHaveCount(21);
    // Card pitch (its height and the gap to the next) fits 2.5 times in a screen.
    const [a, b] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(b!.y - a!.y).toBeLessThanOrEqual(844 / 2.5);
    // The photo sits beside the facts, and the price is the largest text in the card.
    const photo = await cards.nth(0).locator('img').last().boundingBox();
    const price = cards.nth(0).locator('.price strong');
    expect((await price.boundingBox())!.x).toBeGreaterThan(photo!.x + photo!.width - 1);
    const sizes = await cards
      .nth(0)
      .locator('h3, .price strong, .specs li')
      .evaluateAll((els) => els.map((e) => parseFloat(getComputedStyle(e).fontSize)));
    expect(sizes[1]).toBe(Math.max(...sizes));
    // No card's photo is squarer than 6:5: a car photographed at 3:2 keeps its nose and tail, on
    // a card of one line of facts as on one of five.
    const shapes = await cards.evaluateAll((els) =>
      els.map((e) => {
        const box = e.querySelector('img:not(.tag-image)')!.getBoundingClientRect();
        return box.width / box.height;
      }),
    );
    expect(Math.min(...shapes)).toBeGreaterThanOrEqual(1.19);
    // At most one action shows on a card; its links to forms are on the car's own page.
    const visibleLinks = await cards.nth(0).locator('a:visible, button:visible').count();
    expect(visibleLinks).toBeLessThanOrEqual(2); // the title's link, and a Favourite at most
    // Favourite, where the dealer has it, is a heart on the photo, not a line of the facts.
    const heart = cards.nth(0).getByRole('button', { name: /^Favourite / });
    if (favourites) {
      await expect(heart).toBeVisible();
      const box = (await heart.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(photo!.x + photo!.width);
      expect(box.y + box.height).toBeLessThanOrEqual(photo!.y + photo!.height);
      expect(box.width).toBeGreaterThanOrEqual(24);
    } else await expect(heart).toHaveCount(0);
    // The whole card is one link: a tap on the photo opens the car.
    const href = await cards.nth(0).getByRole('heading').getByRole('link').getAttribute('href');
    await page.mouse.click(photo!.x + photo!.width / 2, photo!.y + photo!.height / 2);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await page.goBack();
    // Far down the list the count, sort and Filters are still on screen.
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeInViewport();
    await expect(page.locator('.result-count')).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
}

test('a desktop keeps its filter column and a grid of cards', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(landing('riverbend-toyota'));
  const cards = page.getByRole('region', { name: 'Results' }).getByRole('article');
  const [a, b] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(1);
  const filters = await page.locator('#search-filters').boundingBox();
  expect(filters!.x + filters!.width).toBeLessThanOrEqual(a!.x);
  await expect(cards.nth(0).getByRole('link', { name: /^Explore Vehicle/ })).toBeVisible();
});
