import type { Car } from '~/catalogue/car.schema.ts';
import type { Model } from '~/catalogue/model.schema.ts';
import { modelCategories } from '~/catalogue/model-categories.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import {
  carTypeLabel,
  makeModelName,
  manufacturerDisplayName,
  stockWord,
} from '~/features/car/labels.ts';
import { NEW_VEHICLE_ENQUIRY, searchPath, type TypeRoute } from '~/features/content/links.ts';

import { modelUrl, searchMakeModelUrl, sellMyCarUrl, serviceBookingUrl } from './links.ts';

export interface MenuLink {
  label: string;
  href: string;
}
export interface ModelCard {
  name: string;
  /** The make as shown ('Mazda'). */
  make: string;
  /** Spec Entities manufacturer_body: the category the model is listed under. */
  category: string;
  image: string | null;
  label: 'Upcoming' | 'All-New' | null;
  explore: string;
  /** Hidden for coming_soon models (spec Screens). */
  ourStock: string | null;
}
export interface ModelsDropdown {
  categories: { name: string; models: ModelCard[] }[];
  side: MenuLink[];
}
export type MenuItem =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'submenu'; label: string; links: MenuLink[] }
  | { kind: 'models'; label: string; dropdown: ModelsDropdown };

/** Spec States model status label. */
export function modelStatusLabel(status: string | null | undefined): ModelCard['label'] {
  if (!status) return null;
  return status === 'coming_soon' ? 'Upcoming' : 'All-New';
}

/** Spec Screens: the 'Cars' category is every current model (not upcoming or discontinued). */
export const inCategory = (category: string, body: string) =>
  category === 'Cars' ? !['Upcoming', 'Discontinued'].includes(body) : body === category;

/**
 * A category's name as this site's models bear it: spec Screens' 'GR & performance' names Toyota's GR
 * line, so it reads 'Performance' where none of the site's performance models is a GR.
 */
export function categoryLabel(category: string, models: readonly Pick<Model, 'name'>[]): string {
  if (category !== 'GR & performance') return category;
  return models.some((m) => /^GR(?:\d|\b)/.test(m.name)) ? category : 'Performance';
}

/**
 * The first `n` models taking each make in turn, so a site selling several makes shows its range,
 * not the first make's models only.
 */
export function spreadByMake<T extends { make: string }>(models: readonly T[], n: number): T[] {
  const byMake = new Map<string, T[]>();
  for (const m of models) (byMake.get(m.make) ?? byMake.set(m.make, []).get(m.make)!).push(m);
  const queues = [...byMake.values()];
  const out: T[] = [];
  while (out.length < n && queues.some((q) => q.length))
    for (const q of queues) if (q.length && out.length < n) out.push(q.shift()!);
  return out;
}

export function modelsDropdown(config: DealerConfig, models: Model[]): ModelsDropdown {
  const cards = (list: Model[]) =>
    list.map((m) => ({
      name: makeModelName(m.manufacturer, m.name),
      make: manufacturerDisplayName(m.manufacturer),
      category: m.manufacturer_body,
      image: m.image?.url ?? null,
      label: modelStatusLabel(m.status),
      explore: modelUrl(config, m),
      ourStock: m.status === 'coming_soon' ? null : searchMakeModelUrl(m.manufacturer, m.name),
    }));
  // 'Cars' holds every current model; the others are the models' own categories.
  const categories = modelCategories
    .map((name) => {
      const inIt = models.filter((m) => inCategory(name, m.manufacturer_body));
      return { name: categoryLabel(name, inIt), models: cards(inIt) };
    })
    .filter((c) => c.models.length > 0);
  return {
    categories,
    side: [
      { label: 'Our Stock', href: searchPath('new', config.inventory.noun.plural) },
      { label: 'Warranty Advantage', href: '/warranty' },
      { label: 'Enquiries', href: NEW_VEHICLE_ENQUIRY },
    ],
  };
}

/** The stock dropdown: stock by type, then the makes with most used stock. */
export function stockLinks(
  config: DealerConfig,
  cars: Pick<Car, 'car_type' | 'make'>[],
): MenuLink[] {
  const used = carTypeLabel('used', config.features.preOwnedWording);
  const { plural } = stockWord(config.inventory.noun);
  const counts = new Map<string, number>();
  let demo = 0;
  for (const c of cars) {
    if (c.car_type === 'demo') demo++;
    if (c.car_type === 'used') counts.set(c.make, (counts.get(c.make) ?? 0) + 1);
  }
  const path = (route: TypeRoute) => searchPath(route, config.inventory.noun.plural);
  const links: MenuLink[] = [{ label: `All ${used} ${plural}`, href: path('used') }];
  if (demo > 0) links.push({ label: `Demo ${plural}`, href: path('demo') });
  links.push({ label: 'All Stock', href: path('all') });
  const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 6);
  // 'Used Hyundai' finds the used Hyundais it counted, not every Hyundai in stock.
  for (const [make] of top)
    links.push({
      label: `${used} ${manufacturerDisplayName(make)}`,
      href: `${path('used')}?make=${encodeURIComponent(make)}`,
    });
  return links;
}

