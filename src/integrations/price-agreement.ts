import { parse } from 'csv-parse/sync';

import type { Car } from '~/catalogue/car.schema.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import {
  driveAwayBrief,
  type DriveAwayEstimate,
  driveAwayEstimate,
  driveAwayLabel,
  firstDriveAway,
  type SaleLocation,
} from '~/features/car/drive-away.ts';
import {
  advertisedPrice,
  currentPrice,
  displayPrice,
  formatAud,
  type PriceDisplay,
  priceSummary,
} from '~/features/car/pricing.ts';
import { driveAwayPriceName } from '~/features/finance/basis.ts';
import { recordPrice } from '~/features/search/card.ts';
import { decodeIndex, type EncodedIndex } from '~/features/search/engine/codec.ts';
import { AU_STATES, type AuState } from '~/services/rego/rego.ts';

import { astroProps, element, jsonLd, priceParts, text } from './price-markup.ts';

/** One place a built file states a car's price otherwise than the price function does. */
export interface PriceDisagreement {
  /** The site path of the file: '/cars/2022-mazda-cx-5-1', '/inventory.json'. */
  path: string;
  car: string;
  /** What in the file: 'sticky bar', 'JSON-LD offers.price', 'card'. */
  where: string;
  found: string;
  expected: string;
}

export interface PriceCheck {
  disagreements: PriceDisagreement[];
  /** How many price statements of each kind were compared: a check that read nothing proves nothing. */
  checked: Record<string, number>;
}

/** What every output should say of one car, all worked out by pricing.ts. */
interface Expected {
  car: Car;
  shown: PriceDisplay;
  /** The number machines read (JSON-LD, feeds, /inventory.json); null for no price. */
  amount: number | null;
  /** The drive-away estimate its page leads with, where its price leaves out the charges. */
  driveAway: DriveAwayEstimate | null;
  /** The same estimate in another state (a buyer's postcode); null where there is none. */
  inState: (state: string) => DriveAwayEstimate | null;
}

/** The listed cars' prices as the price function gives them, by slug and by id. */
export interface PriceBook {
  bySlug: Map<string, Expected>;
  byId: Map<number, Expected>;
  offersSubscription: boolean;
}

/**
 * What every file should say of each car: `config` gives the subscription setting and, with the
 * locations, the drive-away estimate's state and delivery fee.
 */
export function priceBook(
  cars: readonly Car[],
  config: Pick<DealerConfig, 'features' | 'vehiclePage' | 'address'>,
  locations: readonly SaleLocation[] = [],
): PriceBook {
  const offersSubscription = config.features.offersSubscription;
  const all = cars.map((car) => {
    const driveAway = firstDriveAway(car, config, locations);
    return {
      car,
      shown: displayPrice(car, offersSubscription),
      amount: advertisedPrice(car),
      driveAway,
      inState: (state: string) =>
        driveAway && AU_STATES.includes(state as AuState)
          ? driveAwayEstimate(car, state as AuState, config.vehiclePage.deliveryFee)
          : null,
    };
  });
  return {
    bySlug: new Map(all.map((e) => [e.car.slug, e])),
    byId: new Map(all.map((e) => [e.car.id, e])),
    offersSubscription,
  };
}

/** A shown price's figure, label and purchase price in one string, to compare as one. */
const shownParts = (p: PriceDisplay) => [p.text, p.label ?? '', p.buy ?? ''].join(' | ');

const CAR_LINK = /<h3\b[^>]*>\s*<a\b[^>]*\bhref="\/cars\/([a-z0-9-]+)"[^>]*>/g;
const slugOfUrl = (url: unknown) => /\/cars\/([a-z0-9-]+)$/.exec(String(url))?.[1] ?? '';

type Compare = (e: Expected, where: string, found: unknown, expected: unknown) => void;

