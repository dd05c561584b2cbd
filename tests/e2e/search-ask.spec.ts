import type { Page } from '@playwright/test';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { weeklyBudgetPrice } from '~/features/home/shortcuts.ts';
import { parseAsk } from '~/features/search/ask/parse.ts';
import { askParams } from '~/features/search/ask/request.ts';
import { askVocabulary } from '~/features/search/ask/vocabulary.ts';
import { SearchEngine } from '~/features/search/engine/engine.ts';
import { countText, resultCountText } from '~/features/search/facets.ts';
import { buildSearchRecords } from '~/features/search/records.server.ts';
import { siteFilter, sortLeavesOutUnpriced } from '~/features/search/site-filter.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { press, screenFor, shot, type Width, WIDTHS } from '../support/journey.ts';
import { axeClean } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

/**
 * A phrase typed as a buyer says it becomes the search's own filters, shown as chips that come
 * off one by one, kept in the address, and, when they find nothing, an offer to drop one.
 */
function dealer(slug: string) {
  const config = loadDealerConfig(slug);
  const records = buildSearchRecords(config, loadSite(config));
  const vocab = askVocabulary(records, config, weeklyBudgetPrice(config));
  const engine = new SearchEngine(records);
  const count = (phrase: string, drop: string[] = []) => {
    const asked = parseAsk(phrase, vocab, new Date());
    for (const facet of drop) delete asked.filters[facet];
    return engine.search({
      indexName: config.search.indexName,
      params: askParams(asked, siteFilter(config), config.search.priceAscRequiresPrice),
    }).nbHits;
  };
  return {
    base: `http://127.0.0.1:${dealerPorts[slug]}`,
    vocab,
    count,
    shown: (n: number) => countText(n, config.inventory.noun),
    /** The result count a phrase shows: its cars, and 'with a price' when its sort leaves the others out. */
    countShown: (phrase: string, drop: string[] = []) => {
      const asked = parseAsk(phrase, vocab, new Date());
      const ranged = 'price' in asked.filters && !drop.includes('price');
      const { priceAscRequiresPrice } = config.search;
      return resultCountText(
        count(phrase, drop),
        config.inventory.noun,
        sortLeavesOutUnpriced(asked.sortBy, priceAscRequiresPrice, ranged),
      );
    },
  };
}

const riverbend = dealer('riverbend-toyota');
const caravans = dealer('outback-caravans');

async function ask(page: Page, width: Width, phrase: string, submit = false) {
  const box = page.getByLabel('Search stock');
  await press(width, box);
  await box.fill('');
  await box.pressSequentially(phrase, { delay: 20 });
  if (submit) await box.press('Enter');
}
const chips = (page: Page) =>
  page.getByRole('list', { name: 'Chosen filters' }).getByRole('button');
const resultCount = (page: Page) => page.locator('.search-header .result-count');

