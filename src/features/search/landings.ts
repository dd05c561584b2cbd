import type { CarType } from '~/catalogue/car.schema.ts';
import { bodyLabel, makeModelName } from '~/features/car/labels.ts';
import { soldTypeRoutes, TYPE_ROUTE_TYPES, typeSlug } from '~/features/content/links.ts';

import type { SearchRecord } from './record.ts';
import { facetSlug } from './record.ts';

/** Refinements a landing page starts with: facet → values. */
export type Refinements = Record<string, string[]>;

export interface Landing {
  /** Path under /search/, e.g. 'used-cars', 'toyota', 'toyota/rav4'. */
  slug: string;
  refinements: Refinements;
  /** Heading and meta description words: 'Used Cars', 'Toyota RAV4', 'SUV'. */
  title: string;
}

/** How a site names its stock in headings. */
export interface StockWords {
  /** 'Cars', or the dealer's own noun ('Caravans'). */
  plural: string;
  /** 'Used', or 'Pre-Owned' where the dealer says so. */
  used: string;
  /** The types the site has stock of. */
  typesInStock: CarType[];
}

const TYPE_ORDER: CarType[] = ['new', 'used', 'demo'];

const CAR_WORDS: StockWords = { plural: 'Cars', used: 'Used', typesInStock: TYPE_ORDER };

/** The type landings (spec Screens), headed in the site's words (cars of every type by default). */
export function typeLandings(
  words: StockWords = CAR_WORDS,
  sold: readonly CarType[] = TYPE_ORDER,
): Landing[] {
  return soldTypeRoutes(sold).map((route) => {
    const types = TYPE_ROUTE_TYPES[route];
    return {
      slug: typeSlug(route, words.plural),
      refinements: types.length ? { car_type: types } : {},
      title: typeLandingTitle(types, words),
    };
  });
}

/**
 * A type landing's heading words: its types (all the site stocks for the default landing) in the
 * order New, Used, Demo joined as 'New, Used and Demo', then the dealer's noun. A used-only site's
 * default landing is 'Used Cars'; a caravan dealer's 'New, Used and Demo Caravans'.
 */
export function typeLandingTitle(types: CarType[], words: StockWords): string {
  const chosen = (
    types.length ? types : words.typesInStock.length ? words.typesInStock : TYPE_ORDER
  )
    .slice()
    .sort((a, b) => TYPE_ORDER.indexOf(a) - TYPE_ORDER.indexOf(b));
  const names = chosen.map((t) => (t === 'used' ? words.used : t === 'new' ? 'New' : 'Demo'));
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return `${list} ${words.plural}`;
}

/** A body type in a landing heading: the buyer's word in title case ('People Mover', 'SUV'). */
export const bodyName = (body: string) =>
  bodyLabel(body).replace(/\b[a-z]/g, (c) => c.toUpperCase());

/**
 * Every landing a site has stock for (spec Screens): the types it sells (always, stock or not), each dealership and location,
 * each make and make/model, each body. First come wins a slug: types, dealerships, locations,
 * makes, bodies.
 */
export function siteLandings(
  records: SearchRecord[],
  dealerships: { slug: string; name: string }[],
  locations: { slug: string; name: string }[],
  words: Omit<StockWords, 'typesInStock'> = { plural: 'Cars', used: 'Used' },
  sold: readonly CarType[] = TYPE_ORDER,
): Landing[] {
  const out = new Map<string, Landing>();
  const add = (l: Landing) => {
    if (!out.has(l.slug)) out.set(l.slug, l);
  };
  const typesInStock = TYPE_ORDER.filter((t) => records.some((r) => r.car_type === t));
  typeLandings({ ...words, typesInStock }, sold).forEach(add);
  const has = (field: 'dealership_name' | 'location_name' | 'make' | 'body', value: string) =>
    records.some((r) => r[field] === value);
  for (const d of dealerships)
    if (has('dealership_name', d.name))
      add({ slug: d.slug, refinements: { dealership_name: [d.name] }, title: d.name });
  for (const l of locations)
    if (has('location_name', l.name))
      add({ slug: l.slug, refinements: { location_name: [l.name] }, title: l.name });
  const makes = new Map<string, Set<string>>();
  for (const r of records)
    (makes.get(r.make) ?? makes.set(r.make, new Set()).get(r.make)!).add(r.model);
  for (const [make, models] of [...makes].sort((a, b) => a[0].localeCompare(b[0]))) {
    add({ slug: facetSlug(make), refinements: { make: [make] }, title: make });
    for (const model of [...models].sort())
      add({
        slug: `${facetSlug(make)}/${facetSlug(model)}`,
        refinements: { make: [make], model: [model] },
        title: makeModelName(make, model),
      });
  }
  for (const body of [
    ...new Set(records.map((r) => r.body).filter((b): b is string => Boolean(b))),
  ].sort()) {
    add({ slug: facetSlug(bodyName(body)), refinements: { body: [body] }, title: bodyName(body) });
  }
  return [...out.values()];
}
