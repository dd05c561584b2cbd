import type { Page } from '@playwright/test';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { carOnSale, press, screenFor, shot } from '../support/journey.ts';
import { expectStepFits } from '../support/phone.ts';
import { axeClean, codeFor, freshMobile } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

/**
 * The dealer desk (driveaway-finance turns it on, with a member of staff for each role): staff
 * sign in with a texted code, and sales sell or let go an order the buyer paid a deposit on.
 */
const slug = 'driveaway-finance';
const config = loadDealerConfig(slug);
const base = `http://127.0.0.1:${dealerPorts[slug]}`;
const staffOf = (role: string) => config.features.desk.staff.find((m) => m.role === role)!;
// Cars no other test takes: the journeys book and enquire on the first car on sale, and the
// checkout tests order from the end of the list, so the desk orders (and sells) from its middle.
const site = loadSite(config);
const onSale = site.listed.filter(
  (c) =>
    c.status === 'in_stock' && c.checkout_enabled && !c.reserved && c.id !== carOnSale(config).id,
);
const cars = onSale.slice(Math.floor(onSale.length / 2), Math.floor(onSale.length / 2) + 4);

/** A buyer orders a car online and pays the deposit (the site's own endpoints, as its page does). */
async function heldOrder(page: Page, carId: number): Promise<void> {
  const phone = freshMobile();
  const post = (path: string, body: unknown) =>
    page.request.post(`${base}${path}`, {
      data: body,
      headers: { Origin: base, 'Idempotency-Key': crypto.randomUUID() },
    });
  expect((await post('/api/verification/send', { phone, purpose: 'reserve' })).status()).toBe(200);
  const opened = await post('/api/reservations', {
    car_id: carId,
    kind: 'buy-online',
    contact: { first_name: 'Mia', last_name: 'Nguyen', email: 'mia@example.com', phone },
    code: await codeFor(slug, phone),
    terms_accepted: true,
    order: { payment: 'pay-in-full', fulfilment: 'pick-up', location_id: site.locations[0]!.id },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const { access_token } = (await opened.json()) as { access_token: string };
  const paid = await post('/api/reservations/pay', {
    access_token,
    card: { number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

async function signIn(page: Page, width: 390 | 1366, mobile: string) {
  await page.goto(`${base}/desk`);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Mobile number').fill(mobile);
  await press(width, page.getByRole('button', { name: 'Text Me a Code' }));
  await expect(page.getByRole('heading', { name: 'Enter the code we texted you' })).toBeFocused();
  await page.getByLabel('6-digit code').fill(await codeFor(slug, mobile.replace(/\s/g, '')));
  await press(width, page.getByRole('button', { name: 'Sign In' }));
}

for (const width of [390, 1366] as const) {
  test.describe(`the dealer desk at ${width} px`, () => {
    test.use(screenFor(width));
    test.describe.configure({ timeout: 120_000 });

    test('sales sign in, sell one held order and release another', async ({ page }) => {
      const sold = cars[width === 390 ? 0 : 2]!;
      const released = cars[width === 390 ? 1 : 3]!;
      await heldOrder(page, sold.id);
      await heldOrder(page, released.id);
      const sales = staffOf('sales');
      const name = `desk-${width}`;

      await page.goto(`${base}/desk`);
      const res = await page.request.get(`${base}/desk`);
      expect(res.headers()['cache-control']).toBe('private, no-store');
      await signIn(page, width, sales.mobile);
      await expect(page.getByRole('heading', { name: `${sales.name} · Sales` })).toBeFocused();
      await axeClean(page);
      await shot(page, `${name}-1-day`);

      const card = (carName: string) =>
        page.locator('li[data-reservation]').filter({ hasText: carName }).first();
      await expect(card(sold.name)).toContainText('Held');
      await expect(card(sold.name)).toContainText(/\d+ (day|hour)s? .*left|\d+ hours? left/);
      await expect(card(sold.name)).toContainText('Deposit $500: held on the card');

      await press(width, card(sold.name).getByRole('button', { name: 'Mark sold' }));
      await expect(card(sold.name)).toContainText(`Mark the ${sold.name} sold?`);
      const yes = card(sold.name).getByRole('button', { name: 'Yes, Mark sold' });
      await expectStepFits(page, yes);
      await axeClean(page);
      await shot(page, `${name}-2-confirm`);
      await press(width, yes);
      await expect(page.getByText(`${sold.name}: sold. The deposit is kept.`)).toBeVisible();
      await expect(card(sold.name)).toContainText('Sold');
      await expect(card(sold.name)).toContainText('Deposit $500: taken');

      await press(width, card(released.name).getByRole('button', { name: 'Release' }));
      await press(width, card(released.name).getByRole('button', { name: 'Yes, Release' }));
      await expect(
        page.getByText(`${released.name}: released. The deposit goes back to the buyer.`),
      ).toBeVisible();
      await expect(card(released.name)).toContainText('Released by the dealer');
      await expect(card(released.name)).toContainText('Deposit $500: hold released');
      await axeClean(page);
      await shot(page, `${name}-3-done`);

      // The page is as wide as the screen: nothing to scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      await press(width, page.getByRole('button', { name: 'Sign Out' }));
      await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
      expect(
        (await page.request.get(`${base}/api/desk`, { headers: { Origin: base } })).status(),
      ).toBe(401);
    });
  });
}

test('service staff see no reservations and cannot act on one; a buyer never reaches the desk', async ({
  page,
}) => {
  const service = staffOf('service');
  await signIn(page, 1366, service.mobile);
  await expect(page.getByRole('heading', { name: `${service.name} · Service` })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Reservations and online orders' })).toHaveCount(
    0,
  );
  const refused = await page.evaluate(async () => {
    const res = await fetch('/api/desk/reservations/convert', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ id: 'any-reservation' }),
    });
    return res.status;
  });
  expect(refused).toBe(403);

  // A mobile not on the staff list is told the same as staff, and no code is sent to it.
  const stranger = freshMobile();
  await page.context().clearCookies();
  await page.goto(`${base}/desk`);
  await page.getByLabel('Mobile number').fill(stranger);
  await page.getByRole('button', { name: 'Text Me a Code' }).click();
  await expect(
    page.getByText(`If ${stranger} is a staff mobile, a code is on its way.`),
  ).toBeVisible();
  await page.getByLabel('6-digit code').fill('123456');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('The verification code is invalid. Please try again.')).toBeVisible();
});