/** Spec Screens 'Sell My Car', in the word the trade-in uses for the visitor's own (a caravan yard's 'Sell My Vehicle'). */
export const sellMyLabel = (config: Pick<DealerConfig, 'tradeIn'>) =>
  `Sell My ${config.tradeIn.noun.singular.replace(/^./, (c) => c.toUpperCase())}`;

/** Spec Screens Main menu, in order. New Vehicles only where the site has models to show. */
export function mainMenu(
  config: DealerConfig,
  models: Model[],
  cars: Pick<Car, 'car_type' | 'make'>[],
): MenuItem[] {
  const { plural } = stockWord(config.inventory.noun);
  const items: MenuItem[] = [{ kind: 'link', label: 'Home', href: '/' }];
  if (config.features.modelPages && models.length > 0)
    items.push({
      kind: 'models',
      label: `New ${plural}`,
      dropdown: modelsDropdown(config, models),
    });
  else if (cars.some((c) => c.car_type === 'new'))
    items.push({
      kind: 'link',
      label: `New ${plural}`,
      href: searchPath('new', config.inventory.noun.plural),
    });
  items.push(
    { kind: 'link', label: 'Special Offers', href: '/special-offers' },
    { kind: 'link', label: sellMyLabel(config), href: sellMyCarUrl(config) },
    { kind: 'submenu', label: `Pre-owned ${plural}`, links: stockLinks(config, cars) },
    {
      kind: 'submenu',
      label: 'Service',
      links: [
        { label: 'Online Service Booking', href: serviceBookingUrl(config) },
        { label: 'Warranty Advantage', href: '/warranty' },
        { label: 'Roadside Assist', href: '/roadside-assist' },
        { label: 'Genuine Service', href: '/genuine-service' },
      ],
    },
    { kind: 'link', label: 'Parts & Accessories', href: '/vehicle-parts-and-accessories' },
    {
      kind: 'submenu',
      label: 'Company',
      links: [
        { label: 'About Us', href: '/about-us' },
        { label: 'Contact Us', href: '/contact-us' },
        { label: 'Fleet', href: '/fleet' },
        { label: 'Terms And Conditions', href: '/terms-and-conditions' },
        { label: 'Complaint Handling Process', href: '/pages/complaint-handling-process' },
      ],
    },
  );
  return items;
}

/** Spec Screens footer groups: Buyer Tools, Servicing and Parts, and one named after the dealer. */
export function footerGroups(config: DealerConfig): { title: string; links: MenuLink[] }[] {
  const buyer: MenuLink[] = [
    { label: 'Search All Stock', href: searchPath('all', config.inventory.noun.plural) },
    { label: 'Finance', href: '/finance' },
    { label: 'Trade-In Valuation', href: '/trade-in' },
    { label: sellMyLabel(config), href: sellMyCarUrl(config) },
    { label: 'Special Offers', href: '/special-offers' },
  ];
  if (config.features.favourites)
    buyer.push({ label: 'My Garage', href: config.features.authentication.garagePath });
  if (config.features.spinToWin)
    buyer.push({ label: config.features.spinToWin.title, href: '/spin-to-win' });
  return [
    { title: 'Buyer Tools', links: buyer },
    {
      title: 'Servicing and Parts',
      links: [
        { label: 'Book a Service', href: serviceBookingUrl(config) },
        { label: 'Genuine Service', href: '/genuine-service' },
        { label: 'Parts & Accessories', href: '/vehicle-parts-and-accessories' },
        { label: 'Roadside Assist', href: '/roadside-assist' },
        { label: 'Warranty', href: '/warranty' },
      ],
    },
    {
      title: config.name,
      links: [
        { label: 'About Us', href: '/about-us' },
        { label: 'Contact Us', href: '/contact-us' },
        { label: 'Careers', href: '/pages/careers' },
        { label: 'Privacy Policy', href: '/privacy-policy' },
        { label: 'Terms And Conditions', href: '/terms-and-conditions' },
        { label: 'Complaint Handling Process', href: '/pages/complaint-handling-process' },
        { label: 'Sitemap', href: '/sitemap.xml' },
      ],
    },
  ];
}
