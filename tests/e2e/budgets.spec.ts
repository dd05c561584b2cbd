/**
 * The page budgets of bench:pages (scripts/bench/page-budgets.ts) as a test: bytes and element
 * counts of the build are deterministic, so a page that grows over its budget fails `npm test`.
 * Reads the builds in dist/ that the browser tests run against; no browser needed.
 */

import { dealerCosts } from '../../scripts/bench/page-cost.ts';
import { listDealerSlugs } from '../../src/config/load.server.ts';
import { expect, test } from '../support/test.ts';

for (const slug of listDealerSlugs()) {
  test(`${slug}: vehicle pages, search landings and location pages within their budgets`, () => {
    const costs = dealerCosts(slug);
    // Every listed car has its page, and every kind of page was measured.
    expect(costs.car.pages).toBeGreaterThan(0);
    expect(costs.search.pages).toBeGreaterThan(0);
    expect(costs.locations.pages).toBeGreaterThan(0);
    expect(costs.car.over).toEqual([]);
    expect(costs.search.over).toEqual([]);
    expect(costs.locations.over).toEqual([]);
    // Every sample dealer's car page holds a tool that loads when opened (the finance calculator):
    // it is counted in the opened figure, not in what interaction loads.
    const heaviest = costs.car.worst.opened.cost;
    expect(heaviest.opened).toBeGreaterThan(heaviest.after);
  });
}
