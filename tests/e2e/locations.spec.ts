import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { expect, test } from '../support/test.ts';
import { blankTile } from '../support/tile.ts';

const dealers = Object.keys(dealerPorts);
const base = (slug: string) => `http://127.0.0.1:${dealerPorts[slug]}`;
const visible = (slug: string) =>
  loadSite(loadDealerConfig(slug)).locations.filter((l) => l.visible);
const group = base('southern-cross-motor-group');
const tile = blankTile();

/** Answers the tile server offline, counting the requests. */
async function tiles(page: Page): Promise<{ count: number }> {
  const seen = { count: 0 };
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    seen.count++;
    return route.fulfill({ body: tile, contentType: 'image/png' });
  });
  return seen;
}

test.describe('location routes', () => {
  for (const slug of dealers)
    test(`${slug}: every location answers on all four routes, and visit-us and contact show them`, async ({
      request,
    }) => {
      for (const l of visible(slug)) {
        const page = await request.get(`${base(slug)}/locations/${l.slug}`);
        expect(page.status(), l.slug).toBe(200);
        const html = await page.text();
        expect(html).toContain(`<h1 class="detail-name`);
        expect(html).toContain(l.name);
        expect(html).toContain(
          `<link rel="canonical" href="${loadDealerConfig(slug).url}/locations/${l.slug}"`,
        );
        // JSON-LD AutoDealer with address, geo, telephone, hours and rating.
        const ld = JSON.parse(
          /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!,
        );
        expect(ld).toMatchObject({
          '@type': 'AutoDealer',
          name: l.name,
          address: { postalCode: l.address.postcode, addressCountry: 'AU' },
          geo: { latitude: l.address.lat, longitude: l.address.long },
        });
        expect(ld.openingHoursSpecification.length).toBeGreaterThan(0);
        for (const prefix of ['our-location', 'contact-us', 'teams']) {
          const alias = await request.get(`${base(slug)}/${prefix}/${l.slug}`, { maxRedirects: 0 });
          expect(alias.status(), `/${prefix}/${l.slug}`).toBe(301);
          expect(alias.headers().location).toBe(`/locations/${l.slug}`);
        }
      }
      for (const path of ['/pages/visit-us', '/contact', '/contact-us']) {
        const res = await request.get(`${base(slug)}${path}`);
        expect(res.status(), path).toBe(200);
        for (const l of visible(slug)) expect(await res.text()).toContain(l.name);
      }
      const sitemap = await (await request.get(`${base(slug)}/sitemap.xml`)).text();
      for (const l of visible(slug)) expect(sitemap).toContain(`/locations/${l.slug}</loc>`);
      expect(sitemap).not.toContain('/our-location/');
    });

  test('no page of any dealer links a location route that is missing', async ({ request }) => {
    const pattern =
      /href="(\/(?:locations|our-location|contact-us|teams|contact|pages\/visit-us)[^"#?]*)"/g;
    for (const slug of dealers) {
      const pages = [
        '/',
        '/contact',
        '/contact-us',
        '/pages/visit-us',
        ...visible(slug).map((l) => `/locations/${l.slug}`),
      ];
      const links = new Set<string>();
      for (const path of pages) {
        const html = await (await request.get(`${base(slug)}${path}`)).text();
        for (const m of html.matchAll(pattern)) links.add(m[1]!);
      }
      for (const l of visible(slug)) expect([...links]).toContain(`/locations/${l.slug}`);
      for (const link of links)
        expect((await request.get(`${base(slug)}${link}`)).status(), `${slug} ${link}`).toBe(200);
    }
  });
});

