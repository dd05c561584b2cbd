import { isInStock } from '~/catalogue/availability.ts';
import type { Car } from '~/catalogue/car.schema.ts';
import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { type VehiclePageView, vehiclePageView } from '~/features/car/page/page-view.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { press, screenFor, shot, WIDTHS } from '../support/journey.ts';
import { axeClean } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

/** A dealer's site address, its dealer file and its first car for sale whose page view passes `wanted`. */
function firstCar(slug: string, wanted: (car: Car, view: VehiclePageView) => boolean) {
  const config = loadDealerConfig(slug);
  const site = loadSite(config);
  const found = site.listed
    .filter((c) => isInStock(c) && !c.reserved)
    .map((c) => [c, vehiclePageView(c, config, site.locations, site.now)] as const)
    .find(([c, v]) => wanted(c, v));
  if (!found) throw new Error(`${slug} has no car this test needs`);
  return { base: `http://127.0.0.1:${dealerPorts[slug]}`, config, car: found[0], view: found[1] };
}

/**
 * A new car priced without the government charges (riverbend-toyota, NSW): its estimated
 * drive-away price beside the price and as large, its parts on demand, and the weekly estimate,
 * the calculator and the sticky bar all on that estimate; then the buyer's postcode in another
 * state, which every one of them follows, on this page and the next.
 */
const { base, car, view } = firstCar(
  'riverbend-toyota',
  (_, v) => !!v.driveAway && !!v.weekly && v.price.kind === 'price',
);
const away = view.driveAway!;
const vic = view.driveAwayStates!.VIC;

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

      // The buyer's postcode: a mistyped one is refused with the form's message.
      const postcode = block.getByLabel('Your postcode, for your state’s charges');
      const update = block.getByRole('button', { name: 'Update estimate' });
      await postcode.fill('312');
      await press(width, update);
      await expect(
        block.getByText('Invalid postcode. Please enter a 4-digit number.'),
      ).toBeVisible();
      await expect(postcode).toHaveAttribute('aria-invalid', 'true');
      await expect(estimate).toHaveText(away.total);
      // A Victorian one: the estimate, its parts, the weekly estimate and the sticky bar are Victoria's.
      await postcode.fill('3121');
      await press(width, update);
      await expect(block.getByRole('status')).toHaveText('Showing Victoria’s charges for 3121.');
      await expect(estimate).toHaveText(vic.away.total);
      await expect(block.locator('.drive-away-price .price-type')).toHaveText(
        'Estimated drive-away, VIC',
      );
      await expect(block.locator('.drive-away-parts dl > div')).toHaveText(
        vic.away.parts.map(([label, amount]) => `${label}${amount}`),
      );
      await expect(block.locator('.drive-away-note')).toHaveText(vic.away.note);
      await expect(block.locator('.estimate a')).toHaveText(vic.weekly!.text);
      await expect(block.locator('.estimate-basis')).toHaveText(vic.weekly!.basis);
      expect(vic.weekly!.basis).toMatch(
        new RegExp(`^Estimate: \\${vic.away.total} estimated VIC drive-away price, `),
      );
      // Four digits that are no postcode are refused, and what is shown still says whose it is.
      await postcode.fill('0100');
      await press(width, update);
      await expect(block.getByText('Invalid postcode', { exact: true })).toBeVisible();
      await expect(block.getByRole('status')).toHaveText('Showing Victoria’s charges for 3121.');
      await expect(estimate).toHaveText(vic.away.total);
      await postcode.fill('3121');
      await press(width, update);
      await expect(postcode).not.toHaveAttribute('aria-invalid');
      await axeClean(page);
      await shot(page, `drive-away-${width}-3-postcode`);
      // The sticky bar, put on the page once scrolled, gives the same.
      await page.evaluate(() => window.scrollTo(0, 2000));
      await expect(page.locator('.sticky-bar .bar-price')).toHaveText(
        `${vic.away.total}${vic.away.label}`,
      );

      // The calculator starts from the buyer's state's estimate, and its basis names it.
      await press(width, block.locator('.estimate a'));
      const calculator = page.locator('#finance-calculator');
      await expect(calculator.getByLabel('Vehicle price')).toHaveValue(String(vic.away.amount));
      await expect(calculator.getByText(vic.weekly!.basis)).toBeVisible();
      await shot(page, `drive-away-${width}-4-calculator`);
      // A price the buyer types is their own: the basis no longer calls it an estimate.
      await calculator.getByLabel('Vehicle price').fill('40000');
      await expect(calculator.getByText(/^Estimate: \$40,000 price, /)).toBeVisible();

      // The postcode stays with the buyer: the page opens on their state's estimate.
      await page.reload();
      await expect(estimate).toHaveText(vic.away.total);
      await expect(block.locator('.estimate-basis')).toHaveText(vic.weekly!.basis);
    });
  });

