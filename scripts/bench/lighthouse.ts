/**
 * npm run bench:lighthouse — Lighthouse as a phone (and a desktop) sees the site: Lighthouse 12 in
 * Debian's Chromium headless, mobile form factor with simulated throttling (slow 4G, 4× CPU) and
 * the desktop preset, against the local server with compression (`npm start`), median of 3 runs
 * per page. Prints per page type: performance, accessibility, best practices and SEO scores, LCP,
 * TBT, CLS.
 *
 * Page types: home, the default search landing, a make landing, a make/model landing (the
 * dealer's largest), an in-stock car, a model page (where the site has them), a sold car, a sold
 * car's light page past its listing window, contact, the trade-in valuation, and a car's
 * checkout (reserve or buy online) where the dealer has one. Each page's medians are checked
 * against its goals (scripts/bench/lighthouse-goals.ts); a page that misses one is named at the
 * end, and the benchmark exits 1.
 *
 * Usage: npm run bench:lighthouse [-- --dealer slug ...] [--runs 3] [--form mobile|desktop|both]
 *        [--pages home,contact,location,visit us]
 *        [--stock 5000]   also a dealer with that many generated cars (the search benchmark's
 *                         stock: value-auto-supermarket's settings, or --stock-dealer slug), built
 *                         into .data/bench-stock-{slug}-{N}/ (the real build is left alone)
 * Dealers default to riverbend-toyota and value-auto-supermarket; a dealer is built first if needed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import { isInStock } from '~/catalogue/availability.ts';
import { loadSite } from '~/catalogue/load.server.ts';
import { DATA_DIR } from '~/catalogue/paths.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { modelUrl } from '~/features/content/links.ts';

import { startSite } from '../../tests/support/site.ts';
import { type Form, missedGoals } from './lighthouse-goals.ts';
import { stockTarget, type Target } from './stock-target.ts';

const { values } = parseArgs({
  options: {
    dealer: { type: 'string', multiple: true },
    runs: { type: 'string', default: '3' },
    form: { type: 'string', default: 'both' },
    stock: { type: 'string' },
    'stock-dealer': { type: 'string', default: 'value-auto-supermarket' },
    pages: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs));
const forms = (values.form === 'both' ? ['mobile', 'desktop'] : [values.form]) as Form[];
const slugs = values.dealer?.length
  ? values.dealer
  : ['riverbend-toyota', 'value-auto-supermarket'];

const tsx = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', ...args], {
    stdio: 'inherit',
    env,
  });

/** A dealer's own build (made if missing). */
function realTarget(slug: string): Target {
  if (!existsSync(`dist/${slug}/client/index.html`)) tsx(['scripts/build.ts', '--dealer', slug]);
  return { label: slug, slug, env: { DEALER: slug }, dist: `dist/${slug}`, dataDir: DATA_DIR };
}

/** The result count a built landing states in its description ("Browse 1,234 …"). */
function landingCount(file: string): number {
  const m = /content="Browse ([\d,]+) /.exec(readFileSync(file, 'utf8'));
  return m ? Number(m[1]!.replace(/,/g, '')) : 0;
}

/** The largest landing among the folders under dir that hold landings of their own (make → models). */
function largest(client: string, dir: string, nested: boolean): string | undefined {
  const full = join(client, dir);
  if (!existsSync(full)) return undefined;
  const found = readdirSync(full, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(full, e.name, 'index.html')))
    .filter(
      (e) =>
        !nested ||
        readdirSync(join(full, e.name), { withFileTypes: true }).some((f) => f.isDirectory()),
    )
    .map((e) => ({ path: `${dir}/${e.name}`, n: landingCount(join(full, e.name, 'index.html')) }))
    .sort((a, b) => b.n - a.n);
  return found[0]?.path;
}

