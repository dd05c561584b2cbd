import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { bodyTypes, type CarType } from '~/catalogue/car.schema.ts';
import { loadSite } from '~/catalogue/load.server.ts';
import { listDealerSlugs, loadDealerConfig } from '~/config/load.server.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { expect, test } from '../support/test.ts';

/**
 * No raw code anywhere a buyer reads. Every built page of every sample dealer
 * (its text, dialogs kept in templates included; scripts, styles and attributes left out) is
 * searched for the feed's codes: camel-cased body types ('peopleMover') and status or type codes
 * with an underscore ('in_stock'), and a make doubled before its model ('Mazda Mazda3').
 */
const camel = bodyTypes.filter((b) => /[a-z][A-Z]/.test(b));
const codes = new RegExp(`\\b(${[...camel, 'in_stock', 'coming_soon', 'car_type'].join('|')})\\b`);
/** A make doubled before a model named after it ('Mazda Mazda3'). */
const doubled = /\b([A-Z][A-Za-z]+) \1(?=\d)/;

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name.startsWith('_') ? [] : pages(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** What a visitor can read on a page: its text, without markup, scripts or styles. */
const readable = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');

for (const slug of listDealerSlugs())
  test(`${slug}: no page shows a raw code or a doubled make`, () => {
    const dir = `dist/${slug}/client`;
    const found: string[] = [];
    const all = pages(dir);
    expect(all.length, 'the built pages').toBeGreaterThan(50);
    for (const file of all) {
      const text = readable(readFileSync(file, 'utf8'));
      const hit = text.match(codes) ?? text.match(doubled);
      if (hit) found.push(`${relative(dir, file)}: ${hit[0]}`);
    }
    expect(found.slice(0, 20), `${found.length} pages`).toEqual([]);
  });

for (const slug of listDealerSlugs()) {
  const config = loadDealerConfig(slug);
  if (config.finance.lender) continue;
  test(`${slug}: no page promises an instant pre-approval the dealer does not offer`, () => {
    const dir = `dist/${slug}/client`;
    const found = pages(dir).filter((file) =>
      /instant (finance )?pre-approval|soft check/i.test(readable(readFileSync(file, 'utf8'))),
    );
    expect(found.map((f) => relative(dir, f))).toEqual([]);
  });
}

test("service and warranty pages give the service department's phone", () => {
  const config = loadDealerConfig('riverbend-toyota');
  const service = config.contact.phones.service!;
  expect(service).not.toBe(config.phone);
  for (const page of ['service', 'warranty']) {
    const text = readable(readFileSync(`dist/riverbend-toyota/client/${page}/index.html`, 'utf8'));
    expect(text, page).toContain(service);
  }
});

for (const slug of listDealerSlugs()) {
  const config = loadDealerConfig(slug);
  if (loadSite(config).listed.some((c) => c.car_type === 'new')) continue;
  test(`${slug}: sells no new cars, so no page offers anything on new vehicles`, () => {
    const dir = `dist/${slug}/client`;
    const found = pages(dir).filter((file) =>
      /on new vehicles/i.test(readable(readFileSync(file, 'utf8'))),
    );
    expect(found.map((f) => relative(dir, f))).toEqual([]);
  });
}

test("a caravan yard's pages speak of caravans, not cars", () => {
  const dir = 'dist/outback-caravans/client';
  const found = pages(dir).filter((file) =>
    /\b(Car Summary|Protect Your Car|Book a Test Drive|Vehicle price|Reserve Car Now)\b/.test(
      readable(readFileSync(file, 'utf8')),
    ),
  );
  expect(found.map((f) => relative(dir, f))).toEqual([]);
});

test("a caravan yard's service, warranty and about pages say caravan where others say car", () => {
  const main = (page: string) => {
    const html = readFileSync(`dist/outback-caravans/client/${page}/index.html`, 'utf8');
    return readable(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '');
  };
  const pagesWithStockWords = ['service', 'genuine-service', 'warranty', 'about-us', 'buying'];
  for (const page of pagesWithStockWords) {
    expect(main(page), page).not.toMatch(/\bcars?\b/i);
    expect(main(page), page).toMatch(/\bcaravans?\b/);
  }
  expect(main('buying')).toContain('Book a viewing at a time that suits you.');
  // Its service booking asks for a van's work (its annual service), and no odometer.
  expect(main('genuine-service')).toContain('Annual service');
  expect(main('genuine-service')).not.toMatch(/Odometer|Logbook service/);
  // The same files read 'car' on a car dealer's site.
  const toyota = readable(readFileSync('dist/riverbend-toyota/client/service/index.html', 'utf8'));
  expect(toyota).toContain('looks after every car we sell');
});

/**
 * A dealer whose noun is not 'Car' (the caravan yard) reads its own noun in the menu, the
 * footer, the cards' buttons and the home page: no 'New Vehicles', 'Explore Vehicle' or
 * 'Sell your car' anywhere a buyer reads.
 */
for (const slug of listDealerSlugs()) {
  const config = loadDealerConfig(slug);
  if (config.inventory.noun.singular === 'Car') continue;
  test(`${slug}: menus, buttons and titles say ${config.inventory.noun.plural}, not cars or vehicles`, () => {
    const dir = `dist/${slug}/client`;
    const { plural, singular } = config.inventory.noun;
    const home = readable(readFileSync(join(dir, 'index.html'), 'utf8'));
    expect(home).toContain(`Pre-owned ${plural}`);
    expect(home).toContain(`Explore ${singular}`);
    const own = config.tradeIn.noun.singular;
    expect(home).toContain(`Sell My ${own.replace(/^./, (c) => c.toUpperCase())}`);
    const carWords =
      /\b(New|Used|Demo|Pre-owned|Pre-Owned) Vehicles\b|Explore Vehicle\b|Sell (My|your) [Cc]ar\b/;
    const found: string[] = [];
    for (const file of pages(dir)) {
      const hit = readable(readFileSync(file, 'utf8')).match(carWords);
      if (hit) found.push(`${relative(dir, file)}: ${hit[0]}`);
    }
    expect(found.slice(0, 20), `${found.length} pages`).toEqual([]);
  });
}

/**
 * A dealer whose noun is not 'Car' searches at addresses in its noun (`/search/used-caravans`):
 * no built page links a type search at a car address, and spec Screens' addresses answer 301 to its
 * own, keeping the query.
 */
for (const slug of listDealerSlugs()) {
  const config = loadDealerConfig(slug);
  if (config.inventory.noun.plural === 'Cars') continue;
  const noun = config.inventory.noun.plural.toLowerCase();
  test(`${slug}: search addresses say ${noun}, and spec Screens' car addresses 301 to them`, async ({
    request,
  }) => {
    const dir = `dist/${slug}/client`;
    const carAddress = /href="\/search\/(?:new-used-and-demo|used|demo|new|new-and-demo)-cars\b/;
    const found: string[] = [];
    for (const file of pages(dir)) {
      const hit = readFileSync(file, 'utf8').match(carAddress);
      if (hit) found.push(`${relative(dir, file)}: ${hit[0]}`);
    }
    expect(found.slice(0, 20), `${found.length} pages`).toEqual([]);
    const home = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(home).toContain(`href="/search/new-used-and-demo-${noun}"`);

    const base = `http://127.0.0.1:${dealerPorts[slug]}`;
    const stems: [string, CarType[]][] = [
      ['new-used-and-demo', []],
      ['used', ['used']],
      ['demo', ['demo']],
      ['new', ['new']],
      ['new-and-demo', ['new', 'demo']],
    ];
    for (const [stem, types] of stems) {
      // A type the dealer does not sell (inventory.carTypes) goes to all its stock instead.
      const to = types.every((t) => config.inventory.carTypes.includes(t))
        ? stem
        : 'new-used-and-demo';
      const old = await request.get(`${base}/search/${stem}-cars?make=Jayco`, { maxRedirects: 0 });
      expect(old.status(), stem).toBe(301);
      expect(old.headers().location, stem).toBe(`/search/${to}-${noun}?make=Jayco`);
    }
    const own = await request.get(`${base}/search/used-${noun}`);
    expect(own.status()).toBe(200);
    expect(await own.text()).toContain(`<h1`);
  });
}
