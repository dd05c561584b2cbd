import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import type { CarType } from '~/catalogue/car.schema.ts';
import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import {
  NEW_VEHICLE_ENQUIRY,
  searchPath,
  TYPE_ROUTE_TYPES,
  type TypeRoute,
} from '~/features/content/links.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { expect, test } from '../support/test.ts';

const group = `http://127.0.0.1:${dealerPorts['southern-cross-motor-group']}`;
const used = `http://127.0.0.1:${dealerPorts['value-auto-supermarket']}`;

const count = (page: Page) => page.getByRole('status').filter({ hasText: /^[\d,]+ cars?$/ });
const cards = (page: Page) => page.getByRole('region', { name: 'Results' }).getByRole('article');
const number = async (page: Page) => Number((await count(page).textContent())!.replace(/\D/g, ''));

test.describe('search', () => {
  test('a search page sends event 49 once as it opens, and a new car page sends no used-car view', async ({
    page,
  }) => {
    const sent: number[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/events'))
        sent.push((r.postDataJSON() as { event_id: number }).event_id);
    });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/events'));
    await page.goto(`${group}/search/new-used-and-demo-cars`);
    expect((await answered).status()).toBe(202);
    expect(sent).toEqual([49]);
    const fresh = loadSite(loadDealerConfig('southern-cross-motor-group')).listed.find(
      (c) => c.car_type === 'new' && c.status === 'in_stock',
    )!;
    await page.goto(`${group}/cars/${fresh.slug}`);
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([49]);
  });

  test('filters by make and model, with state in the URL', async ({ page }) => {
    await page.goto(`${group}/search/new-used-and-demo-cars`);
    const all = await number(page);
    await page.getByRole('checkbox', { name: /^Kia \(\d+\)$/ }).check();
    // The tick lands on the build's HTML: the island then loads, hydrates and is handed the tick
    // before its router writes the address (over 5 s on a loaded 2-core machine).
    await expect(page).toHaveURL(/\?make=Kia$/, { timeout: 20_000 });
    await expect.poll(() => number(page)).toBeLessThan(all);
    await page.getByRole('button', { name: 'Select models of Kia' }).click();
    const models = page.getByRole('list', { name: 'Kia models' });
    await models.getByRole('checkbox', { name: /^Sportage/ }).check();
    await expect(page).toHaveURL(/make=Kia&model=Sportage/);
    await expect(cards(page).first()).toContainText('Kia Sportage');
    for (const title of await cards(page).getByRole('heading').allTextContents())
      expect(title).toContain('Kia Sportage');
  });

  test("a budget leaves out cars without a price, and its chip reads 'Up to $20,000'", async ({
    page,
  }) => {
    // riverbend-toyota lists new cars without a price ('Enquire for price.', price 0).
    const site = loadSite(loadDealerConfig('riverbend-toyota'));
    expect(site.listed.some((c) => c.price === 0)).toBe(true);
    const fits = site.listed.filter((c) => c.price > 0 && c.price <= 20000).length;
    expect(fits).toBeGreaterThan(0);
    const franchise = `http://127.0.0.1:${dealerPorts['riverbend-toyota']}`;
    await page.goto(`${franchise}/search/new-used-and-demo-cars?price=%3A20000`);
    const chips = page.getByRole('list', { name: 'Chosen filters' });
    await expect(chips).toContainText('Up to $20,000');
    await expect(chips).not.toContainText('≤');
    await expect.poll(() => number(page)).toBe(fits);
    for (const p of await cards(page).locator('.price strong').allTextContents())
      expect(p).toMatch(/^\$[\d,]+$/);
    // The budget's chip says why cars without a price are out; the count needs no more words.
    await expect(page.locator('.result-count')).toHaveText(/^[\d,]+ cars?$/);
    // Cheapest first leads with a priced car, not 'Enquire for price.' (on by default), and the
    // count says what it counts: fewer cars than the landing's, those with a price.
    await page.goto(`${franchise}/search/new-cars`);
    const all = await number(page);
    await page.goto(`${franchise}/search/new-cars?sortBy=price:asc`);
    await expect(cards(page).first().locator('.price strong')).toHaveText(/^\$[\d,]+$/);
    const priced = page.locator('.result-count');
    await expect(priced).toHaveText(/^[\d,]+ cars with a price$/);
    await expect
      .poll(async () => Number((await priced.textContent())!.replace(/\D/g, '')))
      .toBeLessThan(all);
    // With a budget too, its chip says it (once the budget's results are in).
    await page.goto(`${franchise}/search/new-cars?sortBy=price:asc&price=%3A60000`);
    await expect(page.getByRole('list', { name: 'Chosen filters' })).toContainText('Up to $60,000');
    await expect
      .poll(async () => Number((await priced.textContent())!.replace(/\D/g, '')))
      .toBeLessThan(all);
    await expect(priced).toHaveText(/^[\d,]+ cars?$/);
  });

  test('moves the price slider, then refines after the pause', async ({ page }) => {
    await page.goto(`${group}/search/used-cars`);
    const before = await number(page);
    const min = page.getByRole('slider', { name: 'Minimum price' });
    await min.focus();
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/price=\d+%3A/);
    const floor = Number(/price=(\d+)/.exec(page.url())![1]);
    expect(floor % 1000).toBe(0);
    // The slider shows the snapped value it sent.
    await expect(page.locator('.range').filter({ has: min }).locator('.range-values')).toHaveText(
      new RegExp(`^\\$${floor.toLocaleString('en-AU')} – `),
    );
    await expect.poll(() => number(page)).toBeLessThan(before);
    for (const price of await cards(page).locator('.price strong').allTextContents())
      expect(Number(price.replace(/\D/g, ''))).toBeGreaterThanOrEqual(floor);
  });

  test('on a phone, Filters opens a full-height sheet with Show Me N cars always in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${used}/search/used-cars`);
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await toggle.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    const box = (await sheet.boundingBox())!;
    expect([box.y, box.height]).toEqual([0, 844]);
    await expect(page.getByRole('button', { name: 'Close filters' })).toBeFocused();
    const showMe = sheet.getByRole('link', { name: /^Show Me [\d,]+ cars$/ });
    // Still at the bottom of the screen after scrolling the groups.
    await sheet.evaluate((el) => el.scrollTo(0, 400));
    const at = (await showMe.boundingBox())!;
    expect(at.y + at.height).toBeCloseTo(844, -1);
    expect(at.width).toBe(390); // a bar across the sheet, not a button the width of its text
    await sheet.getByRole('checkbox', { name: /^Toyota \(\d+\)$/ }).check();
    await expect(page).toHaveURL(/make=Toyota/);
    await showMe.click();
    await expect(sheet).toBeHidden();
    await expect(cards(page).first()).toContainText('Toyota');
    // Escape closes it too, and focus returns to the Filters button.
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('searches text, sorts, paginates, and goes back and forward', async ({ page }) => {
    await page.goto(`${group}/search/new-used-and-demo-cars`);
    // A model's name is read as the make and model filters, not searched as text.
    await page.getByLabel('Search stock').fill('ranger');
    await expect(page).toHaveURL(/make=Ford&model=Ranger/);
    await expect(cards(page).first()).toContainText('Ford Ranger');
    await page.getByLabel('Search stock').fill('');
    await expect(page).not.toHaveURL(/model=/);
    await page
      .getByRole('combobox', { name: 'Sort by' })
      .selectOption({ label: 'Price (high to low)' });
    await expect(page).toHaveURL(/sortBy=price%3Adesc/);
    const prices = (await cards(page).locator('.price strong').allTextContents())
      .map((p) => Number(p.replace(/\D/g, '')))
      .filter((n) => n > 0);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    const secondPageFirst = await cards(page).first().getByRole('heading').textContent();
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await page.goForward();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page).first().getByRole('heading')).toHaveText(secondPageFirst!);
    // Changing a filter removes the page.
    await page.getByRole('checkbox', { name: /^Used \(\d+\)$/ }).check();
    await expect(page).not.toHaveURL(/page=/);
  });

  test('a shared URL reproduces the same results', async ({ page, browser }) => {
    await page.goto(`${group}/search/used-cars?body=suv&sortBy=year%3Adesc&page=2`);
    // The build drew the landing (all used cars); the island then applies the address.
    const landing = await count(page).textContent();
    await expect(count(page)).not.toHaveText(landing!);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const first = await cards(page).getByRole('heading').allTextContents();
    // The address keeps the page once the island has written its state back.
    await page.waitForTimeout(600);
    await expect(page).toHaveURL(/body=suv/);
    await expect(page).toHaveURL(/page=2/);
    const other = await browser.newPage();
    await other.goto(page.url());
    await expect(cards(other).first()).toBeVisible();
    await expect.poll(() => cards(other).getByRole('heading').allTextContents()).toEqual(first);
    await other.close();
  });

  test('price ascending leaves out unpriced cars where configured, and shows insert cards at 8 and 17', async ({
    page,
  }) => {
    await page.goto(`${used}/search/used-cars?sortBy=price%3Aasc`);
    await expect(cards(page).first()).toBeVisible();
    const prices = await cards(page).locator('.price strong').allTextContents();
    expect(prices).not.toContain('Enquire for price.');
    const items = page.locator('.result-grid > li');
    await expect(items.nth(7)).toHaveClass(/insert-card/);
    await expect(items.nth(16)).toHaveClass(/insert-card/);
    // The dealer's promotional tile first (promotions.json), then what the dealer offers.
    await expect(items.nth(7)).toContainText('$500 fuel card with every pre-owned car');
    await expect(items.nth(16)).toContainText('Reserve online for $200');
  });

  test('a landing page keeps its filter, and removing it goes to all stock', async ({ page }) => {
    await page.goto(`${group}/search/kia`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kia for Sale');
    await expect(page.getByRole('checkbox', { name: /^Kia \(\d+\)$/ })).toBeChecked();
    await page.getByRole('button', { name: /^Kia.*remove filter/ }).click();
    await expect(page).toHaveURL(`${group}/search/new-used-and-demo-cars`);
  });

  test('the search page has no accessibility violations (axe)', async ({ page }) => {
    await page.goto(`${group}/search/used-cars`);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.locator('.results')).toHaveAttribute('aria-busy', 'false');
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a landing page already holds its first 21 results', async ({ page }) => {
    await page.goto(`${group}/search/used-cars`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used Cars for Sale');
    const list = cards(page);
    await expect(list).toHaveCount(21);
    await expect(list.first().getByRole('link', { name: /^Explore Vehicle/ })).toHaveAttribute(
      'href',
      /^\/cars\//,
    );
    await expect(list.first().locator('.price')).toContainText('$');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Browse [\d,]+ used cars for sale at Southern Cross Motor Group/,
    );
    // The controls that need the script are not shown; the note says so and gives the number.
    await expect(page.getByLabel('Search stock')).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeHidden();
    await expect(page.locator('#search-filters')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Result pages' })).toBeHidden();
    await expect(page.getByText('Showing the first 21. Turn on JavaScript')).toBeVisible();
  });
});