test.describe('from the home page', () => {
  test("'View Details' and 'View Our Stock' land on the location's page and its stock", async ({
    page,
  }) => {
    await page.goto(`${group}/`);
    await expect(
      page.getByRole('table', { name: 'Opening hours of Southern Cross Kia Dandenong' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'View Details of Southern Cross Kia Dandenong' }).click();
    await expect(page).toHaveURL(/\/locations\/southern-cross-kia-dandenong$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Southern Cross Kia Dandenong',
    );
    await expect(page.getByText('120 Princes Highway, Dandenong VIC 3175').first()).toBeVisible();
    await page.goto(`${group}/`);
    await page
      .getByRole('link', { name: 'View Our Stock at Southern Cross Kia Dandenong' })
      .click();
    await expect(page).toHaveURL(/\/search\/southern-cross-kia-dandenong$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Southern Cross Kia Dandenong',
    );
    await expect(
      page.getByRole('region', { name: 'Results' }).getByRole('article').first(),
    ).toBeVisible();
  });

  test('a single-location dealer shows the full section with hours Monday to Sunday', async ({
    page,
  }) => {
    await page.goto(`${base('driveaway-finance')}/`);
    const hours = page.getByRole('table', { name: 'Opening hours' });
    const days = (await hours.getByRole('rowheader').allTextContents()).slice(0, 7);
    expect(days).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    await expect(page.locator('.map-frame')).toHaveCount(1);
  });
});

test.describe('map', () => {
  test('loads only when scrolled to, with one marker per location and the attribution', async ({
    page,
  }) => {
    const seen = await tiles(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${group}/contact`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    expect(seen.count).toBe(0);
    const before = scripts.length;
    // The static fallback already lists each place with directions.
    const map = page.locator('.map-frame').first();
    await expect(map.getByRole('link', { name: /^Directions to/ })).toHaveCount(5);
    await map.scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(5);
    expect(scripts.length).toBeGreaterThan(before);
    // Tiles are asked for once the map has fitted its bounds, which can come after the markers.
    await expect.poll(() => seen.count).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'OpenStreetMap contributors' })).toBeVisible();
    // Keyboard: Tab reaches a marker, Enter opens its popup.
    const marker = page.getByRole('button', { name: 'Southern Cross Kia Dandenong' });
    await marker.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toContainText('Southern Cross Kia Dandenong');
    await expect(popup).toContainText('120 Princes Highway, Dandenong VIC 3175');
    await expect(popup.getByRole('link', { name: 'Directions' })).toBeVisible();
    // Leaflet fades the popup in; axe measures contrast through its opacity, so wait for it.
    await expect(popup).toHaveCSS('opacity', '1');
    // The live map (markers, controls, popup, attribution) passes axe too.
    const axe = await new AxeBuilder({ page }).include('.map-frame').analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);
  });

  test('falls back to the addresses and directions when tiles cannot load, with no script error', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
    // Five places (the map fits them all), then one (a street-level view around it).
    for (const [url, places] of [
      [`${group}/pages/visit-us`, 5],
      [`${base('outback-caravans')}/locations/outback-caravan-centre`, 1],
    ] as const) {
      await page.goto(url);
      await expect(page.getByText('The map could not load. Here is where we are.')).toBeVisible();
      await expect(
        page.locator('.map-frame').getByRole('link', { name: /^Directions to/ }),
      ).toHaveCount(places);
      // A frame Leaflet had asked for before the map went would have run by now.
      await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    }
    expect(errors).toEqual([]);
  });
});

test.describe('find your nearest', () => {
  const order = (page: Page) =>
    page.getByRole('list', { name: /^Locations nearest to/ }).getByRole('listitem');

  for (const [postcode, first, last] of [
    ['3134', /Ringwood/, /Geelong/],
    ['3175', /Southern Cross Kia Dandenong/, /Geelong/],
    ['3220', /Geelong/, /Ringwood/],
  ] as const)
    test(`postcode ${postcode} orders the locations by distance`, async ({ page }) => {
      await page.goto(`${group}/pages/visit-us`);
      await page.getByLabel('Your postcode').fill(postcode);
      await page.getByRole('button', { name: 'Find nearest' }).click();
      await expect(order(page)).toHaveCount(5);
      await expect(order(page).first()).toContainText(first);
      await expect(order(page).last()).toContainText(last);
      const km = (await page.locator('.nearest-km').allTextContents()).map((t) =>
        Number(t.replace(/[^\d.]/g, '')),
      );
      expect(km).toEqual([...km].sort((a, b) => a - b));
      await expect(
        page.getByRole('status').filter({ hasText: `Nearest to postcode ${postcode}` }),
      ).toBeVisible();
    });

  test('says what is wrong with a postcode', async ({ page }) => {
    await page.goto(`${group}/contact`);
    const box = page.getByLabel('Your postcode');
    await box.fill('31');
    await page.getByRole('button', { name: 'Find nearest' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid postcode. Please enter a 4-digit number.',
    );
    await box.fill('0001');
    await page.getByRole('button', { name: 'Find nearest' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid postcode');
  });

  test('uses the browser location when allowed', async ({ browser }) => {
    const context = await browser.newContext({
      permissions: ['geolocation'],
      geolocation: { latitude: -38.15, longitude: 144.36 }, // Geelong
    });
    const page = await context.newPage();
    await page.goto(`${group}/pages/visit-us`);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(order(page).first()).toContainText('Geelong');
    // Pressed before the island was live, the button sends ?locate=1; the island then carries it out.
    await page.goto(`${group}/pages/visit-us?locate=1#find-nearest`);
    await expect(order(page).first()).toContainText('Geelong');
    await expect(
      page.getByRole('status').filter({ hasText: 'Nearest to your location' }),
    ).toBeVisible();
    await context.close();
  });
});

test('the Our Locations carousel works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${group}/locations/southern-cross-kia-dandenong`);
  const carousel = page.getByRole('group', { name: 'Our Locations' });
  const track = carousel.locator('[data-track]');
  const prev = carousel.getByRole('button', { name: 'Previous' });
  const next = carousel.getByRole('button', { name: 'Next' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByText('Swipe for more')).toBeVisible();
  await expect(prev).toBeDisabled();
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(5);
  await expect(slides.first()).toHaveAttribute(
    'aria-label',
    /^1 of 5: Southern Cross Ford Geelong/,
  );
  await track.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => track.evaluate((t) => t.scrollLeft)).toBeGreaterThan(100);
  await expect(prev).toBeEnabled();
  await next.focus();
  // Each Enter slides one card (300 ms); at the last card Next is disabled.
  await expect
    .poll(
      async () => {
        await page.keyboard.press('Enter');
        return next.isDisabled();
      },
      { intervals: [400], timeout: 10_000 },
    )
    .toBe(true);
  await prev.focus();
  await page.keyboard.press('Enter');
  await expect(next).toBeEnabled();
});