/**
 * Everywhere else the car is shown with its price (southern-cross-motor-group, VIC, with compare,
 * favourites and print): its search card, the compare table, the print page and the garage each
 * give the same estimate beside the price, as large, and name it as an estimate for the state.
 */
const {
  base: groupBase,
  config: groupConfig,
  car: other,
  view: otherView,
} = firstCar(
  'southern-cross-motor-group',
  (c, v) => c.car_type === 'new' && !!v.driveAway && v.price.kind === 'price',
);
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
      await shot(page, `drive-away-${width}-5-card`);

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
      await shot(page, `drive-away-${width}-6-compare`);

      await page.goto(`${groupBase}${groupConfig.features.authentication.garagePath}`);
      const saved = page.locator('.saved-card').filter({
        has: page.locator(`a[href="/cars/${other.slug}"]`),
      });
      await expect(saved.locator('.saved-facts')).toContainText(line);
      await shot(page, `drive-away-${width}-7-garage`);

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
      await shot(print, `drive-away-${width}-8-print`);
    });
  });

/**
 * A buyer who gave a postcode on another car's page (driveaway-finance, with the quick quote):
 * this car's page opens on their state's estimate, and the quick quote and the calculator start
 * from it.
 */
const {
  base: lenderBase,
  car: quoted,
  view: quotedView,
} = firstCar(
  'driveaway-finance',
  (_, v) => !!v.driveAwayStates && !!v.weekly && v.driveAway!.state !== 'NT',
);
const nt = quotedView.driveAwayStates!.NT;

for (const width of WIDTHS)
  test.describe(`drive-away estimate for a postcode given before at ${width} px`, () => {
    test.use(screenFor(width));

    test('the page, the quick quote and the calculator start from the buyer’s state', async ({
      page,
    }) => {
      await page.goto(`${lenderBase}/cars/${quoted.slug}`);
      await page.evaluate(() =>
        localStorage.setItem('buyer-postcode', JSON.stringify({ postcode: '0870', state: 'NT' })),
      );
      await page.reload();
      const block = page.locator('.price-block');
      await expect(block.locator('.drive-away-price strong')).toHaveText(nt.away.total);
      await expect(block.locator('.drive-away-price .price-type')).toHaveText(
        'Estimated drive-away, NT',
      );
      await expect(block.locator('.estimate-basis')).toHaveText(nt.weekly!.basis);

      const quote = page.locator('details#finance-quote');
      await press(width, quote.locator('summary'));
      await expect(quote.getByLabel('Purchase price')).toHaveValue(String(nt.away.amount));
      await press(width, page.locator('#finance-calculator summary'));
      const calculator = page.locator('#finance-calculator');
      await expect(calculator.getByLabel('Vehicle price')).toHaveValue(String(nt.away.amount));
      await expect(calculator.getByText(nt.weekly!.basis)).toBeVisible();
      await shot(page, `drive-away-${width}-9-postcode-kept`);
    });

    test('a quick quote already open follows a postcode given after, until the buyer types a price', async ({
      page,
    }) => {
      await page.goto(`${lenderBase}/cars/${quoted.slug}`);
      const quote = page.locator('details#finance-quote');
      await press(width, quote.locator('summary'));
      const price = quote.getByLabel('Purchase price');
      await expect(price).toHaveValue(String(quotedView.driveAway!.amount));
      const block = page.locator('.price-block');
      await press(width, block.getByText('How the estimate adds up'));
      const postcode = block.getByLabel('Your postcode, for your state’s charges');
      const update = block.getByRole('button', { name: 'Update estimate' });
      await postcode.fill('0870');
      await press(width, update);
      await expect(block.locator('.drive-away-price strong')).toHaveText(nt.away.total);
      await expect(price).toHaveValue(String(nt.away.amount));
      // A price of the buyer's own stays theirs when the state changes again.
      await price.fill('30000');
      await price.press('Enter');
      await postcode.fill('3121');
      await press(width, update);
      await expect(block.getByRole('status')).toHaveText('Showing Victoria’s charges for 3121.');
      await expect(price).toHaveValue('30000');
    });
  });
