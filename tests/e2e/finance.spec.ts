import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { showFinanceWidget } from '~/features/car/pricing.ts';
import { COMPARISON_WARNING } from '~/features/finance/texts.ts';
import { offerRateFor, siteOffers } from '~/features/offers/offers.ts';
import { QUOTE_DEFAULTS } from '~/services/lender/lender.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { press, screenFor, shot, WIDTHS } from '../support/journey.ts';
import { storedLeads } from '../support/outbox.ts';
import { expectStepFits } from '../support/phone.ts';
import { expect, test } from '../support/test.ts';

const lenderSlug = 'driveaway-finance';
const lenderBase = `http://127.0.0.1:${dealerPorts[lenderSlug]}`;
const lenderSite = loadSite(loadDealerConfig(lenderSlug));
const financed = lenderSite.listed.find(
  (c) => showFinanceWidget(c, 'youx', lenderSite.now) && c.car_type === 'used',
)!;
const plainSlug = 'riverbend-toyota';
const plainBase = `http://127.0.0.1:${dealerPorts[plainSlug]}`;
const plainSite = loadSite(loadDealerConfig(plainSlug));
const plainCar = plainSite.listed.find((c) => showFinanceWidget(c, 'manual', plainSite.now))!;

/** A mobile number no earlier run used, so the per-phone send limit never carries over. */
const freshMobile = () => `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
/** The code the embedded SMS sender wrote for this phone (.data/e2e/<slug>/sms/). */
function codeFor(phone: string): string | null {
  const dir = join('.data', 'e2e', lenderSlug, 'sms');
  if (!existsSync(dir)) return null;
  const to = `+61${phone.slice(1)}`;
  const mine = readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; body: string })
    .filter((m) => m.to === to);
  return mine.at(-1)?.body.slice(0, 6) ?? null;
}
/** The analytics event ids the page sends to /api/events, in order. */
function recordEvents(page: Page): number[] {
  const events: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/events'))
      events.push((r.postDataJSON() as { event_id: number }).event_id);
  });
  return events;
}
/**
 * Opens a car page's finance tool (a disclosure whose markup and code arrive when it opens) as a
 * visitor does, by its summary.
 */
async function openTool(page: Page, id: 'finance-quote' | 'finance-calculator') {
  const tool = page.locator(`details#${id}`);
  await expect(tool).not.toHaveAttribute('open');
  await expect(tool.locator('astro-island')).toHaveCount(0);
  await tool.locator('summary').click();
  await expect(tool).toHaveAttribute('open');
  return tool;
}
/** Waits until the island inside `root` has hydrated (Astro drops its `ssr` attribute). */
async function live(root: ReturnType<Page['locator']>) {
  await root.scrollIntoViewIfNeeded();
  await root.locator('input, select').first().focus();
  await expect(root.locator('astro-island[ssr]')).toHaveCount(0);
}
const leadsOf = storedLeads;

/** Opens the car page's pre-approval popup and fills steps 1 and 2. */
async function openAndFillDetails(page: Page) {
  await page.goto(`${lenderBase}/cars/${financed.slug}`);
  await page.getByRole('button', { name: 'Get Finance Quote' }).first().click();
  const dialog = page.getByRole('dialog', {
    name: 'Instant Finance pre-approval with no impact on your credit score',
  });
  await expect(dialog.getByText('Step 1 of 4: Quick Estimate')).toBeVisible();
  for (const label of ['Quick Estimate', 'Your Details', 'Instant pre-approval', 'Apply to lender'])
    await expect(dialog.locator('.steps-bar')).toContainText(label);
  // These tests are about the steps: start once the popup's island is live (the first press
  // before hydration is covered by the islands tests).
  await expect(dialog.locator('astro-island[ssr]')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 2 of 4: Your Details')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Please enter your first name.')).toBeVisible();
  await dialog.getByLabel('First Name').fill('Mia');
  await dialog.getByLabel('Last Name').fill('Nguyen');
  await dialog.getByLabel('Email Address').fill('mia@example.com');
  await dialog.getByRole('button', { name: 'Next' }).click();
  // leads.postcodeRequiredOnFinance is on for this dealer.
  await expect(dialog.getByText('Invalid postcode. Please enter a 4-digit number.')).toBeVisible();
  await dialog.getByLabel('Postcode').fill('6017');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 3 of 4: Instant pre-approval')).toBeVisible();
  return dialog;
}