/**
 * Every statement of a car's price in one file the build made, against the price function
 * (pricing.ts). `path` is the file's site path; `body` its bytes read as Latin-1 (`latin1`
 * decoding: one character a byte). What is read:
 * - a car's page: its price, sticky bar, finance basis, price history, dialogs, meta descriptions
 *   and JSON-LD offer;
 * - any page: every card (a car's name linked in a heading, its price after it) and the search
 *   landings' JSON-LD lists;
 * - the car JSON that compare, the garage, print and the PDF read (`/cars/{slug}.json`,
 *   `/cars/id/{id}.json`);
 * - `/inventory.json`, the embedded search index (cards in search are drawn from it), the Google
 *   and Meta feeds; and `/llms.txt`, which points machines at those and states no price itself.
 */
export function priceDisagreements(path: string, body: string, book: PriceBook): PriceCheck {
  const disagreements: PriceDisagreement[] = [];
  const checked: Record<string, number> = {};
  const compare: Compare = (e, where, found, expected) => {
    checked[where] = (checked[where] ?? 0) + 1;
    if (found !== expected)
      disagreements.push({
        path,
        car: e.car.slug,
        where,
        found: found === undefined ? '(nothing)' : JSON.stringify(found),
        expected: JSON.stringify(expected),
      });
  };
  const utf8 = () => Buffer.from(body, 'latin1').toString('utf8');

  const carJson =
    /^\/cars\/([a-z0-9-]+)\.json$/.exec(path)?.[1] ?? /^\/cars\/id\/(\d+)\.json$/.exec(path)?.[1];
  if (carJson !== undefined) {
    const e = book.bySlug.get(carJson) ?? book.byId.get(Number(carJson));
    if (e) {
      const c = JSON.parse(utf8()) as Record<string, unknown>;
      compare(e, 'car JSON price', c.price, e.shown.text);
      compare(e, 'car JSON price_label', c.price_label, e.shown.label);
      compare(e, 'car JSON price_buy', c.price_buy, e.shown.buy);
      compare(e, 'car JSON price_amount', c.price_amount, e.amount ?? 0);
      compare(
        e,
        'car JSON drive_away',
        JSON.stringify(c.drive_away),
        JSON.stringify(e.driveAway && driveAwayBrief(e.driveAway)),
      );
    }
  } else if (path === '/inventory.json') {
    const { cars } = JSON.parse(utf8()) as {
      cars: { url: string; price?: { amount?: unknown; text?: unknown } }[];
    };
    for (const c of cars) {
      const e = book.bySlug.get(slugOfUrl(c.url));
      if (!e) continue;
      compare(e, 'inventory price.amount', c.price?.amount, e.amount);
      // Machines are given the purchase price, never a subscription's weekly figure.
      compare(e, 'inventory price.text', c.price?.text, priceSummary(displayPrice(e.car, false)));
    }
  } else if (path === '/search-index.json') {
    for (const r of decodeIndex(JSON.parse(body) as EncodedIndex)) {
      const e = book.bySlug.get(r.slug);
      if (!e) continue;
      compare(e, 'search record price', r.price, currentPrice(e.car));
      compare(
        e,
        'search card price',
        shownParts(recordPrice(r, book.offersSubscription)),
        shownParts(e.shown),
      );
      compare(
        e,
        'search record drive-away',
        `${r.drive_away} ${r.drive_away_state}`,
        `${e.driveAway?.total ?? null} ${e.driveAway?.state ?? null}`,
      );
    }
  } else if (/^\/feeds\/.+\.(tsv|csv)$/.test(path)) {
    for (const row of feedRows(path, utf8())) {
      const e = book.bySlug.get(slugOfUrl(row.link ?? row.url));
      if (e) compare(e, 'feed price', row.price, `${e.amount} AUD`);
    }
  } else if (path === '/llms.txt') {
    checked['llms.txt'] = 1;
    const figure = /\$\d[\d,]*/.exec(body);
    if (figure)
      disagreements.push({
        path,
        car: '(any)',
        where: 'llms.txt',
        found: figure[0],
        expected: 'no price: llms.txt sends machines to each car page and /inventory.json',
      });
  } else if (body.trimStart().startsWith('<')) {
    const own = book.bySlug.get(/^\/cars\/([a-z0-9-]+)\/?$/.exec(path)?.[1] ?? '');
    if (own) carPage(body, own, compare);
    for (const m of body.matchAll(CAR_LINK)) {
      const e = book.bySlug.get(m[1]!);
      if (!e) continue;
      const price = element(body, 'p', 'price', m.index);
      const next = body.indexOf('<h3', m.index + m[0].length);
      if (!price || (next >= 0 && price.at > next)) continue;
      const { figure, label } = priceParts(price.inner);
      compare(e, 'card', figure, e.shown.text);
      compare(e, 'card label', label, e.shown.label);
      // Its drive-away estimate, as the car's page gives it, between the price and the next card.
      const estimate = element(body, 'p', 'drive-away-price', price.at + 1);
      const said = estimate && (next < 0 || estimate.at < next) ? priceParts(estimate.inner) : null;
      if (said || e.driveAway) {
        compare(e, 'card drive-away', said?.figure, e.driveAway && formatAud(e.driveAway.total));
        compare(
          e,
          'card drive-away label',
          said?.label,
          e.driveAway && driveAwayLabel(e.driveAway.state),
        );
      }
    }
    for (const list of jsonLd(body).filter((j) => j['@type'] === 'ItemList')) {
      const items = (list.itemListElement ?? []) as {
        item?: { url?: string; offers?: { price?: unknown } };
      }[];
      for (const { item } of items) {
        const e = book.bySlug.get(slugOfUrl(item?.url));
        if (e) compare(e, 'JSON-LD list offers.price', item?.offers?.price, e.amount ?? undefined);
      }
    }
  }
  return { disagreements, checked };
}

