import { describe, expect, it } from 'vitest';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { carJson } from '~/features/car/car-json.ts';
import { carJsonLd, jsonLdScript } from '~/features/car/json-ld.ts';
import { displayPrice, formatAud, priceSummary } from '~/features/car/pricing.ts';
import { googleFeed, metaFeed } from '~/features/feeds/ads-feeds.ts';
import { inventoryDocument } from '~/features/feeds/inventory.ts';
import { llmsTxt } from '~/features/feeds/llms.ts';
import { encodeIndex } from '~/features/search/engine/codec.ts';
import { buildSearchRecords } from '~/features/search/records.server.ts';

import { checkedFile, priceBook, priceDisagreements } from './price-agreement.ts';

/** A sample dealer's real outputs, made by the functions the build uses, read as the check reads them. */
const sample = (slug: string) => {
  const config = loadDealerConfig(slug);
  const site = loadSite(config);
  return {
    config,
    site,
    book: priceBook(site.listed, config, site.locations),
    feedSite: { config, locations: site.locations },
  };
};
const toyota = sample('riverbend-toyota');
const driveaway = sample('driveaway-finance');
const latin1 = (s: string) => Buffer.from(s, 'utf8').toString('latin1');
const check = (s: ReturnType<typeof sample>, path: string, body: string) =>
  priceDisagreements(path, latin1(body), s.book);

// A car whose price is its whole price: no drive-away estimate beside it.
const car = toyota.site.listed.find(
  (c) => c.status === 'in_stock' && c.price > 10000 && !toyota.book.bySlug.get(c.slug)!.driveAway,
)!;
const shown = displayPrice(car, false);

/** A car page as PriceBlock.astro, the sticky bar, the dialogs and the head print it. */
function carPage(figures: { block?: string; bar?: string; basis?: string; meta?: string } = {}) {
  const said = (over: string | undefined, usual: string) => over ?? usual;
  return `<!doctype html><html><head><title>${car.slug}</title>
<meta name="description" content="2022 Car for ${said(figures.meta, priceSummary(shown))} at Riverbend Toyota, Parramatta.">
<meta property="og:description" content="2022 Car for ${priceSummary(shown)} at Riverbend Toyota, Parramatta.">
<meta name="twitter:description" content="2022 Car for ${priceSummary(shown)} at Riverbend Toyota, Parramatta.">
<script type="application/ld+json">${jsonLdScript(carJsonLd(car, toyota.config))}</script></head><body>
<aside class="price-block" aria-label="Price and contact" data-astro-cid-x><p class="price" data-astro-cid-x><strong data-astro-cid-x>${said(figures.block, shown.text)}</strong> <span class="price-type" data-astro-cid-x>${shown.label}</span></p>
<p class="estimate"><span class="estimate-basis">Estimate: ${said(figures.basis, shown.text)} price, $799 deposit.</span></p></aside>
<div><p class="offer-title" data-astro-cid-y>${car.slug}</p><p data-astro-cid-y>${priceSummary(shown)}</p></div>
<template data-sticky-bar><div class="sticky-bar"><span class="bar-price"><strong>${said(figures.bar, shown.text)}</strong><small>${shown.label}</small></span></div></template>
</body></html>`;
}

