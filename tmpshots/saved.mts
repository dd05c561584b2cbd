import { chromium } from '@playwright/test';
import { loadSite } from '../src/catalogue/load.server.ts';
import { loadDealerConfig } from '../src/config/load.server.ts';
const config = loadDealerConfig('value-auto-supermarket');
const cars = loadSite(config).listed.filter((c) => c.status === 'in_stock').slice(0, 3);
const fav = cars.map((c) => ({ id: c.id, name: c.name, slug: c.slug, make: c.make, model: c.model, primary_image_url: c.primary_image_url ?? null }));
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const w of [390, 1366]) {
  const p = await b.newPage({ viewport: { width: w, height: 900 } });
  await p.goto('http://127.0.0.1:4404/');
  await p.evaluate((f) => { localStorage.setItem('favourites', JSON.stringify(f)); localStorage.setItem('compare', JSON.stringify(f)); }, fav);
  for (const path of ['/mybigboxcars', '/compare']) {
    await p.goto('http://127.0.0.1:4404' + path);
    await p.waitForTimeout(1500);
    await p.screenshot({ path: `/tmp/${path.slice(1)}-${w}.png`, fullPage: true });
  }
}
await b.close();
