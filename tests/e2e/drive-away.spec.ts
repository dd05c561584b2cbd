import { isInStock } from '~/catalogue/availability.ts';
import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { vehiclePageView } from '~/features/car/page/page-view.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { press, screenFor, shot, WIDTHS } from '../support/journey.ts';
import { axeClean } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

/**
 * A new car priced without the government charges (riverbend-toyota, NSW): its estimated
 * drive-away price beside the price and as large, its parts on demand, and the weekly estimate,
 * the calculator and the sticky bar all on that estimate.
 */
const slug = 'riverbend-toyota';
const base = `http://127.0.0.1:${dealerPorts[slug]}`;
const config = loadDealerConfig(slug);
const site = loadSite(config);
const [car, view] = site.listed
  .filter((c) => isInStock(c) && !c.reserved)
  .map((c) => [c, vehiclePageView(c, config, site.locations, site.now)] as const)
  .find(([, v]) => v.driveAway && v.weekly && v.price.kind === 'price')!;
const away = view.driveAway!;

for (const width of WIDTHS)
  test.describe(`drive-away estimate at ${width} px`, () => {
    test.use(screenFor(width));

    test('sits beside the price as large, adds up on demand, and is what finance starts from', async ({
      page,
    }) => {
      await page.goto(`${base}/cars/${car.slug}`);
      const block = page.locator('.price-block');
      const price = block.locator('.price strong');
      const estimate = block.locator('.drive-away-price strong');
      await expect(price).toHaveText(view.price.text);
      await expect(estimate).toHaveText(away.total);
      await expect(block.locator('.drive-away-price .price-type')).toHaveText(
        'Estimated drive-away, NSW',
      );
      // As prominent as the price: the same size and weight.
      const style = (l: typeof price) =>
        l.evaluate((el) => {
          const s = getComputedStyle(el);
          return [s.fontSize, s.fontWeight];
        });
      expect(await style(estimate)).toEqual(await style(price));
      // The weekly estimate is worked out on the estimate, and says so.
      await expect(block.locator('.estimate-basis')).toHaveText(view.weekly!.basis);
      expect(view.weekly!.basis).toMatch(
        new RegExp(`^Estimate: \\${away.total} estimated NSW drive-away price, `),
      );
      await shot(page, `drive-away-${width}-1-price`);

      await press(width, block.getByText('How the estimate adds up'));
      await expect(block.locator('.drive-away-parts dl > div')).toHaveText(
        away.parts.map(([label, amount]) => `${label}${amount}`),
      );
      await expect(block.locator('.drive-away-note')).toHaveText(away.note);
      await axeClean(page);
      await shot(page, `drive-away-${width}-2-parts`);

      // The calculator starts from the same estimate, and its basis names it.
      await press(width, block.locator('.estimate a'));
      const calculator = page.locator('#finance-calculator');
      await expect(calculator.getByLabel('Vehicle price')).toHaveValue(String(away.amount));
      await expect(calculator.getByText(view.weekly!.basis)).toBeVisible();
      await shot(page, `drive-away-${width}-3-calculator`);
      // A price the buyer types is their own: the basis no longer calls it an estimate.
      await calculator.getByLabel('Vehicle price').fill('40000');
      await expect(calculator.getByText(/^Estimate: \$40,000 price, /)).toBeVisible();
    });
  });

/**
 * Everywhere else the car is shown with its price (southern-cross-motor-group, VIC, with compare,
 * favourites and print): its search card, the compare table, the print page and the garage each
 * give the same estimate beside the price, as large, and name it as an estimate for the state.
 */
const group = 'southern-cross-motor-group';
const groupBase = `http://127.0.0.1:${dealerPorts[group]}`;
const groupConfig = loadDealerConfig(group);
const groupSite = loadSite(groupConfig);
const [other, otherView] = groupSite.listed
  .filter((c) => isInStock(c) && !c.reserved && c.car_type === 'new')
  .map((c) => [c, vehiclePageView(c, groupConfig, groupSite.locations, groupSite.now)] as const)
  .find(([, v]) => v.driveAway && v.price.kind === 'price')!;
const otherAway = otherView.driveAway!;

for (const width of WIDTHS)
  test.describe(`drive-away estimate beyond the car's page at ${width} px`, () => {
    test.use(screenFor(width));

    test('on its search card, in compare, on the print page and in the garage', async ({
      page,
      context,
    }) => {
      const line = `${otherAway.total} ${otherAway.label}`;
      // Same size and weight as the price beside it.
      const sameSize = async (
        price: ReturnType<typeof page.locator>,
        estimate: ReturnType<typeof page.locator>,
      ) => {
        const style = (l: typeof price) =>
          l.evaluate((el) => [getComputedStyle(el).fontSize, getComputedStyle(el).fontWeight]);
        expect(await style(estimate)).toEqual(await style(price));
      };

      await page.goto(`${groupBase}/search/new-cars?query=${encodeURIComponent(other.stocknum)}`);
      const card = page.locator('.car-card').filter({
        has: page.locator(`a[href="/cars/${other.slug}"]`),
      });
      await expect(card.locator('.drive-away-price')).toHaveText(
        `${otherAway.total} ${otherAway.label}`,
      );
      await sameSize(
        card.locator('.price strong').first(),
        card.locator('.drive-away-price strong'),
      );
      await card.scrollIntoViewIfNeeded();
      await shot(page, `drive-away-${width}-4-card`);

      // Saved and compared from its page.
      await page.goto(`${groupBase}/cars/${other.slug}`);
      const block = page.getByRole('complementary', { name: 'Price and contact' });
      await press(width, block.getByRole('button', { name: /^Compare/ }));
      await expect(block.getByRole('button', { name: /^Comparing/ })).toBeVisible();
      await press(width, block.getByRole('button', { name: /^Favourite/ }));
      await expect(block.getByRole('button', { name: /^Saved/ })).toBeVisible();

      await page.goto(`${groupBase}/compare`);
      const table = page.getByRole('table', { name: 'Cars compared' });
      await expect(table.locator('.compare-drive-away')).toHaveText(line);
      await sameSize(table.locator('.compare-price'), table.locator('.compare-drive-away strong'));
      await expect(table.getByRole('row', { name: /^Drive-away/ })).toContainText(line);
      await shot(page, `drive-away-${width}-5-compare`);

      await page.goto(`${groupBase}${groupConfig.features.authentication.garagePath}`);
      const saved = page.locator('.saved-card').filter({
        has: page.locator(`a[href="/cars/${other.slug}"]`),
      });
      await expect(saved.locator('.saved-facts')).toContainText(line);
      await shot(page, `drive-away-${width}-6-garage`);

      const tab = await context.newPage();
      await tab.goto(`${groupBase}/cars/${other.slug}`);
      const [print] = await Promise.all([
        context.waitForEvent('page'),
        press(
          width,
          tab.getByRole('complementary', { name: 'Price and contact' }).getByRole('link', {
            name: /^Print/,
          }),
        ),
      ]);
      await expect(print.locator('.print-price')).toHaveText([
        `${otherView.price.text} ${otherView.price.label}`,
        line,
      ]);
      await shot(print, `drive-away-${width}-7-print`);
    });
  });
