import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { isInStock } from '~/catalogue/availability.ts';
import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { expect, test } from '../support/test.ts';

/** Axe on every page type, at a phone's width and a desktop's, for a franchise and a used-car site. */
const widths = [390, 1366];

const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

for (const slug of ['riverbend-toyota', 'value-auto-supermarket']) {
  const config = loadDealerConfig(slug);
  const site = loadSite(config);
  const inStock = site.listed.find((c) => isInStock(c) && c.images.length > 1)!;
  const sold = site.listed.find((c) => c.status === 'sold')!;
  const base = `http://127.0.0.1:${dealerPorts[slug]}`;
  const pages: [string, string][] = [
    ['home', '/'],
    ['search landing', '/search/new-used-and-demo-cars'],
    ['car in stock', `/cars/${inStock.slug}`],
    ['sold car', `/cars/${sold.slug}`],
    ['compare', '/compare'],
    ['garage', config.features.authentication.garagePath],
    ['contact', '/contact-us'],
    ['location', `/locations/${site.locations.find((l) => l.visible)!.slug}`],
    ['visit us', '/pages/visit-us'],
    ['book a test drive', '/book-test-drive'],
    ['special offers', '/special-offers'],
    ['about us', '/about-us'],
    ['privacy policy', '/privacy-policy'],
    ['complaint handling', '/pages/complaint-handling-process'],
    ['unsubscribe', '/pages/unsubscribe'],
    ['genuine service (booking form)', '/genuine-service'],
    ['parts (enquiry form)', '/vehicle-parts-and-accessories'],
    ['blog', '/blog'],
    ['blog post', '/blog/buyer-advice/buying-used-checklist'],
    ['not found', '/no-such-page'],
  ];
  if (config.features.modelPages)
    pages.push(
      ['models', '/models'],
      ['model', config.brand.modelUrl.replace('{slug}', 'rav4')],
      ['model accessories', '/rav4/accessories'],
    );

  test.describe(`${slug}: no accessibility violations (axe)`, () => {
    // Two widths, each a load and a whole-page scan: axe alone takes over 20 s on a large home or
    // search page on a 2-core machine running the other workers.
    test.describe.configure({ timeout: 90_000 });
    for (const [name, path] of pages)
      test(`${name} at ${widths.join(' and ')} px`, async ({ page }) => {
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${base}${path}`);
          await page.waitForLoadState('networkidle');
          expect(await violations(page), `${path} at ${width} px`).toEqual([]);
        }
      });
  });
}
