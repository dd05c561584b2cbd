import AxeBuilder from '@axe-core/playwright';

import { loadDealerConfig } from '~/config/load.server.ts';
import { searchPath } from '~/features/content/links.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { expect, test } from '../support/test.ts';

for (const [slug, port] of Object.entries(dealerPorts)) {
  const config = loadDealerConfig(slug);
  const base = `http://127.0.0.1:${port}`;

  test.describe(slug, () => {
    test('home page shows the hero, featured cars, its sections and locations', async ({
      page,
    }) => {
      await page.goto(`${base}/`);
      await expect(page).toHaveTitle(config.name);
      await expect(
        page.getByRole('heading', { level: 1, name: config.theme.hero.title }),
      ).toBeVisible();
      await expect(page.getByRole('img', { name: config.theme.logo.alt })).toBeVisible();
      const noun = config.inventory.noun.plural.toLowerCase();
      const featured = page
        .getByRole('region', { name: new RegExp(`Featured (used|pre-owned) ${noun}`) })
        .getByRole('article');
      await expect(featured).toHaveCount(6);
      await expect(
        featured.first().getByRole('link', {
          name: new RegExp(
            `^Explore ${config.inventory.noun.singular === 'Car' ? 'Vehicle' : config.inventory.noun.singular}`,
          ),
        }),
      ).toHaveAttribute('href', /^\/cars\/[a-z0-9-]+$/);
      // Each section the dealer file lists (theme.homeSections), and none it leaves out.
      await expect(page.getByRole('heading', { name: 'Latest offers' })).toHaveCount(
        config.theme.homeSections.includes('offers') ? 1 : 0,
      );
      await expect(page.getByRole('heading', { name: /^Our locations?$/ })).toBeVisible();
    });

    const lead = config.theme.homeSections[0];
    test(`the home page leads as its template does (${lead}), under a hero photo fetched first`, async ({
      page,
    }) => {
      await page.goto(`${base}/`);
      const hero = page.locator('.hero-photo');
      // The hero photo is the first screen's largest image: never lazy, fetched first, sized.
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      expect(await hero.getAttribute('loading')).toBeNull();
      await expect(hero).toHaveAttribute('srcset', /\/_img\/1200\/.+ 1200w/);
      expect(
        await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      ).toBeGreaterThan(0);
      const first = page.locator('main > section:not(.hero)').first();
      const noun = config.inventory.noun.plural.toLowerCase();
      if (lead === 'models') {
        await expect(first.locator('h2')).toHaveText(/range|models/);
        const tiles = first.locator('.model-tile');
        expect(await tiles.count()).toBeGreaterThanOrEqual(4);
        await expect(tiles.first().getByRole('link', { name: /^Explore / })).toBeVisible();
      }
      if (lead === 'guarantees') {
        // The guarantees straight under the hero, the money back among them (spec Constants strip).
        await expect(first).toHaveAttribute('aria-label', 'Our used-car guarantee');
        await expect(first).toContainText(`${config.features.moneyBackHours}hr money back`);
        await expect(first).toContainText('One haggle-free price');
      }
      if (lead === 'weekly') {
        // The headline weekly figure says what it is, and each band's count is what its search shows.
        await expect(page.locator('.weekly-from')).toHaveText(
          new RegExp(
            `^${noun} from\\s*\\$\\d+\\s*a week\\s*at \\d+\\.\\d\\d% p\\.a\\., comparison rate \\d+\\.\\d\\d% p\\.a\\.\\*\\s*Estimate: \\$[\\d,]+ price, `,
            'i',
          ),
        );
        const band = first.getByRole('link').first();
        await expect(band).toHaveText(/^Under \$\d+\/wk\s*[\d,]+ \w+$/);
        const count = (await band.locator('.band-count').textContent())!.replace(/\D/g, '');
        await band.click();
        await expect(page).toHaveURL(/\?price=%3A\d+$/);
        await expect(page.locator('.result-count').first()).toContainText(
          Number(count).toLocaleString('en-AU'),
        );
        await page.goBack();
        await expect(first.getByRole('link', { name: 'Get pre-approved' })).toHaveAttribute(
          'href',
          '/finance',
        );
      }
      if (lead === 'types') {
        // Every type with its berths and lengths; together they are every listing the hero counts.
        const types = first.getByRole('listitem');
        expect(await types.count()).toBeGreaterThan(1);
        await expect(types.first()).toHaveText(
          /Sleeps \d+(–\d+)? · [\d.]+(–[\d.]+)? m long · from \$/,
        );
        const listed = (await page.locator('.stock-count strong').textContent())!.replace(
          /\D/g,
          '',
        );
        const counts = await first.locator('.type-count').allTextContents();
        expect(counts.reduce((sum, c) => sum + Number(c.replace(/\D/g, '')), 0)).toBe(
          Number(listed),
        );
      }
      if (lead === 'brands') {
        // The brands it sells new, each with the towns that sell it; the locations next.
        await expect(first.locator('h2')).toHaveText('Our brands');
        const brand = first.getByRole('link').first();
        await expect(brand).toHaveAttribute('href', /^\/search\/new-and-demo-cars\?make=/);
        await expect(brand).toContainText(/[\d,]+ new and demo/);
        await expect(page.locator('main > section:not(.hero)').nth(1).locator('h2')).toHaveText(
          /^Our locations?$/,
        );
      }
      if (config.theme.homeSections.includes('shop')) {
        // The hero's count is the search's count with no filter, and says what it is made of.
        const count = page.locator('.stock-count');
        await expect(count).toHaveText(/^[\d,]+ \w+ listed: [\d,]+ in stock(, [\d,]+ just sold)?$/);
        const [listed, inStock, sold = '0'] = (
          (await count.textContent())!.match(/\d[\d,]*/g) ?? []
        ).map((n) => n.replace(/,/g, ''));
        expect(Number(inStock) + Number(sold)).toBe(Number(listed));
        const search = await page.context().newPage();
        await search.goto(`${base}/search/new-used-and-demo-cars`);
        await expect(search.locator('.result-count').first()).toContainText(
          Number(listed).toLocaleString('en-AU'),
        );
        await search.close();
        const band = page.getByRole('link', { name: /^Under \$15,000/ });
        const href = await band.getAttribute('href');
        expect(href).toMatch(/\?price=%3A14999$/);
        await band.click();
        await expect(page).toHaveURL(/price=%3A14999/);
        // The island applies the URL's range over the landing's prerendered cars.
        await expect
          .poll(async () => {
            const prices = await page.locator('.car-card .price strong').allTextContents();
            return prices.length > 0 && prices.every((p) => Number(p.replace(/\D/g, '')) < 15000);
          })
          .toBe(true);
      }
    });

    test('on a phone the home page is at most seven screens, and swipes through its cars', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${base}/`);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThanOrEqual(7 * 844);
      // Featured cars are one row that scrolls sideways, the next car peeking in.
      const row = page.locator('ul.featured');
      const overflow = await row.evaluate((ul) => ul.scrollWidth - ul.clientWidth);
      expect(overflow).toBeGreaterThan(0);
      const second = (await row.locator('li').nth(1).boundingBox())!;
      expect(second.x).toBeLessThan(390);
    });

    test('banner phones are sales, service, parts in that order', async ({ page }) => {
      await page.goto(`${base}/`);
      const phones = page.getByRole('list', { name: 'Phone numbers' }).getByRole('link');
      await expect(phones).toHaveText([/^Sales /, /^Service /, /^Parts /]);
      await expect(phones.first()).toHaveAttribute(
        'href',
        `tel:${config.contact.phones.sales!.replace(/[^0-9+]/g, '')}`,
      );
    });

    test('on a phone the banner folds the phones into one Call us control', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${base}/`);
      const phones = page.getByRole('list', { name: 'Phone numbers' });
      await expect(phones).toHaveCount(0);
      const banner = page.locator('.banner');
      expect((await banner.boundingBox())!.height).toBeLessThan(48);
      await page.getByText('Call us').click();
      await expect(phones.getByRole('link')).toHaveText([/^Sales /, /^Service /, /^Parts /]);
    });

    test('main menu works with the keyboard', async ({ page }) => {
      await page.goto(`${base}/`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const service = nav.getByRole('button', { name: 'Service' });
      await service.focus();
      await page.keyboard.press('Enter');
      await expect(service).toHaveAttribute('aria-expanded', 'true');
      const booking = nav.getByRole('link', { name: 'Online Service Booking' });
      await expect(booking).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(booking).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(booking).toBeHidden();
      await expect(service).toBeFocused();

      await nav.getByRole('button', { name: 'Company' }).click();
      await nav.getByRole('link', { name: 'About Us' }).click();
      await expect(page).toHaveURL(`${base}/about-us`);
    });

    test('menu opens from the Menu button on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${base}/`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const home = nav.getByRole('link', { name: 'Home' });
      await expect(home).toBeHidden();
      await nav.getByRole('button', { name: 'Menu' }).click();
      await expect(home).toBeVisible();
      // The dealer's own noun: 'Vehicles' at a car dealer, 'Caravans' at the caravan yard.
      const word =
        config.inventory.noun.singular === 'Car' ? 'Vehicles' : config.inventory.noun.plural;
      await nav.getByRole('button', { name: `Pre-owned ${word}` }).click();
      const first = nav.getByRole('link', { name: new RegExp(`^All (Used|Pre-Owned) ${word}$`) });
      await expect(first).toBeVisible();
      await expect(first).toHaveAttribute('href', searchPath('used', config.inventory.noun.plural));
    });

    test('footer has the spec groups, social links and copyright', async ({ page }) => {
      await page.goto(`${base}/`);
      const footer = page.getByRole('contentinfo');
      for (const name of ['Buyer Tools', 'Servicing and Parts', config.name])
        await expect(footer.getByRole('heading', { name, exact: true })).toBeVisible();
      await expect(footer).toContainText(`© 2026 ${config.name}. All rights reserved.`);
      if (config.contact.social.facebook)
        await expect(footer.getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
          'href',
          config.contact.social.facebook,
        );
    });

    test('has no accessibility violations (axe)', async ({ page }) => {
      await page.goto(`${base}/`);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });

    test('unknown pages get the 404 page; sitemap.xml and robots.txt are served', async ({
      page,
      request,
    }) => {
      const res = await page.goto(`${base}/no-such-page`);
      expect(res?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { name: "Sorry, we can't find that page" }),
      ).toBeVisible();
      const sitemap = await request.get(`${base}/sitemap.xml`);
      expect(sitemap.ok()).toBe(true);
      expect(await sitemap.text()).toContain(`<loc>${config.url}/</loc>`);
      const robots = await (await request.get(`${base}/robots.txt`)).text();
      expect(robots).toContain(`Sitemap: ${config.url}/sitemap.xml`);
    });
  });
}

