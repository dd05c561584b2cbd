/**
 * bench:search's run in Chromium: a copy of a dealer's built site, with its index and words
 * swapped for the generated stock's, served as files. It reports the main thread while the search
 * page hydrates, loads the index and answers a first search, the JavaScript the page loads before
 * the visitor touches it, and the phrase reader's timing (search-reader.ts).
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { timeReader } from './search-reader.ts';

export interface BrowserFigures {
  /** The longest main-thread task, ms (Chromium reports tasks over 50 ms). */
  longest: number;
  blocking: number;
  tasks: number;
  beforeTouch: { files: string[]; gzip: number };
  lexiconMs: number;
  /** Each phrase's reading time at 4x CPU slowdown, ms. */
  readTimes: number[];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/**
 * The built client at `client` with the given index and words, in Chromium; a string saying why
 * not when there is no Chromium.
 */
export async function browserFigures(
  client: string,
  /** The index's cars, as the result count shows them once it has loaded. */
  cars: number,
  index: string,
  vocabulary: string,
  readerFile: string,
): Promise<BrowserFigures | string> {
  const { chromium } = await import('@playwright/test');
  const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) return `skipped: no Chromium at ${chromiumPath}`;
  const root = mkdtempSync(join(tmpdir(), 'bench-site-'));
  cpSync(client, root, { recursive: true });
  writeFileSync(join(root, 'search-index.json'), index);
  writeFileSync(join(root, 'search-ask.json'), vocabulary);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    let file = join(root, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file)) return void res.writeHead(404).end();
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.end(readFileSync(file));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      (window as unknown as { __tasks: number[] }).__tasks = [];
      new PerformanceObserver((list) =>
        list
          .getEntries()
          .forEach((e) => (window as unknown as { __tasks: number[] }).__tasks.push(e.duration)),
      ).observe({ type: 'longtask', buffered: true });
    });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/search/used-cars`, {
      waitUntil: 'networkidle',
    });
    // What the page loaded before the visitor touched it.
    const beforeTouch = [...new Set(scripts)];
    // The island loads when the visitor turns to it (client:interact) and searches only when asked
    // something the build did not answer: focus the search box, then sort by year (every car
    // still counts), which loads the index in the worker and answers from it.
    await page.getByLabel('Search stock').focus();
    await page.waitForSelector('astro-island[component-url*="SearchApp"]:not([ssr])');
    await page.getByLabel('Sort by').selectOption({ label: 'Year (newest first)' });
    await page.waitForFunction(
      (want) => document.querySelector('.result-count')?.textContent?.startsWith(want),
      cars.toLocaleString('en-AU'),
      { timeout: 30_000 },
    );
    const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks);
    const reading = await timeReader(page, readerFile);
    return {
      longest: Math.max(0, ...tasks),
      blocking: tasks.reduce((sum, t) => sum + Math.max(0, t - 50), 0),
      tasks: tasks.length,
      beforeTouch: {
        files: beforeTouch,
        gzip: beforeTouch.reduce(
          (sum, f) => sum + gzipSync(readFileSync(join(root, f)), { level: 9 }).length,
          0,
        ),
      },
      lexiconMs: reading.lexiconMs,
      readTimes: reading.times,
    };
  } finally {
    await browser.close();
    server.close();
  }
}