/**
 * A feed's rows by column name. Google's is tab-separated with no quoting (ads-feeds.ts puts every
 * run of white space in a field as one space), so it is split on tabs and line ends, several times
 * faster than a CSV parser reads it; Meta's is CSV with quoted fields.
 */
function feedRows(path: string, body: string): Record<string, string>[] {
  if (path.endsWith('.csv')) return parse(body, { columns: true }) as Record<string, string>[];
  const [head = '', ...lines] = body.split('\n').filter(Boolean);
  const columns = head.split('\t');
  return lines.map((line) => {
    const fields = line.split('\t');
    return Object.fromEntries(columns.map((c, i) => [c, fields[i] ?? '']));
  });
}

/** Every statement of a car's own price on its page. */
function carPage(html: string, e: Expected, compare: Compare) {
  const { shown, amount } = e;
  const summary = `for ${priceSummary(shown)}${shown.buy ? ` or ${shown.buy}` : ''} at `;
  for (const [attr, name] of [
    ['name', 'description'],
    ['property', 'og:description'],
    ['name', 'twitter:description'],
  ] as const) {
    const meta = new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html);
    const said = meta ? text(meta[1]!) : undefined;
    compare(e, `meta ${name}`, said?.includes(summary) ? summary : said, summary);
  }
  const offer = jsonLd(html).find((j) => j['@type'] === 'Car')?.offers as
    { price?: unknown } | undefined;
  compare(e, 'JSON-LD offers.price', offer?.price, amount ?? undefined);

  const block = element(html, 'aside', 'price-block');
  const price = block && element(block.inner, 'p', 'price');
  const parts = price ? priceParts(price.inner) : { figure: undefined, label: undefined };
  compare(e, 'price block', parts.figure, shown.text);
  compare(e, 'price block label', parts.label ?? null, shown.label);
  const buy = block && element(block.inner, 'p', 'buy-price');
  if (shown.buy || buy)
    compare(e, 'price block purchase price', buy && text(buy.inner), `Or buy it for ${shown.buy}`);

  // A price without the government charges: its drive-away estimate beside it, as large; the
  // sticky bar's one figure is then the estimate.
  const away = e.driveAway;
  const estimate = block && element(block.inner, 'p', 'drive-away-price');
  if (away || estimate) {
    const said = estimate ? priceParts(estimate.inner) : { figure: undefined, label: undefined };
    compare(e, 'drive-away estimate', said.figure, away && formatAud(away.total));
    compare(e, 'drive-away estimate label', said.label, away && driveAwayLabel(away.state));
  }
  const bar = element(html, 'span', 'bar-price');
  if (bar)
    compare(
      e,
      'sticky bar',
      priceParts(bar.inner).figure,
      away && shown.kind === 'price' ? formatAud(away.total) : shown.text,
    );

  // What a finance estimate is worked out on (the drive-away estimate where there is one, in the
  // state it names: the page carries every state's for a buyer's postcode), and the price
  // history's current price.
  const now = formatAud(currentPrice(e.car));
  for (const m of html.matchAll(/Estimate: (\$[\d,]+) ((?:estimated (\w+) drive-away )?price)/g)) {
    const est = away && (m[3] ? e.inState(m[3]) : away);
    compare(
      e,
      'finance estimate basis',
      `${m[1]} ${m[2]}`,
      est ? `${formatAud(est.total)} ${driveAwayPriceName(est.state)}` : `${now} price`,
    );
  }
  // The estimate in every state, which the page shows once the buyer gives a postcode.
  const island =
    /<astro-island\b[^>]*component-url="[^"]*DriveAwayPostcode[^"]*"[^>]*props="([^"]*)"/.exec(
      html,
    );
  if (island) {
    const { states } = astroProps(island[1]!) as {
      states?: Record<string, { away?: { total?: string; label?: string } }>;
    };
    for (const state of AU_STATES) {
      const said = states?.[state]?.away;
      const est = e.inState(state);
      compare(
        e,
        "drive-away in the buyer's state",
        said && `${said.total} | ${said.label}`,
        est ? `${formatAud(est.total)} | ${driveAwayLabel(state)}` : undefined,
      );
    }
  }
  const history = /aria-label="Price history: [^"]*now (\$[\d,]+)\."/.exec(html);
  if (history) compare(e, 'price history', history[1], now);
  for (const m of html.matchAll(
    /<p class="offer-title"[^>]*>[\s\S]*?<\/p>\s*<p\b[^>]*>([\s\S]*?)<\/p>/g,
  ))
    compare(e, 'dialog car line', text(m[1]!), shown.buy ?? priceSummary(shown));
}

/** Disagreements in a line each, for a build's error. */
export const describeDisagreements = (ds: readonly PriceDisagreement[]) =>
  ds
    .map(
      (d) =>
        `${d.path}: ${d.car}: ${d.where} says ${d.found}, the price function gives ${d.expected}`,
    )
    .join('\n');

/**
 * A file the build made, passed on unchanged when every price in it agrees with the price
 * function; else an error that stops the build, naming the file, the car, where and both figures.
 * Files other than text and JSON pass unread.
 */
export async function checkedFile(
  file: Response,
  path: string,
  book: PriceBook,
): Promise<Response> {
  if (!/^(text\/|application\/json)/.test(file.headers.get('content-type') ?? '')) return file;
  const bytes = Buffer.from(await file.arrayBuffer());
  const { disagreements } = priceDisagreements(path, bytes.toString('latin1'), book);
  if (disagreements.length)
    throw new Error(
      `${path} states a price the price function (src/features/car/pricing.ts) does not give; the build is refused:\n${describeDisagreements(disagreements)}`,
    );
  return new Response(bytes, {
    status: file.status,
    statusText: file.statusText,
    headers: file.headers,
  });
}
