import { readFileSync } from 'node:fs';

import sharp from 'sharp';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { excludesGovernmentCharges } from '~/features/car/drive-away.ts';
import { listedAgo } from '~/features/car/price-history.ts';
import { advertisedPrice, formatAud } from '~/features/car/pricing.ts';
import { maskPhone } from '~/features/phones/phones.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { picturesOn } from '../support/pdf.ts';
import { expect, test } from '../support/test.ts';

/** Two dealers whose flags differ: masked phone + favourites + compare vs phone at once, Twitter hidden elsewhere. */
const group = {
  slug: 'southern-cross-motor-group',
  base: `http://127.0.0.1:${dealerPorts['southern-cross-motor-group']}`,
};
const caravans = {
  slug: 'outback-caravans',
  base: `http://127.0.0.1:${dealerPorts['outback-caravans']}`,
};
const used = {
  slug: 'value-auto-supermarket',
  base: `http://127.0.0.1:${dealerPorts['value-auto-supermarket']}`,
};
const carOf = (slug: string) =>
  loadSite(loadDealerConfig(slug)).listed.find(
    (c) =>
      c.status === 'in_stock' && c.car_type === 'used' && c.price > 1000 && c.images.length > 1,
  )!;

test.describe('vehicle page actions', () => {
  test('the phone is masked until clicked, then shown and recorded', async ({ page }) => {
    const car = carOf(group.slug);
    const phone = loadDealerConfig(group.slug).contact.phones.usedCars ?? car.location!.phone!;
    const recorded: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'POST') return;
      const path = new URL(r.url()).pathname;
      if (path === '/api/phone-reveal') recorded.push(path);
      if (path === '/api/events') {
        const sent = r.postDataJSON() as { event_id: number; car_id?: number };
        recorded.push(`event ${sent.event_id} car ${sent.car_id}`);
      }
    });
    await page.goto(`${group.base}/cars/${car.slug}`);
    const reveal = page.getByRole('button', { name: /Show the phone number/ });
    await expect(reveal).toContainText(maskPhone(phone));
    await reveal.click();
    await expect(page.getByRole('link', { name: `Call ${phone}` })).toHaveAttribute(
      'href',
      /^tel:0\d{9}$/,
    );
    // Opening a used car sends event 4 (spec Calls); calling sends 25 and records the reveal.
    await expect
      .poll(() => recorded.sort())
      .toEqual(['/api/phone-reveal', `event 25 car ${car.id}`, `event 4 car ${car.id}`]);
  });

  test('where configured the phone shows at once', async ({ page }) => {
    const car = carOf(caravans.slug);
    await page.goto(`${caravans.base}/cars/${car.slug}`);
    await expect(page.getByRole('link', { name: /^Call \(08\)/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Show the phone number/ })).toHaveCount(0);
  });

  test('Share copies the car URL with the toast, then opens the targets; Copy link says Copied', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const car = carOf(group.slug);
    const url = `https://www.southerncrossmotorgroup.com.au/cars/${car.slug}`;
    await page.goto(`${group.base}/cars/${car.slug}`);
    // One control before the car's details, not six buttons: the targets are hidden until it opens.
    const share = page.getByRole('list', { name: /^Share / });
    await expect(share).toBeHidden();
    await page.locator('.price-block summary', { hasText: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'to your clipboard!' })).toHaveText(
      new RegExp(`Copied ${car.year} .+ to your clipboard!`),
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expect(share.getByRole('link', { name: 'Twitter' })).toBeVisible();
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 3000 });
    // Escape closes it and gives focus back to Share.
    await page.keyboard.press('Escape');
    await expect(share).toBeHidden();
    await expect(page.locator('.price-block summary', { hasText: 'Share' })).toBeFocused();
  });

  test('Twitter is hidden where configured', async ({ page }) => {
    await page.goto(`${used.base}/cars/${carOf(used.slug).slug}`);
    await page.locator('.price-block summary', { hasText: 'Share' }).click();
    await expect(
      page.getByRole('list', { name: /^Share / }).getByRole('link', { name: 'WhatsApp' }),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: /^Share / }).getByRole('link', { name: 'Twitter' }),
    ).toHaveCount(0);
  });

  test('a favourite survives a reload and shows in the garage', async ({ page }) => {
    const car = carOf(group.slug);
    await page.goto(`${group.base}/cars/${car.slug}`);
    await page.getByRole('button', { name: /^Favourite/ }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Car Saved In Watchlist' }),
    ).toContainText('is now available in your watchlist');
    await page.reload();
    await expect(page.getByRole('button', { name: /^Saved/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto(`${group.base}/my-garage`);
    await expect(page.getByRole('link', { name: new RegExp(`^${car.year} `) })).toHaveAttribute(
      'href',
      `/cars/${car.slug}`,
    );
    // A card: photo, price and kilometres, and a Remove button.
    const card = page.locator('.saved-card');
    await expect(card.locator('img')).toHaveAttribute('src', /^\/_img\/480\/images\/photos\//);
    await expect(card).toContainText(`${car.km!.toLocaleString('en-AU')} km`);
    await expect(card.locator('.saved-facts strong')).toHaveText(/^\$[\d,]+/);
    await card.getByRole('button', { name: /^Remove/ }).click();
    await expect(page.getByText('No saved cars now.')).toBeVisible();
  });

  test("a caravan yard's watchlist toasts say Caravan, on its page and on a result card", async ({
    page,
  }) => {
    const van = carOf(caravans.slug);
    await page.goto(`${caravans.base}/cars/${van.slug}`);
    await page.getByRole('button', { name: /^Favourite/ }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Caravan Saved In Watchlist' }),
    ).toContainText('is now available in your watchlist');
    await page.goto(`${caravans.base}/search/new-used-and-demo-caravans`);
    const card = page.locator('.card-favourite').first();
    await card.click();
    await expect(page.getByRole('status').filter({ hasText: /^Caravan / })).toBeVisible();
  });

  test('compare shows the chosen cars side by side', async ({ page }) => {
    const cars = loadSite(loadDealerConfig(group.slug))
      .listed.filter((c) => c.status === 'in_stock' && c.car_type === 'used' && c.images.length > 1)
      .slice(0, 2);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    for (const car of cars) {
      await page.goto(`${group.base}/cars/${car.slug}`);
      await page.getByRole('button', { name: /^Compare/ }).click();
      await expect(page.getByRole('button', { name: /^Comparing/ })).toBeVisible();
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${group.base}/compare`);
    const table = page.getByRole('table', { name: 'Cars compared' });
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    await expect(table.locator('.compare-price').first()).toHaveText(/^\$[\d,]+|POA/);
    // On a phone the table scrolls in its own box; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    // Both cars in view beside the labels.
    for (const header of await table.getByRole('columnheader').all()) {
      const box = (await header.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expect(table.getByRole('row', { name: /^Kilometres/ })).toContainText(
      `${cars[0]!.km!.toLocaleString('en-AU')} km`,
    );
    // On a desktop the table uses the page's width.
    await page.setViewportSize({ width: 1366, height: 900 });
    const tableBox = (await table.boundingBox())!;
    const container = (await page.locator('#saved-list').boundingBox())!;
    expect(tableBox.width).toBeGreaterThanOrEqual(container.width - 1);
    // No hydration mismatch (React error #418: a toast raised before the toaster hydrated) on the way.
    expect(errors).toEqual([]);
  });

  test("compare's drive-away row gives an estimate, and a drive-away price as it is", async ({
    page,
  }) => {
    const listed = loadSite(loadDealerConfig(group.slug)).listed.filter(
      (c) => c.status === 'in_stock' && c.price > 1000 && !c.reserved,
    );
    const excl = listed.find((c) => c.car_type === 'new' && excludesGovernmentCharges(c))!;
    const whole = listed.find(
      (c) => c.car_type === 'new' && c.price_type === 'Drive Away' && !c.offer_price,
    )!;
    for (const car of [excl, whole]) {
      await page.goto(`${group.base}/cars/${car.slug}`);
      await page.getByRole('button', { name: /^Compare/ }).click();
      await expect(page.getByRole('button', { name: /^Comparing/ })).toBeVisible();
    }
    await page.goto(`${group.base}/compare`);
    const row = page
      .getByRole('table', { name: 'Cars compared' })
      .getByRole('row', { name: /^Drive-away/ });
    await expect(row.getByRole('cell')).toHaveText([
      /^\$[\d,]+ Estimated drive-away, [A-Z]{2,3}$/,
      `${formatAud(advertisedPrice(whole)!)} Drive Away`,
    ]);
  });

  test('compare keeps the columns in line when a car has no photos: a placeholder in its place', async ({
    page,
  }) => {
    const listed = loadSite(loadDealerConfig(group.slug)).listed.filter(
      (c) => c.status === 'in_stock',
    );
    const cars = [listed.find((c) => c.images.length > 0)!, listed.find((c) => !c.images.length)!];
    expect(cars[1], 'a sample car without photos').toBeDefined();
    for (const car of cars) {
      await page.goto(`${group.base}/cars/${car.slug}`);
      await page.getByRole('button', { name: /^Compare/ }).click();
      await expect(page.getByRole('button', { name: /^Comparing/ })).toBeVisible();
    }
    await page.goto(`${group.base}/compare`);
    const headers = page.getByRole('table', { name: 'Cars compared' }).getByRole('columnheader');
    await expect(headers).toHaveCount(2);
    await expect(headers.nth(1).getByRole('img', { name: 'Photo coming soon' })).toBeVisible();
    // The two names start at the same height: the placeholder takes the photo's place.
    const tops = await Promise.all(
      [0, 1].map(async (i) => (await headers.nth(i).getByRole('link').first().boundingBox())!.y),
    );
    expect(Math.abs(tops[0]! - tops[1]!)).toBeLessThanOrEqual(1);
  });

  test('empty compare and garage pages are plain HTML: no React loads to say so', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script') scripts.push(await r.text());
    });
    for (const [path, heading] of [
      ['/compare', 'No cars to compare yet'],
      ['/my-garage', 'No saved cars yet'],
    ] as const) {
      await page.goto(`${group.base}${path}`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse all stock' })).toHaveAttribute(
        'href',
        '/search/new-used-and-demo-cars',
      );
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((js) => js.includes('react.dev/errors'))).toEqual([]);
  });
});

test.describe('print and PDF', () => {
  test('Print opens the print page in a new tab with the car', async ({ page, context }) => {
    const car = carOf(group.slug);
    await page.goto(`${group.base}/cars/${car.slug}`);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /^Print/ }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${group.base}/print?car_id=${car.slug}`);
    await expect(tab.getByRole('heading', { level: 1 })).toContainText(String(car.year));
    await expect(tab.getByRole('button', { name: 'Print this page' })).toBeVisible();
  });

  test('Download PDF saves {slug}.pdf holding the car name and price, the logo and the first photo', async ({
    page,
  }) => {
    const { PDFDocument } = await import('pdf-lib');
    const car = carOf(group.slug);
    await page.goto(`${group.base}/cars/${car.slug}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${car.slug}.pdf`);
    const pdf = await PDFDocument.load(
      await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks)),
    );
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toContain(String(car.year));
    expect(pdf.getSubject()).toContain(`$${car.price.toLocaleString('en-AU')}`);
    // The logo's PNG copy (220 × 48 px at three times) and the photo at its own size.
    const first = await sharp(readFileSync(`public${car.images[0]}`)).metadata();
    expect(picturesOn(pdf).sort()).toEqual(
      [
        [660, 144],
        [first.width, first.height],
      ].sort(),
    );
  });

  test('Print is absent where the dealer turned it off', async ({ page }) => {
    await page.goto(
      `http://127.0.0.1:${dealerPorts['driveaway-finance']}/cars/${carOf('driveaway-finance').slug}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  });
});

test.describe('buttons by dealer config', () => {
  test('an in-stock car shows the buttons its dealer turns on, and a dialog closes with Escape', async ({
    page,
  }) => {
    const va = loadSite(loadDealerConfig(used.slug)).listed.find(
      (c) => c.status === 'in_stock' && c.checkout_enabled && !c.reserved && c.price > 1000,
    )!;
    await page.goto(`${used.base}/cars/${va.slug}`);
    const actions = page.getByRole('group', { name: 'Actions' });
    await expect(actions.getByRole('link', { name: 'Instant Message' })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Reserve Car Now' })).toHaveAttribute(
      'href',
      `/cars/${va.slug}/checkout`,
    );
    // 'Trade-In Valuation' is the label where the dealer values with a valuation service (redbook).
    await expect(actions.getByRole('link', { name: 'Trade-In', exact: true })).toHaveAttribute(
      'href',
      `/cars/trade-in?car_id=${va.id}`,
    );
    await actions.getByRole('button', { name: 'Book a Test Drive' }).click();
    await expect(page.getByRole('dialog', { name: 'Book a Test Drive' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Book a Test Drive' })).toBeHidden();
    await expect(actions.getByRole('button', { name: 'Book a Test Drive' })).toBeFocused();

    const sg = carOf(group.slug);
    await page.goto(`${group.base}/cars/${sg.slug}`);
    const other = page.getByRole('group', { name: 'Actions' });
    await expect(other.getByRole('link', { name: 'Enquire Now' })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Reserve Car Now' })).toHaveCount(0);
    await expect(other.getByRole('link', { name: 'Trade-In' })).toBeVisible();
  });

  test('a sold car has no action buttons, only Find Me Something Similar', async ({ page }) => {
    const sold = loadSite(loadDealerConfig(group.slug)).listed.find((c) => c.status === 'sold')!;
    await page.goto(`${group.base}/cars/${sold.slug}`);
    await expect(page.getByRole('group', { name: 'Actions' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Find Me Something Similar' })).toBeVisible();
    // Nothing to call, share or print about a car that is gone.
    await expect(page.getByRole('link', { name: /^Call / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Show number/ })).toHaveCount(0);
    await expect(page.locator('summary', { hasText: 'Share' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
    // Find Me Something Similar and cars like it come first, before the car's own sections.
    const order = await page
      .locator('h2')
      .evaluateAll((hs) => hs.map((h) => h.textContent?.trim() ?? ''));
    expect(order.indexOf('Find Me Something Similar')).toBeLessThan(order.indexOf('Car Summary'));
    expect(order.indexOf('Similar cars in stock')).toBeLessThan(order.indexOf('Car Summary'));
    const similar = page.getByRole('region', { name: 'Similar cars in stock' }).getByRole('link');
    await expect(similar.first()).toHaveAttribute('href', /^\/cars\/[a-z0-9-]+$/);
    // Its sticky bar, once scrolled on a phone, offers that form and nothing else: no price, no call.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.mouse.wheel(0, 1500);
    const bar = page.getByRole('region', { name: 'Quick actions' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveCount(1);
    await expect(bar.getByRole('link')).toHaveText('Find Me Something Similar');
    await expect(bar.getByRole('link')).toHaveAttribute('href', '#find-me-something-similar');
    await expect(bar).not.toContainText('$');
  });

  test('the sticky bar appears on a phone after scrolling 900 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${group.base}/cars/${carOf(group.slug).slug}`);
    const bar = page.getByRole('region', { name: 'Quick actions' });
    await expect(bar).toHaveCount(0);
    await page.mouse.wheel(0, 1200);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Enquire Now' })).toHaveAttribute(
      'href',
      '#enquire',
    );
  });
});