for (const width of WIDTHS)
  test.describe(`a phrase in the search box at ${width} px`, () => {
    test.use(screenFor(width));

    test('becomes chips that come off one by one, in a link that opens the same search', async ({
      page,
    }) => {
      const phrase = 'white suv under 60k low km';
      await page.goto(`${riverbend.base}/search/new-used-and-demo-cars`);
      await ask(page, width, phrase, true);
      await expect(resultCount(page)).toHaveText(riverbend.countShown(phrase));
      await expect(chips(page)).toHaveText([
        /^SUV/,
        /^Frozen White/,
        /^Glacier White/,
        /^Snowflake White Pearl/,
        /^Up to \$60,000/,
        /^Up to 50,000 km/,
      ]);
      // What became chips left the box.
      await expect(page.getByLabel('Search stock')).toHaveValue('');
      await expect
        .poll(() => new URL(page.url()).searchParams.getAll('colour'))
        .toEqual(['Frozen White', 'Glacier White', 'Snowflake White Pearl']);
      const url = new URL(page.url());
      expect(url.searchParams.get('body')).toBe('suv');
      expect(url.searchParams.get('price')).toBe(':60000');
      expect(url.searchParams.get('km')).toBe(':50000');
      await shot(page, `search-ask-chips-${width}`);

      await press(width, chips(page).filter({ hasText: /^SUV/ }));
      await expect(resultCount(page)).toHaveText(riverbend.countShown(phrase, ['body']));
      await expect(chips(page).filter({ hasText: /^SUV/ })).toHaveCount(0);
      await expect.poll(() => new URL(page.url()).searchParams.get('body')).toBeNull();

      // The address is the search: opened again, the same chips and count.
      const shared = page.url();
      await page.goto(shared);
      await expect(chips(page)).toHaveCount(5);
      await expect(resultCount(page)).toHaveText(riverbend.countShown(phrase, ['body']));
      await axeClean(page);
    });

    test('that finds nothing says which words to drop and how many that finds', async ({
      page,
    }) => {
      const phrase = 'white hilux under 10k';
      expect(riverbend.count(phrase)).toBe(0);
      const without = riverbend.count(phrase, ['price']);
      expect(without).toBeGreaterThan(0);
      await page.goto(`${riverbend.base}/search/new-used-and-demo-cars`);
      await ask(page, width, phrase, true);
      const advice = page.locator('.ask-advice');
      await expect(advice).toContainText('Nothing matches all of that.');
      const drop = advice.getByRole('button', {
        name: `Drop “under 10k”: ${riverbend.shown(without)}`,
      });
      await expect(drop).toBeVisible();
      await axeClean(page);
      await shot(page, `search-ask-advice-${width}`);
      await press(width, drop);
      await expect(resultCount(page)).toHaveText(riverbend.countShown(phrase, ['price']));
      await expect(chips(page).filter({ hasText: /^Up to \$10,000/ })).toHaveCount(0);
      await expect(advice).toHaveCount(0);
    });

    test("a weekly budget's chip names the budget and the price it buys", async ({ page }) => {
      const phrase = 'under $300 a week';
      const asked = parseAsk(phrase, caravans.vocab, new Date());
      const { max } = asked.filters.price as { max: number };
      const price = `$${max.toLocaleString('en-AU')}`;
      await page.goto(`${caravans.base}/search/new-used-and-demo-caravans`);
      await ask(page, width, phrase, true);
      await expect(resultCount(page)).toHaveText(caravans.countShown(phrase));
      await expect(chips(page)).toHaveText([new RegExp(`^Up to \\$300/wk \\(\\${price}\\)`)]);
      await expect.poll(() => new URL(page.url()).searchParams.get('price')).toBe(`:${max}`);
      await shot(page, `search-ask-weekly-${width}`);
      // A shared link holds the price the search filters by, and its chip says that.
      await page.goto(page.url());
      await expect(chips(page)).toHaveText([new RegExp(`^Up to \\${price}`)]);
    });

    test("a caravan yard's words: berths and ATM", async ({ page }) => {
      const phrase = 'sleeps 4 under 2500kg atm';
      await page.goto(`${caravans.base}/search/new-used-and-demo-caravans`);
      await ask(page, width, phrase);
      await expect(resultCount(page)).toHaveText(caravans.countShown(phrase));
      await expect(chips(page)).toHaveText([/^From 4 berths/, /^Up to 2,500 kg ATM/]);
      // Still typing: the box keeps the buyer's words.
      await expect(page.getByLabel('Search stock')).toHaveValue(phrase);
    });
  });

const PHRASES: [
  dealer: ReturnType<typeof dealer>,
  slug: string,
  landing: string,
  phrase: string,
][] = [
  [riverbend, 'riverbend', 'new-used-and-demo-cars', 'white suv under 60k low km'],
  [riverbend, 'riverbend', 'new-used-and-demo-cars', 'landcruiser diesel 2020 or newer'],
  [riverbend, 'riverbend', 'new-used-and-demo-cars', 'hilux sr5 4x4'],
  [riverbend, 'riverbend', 'new-used-and-demo-cars', 'cheapest 7 seater hybrid'],
  [riverbend, 'riverbend', 'new-used-and-demo-cars', 'ute tow 3.5 tonne with towbar'],
  [caravans, 'outback', 'new-used-and-demo-caravans', 'off road van sleeps 4'],
  [caravans, 'outback', 'new-used-and-demo-caravans', 'pop top under 40k'],
  [caravans, 'outback', 'new-used-and-demo-caravans', 'jayco with ensuite 2020 or newer'],
  [caravans, 'outback', 'new-used-and-demo-caravans', 'under 2500kg atm solar and lithium'],
  [caravans, 'outback', 'new-used-and-demo-caravans', 'family van under $300 a week'],
];

// One test a phrase: ten page loads in one test ran past its time on a loaded machine.
test.describe('ten phrases typed on a phone', () => {
  test.use(screenFor(390));
  for (const [[d, slug, landing, phrase], i] of PHRASES.map((p, n) => [p, n] as const))
    test(`"${phrase}" at ${slug} shows its chips and the cars they find`, async ({ page }) => {
      await page.goto(`${d.base}/search/${landing}`);
      await ask(page, 390, phrase, true);
      await expect(resultCount(page)).toHaveText(d.countShown(phrase));
      await expect(chips(page).first()).toBeVisible();
      await page.getByLabel('Search stock').scrollIntoViewIfNeeded();
      await shot(page, `search-ask-${slug}-${i + 1}`);
    });
});
