/**
 * npm run shots -- <site URL> <path> [<path> …]   (e.g. http://localhost:4321 / /finance)
 * Screenshots of pages as a buyer sees them, in the system Chromium at 390 px (phone: the page
 * cut into screens) and 1366 px (desktop: the whole page), after scrolling through once so lazy
 * photos and islands have loaded. Map tiles are answered with a blank tile (no internet here).
 * The files go to .data/shots/ (SHOTS_DIR moves them), one line each printed.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { chromium } from '@playwright/test';

import { blankTile } from '../tests/support/tile.ts';

const [base, ...paths] = process.argv.slice(2).filter((a) => a !== '--');
if (!base || !paths.length) {
  console.error('Usage: npm run shots -- <site URL> <path> [<path> …]');
  process.exit(2);
}
const out = process.env.SHOTS_DIR || join('.data', 'shots');
mkdirSync(out, { recursive: true });
const PHONE_SCREEN = 844;
const tile = blankTile();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const width of [390, 1366]) {
  const page = await browser.newPage({
    viewport: { width, height: width < 500 ? PHONE_SCREEN : 900 },
  });
  await page.route('https://*.tile.openstreetmap.org/**', (r) =>
    r.fulfill({ body: tile, contentType: 'image/png' }),
  );
  await page.route('https://tile.openstreetmap.org/**', (r) =>
    r.fulfill({ body: tile, contentType: 'image/png' }),
  );
  page.on('console', (m) => {
    if (m.type() === 'error') console.log(`console error on ${page.url()}: ${m.text()}`);
  });
  for (const path of paths) {
    await page.goto(new URL(path, base).href);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 120));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(800);
    const name = join(out, `${path.replace(/\W+/g, '_') || 'home'}-${width}`);
    if (width > 500) {
      await page.screenshot({ path: `${name}.png`, fullPage: true });
      console.log(`${name}.png`);
      continue;
    }
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0, i = 0; y < height; y += PHONE_SCREEN, i++) {
      const file = `${name}-${i}.png`;
      await page.screenshot({
        path: file,
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(PHONE_SCREEN, height - y) },
      });
      console.log(file);
    }
  }
  await page.close();
}
await browser.close();
