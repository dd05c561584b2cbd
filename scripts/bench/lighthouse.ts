/**
 * npm run bench:lighthouse — Lighthouse as a phone sees the site: mobile form factor with
 * simulated throttling (Lighthouse's default: slow 4G, 4× CPU slowdown), Debian's Chromium headless,
 * against the local server with compression (`npm start`), median of 3 runs per page.
 * Prints per page type: performance, accessibility, best practices and SEO scores, LCP, TBT, CLS.
 * Goals (issue 12): home and car page performance ≥ 95, the other three 100, CLS < 0.05; the
 * search landing is measured for reference (issue 13 owns its goal).
 * Usage: npm run bench:lighthouse [-- --dealer slug] [-- --runs 3]  (builds the dealer if needed)
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { loadSite } from '../../src/catalogue/load.server.ts';
import { loadDealerConfig } from '../../src/config/load.server.ts';
import { isInStock } from '../../src/features/inventory/availability.ts';
import { startSite } from '../../tests/support/site.ts';

const { values } = parseArgs({
  options: {
    dealer: { type: 'string', default: 'riverbend-toyota' },
    runs: { type: 'string', default: '3' },
  },
});
const slug = values.dealer;
const runs = Math.max(1, Number(values.runs));
const config = loadDealerConfig(slug);
if (!existsSync(`dist/${slug}/client/index.html`))
  execFileSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts', '--dealer', slug],
    {
      stdio: 'inherit',
    },
  );
const car = loadSite(config).listed.find((c) => isInStock(c) && c.images.length > 1)!;
const pages = [
  ['home', '/'],
  ['car page', `/cars/${car.slug}`],
  ['search landing', '/search/new-used-and-demo-cars'],
] as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const site = await startSite({ DEALER: slug });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  console.log(`Lighthouse mobile (simulated throttling), ${slug}, median of ${runs}\n`);
  console.log(
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS']
      .map((h) => h.padEnd(15))
      .join(''),
  );
  for (const [name, path] of pages) {
    const rows: Record<string, number>[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${site.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result!.lhr;
      rows.push({
        perf: Math.round((lhr.categories.performance!.score ?? 0) * 100),
        a11y: Math.round((lhr.categories.accessibility!.score ?? 0) * 100),
        bp: Math.round((lhr.categories['best-practices']!.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo!.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']!.numericValue ?? 0,
        tbt: lhr.audits['total-blocking-time']!.numericValue ?? 0,
        cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? 0,
      });
    }
    const m = (k: string) => median(rows.map((r) => r[k]!));
    console.log(
      [
        name,
        String(m('perf')),
        String(m('a11y')),
        String(m('bp')),
        String(m('seo')),
        `${(m('lcp') / 1000).toFixed(2)} s`,
        `${Math.round(m('tbt'))} ms`,
        m('cls').toFixed(3),
      ]
        .map((c) => c.padEnd(15))
        .join(''),
    );
  }
} finally {
  await chrome.kill();
  site.child.kill();
}
