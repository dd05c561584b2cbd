import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { describeDisagreements, priceBook } from '~/integrations/price-agreement.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { checkBuiltFiles } from '../support/built-prices.ts';
import { expect, test } from '../support/test.ts';

/**
 * One price everywhere: every file of every sample dealer's build (each page, card, car JSON,
 * feed, index and llms.txt), read whole after the build, states each car's price as the price
 * function gives it. The build checks each file as it makes it (src/middleware.ts); this reads
 * the finished build again, kept files and all. No browser needed.
 */
for (const slug of Object.keys(dealerPorts))
  test(`${slug}: every price in every built file is the price function's`, () => {
    const config = loadDealerConfig(slug);
    const site = loadSite(config);
    const { disagreements, checked } = checkBuiltFiles(
      `dist/${slug}/client`,
      priceBook(site.listed, config, site.locations),
    );
    expect(describeDisagreements(disagreements)).toBe('');
    // Each kind of statement was found and read: a check that read nothing proves nothing.
    const listed = site.listed.length;
    const expected: [string, number][] = [
      ['price block', listed],
      ['meta description', listed],
      ['JSON-LD offers.price', site.listed.filter((c) => c.price > 10).length],
      ['car JSON price', 2 * listed],
      ['card', 1],
      ['sticky bar', 1],
      ['finance estimate basis', 1],
      ['JSON-LD list offers.price', 1],
      ['llms.txt', 1],
    ];
    if (config.feeds.inventoryJson) expected.push(['inventory price.amount', listed]);
    if (config.search.provider === 'embedded') expected.push(['search card price', listed]);
    if (config.feeds.googleVehicleListings) expected.push(['feed price', 1]);
    for (const [kind, atLeast] of expected)
      expect(checked[kind] ?? 0, `${kind} statements read`).toBeGreaterThanOrEqual(atLeast);
  });
