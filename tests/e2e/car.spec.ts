import AxeBuilder from '@axe-core/playwright';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { storedLeads } from '../support/outbox.ts';
import { expect, test } from '../support/test.ts';

const slug = 'value-auto-supermarket';
const base = `http://127.0.0.1:${dealerPorts[slug]}`;
const site = loadSite(loadDealerConfig(slug));
const inStock = site.listed.find(
  (c) => c.status === 'in_stock' && c.price > 1000 && c.images.length > 1,
)!;
const sold = site.listed.find((c) => c.status === 'sold')!;
const leads = () => storedLeads(slug);

test.describe('vehicle page forms', () => {
  test('Make an Offer shows the car and needs the offer amount, then files the offer with the car', async ({
    page,
  }) => {
    await page.goto(`${base}/cars/${inStock.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(String(inStock.year));
    await page.getByRole('button', { name: 'Make an Offer' }).click();
    const offer = page.getByRole('dialog', { name: 'Make an Offer' });
    await expect(offer.locator('.offer-title')).toContainText(String(inStock.year));
    await offer.getByLabel('First Name').fill('Mia');
    await offer.getByLabel('Email Address').fill('mia@example.com');
    await offer.getByLabel('Mobile Number').fill('0412 345 678');
    await offer.getByLabel('Postcode').fill('4009');
    await offer.getByRole('button', { name: 'Submit Form' }).click();
    await expect(offer.getByText('Please enter your offer amount.').first()).toBeVisible();
    await offer.getByLabel('Your offer (AUD)').fill(String(inStock.price - 1000));
    // Leads of earlier runs stay in the outbox: look only at the one this test files.
    const earlier = new Set(leads().map((l) => JSON.stringify(l)));
    const filed = () =>
      leads().filter(
        (l) =>
          !earlier.has(JSON.stringify(l)) &&
          l.carId === inStock.id &&
          l.category === 'Make an Offer',
      );
    await offer.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page).toHaveURL(`${base}/success`);
    // The thank-you page names the car (read from the page the offer came from).
    await expect(page.locator('#success-message')).toHaveText(
      new RegExp(
        `^We've received your offer for the ${inStock.year} .+\\. Our team will review it`,
      ),
    );
    await expect.poll(() => filed().length).toBeGreaterThan(0);
    const lead = filed()[0];
    expect(lead.fields).toMatchObject({
      offer_from_client: inStock.price - 1000,
      stock_number: inStock.stocknum,
      'Vehicle Make': inStock.make,
    });
  });

  test('a sold car shows SOLD and asks to find something similar', async ({ page }) => {
    await page.goto(`${base}/cars/${sold.slug}#find-me-something-similar`);
    await expect(page.getByText('SOLD', { exact: true })).toBeVisible();
    const section = page.locator('#find-me-something-similar');
    await expect(section.getByRole('heading')).toHaveText('Find me something similar');
    await expect(section.getByLabel('Comments')).toHaveValue(
      'Can you please find me something similar?',
    );
  });

  test('a vehicle page has no accessibility violations (axe)', async ({ page }) => {
    await page.goto(`${base}/cars/${inStock.slug}`);
    await page.getByRole('button', { name: 'Make an Offer' }).click();
    await expect(page.getByRole('dialog', { name: 'Make an Offer' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
});

test('a vehicle page carries Car JSON-LD, a canonical URL and Open Graph and Twitter meta with its photo', async ({
  page,
}) => {
  await page.goto(`${base}/cars/${inStock.slug}`);
  const config = loadDealerConfig(slug);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld).toMatchObject({
    '@type': 'Car',
    offers: { '@type': 'Offer', priceCurrency: 'AUD', availability: 'https://schema.org/InStock' },
  });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${config.url}/cars/${inStock.slug}`,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${config.url}${inStock.primary_image_url}`,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  const sitemap = await (await page.request.get(`${base}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${config.url}/cars/${inStock.slug}</loc>`);
});
