import type { Locator, Page } from '@playwright/test';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { hoursOn } from '~/features/locations/opening.ts';
import { offerTitle } from '~/features/offers/offers.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { leadsWith } from '../support/outbox.ts';
import { expect, test } from '../support/test.ts';

/** Offers, models, service and parts, company, legal and blog pages, one of each kind per dealer. */
const base = (slug: string) => `http://127.0.0.1:${dealerPorts[slug]}`;
const group = base('southern-cross-motor-group');
const toyota = base('riverbend-toyota');

async function fillContact(page: Page, scope = page.locator('body')) {
  await scope.getByLabel('First Name').fill('Mia');
  await scope.getByLabel('Email Address').fill('mia@example.com');
  await scope.getByLabel('Mobile Number').fill('0412 345 678');
  await scope.getByLabel(/^Postcode/).fill('3134');
}

/** Chooses a location and accepts the terms where the form asks, then submits it. */
async function submit(scope: Locator) {
  const location = scope.getByRole('combobox', { name: /^Location/ });
  if (await location.count()) await location.selectOption({ index: 1 });
  const terms = scope.getByLabel('I agree to the terms of use');
  if (await terms.count()) await terms.check();
  await scope.getByRole('button', { name: 'Submit Form' }).click();
}

for (const slug of Object.keys(dealerPorts))
  test(`${slug}: company, legal, service and blog pages`, async ({ page, request }) => {
    const site = base(slug);
    const h1 = async (path: string, name: string | RegExp) => {
      const res = await page.goto(`${site}${path}`);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    };
    await h1('/about-us', 'About Us');
    await h1('/privacy-policy', 'Privacy Policy');
    await expect(page.getByText('Last updated April 2021')).toBeVisible();
    await h1('/terms-and-conditions', 'Terms And Conditions');
    await h1('/pages/complaint-handling-process', 'Complaint Handling Process');
    await expect(page.getByText('within 30 days').first()).toBeVisible();
    for (const alias of ['/pages/complaint-handling', '/pages/handling-complaint']) {
      const res = await request.get(`${site}${alias}`, { maxRedirects: 0 });
      expect(res.status(), alias).toBe(301);
      expect(res.headers().location).toBe('/pages/complaint-handling-process');
    }
    await h1('/warranty', 'Warranty Advantage');
    await expect(
      page.getByText(/remainder of the vehicle.s warranty or 2 years, whichever is greater/),
    ).toBeVisible();
    await h1('/roadside-assist', 'Roadside Assist');
    await h1('/service', 'Service');
    await h1('/buying', `Buying A ${loadDealerConfig(slug).inventory.noun.singular} With Us`);
    await h1('/parts/search', 'Find A Part');
    await h1('/blog', 'Blog');
    const categories = page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link');
    await expect(categories).toHaveText(
      slug === 'outback-caravans'
        ? [
            'All posts',
            'Vehicle Reviews',
            'Buyer Advice',
            'Motoring Tips',
            'Servicing Insights',
            'Adventures',
          ]
        : ['All posts', 'Vehicle Reviews', 'Buyer Advice', 'Motoring Tips', 'Servicing Insights'],
    );
    await h1('/blog/vehicle-reviews', 'Vehicle Reviews');
    await page.getByRole('article').getByRole('link').first().click();
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    );
    expect(ld).toMatchObject({ '@type': 'Article', publisher: { name: expect.any(String) } });
    expect(ld.headline).toBe(await page.getByRole('heading', { level: 1 }).textContent());
    const sitemap = await (await request.get(`${site}/sitemap.xml`)).text();
    for (const path of [
      '/about-us',
      '/privacy-policy',
      '/special-offers',
      '/blog',
      '/pages/unsubscribe',
    ])
      expect(sitemap, path).toContain(`${path}</loc>`);
  });

