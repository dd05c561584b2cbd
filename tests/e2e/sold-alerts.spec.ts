import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { ALERT_MESSAGES as M } from '~/features/alerts/messages.ts';
import { similarCars } from '~/features/car/similar.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { linkIn, mailTo as mailToDealer } from '../support/mail.ts';
import { axeClean, freshMobile } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

/** A long-sold car's light page, its alert, and the 410 after. */
const slug = 'value-auto-supermarket';
const base = `http://127.0.0.1:${dealerPorts[slug]}`;
const config = loadDealerConfig(slug);
const site = loadSite(config);

const mailTo = (to: string) => mailToDealer(slug, to);
/** A link in an e-mail, on this test's server instead of the site's public address. */
const local = (text: string, path: string) => linkIn(text, config.url, path, base);

test('a long-sold car keeps a light page: sold on its date, six similar cars, no price, not indexed', async ({
  page,
}) => {
  const car = site.soldPages[0]!;
  const res = await page.goto(`${base}/cars/${car.slug}`);
  expect(res!.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('.sold-line')).toContainText(
    /^This car was sold on \d{1,2} \w{3} 2026\./,
  );
  // Nothing to buy, and the sold car's own price is not shown.
  await expect(page.locator('.price-block, [data-sticky-bar]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /enquire|reserve|test drive/i })).toHaveCount(0);
  const expected = similarCars(car, site.listed, 6).map((c) => `/cars/${c.slug}`);
  expect(expected).toHaveLength(6);
  await expect(page.locator('.similar h3 a')).toHaveCount(6);
  expect(
    await page.locator('.similar h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
  ).toEqual(expected);
  await expect(
    page.getByRole('heading', { name: 'Notify me when a similar car arrives' }),
  ).toBeVisible();
  // Not in the sitemap.
  const sitemap = await (await page.request.get(`${base}/sitemap.xml`)).text();
  expect(sitemap).not.toContain(`/cars/${car.slug}<`);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await axeClean(page);
  }
});

test('Notify me: consent asked, confirmation e-mailed, the link works once, unsubscribe at once', async ({
  page,
}) => {
  const car = site.soldPages[1]!;
  const email = `buyer-${Date.now()}@example.com`;
  await page.goto(`${base}/cars/${car.slug}`);
  const form = page.locator('form[data-alert-form]');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByRole('status')).toHaveText(M.noConsent);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByRole('status')).toHaveText(M.checkInbox);

  const confirmation = await mailTo(email);
  expect(confirmation).toContain(`Subject: Confirm your cars alert from ${config.name}`);
  expect(confirmation).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const confirm = local(confirmation, '/alerts/confirm');
  await page.goto(confirm);
  await expect(page.getByRole('status')).toHaveText(M.confirmed);
  // The token left the address bar; the same link again changes nothing.
  expect(new URL(page.url()).hash).toBe('');
  // As a second click in the e-mail does: a fresh page, not a jump within this one.
  await page.goto('about:blank');
  await page.goto(confirm);
  await expect(page.getByRole('status')).toHaveText(M.alreadyConfirmed);

  await page.goto(local(confirmation, '/pages/unsubscribe'));
  await expect(page.locator('[data-alert-unsubscribe]')).toHaveText(M.unsubscribed);
  await page.goto(confirm);
  await expect(page.getByRole('status')).toHaveText(M.ended);
});

test('past inventory.soldPageDays a sold car’s URL answers 410 Gone', async ({ request }) => {
  expect(config.inventory.soldPageDays).toBe(30);
  const gone = site.gone[0]!;
  const res = await request.get(`${base}/cars/${gone.slug}`);
  expect(res.status()).toBe(410);
  expect(await res.text()).toContain('This car has been sold');
  // A car that never existed is still a 404.
  expect((await request.get(`${base}/cars/no-such-car-1`)).status()).toBe(404);
});

test('a search page’s alert watches that search, filters included', async ({ page }) => {
  const email = `searcher-${Date.now()}@example.com`;
  await page.goto(`${base}/search/used-cars?make=Toyota&price=%3A30000`);
  await page.getByRole('link', { name: 'E-mail me new matches for this search' }).click();
  await expect(page).toHaveURL(/\/alerts\/new$/);
  await expect(page.getByRole('link', { name: 'Back to the search' })).toHaveAttribute(
    'href',
    '/search/used-cars?make=Toyota&price=%3A30000',
  );
  await page.getByLabel('Email').fill(email);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.locator('form[data-alert-form]').getByRole('status')).toHaveText(M.checkInbox);
  const confirmation = await mailTo(email);
  expect(confirmation).toContain(
    `${config.url.replace(/\/$/, '')}/search/used-cars?make=Toyota&price=%3A30000`,
  );
  // A mail program's one-click unsubscribe (RFC 8058): a form POST to the List-Unsubscribe
  // address from its own servers, no Origin; answered at once.
  const header = /^List-Unsubscribe: <([^>]+)>$/m.exec(confirmation)![1]!;
  const oneClick = await page.request.post(header.replace(new URL(config.url).origin, base), {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.json()).toEqual({ message: M.unsubscribed });
});

test('where the site sends texts, the alert can go to a mobile: confirmed by a texted link', async ({
  page,
}) => {
  const mobile = freshMobile();
  const car = site.soldPages[2]!;
  await page.goto(`${base}/cars/${car.slug}`);
  const form = page.locator('form[data-alert-form]');
  await form.getByLabel('Email or mobile').fill(mobile);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByRole('status')).toHaveText(M.checkPhone);
  const dir = join('.data', 'e2e', slug, 'sms');
  let text = '';
  await expect
    .poll(() => {
      text =
        readdirSync(dir)
          .sort()
          .map(
            (f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; body: string },
          )
          .filter((m) => m.to === `+61${mobile.slice(1)}`)
          .at(-1)?.body ?? '';
      return text;
    })
    .toContain('/alerts/confirm#');
  await page.goto(local(text, '/alerts/confirm'));
  await expect(page.getByRole('status')).toHaveText(M.confirmed);
});
