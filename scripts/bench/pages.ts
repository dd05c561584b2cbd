/**
 * npm run bench:pages — what a vehicle page costs a phone, measured on the build output (gzip):
 *   - HTML of the page, and the elements of its DOM as loaded (template content excluded);
 *   - JavaScript loaded before any interaction: module scripts, inline scripts, and the islands
 *     that hydrate without the visitor doing anything (client:load, idle, visible, media, only),
 *     each with every file it imports statically;
 *   - JavaScript loaded after interaction: all of the above plus islands that wait for the
 *     visitor (client:interact, client:use) and every dynamic import any of it can make (a Web
 *     Worker's script counted like one; the search client of the other provider left out).
 *   - fonts + CSS: linked and inline CSS (gzip) and the woff2 files its @font-face rules load.
 * Budgets (issue 6): before ≤ 20 KB, after ≤ 110 KB (112 KB since issue 14), HTML ≤ 40 KB; (issue 12) ≤ 600 DOM elements,
 * fonts + CSS ≤ 60 KB.
 * (issue 14) location pages, contact and visit-us: before ≤ 85 KB (the map and nearest islands
 * hydrate when scrolled to: React and the islands), after ≤ 160 KB (Leaflet, loaded by the map island).
 * Usage: npm run bench:pages [-- --dealer slug]  (dealers without a build in dist/ are built first)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { init, parse as parseImports } from 'es-module-lexer';
import { parse as parseHtml } from 'node-html-parser';

import { isInStock } from '~/catalogue/availability.ts';
import { loadSite } from '~/catalogue/load.server.ts';
import { listDealerSlugs, loadDealerConfig } from '~/config/load.server.ts';

import { type Budget, CAR_BUDGET, LOCATION_BUDGET, SEARCH_BUDGET } from './page-budgets.ts';

const EAGER = new Set(['load', 'idle', 'visible', 'media', 'only']);

await init;
const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Static and dynamic imports of one built file (relative specifiers resolved against it). */
function importsOf(
  root: string,
  url: string,
  cache: Map<string, { code: string; static: string[]; dynamic: string[] }>,
) {
  const hit = cache.get(url);
  if (hit) return hit;
  const code = readFileSync(join(root, url), 'utf8');
  const [imports] = parseImports(code);
  const entry = { code, static: [] as string[], dynamic: [] as string[] };
  for (const i of imports) {
    if (!i.n || i.d === -2) continue;
    const target = new URL(i.n, `http://x${url}`).pathname;
    (i.d === -1 ? entry.static : entry.dynamic).push(target);
  }
  // A Web Worker's script is loaded on demand like a dynamic import.
  for (const m of code.matchAll(/new Worker\(new URL\(["'`]([^"'`]+)["'`]/g))
    entry.dynamic.push(new URL(m[1]!, `http://x${url}`).pathname);
  cache.set(url, entry);
  return entry;
}

/** Every file reachable from the entries: static imports only, or static and dynamic. */
function closure(
  root: string,
  entries: string[],
  withDynamic: boolean,
  cache: Map<string, ReturnType<typeof importsOf>>,
  unused?: RegExp,
) {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url) || unused?.test(url)) continue;
    seen.add(url);
    const e = importsOf(root, url, cache);
    queue.push(...e.static, ...(withDynamic ? e.dynamic : []));
  }
  return seen;
}

export interface PageCost {
  html: number;
  /** Elements in the page's DOM as loaded (a `<template>`'s content is not in it). */
  elements: number;
  before: number;
  after: number;
  beforeFiles: string[];
  afterFiles: string[];
  /** CSS (linked and inline, gzip) plus the font files its @font-face rules load (woff2, as served). */
  styles: number;
}

/** Measures one built page (path relative to the dealer's client/ directory). */
function measurePage(
  root: string,
  page: string,
  cache: Map<string, ReturnType<typeof importsOf>>,
  /** Chunks this site never loads (the other search provider's client). */
  unused?: RegExp,
): PageCost {
  const html = readFileSync(join(root, page), 'utf8');
  const doc = parseHtml(html);
  const eager: string[] = [];
  const lazy: string[] = [];
  let inline = 0;
  for (const s of doc.querySelectorAll('script')) {
    const type = s.getAttribute('type');
    if (type && type !== 'module' && type !== 'text/javascript') continue; // JSON-LD and data
    const src = s.getAttribute('src');
    if (src) eager.push(src);
    else {
      inline += gz(s.text);
      if (type === 'module')
        for (const i of parseImports(s.text)[0])
          if (i.n && i.d === -1) eager.push(new URL(i.n, 'http://x/').pathname);
    }
  }
  for (const island of doc.querySelectorAll('astro-island')) {
    const urls = [island.getAttribute('component-url'), island.getAttribute('renderer-url')].filter(
      (u): u is string => !!u,
    );
    (EAGER.has(island.getAttribute('client') ?? '') ? eager : lazy).push(...urls);
  }
  const size = (files: Set<string>) =>
    [...files].reduce((n, f) => n + gz(importsOf(root, f, cache).code), 0);
  const beforeSet = closure(root, eager, false, cache);
  const afterSet = closure(root, [...eager, ...lazy], true, cache, unused);
  const inTemplate = (el: ReturnType<typeof doc.querySelectorAll>[number]) => {
    for (let p = el.parentNode; p; p = p.parentNode) if (p.rawTagName === 'template') return true;
    return false;
  };
  let styles = doc.querySelectorAll('style').reduce((n, el) => n + gz(el.text), 0);
  const fonts = new Set<string>();
  for (const link of doc.querySelectorAll('link[rel=stylesheet]')) {
    const css = readFileSync(join(root, link.getAttribute('href')!), 'utf8');
    styles += gz(css);
    for (const m of css.matchAll(/url\(["']?(\/_astro\/[^"')]+\.woff2)/g)) fonts.add(m[1]!);
  }
  for (const f of fonts) styles += statSync(join(root, f)).size;
  return {
    html: gz(html),
    styles,
    elements: doc.querySelectorAll('*').filter((el) => !inTemplate(el)).length,
    before: inline + size(beforeSet),
    after: inline + size(afterSet),
    beforeFiles: [...beforeSet].sort(),
    afterFiles: [...afterSet].sort(),
  };
}

function dealers(): string[] {
  const i = process.argv.indexOf('--dealer');
  if (i > 0 && process.argv[i + 1]) return [process.argv[i + 1]!];
  return listDealerSlugs();
}

/** Every index.html under a folder of the build, as paths relative to the client folder. */
function pagesUnder(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const e of readdirSync(join(root, rel), { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(rel, e.name));
      else if (e.name === 'index.html') out.push(join(rel, e.name));
    }
  };
  if (existsSync(join(root, dir))) walk(dir);
  return out;
}

type Figure = keyof Budget;
const FIGURES: Figure[] = ['html', 'elements', 'before', 'after', 'styles'];

/** The worst page of each figure over a set of pages, and whether any is over its budget. */
function worstOf(
  root: string,
  pages: string[],
  budget: Budget,
  cache: Map<string, ReturnType<typeof importsOf>>,
  unused: RegExp,
) {
  const costs = pages.map((page) => ({ page, cost: measurePage(root, page, cache, unused) }));
  const worst = Object.fromEntries(
    FIGURES.map((k) => [k, costs.reduce((a, b) => (b.cost[k] > a.cost[k] ? b : a))]),
  ) as Record<Figure, (typeof costs)[number]>;
  return { worst, over: FIGURES.some((k) => worst[k].cost[k] > budget[k]) };
}

const figures = (w: ReturnType<typeof worstOf>['worst']) => [
  kb(w.html.cost.html),
  String(w.elements.cost.elements),
  kb(w.before.cost.before),
  kb(w.after.cost.after),
  kb(w.styles.cost.styles),
];

const carRows: string[][] = [];
const searchRows: string[][] = [];
const locationRows: string[][] = [];
let over = false;
for (const slug of dealers()) {
  const root = join('dist', slug, 'client');
  if (!existsSync(join(root, 'cars')))
    execFileSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts', '--dealer', slug],
      { stdio: 'inherit' },
    );
  const config = loadDealerConfig(slug);
  const site = loadSite(config);
  // An embedded site never loads the Typesense client, nor a Typesense site the search worker.
  const unused = config.search.provider === 'typesense' ? /search\.worker/ : /typesense-client/;
  const cars = site.listed.filter((c) => existsSync(join(root, 'cars', c.slug, 'index.html')));
  const inStock = cars.filter((c) => isInStock(c));
  const cache = new Map<string, ReturnType<typeof importsOf>>();
  // Every page is measured; the worst of each figure is what counts against the budget.
  const car = worstOf(
    root,
    cars.map((c) => join('cars', c.slug, 'index.html')),
    CAR_BUDGET,
    cache,
    unused,
  );
  const landings = pagesUnder(root, 'search');
  const search = worstOf(root, landings, SEARCH_BUDGET, cache, unused);
  const locationPages = [
    ...pagesUnder(root, 'locations'),
    ...['contact', 'contact-us', join('pages', 'visit-us')].map((p) => join(p, 'index.html')),
  ].filter((p) => existsSync(join(root, p)));
  const locations = worstOf(root, locationPages, LOCATION_BUDGET, cache, unused);
  locationRows.push([slug, String(locationPages.length), ...figures(locations.worst)]);
  over ||= car.over || search.over || locations.over;
  carRows.push([
    slug,
    String(cars.length),
    `${inStock.length}/${cars.length - inStock.length}`,
    ...figures(car.worst),
  ]);
  searchRows.push([slug, String(landings.length), ...figures(search.worst)]);
  if (process.argv.includes('--files')) {
    for (const [kind, w] of [
      ['car', car.worst],
      ['search', search.worst],
      ['location', locations.worst],
    ] as const)
      console.log(
        `\n${slug} ${kind} (${w.after.page})\n  before: ${w.before.cost.beforeFiles.join(' ')}\n  after:  ${w.after.cost.afterFiles.join(' ')}`,
      );
  }
}

const COLUMNS = [
  'HTML (max)',
  'DOM elements (max)',
  'JS before interaction (max)',
  'JS after interaction (max)',
  'Fonts + CSS (max)',
];
function table(title: string, budget: Budget, head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(
    `\n${title}, gzip (budgets: HTML ${kb(budget.html)}, DOM ${budget.elements} elements, JS before ${kb(budget.before)}, JS after ${kb(budget.after)}, fonts + CSS ${kb(budget.styles)})\n`,
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
console.log(
  over ? '\nOver budget on at least one page (see above).' : '\nAll pages within budget.',
);
if (over) process.exitCode = 1;
