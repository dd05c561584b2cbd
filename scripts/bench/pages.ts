/**
 * npm run bench:pages — what a vehicle page costs a phone, measured on the build output (gzip):
 *   - HTML of the page, and the elements of its DOM as loaded (template content excluded);
 *   - JavaScript loaded before any interaction: module scripts, inline scripts, and the islands
 *     that hydrate without the visitor doing anything (client:load, idle, visible, media, only),
 *     each with every file it imports statically;
 *   - JavaScript loaded after interaction: all of the above plus islands that wait for the
 *     visitor (client:interact) and every dynamic import any of it can make.
 *   - fonts + CSS: linked and inline CSS (gzip) and the woff2 files its @font-face rules load.
 * Budgets (issue 6): before ≤ 20 KB, after ≤ 110 KB, HTML ≤ 40 KB; (issue 12) ≤ 600 DOM elements,
 * fonts + CSS ≤ 60 KB.
 * Usage: npm run bench:pages [-- --dealer slug]  (dealers without a build in dist/ are built first)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { init, parse as parseImports } from 'es-module-lexer';
import { parse as parseHtml } from 'node-html-parser';

import { loadSite } from '../../src/catalogue/load.server.ts';
import { listDealerSlugs, loadDealerConfig } from '../../src/config/load.server.ts';
import { isInStock } from '../../src/features/inventory/availability.ts';

const BUDGET = {
  before: 20 * 1024,
  after: 110 * 1024,
  html: 40 * 1024,
  elements: 600,
  styles: 60 * 1024,
};
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
  cache.set(url, entry);
  return entry;
}

/** Every file reachable from the entries: static imports only, or static and dynamic. */
function closure(
  root: string,
  entries: string[],
  withDynamic: boolean,
  cache: Map<string, ReturnType<typeof importsOf>>,
) {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
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
export function measurePage(
  root: string,
  page: string,
  cache = new Map<string, ReturnType<typeof importsOf>>(),
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
  const afterSet = closure(root, [...eager, ...lazy], true, cache);
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

const rows: string[][] = [];
let over = false;
for (const slug of dealers()) {
  const root = join('dist', slug, 'client');
  if (!existsSync(join(root, 'cars')))
    execFileSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts', '--dealer', slug],
      { stdio: 'inherit' },
    );
  const site = loadSite(loadDealerConfig(slug));
  const cars = site.listed.filter((c) => existsSync(join(root, 'cars', c.slug, 'index.html')));
  const inStock = cars.filter((c) => isInStock(c));
  const sold = cars.filter((c) => !isInStock(c));
  const cache = new Map<string, ReturnType<typeof importsOf>>();
  // Every car page is measured; the worst of each figure is what counts against the budget.
  const costs = cars.map((c) => ({
    car: c,
    cost: measurePage(root, join('cars', c.slug, 'index.html'), cache),
  }));
  const worst = (k: 'html' | 'before' | 'after' | 'elements' | 'styles') =>
    costs.reduce((a, b) => (b.cost[k] > a.cost[k] ? b : a));
  const w = {
    html: worst('html'),
    before: worst('before'),
    after: worst('after'),
    elements: worst('elements'),
    styles: worst('styles'),
  };
  over ||=
    w.elements.cost.elements > BUDGET.elements ||
    w.html.cost.html > BUDGET.html ||
    w.before.cost.before > BUDGET.before ||
    w.after.cost.after > BUDGET.after ||
    w.styles.cost.styles > BUDGET.styles;
  rows.push([
    slug,
    String(cars.length),
    `${inStock.length}/${sold.length}`,
    kb(w.html.cost.html),
    String(w.elements.cost.elements),
    kb(w.before.cost.before),
    kb(w.after.cost.after),
    kb(w.styles.cost.styles),
  ]);
  if (process.argv.includes('--files')) {
    console.log(
      `\n${slug} (${w.after.car.slug})\n  before: ${w.before.cost.beforeFiles.join(' ')}\n  after:  ${w.after.cost.afterFiles.join(' ')}`,
    );
  }
}

const head = [
  'Dealer',
  'Car pages',
  'In stock/sold',
  'HTML (max)',
  'DOM elements (max)',
  'JS before interaction (max)',
  'JS after interaction (max)',
  'Fonts + CSS (max)',
];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) =>
  r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
console.log(
  `\nVehicle pages, gzip (budgets: HTML ${kb(BUDGET.html)}, DOM ${BUDGET.elements} elements, JS before ${kb(BUDGET.before)}, JS after ${kb(BUDGET.after)}, fonts + CSS ${kb(BUDGET.styles)})\n`,
);
console.log(line(head));
for (const r of rows) console.log(line(r));
console.log(
  over ? '\nOver budget on at least one page (see above).' : '\nAll car pages within budget.',
);