test("the sticky footer offers Call Now only while the car's location is open, as the server says", async ({
  page,
}) => {
  // outback-caravans has the 50 px sticky-footer variant (features.stickyBar: footer-50).
  const car = loadSite(loadDealerConfig(caravans.slug)).listed.find(
    (c) => c.status === 'in_stock' && c.location_id != null,
  )!;
  // The real answer says open or closed for the car's location.
  const real = await page.request.get(
    `${caravans.base}/api/cars/${car.slug}/view.json?website_id=${loadDealerConfig(caravans.slug).id}`,
    {
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    },
  );
  expect(typeof ((await real.json()) as { location_open: unknown }).location_open).toBe('boolean');
  await page.setViewportSize({ width: 390, height: 844 });
  for (const open of [true, false]) {
    await page.route('**/view.json?*', (route) =>
      route.fulfill({
        json: { views: 12, views_text: '12 views', car_fields: {}, location_open: open },
      }),
    );
    await page.goto(`${caravans.base}/cars/${car.slug}`);
    await expect(page.locator('[data-view-count]')).toHaveText('12 views');
    await page.mouse.wheel(0, 200);
    const bar = page.getByRole('region', { name: 'Quick actions' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Call Now' })).toHaveCount(open ? 1 : 0);
    await page.unroute('**/view.json?*');
  }
});

test('the sticky bar never covers the element that has keyboard focus (WCAG 2.2 2.4.11)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${group.base}/cars/${carOf(group.slug).slug}`);
  await page.mouse.wheel(0, 1200);
  const bar = page.getByRole('region', { name: 'Quick actions' });
  await expect(bar).toBeVisible();
  // Start from the top of the page and walk every focus stop down to the footer.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const covered: string[] = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const barEl = document.querySelector('.sticky-bar');
      if (!el || el === document.body || !barEl || barEl.contains(el)) return null;
      const r = el.getBoundingClientRect();
      const b = barEl.getBoundingClientRect();
      return r.bottom > b.top && r.top < b.bottom && r.height > 0
        ? `${el.tagName} ${el.textContent?.trim().slice(0, 30) ?? ''}`
        : null;
    });
    if (hit) covered.push(hit);
  }
  expect(covered).toEqual([]);
});

