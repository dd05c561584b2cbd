import { dealerPorts } from '../../playwright.config.ts';
import { expect, test } from '../support/test.ts';

/** The machine-readable stock, as a crawler and a buyer's browser get it. */
const base = (slug: string) => `http://127.0.0.1:${dealerPorts[slug]}`;

test('a landing carries an ItemList of exactly the cars its first page shows, in order', async ({
  page,
}) => {
  await page.goto(`${base('riverbend-toyota')}/search/used-cars`);
  const ld = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent!)));
  const list = ld.find((x) => x['@type'] === 'ItemList');
  const shown = await page
    .locator('.results a.button[href^="/cars/"]')
    .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('href')))]);
  expect(shown.length).toBeGreaterThan(10);
  expect(list.numberOfItems).toBe(shown.length);
  expect(
    list.itemListElement.map((e: { item: { url: string } }) => new URL(e.item.url).pathname),
  ).toEqual(shown);
  expect(list.itemListElement[0].item.offers).toMatchObject({
    '@type': 'Offer',
    priceCurrency: 'AUD',
  });
});

test('the feeds are served with their types; a feed the dealer file leaves off is not there', async ({
  request,
}) => {
  const toyota = base('riverbend-toyota');
  const inventory = await request.get(`${toyota}/inventory.json`);
  expect(inventory.headers()['content-type']).toContain('application/json');
  const doc = await inventory.json();
  expect(doc.cars.length).toBe(doc.count);
  const schema = await (await request.get(`${toyota}/inventory.schema.json`)).json();
  expect(schema.$id).toBe('https://www.riverbendtoyota.com.au/inventory.schema.json');
  expect((await request.get(`${toyota}/llms.txt`)).status()).toBe(200);
  expect(await (await request.get(`${toyota}/robots.txt`)).text()).toContain('/llms.txt');
  const google = await request.get(`${toyota}/feeds/google-vehicle-listings.tsv`);
  expect((await google.text()).split('\n')[0]).toMatch(/^vin\tid\tstore_code\t/);
  const meta = await request.get(`${toyota}/feeds/meta-automotive.csv`);
  expect((await meta.text()).split('\n')[0]).toMatch(/^vehicle_id,title,description,url,/);
  // A caravan yard publishes no shopping feed for cars.
  const yard = base('outback-caravans');
  expect((await request.get(`${yard}/feeds/google-vehicle-listings.tsv`)).status()).toBe(404);
  expect((await request.get(`${yard}/inventory.json`)).status()).toBe(200);
});
