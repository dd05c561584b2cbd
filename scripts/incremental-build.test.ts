/**
 * Incremental builds and imports: a real dealer's stock comes in through
 * two successive imports (npm run stock:import), each followed by a build. The build after the
 * second import (one car's price cut, one car gone from the feed, so sold) re-renders exactly the
 * pages whose HTML or JSON changed and keeps the rest. The truth is a --force build of the same
 * data: every file the incremental build leaves is byte for byte the full build's, and a page is
 * re-rendered only when its output differs from the last build's.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { decodeIndex, type EncodedIndex } from '../src/features/search/engine/codec.ts';
import { pageLines } from './lib/astro-log.ts';
import { copySiteData } from './lib/site-data.ts';

const SLUG = 'riverbend-toyota';
const astro = resolve('node_modules/astro/bin/astro.mjs');
const tsx = resolve('node_modules/tsx/dist/cli.mjs');

interface Car {
  id: number;
  slug: string;
  make: string;
  model: string;
  car_type: string;
  status: string;
  price: number;
  offer_price?: number | null;
  before_price?: number | null;
  stocknum: string;
}

/** Every file under a folder, by path from it. */
function files(dir: string, root = dir, out = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files(path, root, out);
    else out.set(`/${relative(root, path)}`, readFileSync(path, 'latin1'));
  }
  return out;
}

