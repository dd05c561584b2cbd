import { expect, test } from '@playwright/test';
import { loadSite } from '../../src/catalogue/load.server.ts';
import { loadDealerConfig } from '../../src/config/load.ts';
import { maskPhone } from '../../src/features/phones/phones.ts';
import { dealerPorts } from '../../playwright.config.ts';

/** Two dealers whose flags differ: masked phone + favourites + compare vs phone at once, Twitter hidden elsewhere. */
const group = { slug: 'southern-cross-motor-group', base: `http://127.0.0.1:${dealerPorts['southern-cross-motor-group']}` };
const caravans = { slug: 'outback-caravans', base: `http://127.0.0.1:${dealerPorts['outback-caravans']}` };
const used = { slug: 'value-auto-supermarket', base: `http://127.0.0.1:${dealerPorts['value-auto-supermarket']}` };
const carOf = (slug: string) => loadSite(loadDealerConfig(slug)).listed.find((c) => c.status === 'in_stock' && c.car_type === 'used' && c.price > 1000 && c.images.length > 1)!;

test.describe('vehicle page actions', () => {
  test('the phone is masked until clicked, then shown and recorded', async ({ page }) => {
    const car = carOf(group.slug);
    const phone = loadDealerConfig(group.slug).contact.phones.usedCars ?? car.location!.phone!;
    const recorded: string[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && /\/api\/(phone-reveal|events)$/.test(r.url())) recorded.push(new URL(r.url()).pathname); });
    await page.goto(`${group.base}/cars/${car.slug}`);
    const reveal = page.getByRole('button', { name: /Show the phone number/ });
    await expect(reveal).toContainText(maskPhone(phone));
    await reveal.click();
    await expect(page.getByRole('link', { name: `Call ${phone}` })).toHaveAttribute('href', /^tel:0\d{9}$/);
    await expect.poll(() => recorded.sort()).toEqual(['/api/events', '/api/phone-reveal']);
  });

  test('where configured the phone shows at once', async ({ page }) => {
    const car = carOf(caravans.slug);
    await page.goto(`${caravans.base}/cars/${car.slug}`);
    await expect(page.getByRole('link', { name: /^Call \(08\)/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Show the phone number/ })).toHaveCount(0);
  });

  test('copy link copies the share URL and says Copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const car = carOf(group.slug);
    await page.goto(`${group.base}/cars/${car.slug}`);
    const share = page.getByRole('list', { name: /^Share / });
    await expect(share.getByRole('link', { name: 'Twitter' })).toBeVisible();
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'to your clipboard!' })).toContainText(`Copied ${car.year}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`https://www.southerncrossmotorgroup.com.au/cars/${car.slug}`);
    await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 3000 });
  });

  test('Twitter is hidden where configured', async ({ page }) => {
    await page.goto(`${used.base}/cars/${carOf(used.slug).slug}`);
    await expect(page.getByRole('list', { name: /^Share / }).getByRole('link', { name: 'WhatsApp' })).toBeVisible();
    await expect(page.getByRole('list', { name: /^Share / }).getByRole('link', { name: 'Twitter' })).toHaveCount(0);
  });

  test('a favourite survives a reload and shows in the garage', async ({ page }) => {
    const car = carOf(group.slug);
    await page.goto(`${group.base}/cars/${car.slug}`);
    await page.getByRole('button', { name: /^♡ Favourite/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Car Saved In Watchlist' })).toContainText('is now available in your watchlist');
    await page.reload();
    await expect(page.getByRole('button', { name: /^♥ Saved/ })).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`${group.base}/my-garage`);
    await expect(page.getByRole('link', { name: new RegExp(`^${car.year} `) })).toHaveAttribute('href', `/cars/${car.slug}`);
  });

  test('compare shows the chosen cars side by side', async ({ page }) => {
    const cars = loadSite(loadDealerConfig(group.slug)).listed.filter((c) => c.status === 'in_stock' && c.car_type === 'used' && c.images.length > 1).slice(0, 2);
    for (const car of cars) {
      await page.goto(`${group.base}/cars/${car.slug}`);
      await page.getByRole('button', { name: /^Compare/ }).click();
      await expect(page.getByRole('button', { name: /^✓ Comparing/ })).toBeVisible();
    }
    await page.goto(`${group.base}/compare`);
    const table = page.getByRole('table', { name: 'Cars compared' });
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    await expect(table.getByRole('row', { name: /^Kilometres/ })).toContainText(`${cars[0]!.km!.toLocaleString('en-AU')} km`);
  });
});