test.describe('gallery and finance', () => {
  test('the gallery moves by buttons, keys and thumbnails, and stops at the ends', async ({
    page,
  }) => {
    const car = carOf(group.slug);
    await page.goto(`${group.base}/cars/${car.slug}`);
    const gallery = page.getByRole('group', { name: /^Photos of / });
    const n = car.images.length;
    expect(n).toBe(5); // front three-quarter, side, rear, interior, dashboard
    const photo = (i: number) =>
      gallery.getByRole('img', { name: new RegExp(`photo ${i} of ${n}$`) });
    await expect(photo(1)).toBeVisible();
    // Served as real photos are: WebP copies at every width, the first fetched first and preloaded.
    await expect(photo(1)).toHaveAttribute(
      'srcset',
      /\/_img\/320\/images\/photos\/.+-front\.webp 320w/,
    );
    await expect(photo(1)).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('link[rel=preload][as=image]')).toHaveAttribute(
      'imagesrcset',
      /-front\.webp 1200w/,
    );
    expect(await photo(1).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(gallery.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    for (let i = 2; i <= n; i++) {
      await gallery.getByRole('button', { name: 'Next photo' }).click();
      await expect(photo(i)).toBeVisible();
    }
    await expect(gallery.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await page.keyboard.press('ArrowLeft');
    await expect(photo(n - 1)).toBeVisible();
    await gallery.getByRole('button', { name: 'Show photo 2' }).click();
    await expect(photo(2)).toBeVisible();
  });

  test("'Only $X/wk' leads to the finance estimate and the car's lender rates", async ({
    page,
  }) => {
    const car = loadSite(loadDealerConfig('driveaway-finance')).listed.find(
      (c) => c.status === 'in_stock' && c.price > 5000 && c.finance_lenders?.AusLoans,
    )!;
    await page.goto(`http://127.0.0.1:${dealerPorts['driveaway-finance']}/cars/${car.slug}`);
    await page.getByRole('link', { name: /^Only \$\d+\/wk$/ }).click();
    await expect(page).toHaveURL(/#finance-calculator$/);
    const table = page.getByRole('table', { name: "Lenders' advertised rates for this car" });
    await expect(table.getByRole('row', { name: /^AusLoans/ })).toContainText(
      `${car.finance_lenders!.AusLoans!.interestRate!.toFixed(2)}%`,
    );
  });
});

test.describe('price history and days listed', () => {
  for (const width of [390, 1366])
    test(`at ${width} px: 'Listed N days ago', the chart and its prices agree with the price shown`, async ({
      page,
    }) => {
      const site = loadSite(loadDealerConfig(used.slug));
      const car = site.listed.find(
        (c) => c.status === 'in_stock' && (c.price_history?.length ?? 0) >= 3 && !c.offer_price,
      )!;
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      const res = await page.goto(`${used.base}/cars/${car.slug}`);
      const listed = new Intl.DateTimeFormat('en-AU', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Australia/Brisbane',
      }).format(new Date(car.first_listed_at!));
      // The page is built with the date; the view count's answer says how long, counted today.
      expect(await res!.text()).toContain(`>Listed on ${listed}</p>`);
      await expect(page.locator('.price-block .listed')).toHaveText(
        listedAgo(car.first_listed_at!, new Date(), 'Australia/Brisbane'),
      );
      await expect(page.locator('.price-block .listed')).toHaveText(/^Listed \d+ days ago$/);
      const history = page.getByRole('region', { name: 'Price history' });
      const aud = (n: number) => `$${n.toLocaleString('en-AU')}`;
      const prices = car.price_history!.map((p) => aud(p.price));
      await expect(history.getByRole('img')).toHaveAccessibleName(
        new RegExp(
          `^Price history: listed at \\${prices[0]} on ${listed}, ${prices.length - 1} price changes since, now \\${prices.at(-1)}\\.$`,
        ),
      );
      await expect(history.locator('.price-changes')).toHaveText(
        new RegExp(`^${prices.map((p) => `[^·]+: \\${p}`).join(' · ')}$`),
      );
      // The chart ends at the price the page leads with.
      await expect(page.locator('.price-block .price strong')).toHaveText(prices.at(-1)!);
    });
});
