import type { Page } from '@playwright/test';

import { loadDealerConfig } from '~/config/load.server.ts';
import { sellMyCarUrl } from '~/features/content/links.ts';
import { marketData } from '~/features/trade-in/market-data.server.ts';
import { dealerCosts } from '~/services/valuer/index.server.ts';
import { BEST_CONDITION, estimateFrom } from '~/services/valuer/valuer.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { carOnSale, press, screenFor, shot, type Width, WIDTHS } from '../support/journey.ts';
import { storedLeads } from '../support/outbox.ts';
import { expectStepFits } from '../support/phone.ts';
import { expect, test } from '../support/test.ts';

/**
 * A trade-in toward a car, and selling a car outright, walked on every sample dealer that offers
 * them at both widths: the plate, the car's condition, the details, the estimate or offer, and
 * the answer to it. Every step fits the screen with its action in reach; the figure shown is the
 * one the dealer was sent, and one reference covers every lead of the valuation.
 */
const { register, market } = marketData('data');
let next = 0;
/**
 * A plate of its own for each walk and each try of it (a walk's leads are found by its plate; CI
 * runs a failed test once more), one the valuer can price.
 */
function platePricedBy(config: ReturnType<typeof loadDealerConfig>) {
  const costs = dealerCosts(config);
  for (; next < register.length; next++) {
    const v = register[next]!;
    const priced = estimateFrom(
      { vehicle: v, kms: 42_000, state: v.state, answers: BEST_CONDITION },
      market,
      costs,
    );
    if (priced.kind === 'estimate') return register[next++]!;
  }
  throw new Error('The register has no more plates the valuer can price');
}

interface StoredLead {
  lead_id: string;
  form: string;
  reference: string;
  carId: number | null;
  fields: Record<string, unknown> & { valuation?: { result: { estimate: { figure: number } } } };
}

/** Steps 1 to 4 of the wizard, from the page it is on, with the step checks; the shown figure. */
async function walk(
  page: Page,
  width: Width,
  name: string,
  vehicle: { plate: string; state: string; year: number; make: string },
  sell: boolean,
) {
  await page.getByLabel(/^Registration number/).fill(vehicle.plate);
  await page.getByRole('combobox', { name: /^State/ }).selectOption(vehicle.state);
  const find = page.getByRole('button', { name: /^Find my / });
  await expectStepFits(page, find);
  await press(width, find);
  await expect(page.locator('.found-car')).toContainText(String(vehicle.year));
  const next1 = page.getByRole('button', { name: 'Next' });
  await expectStepFits(page, next1);
  await shot(page, `${name}-1-car`);
  await press(width, next1);

  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Condition' })).toBeVisible();
  await page.getByLabel(/^Kilometres on the odometer/).fill('42000');
  // Each condition question's first answer (the best).
  for (const group of await page.locator('fieldset').all())
    if ((await group.getByRole('radio').count()) && !(await group.locator(':checked').count()))
      await group.getByRole('radio').first().check();
  const next2 = page.getByRole('button', { name: 'Next' });
  await expectStepFits(page, next2);
  await shot(page, `${name}-2-condition`);
  await press(width, next2);

  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Your details' })).toBeVisible();
  await page.getByLabel(/^First Name/).fill('Mia');
  await page.getByLabel(/^Mobile Number/).fill('0412 345 678');
  await page.getByLabel(/^Email Address/).fill('mia@example.com');
  const where = page.getByRole('combobox', { name: /^Where would you bring it/ });
  if (await where.count()) await where.selectOption({ index: 1 });
  const see = page.getByRole('button', { name: sell ? 'See our offer' : 'See my estimate' });
  await expectStepFits(page, see);
  await shot(page, `${name}-3-details`);
  await press(width, see);

  const what = sell ? 'offer' : 'estimate';
  await expect(page.getByRole('heading', { name: /^Step 4 of 4/ })).toBeVisible();
  const figure = Number((await page.locator('.estimate-figure').textContent())!.replace(/\D/g, ''));
  const accept = page.getByRole('button', { name: `Accept this ${what}` });
  await expectStepFits(page, accept);
  await shot(page, `${name}-4-${what}`);
  await press(width, accept);
  await expect(page.getByRole('status')).toContainText(`you accept this ${what}`);
  return figure;
}

/** The shown figure is the one stored with the accepted offer; one reference for every lead. */
async function expectOneStory(page: Page, slug: string, plate: string, figure: number) {
  const mine = () => {
    const all = storedLeads<StoredLead>(slug);
    const first = all.find((l) => l.form === 'valuation-rego' && l.fields.rego === plate);
    return all.filter((l) => l.fields.rego === plate || (first && l.fields.id === first.lead_id));
  };
  await expect
    // A lead the limit turned away waits in the browser and is sent again a minute later.
    .poll(() => mine().some((l) => l.form === 'valuation-offer'), { timeout: 75_000 })
    .toBe(true);
  const offer = mine().find((l) => l.form === 'valuation-offer')!;
  expect(offer.fields.valuation!.result.estimate.figure).toBe(figure);
  const reference = (await page.locator('.estimate-reference strong').textContent())!;
  expect(reference).toMatch(/^L-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  expect(new Set(mine().map((l) => l.reference))).toEqual(new Set([reference]));
}

for (const width of WIDTHS) {
  for (const sell of [false, true]) {
    for (const [slug, port] of Object.entries(dealerPorts)) {
      const config = loadDealerConfig(slug);
      const base = `http://127.0.0.1:${port}`;
      const sellPath = sellMyCarUrl(config);
      const plates = [platePricedBy(config), platePricedBy(config)];

      test.describe(`${slug} at ${width} px`, () => {
        test.use(screenFor(width));
        test.describe.configure({ timeout: 120_000 });

        if (!sell)
          test('trade in toward a car: from its page to an accepted estimate', async ({ page }) => {
            const plate = plates[test.info().retry % plates.length]!;
            const name = `${slug}-${width}-trade-in`;
            const car = carOnSale(config);
            await page.goto(`${base}/cars/${car.slug}`);
            const open = page
              .getByRole('complementary', { name: 'Price and contact' })
              .getByRole('link', { name: /^Trade-In/ });
            await expectStepFits(page, open);
            await press(width, open);
            await expect(page).toHaveURL(`${base}/cars/trade-in?car_id=${car.id}`);
            const figure = await walk(page, width, name, plate, false);
            await expectOneStory(page, slug, plate.plate, figure);
            await shot(page, `${name}-5-accepted`);
          });
        else if (sellPath.startsWith('/'))
          test('sell outright: to an accepted offer', async ({ page }) => {
            const plate = plates[test.info().retry % plates.length]!;
            const name = `${slug}-${width}-sell`;
            await page.goto(`${base}${sellPath}`);
            const figure = await walk(page, width, name, plate, true);
            await expectOneStory(page, slug, plate.plate, figure);
            await shot(page, `${name}-5-accepted`);
          });
      });
    }
  }
}
