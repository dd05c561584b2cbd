/**
 * npm run bench:pages — what the vehicle pages, search landings and location pages of every
 * dealer cost a phone, gzip (scripts/bench/page-cost.ts says what each figure counts), against
 * their budgets (scripts/bench/page-budgets.ts); exits 1 when one is over. The same budgets run in
 * `npm test` (tests/e2e/budgets.spec.ts).
 * Usage: npm run bench:pages [-- --dealer slug] [-- --files]  (dealers without a build in dist/ are built first)
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { listDealerSlugs } from '~/config/load.server.ts';

import { type Budget, CAR_BUDGET, LOCATION_BUDGET, SEARCH_BUDGET } from './page-budgets.ts';
import { dealerCosts, type Worst } from './page-cost.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function dealers(): string[] {
  const i = process.argv.indexOf('--dealer');
  if (i > 0 && process.argv[i + 1]) return [process.argv[i + 1]!];
  return listDealerSlugs();
}

const figures = (w: Worst['worst']) => [
  kb(w.html.cost.html),
  String(w.elements.cost.elements),
  kb(w.before.cost.before),
  kb(w.after.cost.after),
  kb(w.opened.cost.opened),
  kb(w.styles.cost.styles),
];

const carRows: string[][] = [];
const searchRows: string[][] = [];
const locationRows: string[][] = [];
const over: string[] = [];
for (const slug of dealers()) {
  if (!existsSync(join('dist', slug, 'client', 'cars')))
    execFileSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts', '--dealer', slug],
      { stdio: 'inherit' },
    );
  const d = dealerCosts(slug);
  for (const [kind, w] of [
    ['car', d.car],
    ['search', d.search],
    ['location', d.locations],
  ] as const) {
    over.push(...w.over.map((o) => `${slug} ${kind} ${o}`));
    if (process.argv.includes('--files'))
      console.log(
        `\n${slug} ${kind} (${w.worst.after.page})\n  before: ${w.worst.before.cost.beforeFiles.join(' ')}\n  after:  ${w.worst.after.cost.afterFiles.join(' ')}`,
      );
  }
  carRows.push([slug, String(d.car.pages), `${d.inStock}/${d.sold}`, ...figures(d.car.worst)]);
  searchRows.push([slug, String(d.search.pages), ...figures(d.search.worst)]);
  locationRows.push([slug, String(d.locations.pages), ...figures(d.locations.worst)]);
}

const COLUMNS = [
  'HTML (max)',
  'DOM elements (max)',
  'JS before interaction (max)',
  'JS after interaction (max)',
  'JS with a tool open (max)',
  'Fonts + CSS (max)',
];
function table(title: string, budget: Budget, head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(
    `\n${title}, gzip (budgets: HTML ${kb(budget.html)}, DOM ${budget.elements} elements, JS before ${kb(budget.before)}, JS after ${kb(budget.after)}, JS with a tool open ${kb(budget.opened)}, fonts + CSS ${kb(budget.styles)})\n`,
  );
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}
table('Vehicle pages', CAR_BUDGET, ['Dealer', 'Car pages', 'In stock/sold', ...COLUMNS], carRows);
table('Search landings', SEARCH_BUDGET, ['Dealer', 'Landings', ...COLUMNS], searchRows);
table(
  'Location pages, contact and visit-us',
  LOCATION_BUDGET,
  ['Dealer', 'Pages', ...COLUMNS],
  locationRows,
);
if (over.length) {
  console.log(`\nOver budget:\n${over.map((o) => `  ${o}`).join('\n')}`);
  process.exitCode = 1;
} else console.log('\nAll pages within budget.');
