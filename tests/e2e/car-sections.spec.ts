import AxeBuilder from '@axe-core/playwright';
import type { Request } from '@playwright/test';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { leadsWith } from '../support/outbox.ts';
import { expect, test } from '../support/test.ts';

const group = {
  slug: 'southern-cross-motor-group',
  base: `http://127.0.0.1:${dealerPorts['southern-cross-motor-group']}`,
};
const finance = {
  slug: 'driveaway-finance',
  base: `http://127.0.0.1:${dealerPorts['driveaway-finance']}`,
};
const usedCar = (slug: string) =>
  loadSite(loadDealerConfig(slug)).listed.find(
    (c) =>
      c.status === 'in_stock' && c.car_type === 'used' && c.price > 1000 && c.images.length > 1,
  )!;
/** Scripts of islands and of React: what the page may load only once the visitor turns to it. */
const isIslandScript = (r: Request) =>
  /\/_astro\/(client|react|LeadForm|Gallery|SaveButtons|Toaster)\.[\w-]+\.js$/.test(r.url());

test.describe("the vehicle page's own sections", () => {
  test("What's Included and Protect Your Car show the dealer's content, with key-fact icons", async ({
    page,
  }) => {
    const car = usedCar(group.slug);
    await page.goto(`${group.base}/cars/${car.slug}`);
    const included = page.getByRole('region', { name: "What's Included" });
    await expect(included.getByRole('listitem')).toHaveText([
      'A full tank of fuel, or a full charge, at delivery',
      'Independent mechanical inspection before sale',
      'Written-off, stolen and finance-owing checks (PPSR)',
      'Two keys where supplied by the previous owner',
    ]);
    const protect = page.getByRole('region', { name: 'Protect Your Car' });
    await expect(protect.getByRole('term')).toHaveText([
      'Paint protection',
      'Interior protection',
      'Window tint',
      'Extended warranty',
    ]);
    // A car's key facts: odometer, transmission, fuel and body, each with its icon.
    const facts = page.getByRole('list', { name: 'Key facts' });
    await expect(facts.getByRole('listitem')).toHaveCount(4);
    await expect(facts.locator('svg[aria-hidden="true"]')).toHaveCount(4);
    await expect(facts.getByRole('listitem').first()).toHaveText(/^[\d,]+ km$/);

    await protect.getByRole('link', { name: 'Ask About Protection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask About Protection' });
    await expect(dialog.getByLabel('Comments')).toHaveValue(
      "I'd like to know more about protecting this car (Paint protection, Interior protection, Window tint, Extended warranty).",
    );
    const name = `Protect${Date.now()}`;
    await dialog.getByLabel('First Name').fill(name);
    await dialog.getByLabel('Email Address').fill('mia@example.com');
    await dialog.getByLabel('Mobile Number').fill('0412 345 678');
    await dialog.getByLabel('Postcode').fill('2150');
    await dialog.getByLabel('I agree to the terms of use').check();
    await dialog.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page).toHaveURL(`${group.base}/success`);
    await expect.poll(() => leadsWith(group.slug, name).length).toBe(1);
    expect(leadsWith(group.slug, name)[0]).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Protection products',
    });
  });

  test('Features show the first 8 with Show All / Hide; the page and an open modal pass axe', async ({
    page,
  }) => {
    const car = loadSite(loadDealerConfig(group.slug)).listed.find(
      (c) => c.status === 'in_stock' && c.standardEquipment.length > 8,
    )!;
    await page.goto(`${group.base}/cars/${car.slug}`);
    const features = page.getByRole('region', { name: 'Features' });
    await expect(features.locator('li:visible')).toHaveCount(8);
    await features.getByText('Show All').click();
    await expect(features.locator('li:visible')).toHaveCount(car.standardEquipment.length);
    await features.getByText('Hide').click();
    await expect(features.locator('li:visible')).toHaveCount(8);
    await expect(page.locator('.car-location')).toContainText('At ');
    const axe = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    expect(await axe()).toEqual([]);
    await page
      .getByRole('group', { name: 'Actions' })
      .getByRole('link', { name: 'Enquire Now' })
      .click();
    await expect(
      page.getByRole('dialog', { name: 'Enquire Now' }).getByLabel('First Name'),
    ).toBeVisible();
    expect(await axe()).toEqual([]);
  });

  test('a dealer who wrote no such content has neither section', async ({ page }) => {
    await page.goto(`${finance.base}/cars/${usedCar(finance.slug).slug}`);
    await expect(page.getByRole('heading', { name: 'Car Summary' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "What's Included" })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Protect Your Car' })).toHaveCount(0);
  });

  test('Enquire opens the enquiry as a modal, and Escape gives focus back', async ({ page }) => {
    await page.goto(`${group.base}/cars/${usedCar(group.slug).slug}`);
    const enquire = page
      .getByRole('group', { name: 'Actions' })
      .getByRole('link', { name: 'Enquire Now' });
    await enquire.click();
    const dialog = page.getByRole('dialog', { name: 'Enquire Now' });
    await expect(dialog.getByLabel('First Name')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(enquire).toBeFocused();
  });
});

