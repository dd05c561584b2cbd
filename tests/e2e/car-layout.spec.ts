import type { Page } from '@playwright/test';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { expect, test } from '../support/test.ts';

/**
 * A car page with one clear next step. Phone: one primary action and the call,
 * the car's other buttons quieter, share behind one control, the view count above the actions;
 * desktop: the price card sticky beside the gallery and details, the specifications in columns.
 */
const site = (slug: string) => ({ slug, base: `http://127.0.0.1:${dealerPorts[slug]}` });
const toyota = site('riverbend-toyota');
const caravans = site('outback-caravans');
const inStock = (slug: string) =>
  loadSite(loadDealerConfig(slug)).listed.find(
    (c) =>
      c.status === 'in_stock' && c.car_type === 'used' && c.price > 1000 && c.images.length > 1,
  )!;

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not on the page`);
  return b;
};

test('phone: one primary action and the call carry the weight; the rest are quieter', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${toyota.base}/cars/${inStock(toyota.slug).slug}`);
  const actions = page.getByRole('group', { name: 'Actions' });
  await expect(actions.getByRole('link', { name: 'Enquire Now' })).toBeVisible();
  // Filled (primary) buttons in the card: Enquire only. The call and the rest are outlined.
  const filled = await page
    .locator('.price-block .button:visible')
    .evaluateAll((els) =>
      els.filter((e) => !/\b(secondary|ghost)\b/.test(e.className)).map((e) => e.textContent),
    );
  expect(filled.map((t) => t?.trim())).toEqual(['Enquire Now']);
  await expect(actions.getByRole('button', { name: /Show the phone number/ })).toBeVisible();
  const more = page.getByRole('list', { name: 'More ways to buy' });
  await expect(more.getByRole('button', { name: 'Book a Test Drive' })).toBeVisible();
  // Share's six targets wait behind one control.
  await expect(page.getByRole('list', { name: /^Share / })).toBeHidden();
  await expect(page.locator('.price-block summary', { hasText: 'Share' })).toBeVisible();
  // The view count sits with the price, not between the actions and the car's details.
  await expect(page.locator('[data-view-count]')).toHaveText(/\d+ views?/);
  const views = await box(page, '[data-view-count]');
  const group = await box(page, '.car-actions');
  expect(views.y).toBeLessThan(group.y);
  // Under the card, the car's details begin at once.
  const card = await box(page, '.price-block');
  const summary = await box(page, '#summary-heading');
  expect(summary.y - (card.y + card.height)).toBeLessThan(60);
  // And the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});

test('desktop: the price card sits beside the gallery and stays in view; specs use the width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${toyota.base}/cars/${inStock(toyota.slug).slug}`);
  const gallery = await box(page, '.gallery');
  const card = await box(page, '.price-block');
  expect(card.x).toBeGreaterThan(gallery.x + gallery.width);
  expect(card.y).toBeLessThan(gallery.y + 40);
  // No blank gap under the gallery: the details follow it.
  const summary = await box(page, '#summary-heading');
  expect(summary.y - (gallery.y + gallery.height)).toBeLessThan(80);
  // Read down to the specifications: the card (and its Enquire) is still on screen.
  await page.locator('#specs-heading').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const stuck = await box(page, '.price-block');
  expect(stuck.y).toBeGreaterThanOrEqual(0);
  expect(stuck.y + stuck.height).toBeLessThanOrEqual(900);
  await expect(
    page.getByRole('group', { name: 'Actions' }).getByRole('link', { name: 'Enquire Now' }),
  ).toBeInViewport();
  // Specifications in two columns: the first two labels side by side.
  const [first, second] = await page.locator('#specs dt, section:has(#specs-heading) dt').all();
  const a = await first!.boundingBox();
  const b = await second!.boundingBox();
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  expect(b!.x).toBeGreaterThan(a!.x + 200);
});

test('a caravan leads with its own facts: length, sleeps and ATM under the price', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${caravans.base}/cars/${inStock(caravans.slug).slug}`);
  const facts = page.getByRole('list', { name: 'Key facts' }).getByRole('listitem');
  await expect(facts.nth(0)).toHaveText(/^[\d.]+ m long$/);
  await expect(facts.nth(1)).toHaveText(/^Sleeps \d+$/);
  await expect(facts.nth(2)).toHaveText(/^ATM [\d,]+ kg$/);
  // On the first screen with the price.
  await expect(facts.nth(2)).toBeInViewport();
});