async function sendCode(dialog: ReturnType<Page['getByRole']>, phone: string) {
  await expect(dialog.getByLabel('Verification code')).toBeDisabled();
  await dialog.getByLabel('Mobile Number').fill('0299990000');
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expect(
    dialog.getByText('Please enter a valid Australian mobile number, like 0412 345 678.'),
  ).toBeVisible();
  await dialog.getByLabel('Mobile Number').fill(phone);
  // The site's answer, however long a busy machine takes to give it.
  const sent = dialog.page().waitForResponse('**/api/verification/send', { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  expect((await sent).status()).toBe(200);
  await expect(dialog.getByRole('button', { name: 'Resend Code' })).toBeVisible();
  await expect(dialog.getByLabel('Verification code')).toBeEnabled();
  await expect.poll(() => codeFor(phone)).toMatch(/^\d{6}$/);
  return codeFor(phone)!;
}

test.describe('finance pre-approval (driveaway-finance: embedded lender and SMS outbox)', () => {
  // Four steps, a code by SMS and up to six checks: more than the default 30 s on a busy CI machine.
  test.describe.configure({ timeout: 150_000 });
  test('the whole journey: estimate, details, code by SMS, pre-approval, the status page; the lead is filed', async ({
    page,
  }) => {
    const events = recordEvents(page);
    const dialog = await openAndFillDetails(page);
    const phone = freshMobile();
    const code = await sendCode(dialog, phone);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('This is a required field.')).toBeVisible();
    await dialog.getByLabel('Verification code').fill('123');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Code must be 6 digits.')).toBeVisible();
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Step 4 of 4: Apply to lender')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send my application' }).click();
    await page.waitForURL(/\/finance\/application\/[\w-]{21}$/);
    // An indicative quote, not a pre-approval: nothing a lender needs has been asked yet.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thanks, Mia: here is your indicative quote',
    );
    await expect(page.getByText("you're pre-approved")).toHaveCount(0);
    await expect(page.getByTestId('status-weekly')).toHaveText(/^\$\d/);
    // The loan, not the price, and the final payment the weekly figure depends on.
    const money = async (id: string) =>
      Number((await page.getByTestId(id).textContent())!.replace(/[$,]/g, ''));
    const loan = await money('status-financed');
    const final = await money('status-final');
    expect(loan).toBeGreaterThan(0);
    expect(final / loan).toBeCloseTo(30 / 90, 2);
    expect(events).toEqual(expect.arrayContaining([9, 36, 37]));
    await expect
      .poll(() => leadsOf(lenderSlug).filter((l) => l.fields?.phone === phone).length)
      .toBe(1);
    const lead = leadsOf(lenderSlug).find((l) => l.fields?.phone === phone);
    expect(lead).toMatchObject({
      category: 'Finance Enquiry',
      subcategory: 'Instant pre-approval',
      carId: financed.id,
    });
  });

  test('a reload resumes the journey in this tab with what the buyer gave, and asks for a new code', async ({
    page,
  }) => {
    const dialog = await openAndFillDetails(page);
    await dialog.getByLabel('Mobile Number').fill('0412345678');
    await page.reload();
    await page.getByRole('button', { name: 'Get Finance Quote' }).first().click();
    await expect(dialog.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(dialog.getByText('Step 3 of 4: Instant pre-approval')).toBeVisible();
    await expect(dialog.getByLabel('Mobile Number')).toHaveValue('0412345678');
    // The code is not kept: the buyer asks for one again.
    await expect(dialog.getByRole('button', { name: 'Send Code' })).toBeVisible();
    await expect(dialog.getByLabel('Verification code')).toBeDisabled();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByText('Step 2 of 4: Your Details')).toBeVisible();
    await expect(dialog.getByLabel('First Name')).toHaveValue('Mia');
    await expect(dialog.getByLabel('Postcode')).toHaveValue('6017');
    // Another tab starts afresh.
    const other = await page.context().newPage();
    await other.goto(`${lenderBase}/cars/${financed.slug}`);
    await other.getByRole('button', { name: 'Get Finance Quote' }).first().click();
    await expect(other.getByText('Step 1 of 4: Quick Estimate')).toBeVisible();
  });

  test('a wrong code is refused with the spec text; after 5 checks, too many attempts', async ({
    page,
  }) => {
    const dialog = await openAndFillDetails(page);
    const phone = freshMobile();
    const code = await sendCode(dialog, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    /**
     * Sends step 4 and waits for the site's answer to it, however long a busy machine takes: the
     * check of the phone's attempts left, then (while it has some) the application itself.
     */
    const apply = async () => {
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByText('Step 4 of 4: Apply to lender')).toBeVisible();
      const checked = page.waitForResponse('**/api/rate-limit', { timeout: 30_000 });
      // Listened for before the press: the answer can come back before a later listener starts.
      const sent = page
        .waitForResponse('**/api/youx/create-customer', { timeout: 30_000 })
        .catch(() => null);
      await dialog.getByRole('button', { name: 'Send my application' }).click();
      const limit = await checked;
      if (limit.status() !== 200) return { limit: limit.status(), applied: null };
      const applied = (await sent)!;
      return { limit: 200, applied: [applied.status(), await applied.json()] };
    };
    /**
     * Back at step 3 after a refusal, and settled: the form moves focus to the step's heading a
     * frame after it shows it, and a field filled before then would lose what was typed.
     */
    const backAtStep3 = async () => {
      const step3 = dialog.getByRole('heading', { name: 'Step 3 of 4: Instant pre-approval' });
      await expect(step3).toBeVisible();
      await expect(step3).toBeFocused();
    };
    const refused = {
      limit: 200,
      applied: [
        400,
        expect.objectContaining({ error: 'The verification code is invalid. Please try again.' }),
      ],
    };
    await dialog.getByLabel('Verification code').fill(wrong);
    expect(await apply()).toEqual(refused);
    await expect(
      dialog.getByText('The verification code is invalid. Please try again.'),
    ).toBeVisible();
    await backAtStep3();
    for (let i = 0; i < 4; i++) {
      expect(await apply()).toEqual(refused);
      await backAtStep3();
    }
    // The right code, but the phone has had its five checks: refused before it is checked.
    await dialog.getByLabel('Verification code').fill(code);
    expect(await apply()).toEqual({ limit: 429, applied: null });
    await expect(
      dialog.getByText('Too many verification attempts. Please try again later.'),
    ).toBeVisible();
    expect(leadsOf(lenderSlug).some((l) => l.fields?.phone === phone)).toBe(false);
  });

  test('a failed quick quote says so and shows dashes', async ({ page }) => {
    await page.route('**/api/youx/quote', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'x' }),
      }),
    );
    await page.goto(`${lenderBase}/cars/${financed.slug}`);
    const quote = await openTool(page, 'finance-quote');
    await live(quote);
    await expect(quote.getByTestId('quote-weekly')).toHaveText(/^\$\d/);
    await quote.getByLabel('Loan term').fill('3');
    await expect(quote.getByText('Failed to get YouX quick quote')).toBeVisible();
    await expect(quote.getByTestId('quote-weekly')).toHaveText('–');
    await expect(quote.getByTestId('quote-monthly')).toHaveText('–');
  });

  test('a live quick quote replaces the stored one after a change', async ({ page }) => {
    await page.goto(`${lenderBase}/cars/${financed.slug}`);
    const quote = await openTool(page, 'finance-quote');
    await live(quote);
    const before = await quote.getByTestId('quote-weekly').textContent();
    const answer = page.waitForResponse('**/api/youx/quote');
    await quote.getByLabel('Credit history').selectOption('POOR');
    expect((await answer).status()).toBe(200);
    await expect(quote.getByTestId('quote-weekly')).not.toHaveText(before!);
  });
});