test.describe('islands wait for the visitor (the car page script budget)', () => {
  test('no framework script loads until the visitor acts, and the first press still counts', async ({
    page,
  }) => {
    const loaded: string[] = [];
    page.on('request', (r) => {
      if (isIslandScript(r)) loaded.push(new URL(r.url()).pathname);
    });
    const car = usedCar(group.slug);
    await page.goto(`${group.base}/cars/${car.slug}`, { waitUntil: 'networkidle' });
    await expect(page.locator('[data-view-count]')).toHaveText(/^\d[\d,]* views?$/);
    expect(loaded).toEqual([]);

    // One press on Favourite loads its island and is handled by it.
    await page.getByRole('button', { name: /^Favourite/ }).click();
    await expect(page.getByRole('button', { name: /^Saved/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(loaded.some((p) => p.includes('/SaveButtons.'))).toBe(true);
    await expect(
      page.getByRole('status').filter({ hasText: 'Car Saved In Watchlist' }),
    ).toBeVisible();
  });

  test('an arrow key pressed before the gallery has loaded still moves it', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/_astro\/Gallery\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${group.base}/cars/${usedCar(group.slug).slug}`);
    const gallery = page.getByRole('group', { name: /^Photos of / });
    await gallery.getByRole('button', { name: 'Show photo 1' }).focus();
    await page.keyboard.press('ArrowRight');
    release();
    await expect(gallery.getByRole('img', { name: /photo 2 of \d+$/ })).toBeVisible();
  });

  test('what is typed before a form has loaded is kept', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/_astro\/LeadForm\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${group.base}/cars/${usedCar(group.slug).slug}`);
    const form = page.locator('#enquire');
    await form.getByLabel('First Name').fill('Mia');
    await form.getByLabel('Postcode').fill('2150');
    release();
    await expect(form.locator('astro-island:not([ssr])')).toHaveCount(1);
    await form.getByLabel('Email Address').fill('mia@example.com');
    await expect(form.getByLabel('First Name')).toHaveValue('Mia');
    await expect(form.getByLabel('Postcode')).toHaveValue('2150');
    await form.getByRole('button', { name: 'Submit Form' }).click();
    await expect(
      form.getByRole('link', {
        name: 'Please enter a valid Australian phone number, like 0412 345 678.',
      }),
    ).toBeVisible();
    await expect(form.getByRole('link', { name: /postcode/i })).toHaveCount(0);
  });
});

test.describe('actions on result cards', () => {
  test('a card saves the car to favourites, and its test drive and finance open those forms on the car page', async ({
    page,
  }) => {
    await page.goto(`${group.base}/search/used-cars`);
    const card = page.getByRole('region', { name: 'Results' }).getByRole('article').first();
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByRole('button', { name: /^Favourite/ }).click();
    await expect(card.getByRole('button', { name: /^Saved/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      page.getByRole('status').filter({ hasText: 'Car Saved In Watchlist' }),
    ).toContainText(`${title}`);
    await page.goto(`${group.base}/my-garage`);
    await expect(page.getByRole('main')).toContainText(title);

    await page.goto(`${group.base}/search/used-cars`);
    const first = page.getByRole('region', { name: 'Results' }).getByRole('article').first();
    await expect(first.getByRole('link', { name: /^Finance Enquiry/ })).toHaveAttribute(
      'href',
      /^\/cars\/[\w-]+#finance$/,
    );
    await first.getByRole('link', { name: /^Book a Test Drive/ }).click();
    await expect(page.getByRole('dialog', { name: 'Book a Test Drive' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.trim());
  });
});

test.describe('subscription, map and finance anchors', () => {
  test('a subscription says what it includes and is taken with its own request', async ({
    page,
  }) => {
    const config = loadDealerConfig(finance.slug);
    const car = loadSite(config).listed.find(
      (c) => c.status === 'in_stock' && (c.subscription_price ?? 0) > 0,
    )!;
    const weekly = `$${car.subscription_price!.toLocaleString('en-AU')}/week`;
    await page.goto(`${finance.base}/cars/${car.slug}`);
    const block = page.getByRole('complementary', { name: 'Price and contact' });
    await expect(block.locator('.price')).toContainText(`${weekly} Subscription`);
    // What the week pays for, from the dealer file's subscription terms.
    await expect(block.getByText(`${weekly} includes`)).toBeVisible();
    const includes = block.locator('.subscription li');
    await expect(includes).toHaveText([
      ...config.subscription.includes,
      `${config.subscription.kmPerYear.toLocaleString('en-AU')} km a year`,
    ]);
    await expect(block.locator('.sub-terms')).toContainText(
      `Minimum ${config.subscription.minimumTermMonths} months`,
    );
    // Its own action comes first, and sends a request that names the car, the price and the terms.
    const take = block.getByRole('group', { name: 'Actions' }).getByRole('link').first();
    await expect(take).toHaveText(`Subscribe for ${weekly}`);
    await take.click();
    const dialog = page.getByRole('dialog', { name: `Subscribe for ${weekly}` });
    await expect(dialog.getByLabel('Comments')).toHaveValue(
      new RegExp(`^I'd like to subscribe to the .+ at \\${weekly.replace('/', '\\/')} \\(minimum`),
    );
    const name = `Sub${Date.now()}`;
    await dialog.getByLabel('First Name').fill(name);
    await dialog.getByLabel('Email Address').fill('mia@example.com');
    await dialog.getByLabel('Mobile Number').fill('0412 345 678');
    await dialog.getByLabel('Postcode').fill('6017');
    const terms = dialog.getByLabel('I agree to the terms of use');
    if (await terms.count()) await terms.check();
    await dialog.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page).toHaveURL(/\/success/);
    await expect.poll(() => leadsWith(finance.slug, name).length).toBe(1);
    expect(leadsWith(finance.slug, name)[0]).toMatchObject({ subcategory: 'Subscription' });
  });

  test('#vehicle-map shows where the car is, and #finance-form opens the finance form', async ({
    page,
  }) => {
    const { listed, locations } = loadSite(loadDealerConfig(group.slug));
    const car = listed.find(
      (c) => c.status === 'in_stock' && locations.some((l) => l.id === c.location_id),
    )!;
    const location = locations.find((l) => l.id === car.location_id)!;
    const tiles: string[] = [];
    await page.route('https://tile.openstreetmap.org/**', (route) => {
      tiles.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    await page.goto(`${group.base}/cars/${car.slug}`);
    // No tile loads until the map is opened.
    await expect(page.getByRole('heading', { name: /^Where to see this/ })).toBeAttached();
    expect(tiles).toHaveLength(0);
    await page
      .getByRole('complementary', { name: 'Price and contact' })
      .getByRole('link', { name: new RegExp(location.name) })
      .click();
    const map = page.getByRole('img', {
      name: `Map of ${location.name}, ${location.address.street}, ${location.address.city} ${location.address.state} ${location.address.postcode}`,
    });
    await expect(map).toBeInViewport();
    await expect.poll(() => tiles.length).toBe(8);
    expect(tiles.every((u) => /\/15\/\d+\/\d+\.png$/.test(u))).toBe(true);
    await expect(page.getByRole('link', { name: /^Get directions/ })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );

    // A link from elsewhere to the car's #finance-form opens its finance form.
    await page.goto(`${group.base}/`);
    await page.goto(`${group.base}/cars/${car.slug}#finance-form`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('dialog#dialog-finance')).toHaveAttribute('open', '');
  });

  test('a coming-soon car says it is on its way and where it will arrive', async ({ page }) => {
    const { listed, locations } = loadSite(loadDealerConfig(group.slug));
    const car = listed.find(
      (c) => c.status === 'coming_soon' && locations.some((l) => l.id === c.location_id),
    )!;
    const location = locations.find((l) => l.id === car.location_id)!;
    await page.goto(`${group.base}/cars/${car.slug}`);
    await expect(page.locator('.car-head')).toContainText(
      `Coming soon to ${location.name}. Enquire and we'll let you know when it arrives.`,
    );
    await expect(page.getByRole('heading', { name: 'Where this car is arriving' })).toBeAttached();
    await expect(page.getByRole('heading', { name: /^Where to see this/ })).toHaveCount(0);
    // Its actions are a car in stock's (spec States: coming soon counts as in stock).
    await expect(
      page
        .getByRole('complementary', { name: 'Price and contact' })
        .getByRole('link', { name: 'Enquire Now' }),
    ).toBeVisible();
  });
});
