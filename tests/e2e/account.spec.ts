import type { Browser, Page } from '@playwright/test';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { axeClean, freshMobile, signIn as signInAs } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

/** value-auto-supermarket: sign-in on, its garage (/mybigboxcars) gated (dealer file). */
const slug = 'value-auto-supermarket';
const base = `http://127.0.0.1:${dealerPorts[slug]}`;
const config = loadDealerConfig(slug);
const garage = config.features.authentication.garagePath;
const cars = loadSite(config).listed.filter(
  (c) => c.status === 'in_stock' && !c.reserved && c.price > 1000 && c.images.length > 1,
);

const signIn = (page: Page, phone: string) => signInAs(page, slug, phone);
const newPage = async (browser: Browser) => (await browser.newContext()).newPage();

test.describe('sign-in and the watchlist (value-auto-supermarket)', () => {
  test('saving while signed out signs in first, then the car is saved; a second device sees the watchlist, removes a car, and signs out', async ({
    browser,
    page,
  }) => {
    test.setTimeout(90_000);
    const phone = freshMobile();
    const [first] = cars;
    // A signed-out visitor presses Favourite on a car page: sign in first, coming back here.
    await page.goto(`${base}/cars/${first!.slug}`);
    await page.getByRole('button', { name: /^Favourite/ }).click();
    await page.waitForURL((u) => u.pathname === '/sign-in');
    const params = new URL(page.url()).searchParams;
    expect(params.get('type')).toBe('watchlist');
    expect(params.get('redirect')).toBe(`/cars/${first!.slug}`);
    expect(params.get('back')).toBe(`/cars/${first!.slug}`);
    await signIn(page, phone);
    await page.waitForURL((u) => u.pathname === `/cars/${first!.slug}`);
    // The car pressed while signed out is saved now.
    await expect(page.getByRole('button', { name: /^Saved/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(page.url()).not.toContain(phone);

    // Save a second car from its result card: the toast says so, with View List.
    await page.goto(`${base}/search/used-cars`);
    const save = page
      .getByRole('button', { name: /^Favourite / })
      .filter({ hasNotText: first!.name })
      .first();
    const secondName = ((await save.textContent()) ?? '').replace(/^.*?Favourite\s*/, '').trim();
    await save.click();
    const toast = page.getByRole('status').filter({ hasText: 'Car Saved In Watchlist' });
    await expect(toast).toContainText('is now available in your watchlist');
    await expect(toast.getByRole('link', { name: 'View List' })).toHaveAttribute('href', garage);
    await expect
      .poll(async () => (await page.request.get(`${base}/api/account`)).status())
      .toBe(200);

    // A second device: the gated garage sends it to sign in, then shows both cars.
    const other = await newPage(browser);
    await other.goto(`${base}${garage}`);
    await other.waitForURL((u) => u.pathname === '/sign-in');
    expect(new URL(other.url()).searchParams.get('redirect')).toBe(garage);
    await signIn(other, phone);
    await other.waitForURL((u) => u.pathname === garage);
    const list = other.getByRole('region', { name: /^Watchlist/ });
    await expect(list.getByRole('heading', { name: /^Watchlist \(2\)/ })).toBeVisible();
    await expect(list.locator(`a[href="/cars/${first!.slug}"]`)).toBeVisible();
    await list.getByRole('button', { name: `Remove ${secondName}` }).click();
    await expect(list.getByRole('heading', { name: 'Watchlist (1)' })).toBeVisible();

    // The first device sees the removal.
    await page.goto(`${base}${garage}`);
    await expect(page.getByRole('heading', { name: 'Watchlist (1)' })).toBeVisible();
    await expect(page.getByRole('link', { name: secondName })).toHaveCount(0);

    // Signed in with a mobile, a test drive is booked without a code: the details know it.
    await page.goto(`${base}/cars/${first!.slug}`);
    const label = config.vehiclePage.testDriveLabel;
    await page
      .getByRole('complementary', { name: 'Price and contact' })
      .getByRole('button', { name: label, exact: true })
      .filter({ visible: true })
      .click();
    const dialog = page.getByRole('dialog', { name: label });
    const days = dialog.getByRole('group', { name: 'Day' }).getByRole('button');
    await days.nth(1).click();
    const day = (await days.nth(1).textContent())!.trim();
    await dialog
      .getByRole('group', { name: `Times on ${day}` })
      .getByRole('button')
      .first()
      .click();
    await expect(dialog.getByLabel('Mobile number')).toHaveValue(phone);
    await expect(
      dialog.getByText('You are signed in with this mobile: no code needed.'),
    ).toBeVisible();
    await dialog.getByLabel('Email address').fill('mia@example.com');
    await dialog.getByLabel('Postcode').fill('4000');
    await dialog.getByRole('button', { name: /^Book / }).click();
    await expect(
      dialog.getByRole('heading', { name: /^Step 4 of 4: Your .+ is booked$/ }),
    ).toBeFocused();
    await expect(dialog.getByLabel('6-digit code')).toHaveCount(0);

    // Sign out everywhere from the account menu (the header's My Garage, then Your account).
    await other.goto(`${base}/`);
    await other.locator('header').getByRole('link', { name: 'My Garage' }).click();
    await other
      .getByRole('region', { name: 'Your account' })
      .getByRole('button', { name: 'Sign Out Everywhere' })
      .click();
    await other.waitForURL(`${base}/`);
    // Both devices are signed out: the garage asks to sign in again.
    await page.goto(`${base}${garage}`);
    await page.waitForURL((u) => u.pathname === '/sign-in');
    await other.context().close();
  });

  test('the gated garage returns after sign-in; it is private and axe clean at both widths; the account can be deleted', async ({
    page,
  }) => {
    const phone = freshMobile();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}${garage}`);
    await page.waitForURL((u) => u.pathname === '/sign-in');
    // Nothing of the garage showed: the gate ran before the page.
    await axeClean(page);
    await signIn(page, phone);
    await page.waitForURL((u) => u.pathname === garage);
    await expect(
      page.getByText(`Hello Mia. Signed in as ${phone.replace(/^(\d{4})(\d{3})/, '$1 $2 ')}.`),
    ).toBeVisible();
    const answer = await page.request.get(`${base}/api/account`);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    await axeClean(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await axeClean(page);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Enquiries you already sent stay with')).toBeVisible();
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    await page.waitForURL(`${base}/`);
    expect((await page.request.get(`${base}/api/account`)).status()).toBe(401);
    await page.goto(`${base}${garage}`);
    await page.waitForURL((u) => u.pathname === '/sign-in');
  });

  test('sign-in is axe clean at both widths, and Back goes only to a page of this site', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${base}/sign-in?type=watchlist&redirect=%2F&back=%2Fsearch%2Fused-cars`);
    await expect(page.getByRole('link', { name: '← Back' })).toHaveAttribute(
      'href',
      '/search/used-cars',
    );
    await axeClean(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await axeClean(page);
    await page.goto(
      `${base}/sign-in?type=x&redirect=%2F%2Fevil.example&back=https%3A%2F%2Fevil.example`,
    );
    await expect(page.getByRole('link', { name: '← Back' })).toHaveAttribute('href', '/');
    // A wrong number gets the spec's message before any code is sent.
    await page.getByLabel('Mobile number').fill('02 9999 0000');
    await page.getByRole('button', { name: 'Text Me a Code' }).click();
    await expect(page.getByText('Please enter a valid Australian mobile number')).toBeVisible();
  });
});
