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

export const DEFAULT_LANDING = 'new-used-and-demo-cars';

/** Spec §2 type routes. */
export const TYPE_LANDINGS: Landing[] = [
  { slug: DEFAULT_LANDING, refinements: {}, title: 'New, Used and Demo Cars' },
  { slug: 'used-cars', refinements: { car_type: ['used'] }, title: 'Used Cars' },
  { slug: 'demo-cars', refinements: { car_type: ['demo'] }, title: 'Demo Cars' },
  { slug: 'new-cars', refinements: { car_type: ['new'] }, title: 'New Cars' },
  {
    slug: 'new-and-demo-cars',
    refinements: { car_type: ['new', 'demo'] },
    title: 'New and Demo Cars',
  },
];

const BODY_NAMES: Record<string, string> = {
  suv: 'SUV',
  ute: 'Ute',
  van: 'Van',
  hatch: 'Hatch',
  hatchback: 'Hatchback',
  sedan: 'Sedan',
  wagon: 'Wagon',
  coupe: 'Coupe',
  convertible: 'Convertible',
  peopleMover: 'People Mover',
  cabChassis: 'Cab Chassis',
  lightTruck: 'Light Truck',
  bus: 'Bus',
  hardtop: 'Hardtop',
  softtop: 'Soft Top',
  motorhome: 'Motorhome',
  '4x4': '4x4',
  ev: 'EV',
  prestige: 'Prestige',
  stationWagon: 'Station Wagon',
};
export const bodyName = (body: string) => BODY_NAMES[body] ?? body;

/**
 * Every landing a site has stock for (spec §2): types (always), each dealership and location,
 * each make and make/model, each body. First come wins a slug: types, dealerships, locations,
 * makes, bodies.
 */
export function siteLandings(
  records: SearchRecord[],
  dealerships: { slug: string; name: string }[],
  locations: { slug: string; name: string }[],
): Landing[] {
  const out = new Map<string, Landing>();
  const add = (l: Landing) => {
    if (!out.has(l.slug)) out.set(l.slug, l);
  };
  TYPE_LANDINGS.forEach(add);
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
        title: `${make} ${model}`,
      });
  }
  for (const body of [
    ...new Set(records.map((r) => r.body).filter((b): b is string => Boolean(b))),
  ].sort()) {
    add({ slug: facetSlug(bodyName(body)), refinements: { body: [body] }, title: bodyName(body) });
  }
  return [...out.values()];
}