test('the models dropdown lists models by category (franchise)', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${dealerPorts['riverbend-toyota']}/`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'New Vehicles' }).click();
  await expect(
    nav.getByRole('list', { name: 'Cars' }).getByRole('link', { name: 'Explore Toyota RAV4' }),
  ).toBeVisible();
  await nav.getByRole('button', { name: 'Upcoming' }).click();
  const upcoming = nav.getByRole('list', { name: 'Upcoming' });
  await expect(upcoming.getByRole('link', { name: 'Explore Toyota HiLux Champ' })).toBeVisible();
  await expect(upcoming.getByText('Upcoming', { exact: true })).toBeVisible();
  await expect(upcoming.getByRole('link', { name: /^Our Stock/ })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Warranty Advantage' }).first()).toBeVisible();
});

test('the quick search sends make, model and max price to the search page', async ({ page }) => {
  const base = `http://127.0.0.1:${dealerPorts['riverbend-toyota']}`;
  await page.goto(`${base}/`);
  const form = page.getByRole('search');
  await form.getByLabel('Make').selectOption('Toyota');
  await form.getByLabel('Model').selectOption('RAV4');
  await form.getByLabel('Max price').selectOption(':40000');
  await form.getByRole('button', { name: 'Search cars' }).click();
  await expect(page).toHaveURL(
    /\/search\/new-used-and-demo-cars\?make=Toyota&model=RAV4&price=%3A40000$/,
  );
  // The island applies the URL's refinements: only RAV4s remain.
  const titles = page.locator('.car-card h3');
  await expect(titles.first()).toContainText('RAV4');
  await expect(titles.filter({ hasNotText: 'RAV4' })).toHaveCount(0);
});