/**
 * The pre-approval walked from the car page to the result, on a phone by touch and on a laptop by
 * clicks: at each step the page and the dialog fit the screen and the step's action is in view,
 * big enough and not covered; the result repeats the quote the first step showed and says the
 * loan, not the price. A screenshot per step goes to test-results/journeys/.
 */
for (const width of WIDTHS)
  test.describe(`the pre-approval at ${width} px (driveaway-finance)`, () => {
    test.use(screenFor(width));
    test.describe.configure({ timeout: 150_000 });
    test('every step fits the screen, its action in reach, and the result repeats the quote', async ({
      page,
    }) => {
      const step = (name: string) => shot(page, `${lenderSlug}-${width}-preapproval-${name}`);
      const money = (text: string | null) => Number(text!.replace(/[^\d.]/g, ''));
      await page.goto(`${lenderBase}/cars/${financed.slug}`);
      const open = page.getByRole('button', { name: 'Get Finance Quote' }).first();
      await expectStepFits(page, open);
      await step('1-car');
      await press(width, open);
      const dialog = page.getByRole('dialog', {
        name: 'Instant Finance pre-approval with no impact on your credit score',
      });
      await expect(dialog.getByText('Step 1 of 4: Quick Estimate')).toBeVisible();
      await expect(dialog.locator('astro-island[ssr]')).toHaveCount(0);
      // The step shows its summary once (a second copy is for the wide layout).
      const weekly = dialog.getByTestId('quote-weekly').filter({ visible: true });
      await expect(weekly).toHaveText(/^\$\d/);
      const quoted = money(await weekly.textContent());
      const next = dialog.getByRole('button', { name: 'Next' });
      await expectStepFits(page, next);
      await step('2-estimate');
      await press(width, next);

      await expect(dialog.getByText('Step 2 of 4: Your Details')).toBeVisible();
      await dialog.getByLabel('First Name').fill('Mia');
      await dialog.getByLabel('Last Name').fill('Nguyen');
      await dialog.getByLabel('Email Address').fill('mia@example.com');
      await dialog.getByLabel('Postcode').fill('6017');
      await expectStepFits(page, next);
      await step('3-details');
      await press(width, next);

      await expect(dialog.getByText('Step 3 of 4: Instant pre-approval')).toBeVisible();
      const phone = freshMobile();
      await dialog.getByLabel('Mobile Number').fill(phone);
      const send = dialog.getByRole('button', { name: 'Send Code' });
      await expectStepFits(page, send);
      const sent = page.waitForResponse('**/api/verification/send', { timeout: 30_000 });
      await press(width, send);
      expect((await sent).status()).toBe(200);
      await expect.poll(() => codeFor(phone)).toMatch(/^\d{6}$/);
      await dialog.getByLabel('Verification code').fill(codeFor(phone)!);
      await expectStepFits(page, next);
      await step('4-code');
      await press(width, next);

      await expect(dialog.getByText('Step 4 of 4: Apply to lender')).toBeVisible();
      const apply = dialog.getByRole('button', { name: 'Send my application' });
      await expectStepFits(page, apply);
      await step('5-apply');
      await press(width, apply);

      await page.waitForURL(/\/finance\/application\/[\w-]{21}$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Thanks, Mia: here is your indicative quote',
      );
      // One story: the weekly figure the first step quoted, on the loan (price less deposit), with
      // the final payment it depends on.
      expect(money(await page.getByTestId('status-weekly').textContent())).toBe(quoted);
      const loan = money(await page.getByTestId('status-financed').textContent());
      const { depositPercent, finalPaymentPercent } = QUOTE_DEFAULTS;
      expect(loan).toBe(Math.round((financed.price * (100 - depositPercent)) / 100));
      expect(money(await page.getByTestId('status-final').textContent())).toBe(
        Math.round((financed.price * finalPaymentPercent) / 100),
      );
      // The reference the buyer reads out is the one on the lead the dealer's staff were sent.
      const reference = (await page
        .getByTestId('status-reference')
        .locator('strong')
        .textContent())!;
      expect(reference).toMatch(/^L-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(storedLeads(lenderSlug).filter((l) => l.reference === reference)).toHaveLength(1);
      await expectStepFits(page, page.getByRole('link', { name: /^Call / }));
      await step('6-result');
    });
  });

test.describe('finance page and calculator', () => {
  test('/finance: steps card, Get Finance Now with six used cars, the calculator matching published figures', async ({
    page,
  }) => {
    await page.goto(`${plainBase}/finance`);
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    // A dealer without an online lender promises its finance team's call, not an online pre-approval.
    await expect(page.getByText('Our finance team calls you with options')).toBeVisible();
    await expect(page.getByText('Get pre-approved with a personalised rate')).toHaveCount(0);
    await expect(page.getByText('Get Finance Now')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Finance Journey' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Used Cars' })).toHaveAttribute(
      'href',
      '/search/used-cars',
    );
    await expect(page.locator('[data-finance-now] .featured > li')).toHaveCount(6);
    const calc = page.locator('#finance-calculator');
    await live(calc);
    await calc.getByLabel('Vehicle price').fill('30000');
    await calc.getByLabel('Deposit / trade-in').fill('0');
    await calc.getByLabel('Interest rate').fill('6');
    await calc.getByText('Monthly').click();
    await expect(calc.getByTestId('repayment')).toHaveText('$580');
    await expect(calc.getByTestId('comparison-rate')).toHaveText('6.00% p.a.');
    await calc.getByLabel('Residual (balloon)').fill('9000');
    await expect(calc.getByTestId('repayment')).toHaveText('$451');
    await calc.getByText('Weekly').click();
    await expect(calc.getByTestId('repayment')).toHaveText('$104');
    await calc.getByLabel('Residual (balloon)').fill('0');
    await expect(calc.getByTestId('repayment')).toHaveText('$134');
    await expect(
      page.getByText(
        'Online estimates are generally not given for cars over 7 years old or with more than 100,000 km',
      ),
    ).toBeVisible();
  });

  test('every finance address answers, and ?car_id= shows the car instead of the steps', async ({
    page,
  }) => {
    for (const path of [
      '/finance-enquiry',
      '/apply-for-finance',
      '/car-finance/',
      '/personalised/finance',
    ])
      expect((await page.goto(`${lenderBase}${path}`))?.status(), path).toBe(200);
    await page.goto(`${lenderBase}/personalised/finance?car_id=${financed.id}`);
    const card = page.locator('[data-car-card]');
    await expect(card).toBeVisible();
    await expect(card).toContainText(String(financed.year));
    await expect(page.locator('[data-steps-card]')).toBeHidden();
    await expect(page.getByText('Get Finance Now')).toBeHidden();
    await expect(page.locator('#finance-form').getByLabel('Purchase price')).not.toHaveValue(
      '30000',
    );
  });

  test('the car page calculator: opened by a link to it, dealer limits, the first change sends event 26 once', async ({
    page,
  }) => {
    const events = recordEvents(page);
    await page.goto(`${plainBase}/cars/${plainCar.slug}#finance-calculator`);
    const calc = page.locator('#finance-calculator');
    await expect(calc).toHaveAttribute('open');
    await expect(calc.getByTestId('repayment')).toHaveText(/^\$\d/);
    await expect(calc).toBeInViewport();
    await live(calc);
    await calc.getByLabel('Vehicle price').fill('500');
    await expect(calc.getByText('Cannot be less than $1,000 or more than $250,000')).toBeVisible();
    await expect(calc.getByTestId('repayment')).toHaveText('–');
    await calc.getByLabel('Vehicle price').fill('40000');
    await calc.getByText('Fortnightly').click();
    await expect(calc.getByText('Estimated fortnightly repayment')).toBeVisible();
    await expect.poll(() => events.filter((e) => e === 26).length).toBe(1);
  });

  test('the car page calculator opens from its summary and costs nothing until then', async ({
    page,
  }) => {
    const loaded: string[] = [];
    page.on('request', (r) => {
      if (/\/_astro\/FinanceCalculator\.[\w-]+\.js$/.test(r.url())) loaded.push(r.url());
    });
    await page.goto(`${plainBase}/cars/${plainCar.slug}`);
    // The rest of the page in use (the enquiry form hydrated) loads no calculator.
    await page.locator('#enquire').getByRole('textbox').first().focus();
    const calc = await openTool(page, 'finance-calculator');
    await expect(calc.getByTestId('repayment')).toHaveText(/^\$\d/);
    await live(calc);
    expect(loaded).toHaveLength(1);
  });

  test('figures set while the calculator loads are the ones it works out, and its first change', async ({
    page,
    context,
  }) => {
    const events = recordEvents(page);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/_astro\/FinanceCalculator\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const address = `${plainBase}/cars/${plainCar.slug}#finance-calculator`;
    await page.goto(address);
    const calc = page.locator('#finance-calculator');
    const drawn = (await calc.getByTestId('repayment').textContent())!;
    await calc.getByLabel('Vehicle price').fill('40000');
    await calc.getByText('Fortnightly').click();
    release();
    await expect(calc.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(calc.getByText('Estimated fortnightly repayment')).toBeVisible();
    await expect(calc.getByText(/^Estimate: \$40,000 price, /)).toBeVisible();
    await expect(calc.getByLabel('Vehicle price')).toHaveValue('40000');
    // The same figures set in a calculator that was already live give the same repayment.
    const other = await context.newPage();
    await other.goto(address);
    const calm = other.locator('#finance-calculator');
    await live(calm);
    await calm.getByLabel('Vehicle price').fill('40000');
    await calm.getByText('Fortnightly').click();
    await expect(calm.getByText(/^Estimate: \$40,000 price, /)).toBeVisible();
    const repayment = (await calm.getByTestId('repayment').textContent())!;
    expect(repayment).not.toBe(drawn);
    await expect(calc.getByTestId('repayment')).toHaveText(repayment);
    await expect.poll(() => events.filter((e) => e === 26).length).toBe(1);
  });

  test("a new car a finance offer covers is estimated at the offer's rate, named as the offer's", async ({
    page,
  }) => {
    const offers = siteOffers(
      plainSite.offers,
      loadDealerConfig(plainSlug).id,
      plainSite.now,
      plainSite.listed,
    );
    const car = plainSite.listed.find(
      (c) => offerRateFor(c, offers) && showFinanceWidget(c, 'manual', plainSite.now),
    )!;
    const offer = offerRateFor(car, offers)!;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${plainBase}/cars/${car.slug}`);
    const block = page.locator('.price-block');
    const headline = (await block.getByRole('link', { name: /^Only \$\d+\/wk$/ }).textContent())!;
    const basis = (await block.locator('.estimate-basis').textContent())!;
    // The comparison rate is the one the offer states, as its own page says it.
    expect(basis).toContain(
      `${offer.termYears} years at ${offer.rateName} of ${offer.rate.toFixed(2)}% p.a. (comparison rate ${offer.comparisonRate.toFixed(2)}% p.a.*)`,
    );
    // The calculator starts from the same offer: its rate, its term, its figure and its words.
    const calc = await openTool(page, 'finance-calculator');
    await live(calc);
    await expect(calc.getByLabel('Interest rate')).toHaveValue(String(offer.rate));
    await expect(calc.getByTestId('repayment')).toHaveText(
      headline.replace(/^Only (\$\d+)\/wk$/, '$1'),
    );
    await expect(calc.getByTestId('calculator-basis')).toHaveText(basis);
  });

  for (const width of [390, 1366])
    test(`one car, one story about money at ${width}px: each weekly figure says what it is, and the same inputs agree`, async ({
      page,
    }) => {
      // A subscription car with a stored lender quote and a second lender's rates.
      const car = lenderSite.listed.find(
        (c) =>
          (c.subscription_price ?? 0) > 0 &&
          c.youxQuote &&
          c.finance_lenders?.AusLoans &&
          showFinanceWidget(c, 'youx', lenderSite.now),
      )!;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${lenderBase}/cars/${car.slug}`);
      const block = page.locator('.price-block');
      // The headline is the subscription (spec States order), labelled as one, and the car's price shows too.
      await expect(block.locator('.price')).toHaveText(
        `$${car.subscription_price}/week Subscription`,
      );
      await expect(block.locator('.buy-price')).toHaveText(
        `Or buy it for $${car.price.toLocaleString('en-AU')} ${car.price_type}`,
      );
      // 'Only $X/wk' is the calculator's figure before anything changes, on the basis it states.
      const headline = (await block.getByRole('link', { name: /^Only \$\d+\/wk$/ }).textContent())!;
      const basis = (await block.locator('.estimate-basis').textContent())!;
      expect(basis).toMatch(
        /^Estimate: \$[\d,]+ price, \$[\d,]+ deposit, no final payment, 5 years at our example rate of \d+\.\d\d% p\.a\. \(comparison rate \d+\.\d\d% p\.a\.\*\), with \$[\d,]+ upfront and \$\d+ a month in fees\.$/,
      );
      // The rate's comparison rate stands beside it in the basis, in the same words and size.
      const [, comparison] = /\(comparison rate (\d+\.\d\d%) p\.a\.\*\)/.exec(basis)!;
      await expect(page.locator('.car-finance .comparison-warning')).toHaveText(COMPARISON_WARNING);
      const calc = await openTool(page, 'finance-calculator');
      await expect(calc.getByTestId('repayment')).toHaveText(
        headline.replace(/^Only (\$\d+)\/wk$/, '$1'),
      );
      await expect(calc.getByTestId('calculator-basis')).toHaveText(basis);
      await expect(calc.getByTestId('comparison-rate')).toHaveText(`${comparison} p.a.`);
      // A changed deposit is stated, and one above the price is refused in words, not a figure.
      await live(calc);
      await calc.getByLabel('Deposit / trade-in').fill(String(car.price + 1000));
      await expect(
        calc.getByText(/^Deposit \/ trade-in must be less than the vehicle price/),
      ).toBeVisible();
      await expect(calc.getByTestId('repayment')).toHaveText('–');
      await calc.getByLabel('Deposit / trade-in').fill('5000');
      await expect(calc.getByTestId('calculator-basis')).toContainText('$5,000 deposit');
      // The stored quick quote and the popup's live quote: the same lender, the same inputs, one figure.
      const quote = await openTool(page, 'finance-quote');
      const weekly = `$${Math.round(car.youxQuote!.weeklyRepaymentAmount!)}`;
      await expect(quote.getByTestId('quote-weekly')).toHaveText(weekly);
      await expect(quote.getByTestId('quote-basis')).toHaveText(
        /^Lender's rate for a Great credit history: \$[\d,]+ price, 10% deposit \(\$[\d,]+\), 30% final payment \(\$[\d,]+\), 5 years\.$/,
      );
      await page.getByRole('button', { name: 'Get Finance Quote' }).first().click();
      const dialog = page.getByRole('dialog', {
        name: 'Instant Finance pre-approval with no impact on your credit score',
      });
      await expect(dialog.getByLabel('Purchase price')).toHaveValue(String(car.price));
      await expect(dialog.getByTestId('quote-weekly').first()).toHaveText(weekly);
      await expect(dialog.getByTestId('quote-basis').first()).toHaveText(
        (await quote.getByTestId('quote-basis').textContent())!,
      );
      // The second lender's row says its deposit and final payment.
      await page.keyboard.press('Escape');
      const row = page
        .getByRole('table', { name: "Lenders' advertised rates for this car" })
        .getByRole('row', { name: /^AusLoans/ });
      await expect(row).toContainText(
        `$${car.finance_lenders!.AusLoans!.deposit!.toLocaleString('en-AU')}`,
      );
      await expect(row).toContainText('None');
    });

  for (const width of [390, 1366])
    test(`axe: the finance page and the open pre-approval popup at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${lenderBase}/finance`);
      await expect(page.locator('#finance-form .steps-bar')).toBeVisible();
      const scan = async () =>
        (await new AxeBuilder({ page }).analyze()).violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      expect(await scan()).toEqual([]);
      await page.goto(`${lenderBase}/cars/${financed.slug}`);
      await page.getByRole('button', { name: 'Get Finance Quote' }).first().click();
      await expect(page.getByRole('dialog').getByText('Step 1 of 4: Quick Estimate')).toBeVisible();
      expect(await scan()).toEqual([]);
    });
});