describe('incremental builds', () => {
  const scratch = (() => {
    mkdirSync('dist', { recursive: true });
    return mkdtempSync(join('dist', '.test-incremental-'));
  })();
  const dataDir = join(scratch, 'data');
  const dealersDir = join(scratch, 'dealers');
  const stockPath = join(dataDir, 'stock', `${SLUG}.json`);
  const env = {
    ...process.env,
    DEALER: SLUG,
    DEALERS_DIR: dealersDir,
    DATA_DIR: dataDir,
    // The site's store (PGlite) the imports write and the build reads: this test's own.
    LOCAL_DATA_DIR: join(scratch, 'store'),
    ASTRO_TELEMETRY_DISABLED: '1',
    // One "now" for every build here, so that an offer starting or ending while the test runs
    // (the sample data's start at a midnight) cannot change which pages one build has and the
    // next not. An hour ahead, so that the sale the second import records minutes later has
    // happened by then and its car keeps its sold page.
    BUILD_NOW: new Date(Date.now() + 3_600_000).toISOString(),
  };

  /** npm run stock:import with a feed of these cars. */
  function importFeed(cars: Car[]) {
    const feed = join(scratch, 'feed.json');
    writeFileSync(feed, JSON.stringify(cars));
    const r = spawnSync(
      process.execPath,
      [tsx, 'scripts/stock-import.ts', '--dealer', SLUG, feed],
      {
        encoding: 'utf8',
        timeout: 120_000,
        env,
      },
    );
    expect(r.status, r.stderr).toBe(0);
    return r.stdout;
  }

  function build(dist: string, force = false) {
    const r = spawnSync(process.execPath, [astro, 'build', ...(force ? ['--force'] : [])], {
      encoding: 'utf8',
      timeout: 240_000,
      env: { ...env, DIST_DIR: join(scratch, dist) },
    });
    expect(r.status, r.stderr.slice(-2000)).toBe(0);
    return { ...pageLines(r.stdout + r.stderr), out: files(join(scratch, dist, 'client')) };
  }

  let first: ReturnType<typeof build>;
  let unchanged: ReturnType<typeof build>;
  let afterPrice: ReturnType<typeof build>;
  let truth: ReturnType<typeof build>;
  let car: Car;

  let sold: Car;
  let importReport: string;

  beforeAll(() => {
    copySiteData(SLUG, dataDir);
    // Ten cars of each type and status from the sample stock (about 70 of 700): the test is about
    // which pages a change re-renders, not how many car pages there are, and each of its builds
    // takes a fraction of the time.
    const sample = JSON.parse(readFileSync(join('data', 'stock', `${SLUG}.json`), 'utf8')) as {
      cars: Car[];
    };
    const taken = new Map<string, number>();
    sample.cars = sample.cars.filter((c) => {
      const kind = `${c.car_type} ${c.status}`;
      taken.set(kind, (taken.get(kind) ?? 0) + 1);
      return taken.get(kind)! <= 10;
    });
    writeFileSync(stockPath, JSON.stringify(sample));
    mkdirSync(dealersDir);
    cpSync(join('dealers', `${SLUG}.json`), join(dealersDir, `${SLUG}.json`));

    // The first import: that stock as the dealer's feed.
    const cars = sample.cars;
    importFeed(cars);
    first = build('site');
    unchanged = build('site');

    // The second: the cheapest new car in stock at its plain price, no offer or Was price (first
    // among its model's cars on the model page and on the landings), $500 cheaper, and the first
    // car the home page features gone from the feed.
    const open = (c: Car) => c.status !== 'sold' && first.out.has(`/cars/${c.slug}.json`);
    car = {
      ...cars
        .filter(
          (c) =>
            c.car_type === 'new' &&
            c.status === 'in_stock' &&
            c.price > 0 &&
            !c.offer_price &&
            !c.before_price &&
            open(c),
        )
        .sort((a, b) => a.price - b.price)[0]!,
    };
    car.price -= 500;
    const home = first.out.get('/index.html')!;
    sold = cars
      .filter((c) => open(c) && c.id !== car.id && home.includes(`/cars/${c.slug}"`))
      .sort((a, b) => home.indexOf(`/cars/${a.slug}"`) - home.indexOf(`/cars/${b.slug}"`))[0]!;
    importReport = importFeed(
      cars.flatMap((c) => (c.id === sold.id ? [] : c.id === car.id ? [car] : [c])),
    );
    afterPrice = build('site');
    truth = build('truth', true);
  }, 900_000);

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('renders every page the first time and keeps every keyed page when nothing changed', () => {
    expect(first.cached.size).toBe(0);
    expect(first.rendered.size).toBeGreaterThan(250);
    // Every car page, car JSON, landing, location, offer and model page has a key.
    const keyed = [...unchanged.cached];
    for (const prefix of ['/cars/', '/search/toyota/', '/locations/', '/offers/', '/rav4/'])
      expect(
        keyed.some((p) => p.startsWith(prefix)),
        prefix,
      ).toBe(true);
    expect([...unchanged.rendered].filter((p) => p.startsWith('/cars/'))).toEqual([
      '/cars/trade-in/index.html',
    ]);
    // …and the pages it rendered again came out the same.
    for (const [path, body] of unchanged.out) expect(body === first.out.get(path), path).toBe(true);
  });

  it("after one car's price changes, leaves no stale file: every file is the full build's", () => {
    expect(afterPrice.out.size).toBe(truth.out.size);
    for (const [path, body] of truth.out)
      expect(afterPrice.out.get(path) === body, path).toBe(true);
  });

  it('re-renders exactly the keyed pages whose output changed: the car, its landings and model page', () => {
    const keyed = unchanged.cached;
    const changed = [...keyed].filter((p) => first.out.get(p) !== truth.out.get(p)).sort();
    const rerendered = [...afterPrice.rendered].filter((p) => keyed.has(p)).sort();
    expect(rerendered).toEqual(changed);
    expect(rerendered).toEqual(
      expect.arrayContaining([
        `/cars/${car.slug}/index.html`,
        `/cars/${car.slug}.json`,
        `/cars/id/${car.id}.json`,
        `/search/${car.make.toLowerCase()}/${car.model.toLowerCase().replace(/\W+/g, '-')}/index.html`,
      ]),
    );
    // Another car's page or JSON only where it shows the car or showed it (a sold car's similar
    // cars: a new price moves it nearer or further) or showed the car the import sold (no longer
    // in stock), besides the sold car itself.
    const own = (p: string, c: Car) => p.includes(`/${c.slug}`) || p.endsWith(`/${c.id}.json`);
    const others = rerendered.filter(
      (p) => p.startsWith('/cars/') && !own(p, car) && !own(p, sold),
    );
    expect(others.every((p) => p.endsWith('/index.html'))).toBe(true);
    const shows = (html: string | undefined, c: Car) => html!.includes(`/cars/${c.slug}"`);
    for (const p of others)
      expect(
        shows(truth.out.get(p), car) ||
          shows(first.out.get(p), car) ||
          shows(first.out.get(p), sold),
        p,
      ).toBe(true);
  });

  it('reports the second import: one price change and one car sold', () => {
    expect(importReport).toContain(
      '0 added, 1 changed (1 price changes), 1 no longer in the feed (now sold)',
    );
    expect(importReport).toContain(
      `price: stock number ${car.stocknum}: $${(car.price + 500).toLocaleString('en-AU')} → $${car.price.toLocaleString('en-AU')}`,
    );
    expect(importReport).toContain(`sold: stock number ${sold.stocknum}`);
  });

  it("shows the cut price on the car's page, its JSON-LD, its JSON and the search index", () => {
    const page = afterPrice.out.get(`/cars/${car.slug}/index.html`)!;
    const price = `$${car.price.toLocaleString('en-AU')}`;
    const before = `$${(car.price + 500).toLocaleString('en-AU')}`;
    expect(page).toContain(price);
    // The old price is now only history: the chart's and its list's, nowhere else.
    const history = /<section aria-labelledby="price-history-heading".*?<\/section>/s.exec(
      page,
    )![0];
    expect(history).toContain(`: ${before} `);
    expect(history).toContain(`: ${price}</p>`);
    expect(page.replace(history, '')).not.toContain(before);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)![1]!;
    expect(ld).toContain(`"price":${car.price}`);
    const json = JSON.parse(afterPrice.out.get(`/cars/${car.slug}.json`)!) as {
      price_amount: number;
    };
    expect(json.price_amount).toBe(car.price);
    const records = decodeIndex(
      JSON.parse(afterPrice.out.get('/search-index.json')!) as EncodedIndex,
    );
    expect(records.find((r) => r.id === car.id)?.price).toBe(car.price);
  });

  it('takes the sold car off the home page and the sitemap; its page says sold', () => {
    expect(first.out.get('/sitemap.xml')).toContain(`/cars/${sold.slug}<`);
    expect(afterPrice.out.get('/sitemap.xml')).not.toContain(`/cars/${sold.slug}<`);
    expect(afterPrice.out.get('/index.html')).not.toContain(`/cars/${sold.slug}"`);
    // Its own page follows the listing rule (sold within 3 days: kept, with the sold message).
    expect(afterPrice.out.get(`/cars/${sold.slug}/index.html`)).toMatch(
      /Find Me Something Similar/i,
    );
  });

  it('re-renders every page when the dealer file changes', () => {
    const file = join(dealersDir, `${SLUG}.json`);
    const dealer = JSON.parse(readFileSync(file, 'utf8')) as {
      contact: { phones: { sales: string } };
    };
    dealer.contact.phones.sales = '(02) 9635 1299';
    writeFileSync(file, JSON.stringify(dealer, null, 2));
    const after = build('site');
    expect(after.cached.size).toBe(0);
    expect(after.rendered.size).toBe(first.rendered.size);
  }, 300_000);
});
