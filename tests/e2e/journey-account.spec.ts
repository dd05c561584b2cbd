import type { Page } from '@playwright/test';

import { loadDealerConfig } from '~/config/load.server.ts';

import { dealerPorts } from '../../playwright.config.ts';
import {
  carOnSale,
  expectCardLeadsTo,
  press,
  screenFor,
  shot,
  type Width,
  WIDTHS,
} from '../support/journey.ts';
import { expectStepFits } from '../support/phone.ts';
import { codeFor, freshMobile } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

/**
 * The signed-in garage, walked on every sample dealer that has sign-in, at both widths: a car
 * saved while signed out sends the buyer to sign in by a texted code and back, the garage holds
 * it at the price its page said, signing out ends it, and the gated garage then asks to sign in
 * again. Every step fits the screen with its action in reach.
 */
const dealers = Object.entries(dealerPorts).filter(
  ([slug]) => loadDealerConfig(slug).features.authentication.enabled,
);

/** The header's link to the garage: behind Menu on a phone. */
async function openGarage(page: Page, width: Width) {
  const header = page.locator('header');
  const link = header.getByRole('link', { name: 'My Garage' });
  if (!(await link.isVisible())) await press(width, header.getByRole('button', { name: 'Menu' }));
  await expectStepFits(page, link);
  await press(width, link);
}

for (const [slug, port] of dealers) {
  const config = loadDealerConfig(slug);
  const base = `http://127.0.0.1:${port}`;
  const garage = config.features.authentication.garagePath;
  const car = carOnSale(config);

  for (const width of WIDTHS) {
    test.describe(`${slug} at ${width} px`, () => {
      test.use(screenFor(width));

      test('save a car signed out, sign in by text, the garage, sign out, asked again', async ({
        page,
      }) => {
        const name = `${slug}-${width}-account`;
        const phone = freshMobile();
        await page.goto(`${base}/cars/${car.slug}`);
        const block = page.getByRole('complementary', { name: 'Price and contact' });
        const price = (await block.locator('.price strong').textContent())!.trim();
        const save = block.getByRole('button', { name: /^Favourite/ });
        await expectStepFits(page, save);
        await shot(page, `${name}-1-car`);
        await press(width, save);

        // Sign in: the mobile, the texted code, the name once.
        await page.waitForURL((u) => u.pathname === '/sign-in');
        const mobile = page.getByLabel('Mobile number');
        await mobile.fill(phone);
        const send = page.getByRole('button', { name: 'Text Me a Code' });
        await expectStepFits(page, send);
        await shot(page, `${name}-2-sign-in`);
        await press(width, send);
        await expect(page.getByRole('status')).toContainText(`Code sent to ${phone}`);
        await page.getByLabel('6-digit code').fill(await codeFor(slug, phone));
        const signIn = page.getByRole('button', { name: 'Sign In' });
        await expectStepFits(page, signIn);
        await shot(page, `${name}-3-code`);
        await press(width, signIn);
        const first = page.getByLabel('First name');
        await expect(first).toBeVisible();
        await first.fill('Mia');
        await page.getByLabel('Last name').fill('Nguyen');
        await page.getByLabel('Email address').fill('mia@example.com');
        const next = page.getByRole('button', { name: 'Continue' });
        await expectStepFits(page, next);
        await shot(page, `${name}-4-details`);
        await press(width, next);

        // Back on the car, saved; the garage holds it at the same price.
        await page.waitForURL((u) => u.pathname === `/cars/${car.slug}`);
        await expect(block.getByRole('button', { name: /^Saved/ })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        expect(page.url()).not.toContain(phone);
        await openGarage(page, width);
        await page.waitForURL((u) => u.pathname === garage);
        const list = page.getByRole('region', { name: /^Watchlist/ });
        await expect(list.getByRole('heading', { name: 'Watchlist (1)' })).toBeVisible();
        const href = `a[href="/cars/${car.slug}"]`;
        const card = list.getByRole('listitem').filter({ has: page.locator(href) });
        const saved = card.locator(href);
        // The card is the way back to the car: its title's link is stretched over it.
        await expectCardLeadsTo(page, card, saved);
        await expect(card).toContainText(price);
        await shot(page, `${name}-5-garage`);

        // Its price drops can be asked for from the card: the alert's page names it at that price,
        // with its consent box never ticked for the buyer (journey-price-drop walks the rest).
        const ask = card.getByRole('link', { name: 'Tell me if its price drops' });
        await expectStepFits(page, ask);
        await press(width, ask);
        await page.waitForURL((u) => u.pathname === '/alerts/price-drop');
        await expect(page.getByRole('status').first()).toContainText(`${price} now.`);
        await expect(page.locator('form[data-alert-form]').getByRole('checkbox')).not.toBeChecked();
        await page.goBack();
        await page.waitForURL((u) => u.pathname === garage);

        // Sign out, and the gated garage asks to sign in again.
        const out = page
          .getByRole('region', { name: 'Your account' })
          .getByRole('button', { name: 'Sign Out', exact: true });
        await expectStepFits(page, out);
        await press(width, out);
        await page.waitForURL(`${base}/`);
        await page.goto(`${base}${garage}`);
        await page.waitForURL((u) => u.pathname === '/sign-in');
        expect(new URL(page.url()).searchParams.get('redirect')).toBe(garage);
        await expectStepFits(page, page.getByRole('button', { name: 'Text Me a Code' }));
        await shot(page, `${name}-6-gated`);
      });
    });
  }
}