test('a franchise site reviews only its own make; the complaints page names its contact', async ({
  page,
}) => {
  await page.goto(`${toyota}/blog/vehicle-reviews`);
  const titles = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const t of titles) expect(t).toContain('Toyota');
  await page.goto(`${toyota}/pages/complaint-handling-process`);
  await expect(page.getByText('Customer Relations Manager')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'complaints@riverbendtoyota.com.au' }),
  ).toHaveAttribute('href', 'mailto:complaints@riverbendtoyota.com.au');
});

test.describe('offers', () => {
  test('the grid narrows by make and category, with the choice in the address', async ({
    page,
  }) => {
    await page.goto(`${group}/special-offers`);
    const cards = page.locator('[data-offer-list] > li:visible');
    await expect(page.getByText(/^\d+ offers$/)).toBeVisible();
    const all = await cards.count();
    expect(all).toBeGreaterThan(1);
    await page.getByLabel('Make').selectOption('Kia');
    await expect(page).toHaveURL(/make=Kia/);
    for (const name of await cards.getByRole('heading').allTextContents())
      expect(name).toContain('Kia');
    await page.goBack();
    await expect(cards).toHaveCount(all);
    await page.goto(`${group}/special-offers?category=Finance%20offer`);
    for (const text of await cards.locator('.offer-category').allTextContents())
      expect(text).toBe('Finance offer');
  });

  test('a single offer: toggles, the other address form, and an enquiry that carries the offer', async ({
    page,
    request,
  }) => {
    await page.goto(`${group}/special-offers`);
    await page.locator('[data-offer-list] h2 a').first().click();
    await expect(page).toHaveURL(/\/offers\/[a-z-]+\/\d+$/);
    const [, id] = /\/offers\/[a-z-]+\/(\d+)$/.exec(page.url())!;
    const alias = await request.get(`${group}/offers/${id}`, { maxRedirects: 0 });
    expect(alias.status()).toBe(301);
    await expect(
      page.locator('.offer-detail').getByText(/^Offer ends \d{1,2} [A-Z][a-z]+ 20\d\d$/),
    ).toBeVisible();
    // Its own page shows the whole description, to its last words; cards cut it.
    await expect(page.getByRole('button', { name: 'View more' })).toHaveCount(0);
    await expect(page.locator('.offer-description')).toContainText('when yours can be delivered.');
    const disclaimer = page.getByRole('button', { name: 'View full disclaimer' });
    await disclaimer.click();
    await expect(page.getByRole('button', { name: 'View less disclaimer' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Explore / })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book A Test Drive' })).toBeVisible();
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await page.getByRole('link', { name: 'Enquire Now' }).click();
    const dialog = page.getByRole('dialog', { name: `Enquire about ${name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Comments')).toHaveValue(
      `I'm interested in the offer: ${name}.`,
    );
    await fillContact(page, dialog);
    const marker = `Offer${Date.now()}`;
    await dialog.getByLabel('Last Name').fill(marker);
    await dialog.getByRole('combobox', { name: /^Location/ }).selectOption({ index: 1 });
    const terms = dialog.getByLabel('I agree to the terms of use');
    if (await terms.count()) await terms.check();
    await dialog.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page).toHaveURL(`${group}/success`);
    await expect.poll(() => leadsWith('southern-cross-motor-group', marker).length).toBe(1);
    const [lead] = leadsWith('southern-cross-motor-group', marker);
    expect(lead).toMatchObject({ category: 'Offer Enquiry' });
    // The lead carries the offer's own name; the page shows it, with the comparison rate after it
    // where it states a rate.
    const offer = loadSite(loadDealerConfig('southern-cross-motor-group')).offers.find(
      (o) => o.id === Number(id),
    )!;
    expect(name).toBe(offerTitle(offer));
    expect(lead.fields).toMatchObject({ offer_id: Number(id), offer_name: offer.name });
  });

  test('a manufacturer-locked site uses /offers/{id}; the make form redirects', async ({
    request,
  }) => {
    const page = await request.get(`${toyota}/offers/10100`);
    expect(page.status()).toBe(200);
    const alias = await request.get(`${toyota}/offers/toyota/10100`, { maxRedirects: 0 });
    expect(alias.status()).toBe(301);
    expect(alias.headers().location).toBe('/offers/10100');
  });
});

test.describe('models', () => {
  test('/models filters by category, and model pages follow the dealer URL pattern', async ({
    page,
    request,
  }) => {
    await page.goto(`${toyota}/models?body=${encodeURIComponent('SUVs & 4WDs')}`);
    await expect(page.getByRole('link', { name: 'SUVs & 4WDs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const tiles = page.locator('[data-model-list] > li:visible');
    expect(await tiles.count()).toBeGreaterThan(2);
    for (const c of await tiles.evaluateAll((els) =>
      els.map((e) => (e as HTMLElement).dataset.category),
    ))
      expect(c).toBe('SUVs & 4WDs');
    await page.goto(`${toyota}/toyota-coaster`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota Coaster');
    const panel = page.getByRole('region', { name: 'Toyota Service Advantage' });
    await expect(panel).toContainText('$485');
    await expect(panel.getByRole('link', { name: 'Book a Service' })).toHaveAttribute(
      'href',
      'https://booking.riverbendtoyota.com.au',
    );
    await page.goto(`${toyota}/toyota-hilux-champ`);
    await expect(page.locator('main .model-label')).toHaveText('Upcoming');
    await expect(page.getByRole('link', { name: 'Our Stock' })).toHaveCount(0);
    await page.goto(`${toyota}/toyota-rav4`);
    const stock = await page.getByRole('link', { name: 'Our Stock' }).getAttribute('href');
    expect((await request.get(`${toyota}${stock}`)).status()).toBe(200);
  });

  test('a model page shows price from, grades with prices, key specifications, a gallery and its stock', async ({
    page,
  }) => {
    await page.goto(`${toyota}/toyota-rav4`);
    // The 'from' is the cheapest grade's list price, and says what it is.
    const grades = page.getByRole('region', { name: 'Toyota RAV4 grades' }).getByRole('listitem');
    expect(await grades.count()).toBeGreaterThan(1);
    const prices = (await grades.locator('.grade-price').allTextContents()).map((p) =>
      Number(p.replace(/\D/g, '')),
    );
    const from = page.locator('.price-from');
    await expect(from).toContainText(`From $${Math.min(...prices).toLocaleString('en-AU')}`);
    await expect(from).toContainText("Manufacturer's list price, before on-road costs");
    await expect(grades.first()).toHaveText(
      /^GX\s*\$[\d,]+\s*(Petrol|Hybrid) · Automatic · (FWD|AWD)$/,
    );
    const specs = page.getByRole('region', { name: 'Key specifications' });
    await expect(specs.getByRole('term')).toHaveText([
      'Body',
      'Engine',
      'Fuel',
      'Transmission',
      'Drive',
      'Seats',
      'Doors',
    ]);
    await expect(specs.getByRole('definition').first()).toHaveText('SUV');
    const gallery = page.getByRole('region', { name: 'Toyota RAV4 gallery' }).getByRole('img');
    await expect(gallery).toHaveCount(5);
    await expect(gallery.first()).toHaveAttribute('alt', 'Toyota RAV4, front three-quarter view');
    // Its new and demo cars in stock: RAV4s only, cheapest first, never more than the count above.
    const inStock = Number(
      (await page.locator('.model-grid').textContent())!.match(/(\d+) new and demo/)![1],
    );
    const cards = page
      .getByRole('region', { name: 'New and demo Toyota RAV4 in stock' })
      .getByRole('article');
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(Math.min(4, inStock));
    await expect(cards.locator('h3')).toHaveText(Array(shown).fill(/^\d{4} Toyota RAV4$/));
    const cardPrices = (await cards.locator('.price strong').allTextContents()).map((p) =>
      Number(p.replace(/\D/g, '')),
    );
    expect(cardPrices).toEqual([...cardPrices].sort((a, b) => a - b));
  });

  test("a model's accessories: cards at 520x292, and an enquiry that names the part", async ({
    page,
    request,
  }) => {
    await page.goto(`${toyota}/toyota-hilux`);
    await page.getByRole('link', { name: 'Accessories (8)' }).click();
    await expect(page).toHaveURL(`${toyota}/hilux/accessories`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota HiLux accessories');
    const cards = page.locator('article.accessory-card');
    await expect(cards).toHaveCount(8);
    const img = cards.first().locator('img');
    await expect(img).toHaveAttribute('width', '520');
    await expect(img).toHaveAttribute('height', '292');
    await expect(img).toHaveAttribute('srcset', /\/_img\/\d+\/images\/accessories\/\w+\.webp/);
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
      .toBeGreaterThan(0);
    const liner = cards.filter({ hasText: 'Tub liner' });
    await expect(liner).toContainText(/Part number TYT-TL\d{4}/);
    await expect(liner).toContainText(/\$[\d,]+ fitted/);

    await liner.getByRole('link', { name: 'Enquire about the Tub liner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enquire about the Tub liner' });
    await expect(dialog.getByLabel(/^Part or accessory/)).toHaveValue(
      /^Tub liner \(TYT-TL\d{4}\)$/,
    );
    await expect(dialog.getByLabel(/^Vehicle/)).toHaveValue('Toyota HiLux');
    await fillContact(page, dialog);
    const note = `Fitted before Christmas? ${Date.now()}`;
    await dialog.getByLabel(/^Comments/).fill(note);
    await submit(dialog);
    await expect(page).toHaveURL(`${toyota}/success`);
    await expect.poll(() => leadsWith('riverbend-toyota', note).length).toBe(1);
    const [lead] = leadsWith('riverbend-toyota', note);
    expect(lead.category).toBe('Parts Enquiry');
    expect(lead.fields.part).toMatch(/^Tub liner \(TYT-TL\d{4}\)$/);
    expect(lead.fields.vehicle).toBe('Toyota HiLux');

    // A model not yet on sale has no accessories, and no page for them.
    expect((await request.get(`${toyota}/hilux-champ/accessories`)).status()).toBe(404);
    await page.goto(`${toyota}/toyota-hilux-champ`);
    await expect(page.getByRole('link', { name: /^Accessories/ })).toHaveCount(0);
  });

  test("a multi-make dealer's Our Stock links use the landings' names", async ({
    page,
    request,
  }) => {
    await page.goto(`${group}/models/mazda2`);
    await expect(page.getByRole('link', { name: 'Our Stock' })).toHaveAttribute(
      'href',
      '/search/mazda/mazda2',
    );
    expect((await request.get(`${group}/search/mazda/mazda2`)).status()).toBe(200);
  });
});

test.describe('service, parts and unsubscribe forms', () => {
  test('a service booking request sends a lead with the services folded into additional_services', async ({
    page,
  }) => {
    // A dealer that books services on its own system keeps the request form on its service page.
    await page.goto(`${toyota}/genuine-service`);
    const form = page.getByRole('complementary', { name: 'Genuine Service form' });
    await form.getByRole('button', { name: 'Submit Form' }).click();
    await expect(form.getByRole('link', { name: 'Please choose a preferred date.' })).toBeVisible();
    // A date already gone is refused by the server, beside the field.
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel(/^Preferred date/).fill(inDays(-7));
    await form.getByLabel('Preferred time').fill('08:30');
    const rego = `S${String(Date.now()).slice(-6)}`;
    await form.getByLabel(/^Registration number/).fill(rego);
    await form.getByLabel('Odometer (km)').fill('45000');
    await form.getByLabel('Logbook service').check();
    await form.getByLabel('Brakes').check();
    await fillContact(page, form);
    await submit(form);
    await expect(form.getByText('Please choose today or a later date.').first()).toBeVisible();
    expect(leadsWith('riverbend-toyota', rego)).toHaveLength(0);
    // A week on, on a day the workshop is open (the server refuses a day it is shut).
    const workshop = loadSite(loadDealerConfig('riverbend-toyota')).locations.find(
      (l) => l.visible && l.location_type === 'service',
    )!;
    const week = Array.from({ length: 14 }, (_, n) => inDays(n + 7));
    const openDay = week.find(
      (d) => hoursOn(workshop, d).status === 'Open' && (hoursOn(workshop, d).close ?? '') > '08:30',
    )!;
    await form.getByLabel(/^Preferred date/).fill(openDay);
    await form.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page).toHaveURL(`${toyota}/success`);
    await expect.poll(() => leadsWith('riverbend-toyota', rego).length).toBe(1);
    const [lead] = leadsWith('riverbend-toyota', rego);
    expect(lead.category).toBe('Service Booking');
    expect(lead.fields.additional_services).toEqual(['Logbook service', 'Brakes']);
    expect(lead.fields.kms).toBe(45000);
    expect(lead.fields).not.toHaveProperty('services_check_options');
  });

  test('a parts enquiry needs the part and the vehicle; a VIN is optional but checked', async ({
    page,
  }) => {
    await page.goto(`${toyota}/vehicle-parts-and-accessories`);
    const form = page.getByRole('complementary', { name: 'Parts & Accessories form' });
    const part = `Roof racks ${Date.now()}`;
    await form.getByLabel(/^Part or accessory/).fill(part);
    await form.getByLabel(/^Vehicle/).fill('2021 Toyota RAV4 GXL');
    await form.getByLabel('VIN (optional)').fill('123');
    await fillContact(page, form);
    await submit(form);
    await expect(form.getByRole('link', { name: /^A VIN has 17 letters/ })).toBeVisible();
    await form.getByLabel('VIN (optional)').fill('');
    await form.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page).toHaveURL(`${toyota}/success`);
    await expect.poll(() => leadsWith('riverbend-toyota', part).length).toBe(1);
    expect(leadsWith('riverbend-toyota', part)[0].category).toBe('Parts Enquiry');
  });

  test('an unsubscribe request is recorded with no subscription', async ({ page }) => {
    await page.goto(`${toyota}/pages/unsubscribe`);
    const form = page.getByRole('complementary', { name: 'Unsubscribe form' });
    await expect(form.getByText(/subscribe to receive/)).toHaveCount(0);
    const email = `leave${Date.now()}@example.com`;
    await form.getByLabel(/^Email Address/).fill(email);
    await form.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page).toHaveURL(`${toyota}/success`);
    await expect.poll(() => leadsWith('riverbend-toyota', email).length).toBe(1);
    expect(leadsWith('riverbend-toyota', email)[0]).toMatchObject({
      category: 'Unsubscribe',
      optIn: false,
    });
  });
});

test("a caravan yard's pages name caravans and its viewing, not cars and test drives", async ({
  page,
}) => {
  const yard = base('outback-caravans');
  const config = loadDealerConfig('outback-caravans');
  const caravan = loadSite(config).listed[0]!;
  await page.goto(`${yard}/special-offers`);
  await page.getByRole('main').getByRole('article').getByRole('link').first().click();
  await expect(page.getByRole('link', { name: 'Book A Viewing' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Test Drive/i })).toHaveCount(0);

  await page.goto(`${yard}/car-finance/?car_id=${caravan.id}`);
  await expect(page).toHaveTitle(/^Caravan Finance \|/);
  const card = page.locator('[data-car-card]');
  await expect(card.getByRole('heading', { name: 'Your caravan' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'View this caravan' })).toBeVisible();

  await page.goto(`${yard}/my-garage`);
  await expect(page.getByText('No saved caravans yet')).toBeVisible();
  await expect(page.getByText('Tap Favourite on any caravan')).toBeVisible();
});
