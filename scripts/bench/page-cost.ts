/**
 * What a built page costs a phone (gzip), measured on the build output: shared by
 * `npm run bench:pages` (which prints it) and the budget test of `npm test`
 * (tests/e2e/budgets.spec.ts: sizes and element counts are deterministic, so a regression fails CI).
 *   - HTML of the page, and the elements of its DOM as loaded (template content excluded);
 *   - JavaScript loaded before any interaction: module scripts, inline scripts, and the islands
 *     that hydrate without the visitor doing anything (client:load, idle, visible, media, only),
 *     each with every file it imports statically;
 *   - JavaScript loaded after interaction: all of the above plus islands that wait for the
 *     visitor (client:interact, client:use) and every dynamic import any of it can make (a Web
 *     Worker's script counted like one; the search client of the other provider left out);
 *   - JavaScript once a tool is opened: the above plus one island that loads only when the visitor
 *     opens the dialog or disclosure holding it (`client:interact={{ on: 'open' }}`: the pre-approval popup, the
 *     car page's calculator), the largest such tool;
 *   - fonts + CSS: linked and inline CSS (gzip) and the woff2 files its @font-face rules load.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parse as parseImports } from 'es-module-lexer';
import { parse as parseHtml } from 'node-html-parser';

import { isInStock } from '~/catalogue/availability.ts';
import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';

import { type BuiltFiles, builtFiles, gz } from './built-files.ts';
import { type Budget, CAR_BUDGET, LOCATION_BUDGET, SEARCH_BUDGET } from './page-budgets.ts';

const EAGER = new Set(['load', 'idle', 'visible', 'media', 'only']);
/** An island that loads when the visitor opens the dialog or disclosure holding it (client:interact on 'open'). */
const opensWith = (opts: string | undefined) => /"on":"open"/.test(opts ?? '');

export interface PageCost {
  html: number;
  /** Elements in the page's DOM as loaded (a `<template>`'s content is not in it). */
  elements: number;
  before: number;
  after: number;
  /** After interaction, plus the largest tool the visitor may open (= after when there is none). */
  opened: number;
  beforeFiles: string[];
  afterFiles: string[];
  /** CSS (linked and inline, gzip) plus the font files its @font-face rules load (woff2, as served). */
  styles: number;
}

/** Measures one built page (path relative to the dealer's client/ directory). */
function measurePage(root: string, page: string, files: BuiltFiles, unused?: RegExp): PageCost {
  const html = readFileSync(join(root, page), 'utf8');
  const doc = parseHtml(html);
  const eager: string[] = [];
  const lazy: string[] = [];
  const tools: string[][] = [];
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
    const client = island.getAttribute('client') ?? '';
    if (EAGER.has(client)) eager.push(...urls);
    else if (opensWith(island.getAttribute('opts'))) tools.push(urls);
    else lazy.push(...urls);
  }
  const size = (set: Set<string>) => [...set].reduce((n, f) => n + files.scriptGzip(f), 0);
  const beforeSet = files.closure(eager, false);
  const afterSet = files.closure([...eager, ...lazy], true, unused);
  const after = inline + size(afterSet);
  const opened = Math.max(
    after,
    ...tools.map((t) => inline + size(files.closure([...eager, ...lazy, ...t], true, unused))),
  );
  const inTemplate = (el: ReturnType<typeof doc.querySelectorAll>[number]) => {
    for (let p = el.parentNode; p; p = p.parentNode) if (p.rawTagName === 'template') return true;
    return false;
  };
  let styles = doc.querySelectorAll('style').reduce((n, el) => n + gz(el.text), 0);
  const fonts = new Set<string>();
  for (const link of doc.querySelectorAll('link[rel=stylesheet]')) {
    const { gzip, fonts: loads } = files.sheet(link.getAttribute('href')!);
    styles += gzip;
    for (const f of loads) fonts.add(f);
  }
  for (const f of fonts) styles += files.fontSize(f);
  return {
    html: gz(html),
    styles,
    elements: doc.querySelectorAll('*').filter((el) => !inTemplate(el)).length,
    before: inline + size(beforeSet),
    after,
    opened,
    beforeFiles: [...beforeSet].sort(),
    afterFiles: [...afterSet].sort(),
  };
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

export type Figure = keyof Budget;
export const FIGURES: Figure[] = ['html', 'elements', 'before', 'after', 'opened', 'styles'];

export interface Worst {
  /** For each figure, the page that costs most and what it costs. */
  worst: Record<Figure, { page: string; cost: PageCost }>;
  /** Figures over the budget, as "figure: value > budget on page". */
  over: string[];
  pages: number;
}

/** The worst page of each figure over a set of pages, and what is over its budget. */
function worstOf(
  root: string,
  pages: string[],
  budget: Budget,
  files: BuiltFiles,
  unused: RegExp,
): Worst {
  const costs = pages.map((page) => ({ page, cost: measurePage(root, page, files, unused) }));
  const worst = Object.fromEntries(
    FIGURES.map((k) => [k, costs.reduce((a, b) => (b.cost[k] > a.cost[k] ? b : a))]),
  ) as Worst['worst'];
  const over = FIGURES.filter((k) => worst[k].cost[k] > budget[k]).map(
    (k) => `${k}: ${worst[k].cost[k]} > ${budget[k]} on ${worst[k].page}`,
  );
  return { worst, over, pages: pages.length };
}

export interface DealerCosts {
  slug: string;
  car: Worst;
  inStock: number;
  sold: number;
  search: Worst;
  locations: Worst;
}

/** Vehicle pages, search landings and location pages of a dealer's build in dist/<slug>/. */
export function dealerCosts(slug: string): DealerCosts {
  const root = join('dist', slug, 'client');
  const config = loadDealerConfig(slug);
  const site = loadSite(config);
  // An embedded site never loads the Typesense client, nor a Typesense site the search worker.
  const unused = config.search.provider === 'typesense' ? /search\.worker/ : /typesense\.client/;
  const cars = site.listed.filter((c) => existsSync(join(root, 'cars', c.slug, 'index.html')));
  const inStock = cars.filter((c) => isInStock(c)).length;
  const files = builtFiles(root);
  // Every page is measured; the worst of each figure is what counts against the budget.
  const car = worstOf(
    root,
    cars.map((c) => join('cars', c.slug, 'index.html')),
    CAR_BUDGET,
    files,
    unused,
  );
  const search = worstOf(root, pagesUnder(root, 'search'), SEARCH_BUDGET, files, unused);
  const locationPages = [
    ...pagesUnder(root, 'locations'),
    ...['contact', 'contact-us', join('pages', 'visit-us')].map((p) => join(p, 'index.html')),
  ].filter((p) => existsSync(join(root, p)));
  const locations = worstOf(root, locationPages, LOCATION_BUDGET, files, unused);
  return { slug, car, inStock, sold: cars.length - inStock, search, locations };
}