/** The page types of a built dealer (`--pages contact,location` for some). */
function pagesOf(t: Target): [string, string][] {
  const client = join(t.dist, 'client');
  const config = loadDealerConfig(t.slug);
  const site = loadSite(config, { dataDir: t.dataDir });
  // A model page where the site has them: the first model on sale whose page was built here.
  const modelPath = config.features.modelPages
    ? site.models
        .filter((m) => m.status !== 'coming_soon')
        .map((m) => modelUrl(config, m))
        .find((path) => path.startsWith('/') && existsSync(join(client, path, 'index.html')))
    : undefined;
  const built = (c: { slug: string }) => existsSync(join(client, 'cars', c.slug, 'index.html'));
  const inStock = site.listed.find((c) => isInStock(c) && c.images.length > 1 && built(c));
  const sold = site.listed.find((c) => !isInStock(c) && built(c));
  // A sold car past its listing window, on its light page.
  const soldLong = site.soldPages.find(built);
  // The dealer's checkout page for a car (reserve or buy online), where it has one.
  const checkout = site.listed
    .flatMap((c) => [`/cars/${c.slug}/checkout`, `/cars/${c.slug}/buy-online`])
    .find((path) => existsSync(join(client, path, 'index.html')));
  const make = largest(client, 'search', true);
  const model = make ? largest(client, make, false) : undefined;
  const pages: [string, string | undefined][] = [
    ['home', '/'],
    ['default landing', '/search/new-used-and-demo-cars'],
    ['make landing', make && `/${make}`],
    ['make/model landing', model && `/${model}`],
    ['in-stock car', inStock && `/cars/${inStock.slug}`],
    ['model page', modelPath],
    ['sold car', sold && `/cars/${sold.slug}`],
    ['long-sold car', soldLong && `/cars/${soldLong.slug}`],
    ['contact', '/contact-us'],
    ['location', site.locations[0] && `/locations/${site.locations[0].slug}`],
    ['visit us', '/pages/visit-us'],
    ['trade-in', '/trade-in'],
    ['checkout', checkout],
  ];
  const only = values.pages?.split(',');
  if (only) return pages.filter((p): p is [string, string] => !!p[1] && only.includes(p[0]));
  for (const [name, path] of pages) if (!path) console.warn(`${t.label}: no ${name} page`);
  return pages.filter((p): p is [string, string] => !!p[1]);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(url: string, port: number, form: Form) {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  const config: Config | undefined = form === 'desktop' ? desktopConfig : undefined;
  const rows: Record<string, number>[] = [];
  for (let i = 0, failed = 0; i < runs; i++) {
    const lhr = (await lighthouse(url, flags, config))!.lhr;
    // A run Lighthouse itself could not record (NO_NAVSTART, NO_FCP: the trace, not the page) is
    // run again, twice at most, rather than counted as a zero; a page that keeps failing fails.
    if (lhr.runtimeError) {
      if (++failed > 2)
        throw new Error(`${url} (${form}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      console.warn(`(${url} ${form}: ${lhr.runtimeError.code}, measured again)`);
      i--;
      continue;
    }
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
  const scores = { perf: m('perf'), a11y: m('a11y'), bp: m('bp'), seo: m('seo'), cls: m('cls') };
  const row = [
    String(scores.perf),
    String(scores.a11y),
    String(scores.bp),
    String(scores.seo),
    `${(m('lcp') / 1000).toFixed(2)} s`,
    `${Math.round(m('tbt'))} ms`,
    scores.cls.toFixed(3),
  ];
  return { row, scores };
}

const targets = slugs.map(realTarget);
if (values.stock) targets.push(stockTarget(values['stock-dealer'], Number(values.stock)));

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const head = ['Dealer', 'Form', 'Page', 'Perf', 'A11y', 'Best pr.', 'SEO', 'LCP', 'TBT', 'CLS'];
console.log(`Lighthouse 12, simulated throttling, median of ${runs} (a Markdown table)\n`);
console.log(`| ${head.join(' | ')} |`);
console.log(`|${head.map((_, i) => (i < 3 ? '---' : '---:')).join('|')}|`);
const missed: string[] = [];
try {
  for (const t of targets) {
    const site = await startSite({ ...t.env });
    try {
      const pages = pagesOf(t);
      for (const form of forms)
        for (const [name, path] of pages) {
          const { row, scores } = await measure(`${site.url}${path}`, chrome.port, form);
          console.log(`| ${[t.label, form, name, ...row].join(' | ')} |`);
          missed.push(
            ...missedGoals(name, form, scores).map((m) => `${t.label} ${form} ${name}: ${m}`),
          );
        }
    } finally {
      site.child.kill();
    }
  }
} finally {
  chrome.kill();
}
if (missed.length) {
  console.log(`\nGoals missed:\n${missed.map((m) => `  ${m}`).join('\n')}`);
  process.exitCode = 1;
} else console.log('\nEvery page meets its goals.');
