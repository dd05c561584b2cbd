import { expect, type Locator, type Page } from '@playwright/test';

import { isInStock } from '~/catalogue/availability.ts';
import { loadSite } from '~/catalogue/load.server.ts';
import type { DealerConfig } from '~/config/schema/index.ts';

import { expectStepFits, PHONE } from './phone.ts';

/** The two screens every journey is walked on: a phone held and touched, and a laptop clicked. */
export const WIDTHS = [390, 1366] as const;
export type Width = (typeof WIDTHS)[number];
export const screenFor = (width: Width) =>
  width === 390 ? PHONE : { viewport: { width: 1366, height: 900 } };

/** A step's screen, kept in test-results/journeys/ to be looked at. */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/journeys/${name}.png`, fullPage: false });

/** Taps on a phone, clicks on a laptop: what the person holding that screen does. */
export const press = (width: Width, target: Locator) =>
  width === 390 ? target.tap() : target.click();

/** An in-stock car with a price and photos: one a buyer would pick. */
export function carOnSale(config: DealerConfig) {
  const car = loadSite(config).listed.find(
    (c) => isInStock(c) && !c.reserved && c.price > 1000 && c.images.length > 0,
  );
  if (!car) throw new Error(`${config.slug} has no car on sale with a price and photos`);
  return car;
}

/**
 * Fills a lead form's contact details with `marker` as the first name (so the test finds its
 * lead), and what the dealer's form also asks for: comments, the terms box.
 */
export async function fillContact(form: Locator, marker: string, comments: string) {
  await form.getByLabel('First Name').fill(marker);
  await form.getByLabel('Email Address').fill('mia@example.com');
  await form.getByLabel('Mobile Number').fill('0412 345 678');
  const postcode = form.getByLabel('Postcode');
  if (await postcode.count()) await postcode.fill('2150');
  const notes = form.getByLabel(/^Comments/);
  if ((await notes.count()) && !(await notes.inputValue())) await notes.fill(comments);
  const terms = form.getByLabel('I agree to the terms of use');
  if (await terms.count()) await terms.check();
}

/** The reference on a thank-you page is the one the dealer's staff were sent with the lead. */
export async function expectReferenceSent(page: Page, lead: { reference: string }) {
  expect(lead.reference).toMatch(/^L-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(page.locator('#success-reference')).toHaveText(
    `Your reference is ${lead.reference}. Quote it if you call us.`,
  );
}

/**
 * A card whose link is stretched over it (its title's link covers the card): the way in is the
 * whole card, so it is the card that must be in reach, and a tap at its centre must land on that
 * link, not on a button inside the card.
 */
export async function expectCardLeadsTo(page: Page, card: Locator, link: Locator) {
  await expectStepFits(page, card);
  const hit = await card.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return document
      .elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
      ?.closest('a')
      ?.getAttribute('href');
  });
  expect(hit).toBe(await link.getAttribute('href'));
}