describe('every price a build states agrees with the price function', () => {
  it('passes a car page that states its price the same everywhere, and names each place it read', () => {
    const { disagreements, checked } = check(toyota, `/cars/${car.slug}`, carPage());
    expect(disagreements).toEqual([]);
    expect(Object.keys(checked).sort()).toEqual(
      [
        'JSON-LD offers.price',
        'dialog car line',
        'finance estimate basis',
        'meta description',
        'meta og:description',
        'meta twitter:description',
        'price block',
        'price block label',
        'sticky bar',
      ].sort(),
    );
  });

  it('names the place, the car and both figures where a car page disagrees with itself', () => {
    const wrong = formatAud(car.price + 1000);
    for (const [planted, where] of [
      [{ block: wrong }, 'price block'],
      [{ bar: wrong }, 'sticky bar'],
      [{ basis: wrong }, 'finance estimate basis'],
      [{ meta: `${wrong} Drive Away` }, 'meta description'],
    ] as const)
      expect(check(toyota, `/cars/${car.slug}/`, carPage(planted)).disagreements).toEqual([
        {
          path: `/cars/${car.slug}/`,
          car: car.slug,
          where,
          found: expect.stringContaining(wrong) as string,
          expected: expect.stringContaining(shown.text) as string,
        },
      ]);
  });

  it('reads every card on any page: a car linked in a heading, its price after it', () => {
    const card = (figure: string) =>
      `<li><h3 data-astro-cid-z><a href="/cars/${car.slug}" data-astro-cid-z>${car.slug}</a></h3><p class="price price-md" data-astro-cid-c><strong class="amount" data-astro-cid-c>${figure}</strong><span class="type" data-astro-cid-c>${shown.label}</span></p></li>`;
    expect(check(toyota, '/', card(shown.text)).disagreements).toEqual([]);
    expect(check(toyota, '/', card(shown.text)).checked).toEqual({ card: 1, 'card label': 1 });
    expect(check(toyota, '/search/used-cars', card('$1')).disagreements).toMatchObject([
      { car: car.slug, where: 'card', found: '"$1"', expected: JSON.stringify(shown.text) },
    ]);
    // A heading with no price under it before the next card is no price claim.
    expect(
      check(
        toyota,
        '/',
        `<h3><a href="/cars/${car.slug}">x</a></h3><h3>Next</h3><p class="price"><strong>$1</strong></p>`,
      ).checked,
    ).toEqual({});
  });

  it('reads the car JSON that compare, the garage, print and the PDF draw from', () => {
    const json = carJson(car, false);
    expect(check(toyota, `/cars/${car.slug}.json`, JSON.stringify(json)).disagreements).toEqual([]);
    expect(check(toyota, `/cars/id/${car.id}.json`, JSON.stringify(json)).checked).toMatchObject({
      'car JSON price': 1,
      'car JSON price_amount': 1,
    });
    expect(
      check(toyota, `/cars/id/${car.id}.json`, JSON.stringify({ ...json, price_amount: 1 }))
        .disagreements,
    ).toMatchObject([{ where: 'car JSON price_amount', found: '1' }]);
  });

  it("reads /inventory.json, the Google and Meta feeds and the search index, every car's line", () => {
    const cars = toyota.site.listed;
    const now = toyota.site.now;
    const files: [string, string][] = [
      ['/inventory.json', JSON.stringify(inventoryDocument(cars, toyota.feedSite, now))],
      ['/feeds/google-vehicle-listings.tsv', googleFeed(cars, toyota.feedSite)],
      ['/feeds/meta-automotive.csv', metaFeed(cars, toyota.feedSite)],
      [
        '/search-index.json',
        JSON.stringify(encodeIndex(buildSearchRecords(toyota.config, toyota.site))),
      ],
    ];
    for (const [path, body] of files) {
      const { disagreements, checked } = check(toyota, path, body);
      expect(disagreements, path).toEqual([]);
      expect(Math.min(...Object.values(checked)), path).toBeGreaterThan(100);
    }
    // One car's price changed in each file alone is found in each.
    const cut = (body: string, from: string, to: string) => body.replace(from, to);
    const amount = String(car.offer_price && car.offer_price > 10 ? car.offer_price : car.price);
    expect(
      check(
        toyota,
        '/feeds/google-vehicle-listings.tsv',
        cut(files[1]![1], `\t${amount} AUD\t`, '\t1 AUD\t'),
      ).disagreements.length,
    ).toBeGreaterThanOrEqual(1);
    const inventory = JSON.parse(files[0]![1]) as { cars: { price: { amount: number } }[] };
    inventory.cars[0]!.price.amount += 1;
    expect(check(toyota, '/inventory.json', JSON.stringify(inventory)).disagreements).toMatchObject(
      [{ where: 'inventory price.amount' }],
    );
  });

  it('gives a subscription car its weekly figure where buyers read it, and its purchase price to machines', () => {
    const sub = driveaway.site.listed.find(
      (c) => displayPrice(c, true).kind === 'subscription' && displayPrice(c, true).buy,
    )!;
    const inventory = JSON.stringify(
      inventoryDocument([sub], driveaway.feedSite, driveaway.site.now),
    );
    expect(check(driveaway, '/inventory.json', inventory).disagreements).toEqual([]);
    expect(
      check(driveaway, `/cars/${sub.slug}.json`, JSON.stringify(carJson(sub, true))).disagreements,
    ).toEqual([]);
    // Its weekly figure given as the car's price in the car JSON is caught.
    expect(
      check(
        driveaway,
        `/cars/${sub.slug}.json`,
        JSON.stringify(carJson(sub, false)),
      ).disagreements.map((d) => d.where),
    ).toContain('car JSON price');
  });

  it('llms.txt sends machines to the pages and states no price of its own', () => {
    const text = llmsTxt(toyota.site.listed, toyota.feedSite, toyota.site.now);
    expect(check(toyota, '/llms.txt', text).disagreements).toEqual([]);
    expect(check(toyota, '/llms.txt', `${text}\n- Cheapest: $9,990`).disagreements).toMatchObject([
      { where: 'llms.txt', found: '$9,990' },
    ]);
  });

  it('refuses the build on a planted mismatch, naming the file, and passes every other file on unchanged', async () => {
    const html = { 'content-type': 'text/html' };
    await expect(
      checkedFile(
        new Response(carPage({ bar: '$1' }), { headers: html }),
        `/cars/${car.slug}`,
        toyota.book,
      ),
    ).rejects.toThrow(
      `/cars/${car.slug} states a price the price function (src/features/car/pricing.ts) does not give; the build is refused:\n/cars/${car.slug}: ${car.slug}: sticky bar says "$1", the price function gives ${JSON.stringify(shown.text)}`,
    );
    const page = carPage();
    const passed = await checkedFile(
      new Response(page, { headers: html, status: 200 }),
      `/cars/${car.slug}`,
      toyota.book,
    );
    expect([passed.status, passed.headers.get('content-type'), await passed.text()]).toEqual([
      200,
      'text/html',
      page,
    ]);
    // A photo is not read.
    const photo = new Response(new Uint8Array([0xff, 0xd8]), {
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(await checkedFile(photo, '/images/x.jpg', toyota.book)).toBe(photo);
  });

  it('holds a drive-away estimate, the sticky bar and the finance basis to the estimate', () => {
    const e = toyota.site.listed
      .map((c) => toyota.book.bySlug.get(c.slug)!)
      .find((x) => x.driveAway && x.shown.kind === 'price')!;
    const away = e.driveAway!;
    const total = formatAud(away.total);
    const page = (over: { estimate?: string; bar?: string; basis?: string } = {}) =>
      `<aside class="price-block"><p class="price"><strong>${e.shown.text}</strong> <span class="price-type">${e.shown.label}</span></p>
<div class="drive-away"><p class="drive-away-price"><strong>${over.estimate ?? total}</strong> <span class="price-type">Estimated drive-away, ${away.state}</span></p>
<details><template data-details-body><dl><div><dt>Advertised price</dt><dd>${e.shown.text}</dd></div></dl></template></details></div>
<p class="estimate"><span class="estimate-basis">Estimate: ${over.basis ?? total} estimated ${away.state} drive-away price, $799 deposit.</span></p></aside>
<template data-sticky-bar><div class="sticky-bar"><span class="bar-price"><strong>${over.bar ?? total}</strong><small>Estimated drive-away, ${away.state}</small></span></div></template>`;
    const read = (body: string) => check(toyota, `/cars/${e.car.slug}`, body);
    const ok = read(page());
    expect(
      ok.disagreements.filter((d) => !d.where.startsWith('meta') && !d.where.startsWith('JSON-LD')),
    ).toEqual([]);
    expect(ok.checked).toMatchObject({
      'drive-away estimate': 1,
      'drive-away estimate label': 1,
      'sticky bar': 1,
      'finance estimate basis': 1,
    });
    for (const [planted, where] of [
      [{ estimate: '$1' }, 'drive-away estimate'],
      [{ bar: formatAud(e.amount!) }, 'sticky bar'],
      [{ basis: formatAud(e.amount!) }, 'finance estimate basis'],
    ] as const)
      expect(
        read(page(planted)).disagreements.map((d) => d.where),
        where,
      ).toContain(where);
    // A page that leaves the estimate out is caught too.
    expect(
      read(page().replace(/<p class="drive-away-price">[\s\S]*?<\/p>/, '')).disagreements,
    ).toContainEqual(expect.objectContaining({ where: 'drive-away estimate', found: '(nothing)' }));
  });

  it("holds the estimate in every state, for a buyer's postcode, to the price function's", () => {
    const e = toyota.site.listed
      .map((c) => toyota.book.bySlug.get(c.slug)!)
      .find((x) => x.driveAway && x.shown.kind === 'price')!;
    const states = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const;
    const figures = (s: string) => {
      const est = e.inState(s)!;
      return { total: formatAud(est.total), label: `Estimated drive-away, ${s}` };
    };
    // The island's props as Astro writes them: each value a pair of its kind and itself.
    const island = (vic = figures('VIC'), basis = '') => {
      const props = {
        states: [
          0,
          Object.fromEntries(
            states.map((s) => {
              const f = s === 'VIC' ? vic : figures(s);
              return [s, [0, { away: [0, { total: [0, f.total], label: [0, f.label] }] }]];
            }),
          ),
        ],
        first: [0, e.driveAway!.state],
      };
      const attr = JSON.stringify(props).replaceAll('"', '&quot;');
      return `<astro-island uid="x" component-url="/_astro/DriveAwayPostcode.abc.js" props="${attr}" ssr client="interact"></astro-island>${basis}`;
    };
    const read = (body: string) => check(toyota, `/cars/${e.car.slug}`, body);
    const where = "drive-away in the buyer's state";
    const ok = read(island());
    expect(ok.checked[where]).toBe(8);
    expect(ok.disagreements.filter((d) => d.where === where)).toEqual([]);
    // Each state's figure is that state's: Victoria's planted with New South Wales' is caught.
    expect(read(island(figures('NSW'))).disagreements).toContainEqual(
      expect.objectContaining({
        where,
        found: JSON.stringify(`${figures('NSW').total} | ${figures('NSW').label}`),
      }),
    );
    // A weekly estimate's basis naming a state is held to that state's estimate.
    const vic = figures('VIC').total;
    const basis = (figure: string) =>
      `<span class="estimate-basis">Estimate: ${figure} estimated VIC drive-away price, $799 deposit.</span>`;
    expect(read(island(undefined, basis(vic))).disagreements.map((d) => d.where)).not.toContain(
      'finance estimate basis',
    );
    expect(
      read(island(undefined, basis(formatAud(e.driveAway!.total + 1)))).disagreements.map(
        (d) => d.where,
      ),
    ).toContain('finance estimate basis');
  });

  it('holds the drive-away estimate on cards and in the car JSON to the one its page leads with', () => {
    const e = toyota.site.listed
      .map((c) => toyota.book.bySlug.get(c.slug)!)
      .find((x) => x.driveAway && x.shown.kind === 'price')!;
    const away = e.driveAway!;
    const card = (estimate: string | null) =>
      `<h3><a href="/cars/${e.car.slug}">x</a></h3><p class="price"><strong>${e.shown.text}</strong> <span class="price-type">${e.shown.label}</span></p>` +
      (estimate === null
        ? ''
        : `<p class="drive-away-price"><strong>${estimate}</strong> <span class="price-type">Estimated drive-away, ${away.state}</span></p>`) +
      `<h3>Next</h3>`;
    const read = (path: string, body: string) => check(toyota, path, body);
    expect(read('/', card(formatAud(away.total))).disagreements).toEqual([]);
    expect(read('/', card(formatAud(away.total))).checked).toMatchObject({
      'card drive-away': 1,
      'card drive-away label': 1,
    });
    expect(read('/', card('$1')).disagreements).toMatchObject([
      { where: 'card drive-away', found: '"$1"' },
    ]);
    expect(read('/', card(null)).disagreements).toContainEqual(
      expect.objectContaining({ where: 'card drive-away', found: '(nothing)' }),
    );
    // A car whose price is its whole price has none: one planted on its card is caught.
    const whole = `<h3><a href="/cars/${car.slug}">x</a></h3><p class="price"><strong>${shown.text}</strong> <span class="price-type">${shown.label}</span></p><p class="drive-away-price"><strong>$1</strong> <span class="price-type">Estimated drive-away, NSW</span></p>`;
    expect(read('/', whole).disagreements.map((d) => d.where)).toContain('card drive-away');

    const json = carJson(e.car, false, away);
    expect(json.drive_away).toEqual({
      text: formatAud(away.total),
      label: `Estimated drive-away, ${away.state}`,
    });
    const path = `/cars/${e.car.slug}.json`;
    expect(read(path, JSON.stringify(json)).disagreements).toEqual([]);
    expect(read(path, JSON.stringify({ ...json, drive_away: null })).disagreements).toMatchObject([
      { where: 'car JSON drive_away', found: '"null"' },
    ]);
  });

  it('reads a price type in any script: the page is read as bytes and its text decoded', () => {
    const label = 'Drive Away — incl. on-roads';
    const book = priceBook([{ ...car, price_type: label }], toyota.config);
    const page = `<h3><a href="/cars/${car.slug}">x</a></h3><p class="price"><strong>${shown.text}</strong> <span class="price-type">${label}</span></p>`;
    expect(priceDisagreements('/', latin1(page), book).disagreements).toEqual([]);
  });
});