for (const slug of Object.keys(dealerPorts))
  test(`${slug}: the type addresses of what it does not sell lead to all its stock`, async ({
    request,
  }) => {
    const site = `http://127.0.0.1:${dealerPorts[slug]}`;
    const { carTypes, noun } = loadDealerConfig(slug).inventory;
    const sitemap = await (await request.get(`${site}/sitemap.xml`)).text();
    const all = searchPath('all', noun.plural);
    for (const [route, types] of Object.entries(TYPE_ROUTE_TYPES) as [TypeRoute, CarType[]][]) {
      const path = searchPath(route, noun.plural);
      const res = await request.get(`${site}${path}`, { maxRedirects: 0 });
      if (types.every((t) => carTypes.includes(t))) {
        expect(res.status(), path).toBe(200);
        expect(sitemap, path).toContain(`${path}</loc>`);
      } else {
        expect(res.status(), path).toBe(301);
        expect(res.headers().location, path).toBe(all);
        expect(sitemap, path).not.toContain(`${path}</loc>`);
      }
    }
    const enquiry = await request.get(`${site}${NEW_VEHICLE_ENQUIRY}`, { maxRedirects: 0 });
    if (carTypes.includes('new')) expect(enquiry.status()).toBe(200);
    else {
      expect(enquiry.status()).toBe(301);
      expect(enquiry.headers().location).toBe('/contact-us');
      expect(sitemap).not.toContain(NEW_VEHICLE_ENQUIRY);
    }
  });
