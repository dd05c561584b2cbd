import type { CarType } from '~/catalogue/car.schema.ts';
import type { Model } from '~/catalogue/model.schema.ts';
import type { Offer } from '~/catalogue/offer.schema.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { manufacturerDisplayName, modelDisplayName } from '~/features/car/labels.ts';

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Spec Screens: a model override URL wins; otherwise the dealer's pattern with {slug}. */
export function modelUrl(
  config: DealerConfig,
  model: Pick<Model, 'slug' | 'override_url'>,
): string {
  return model.override_url || config.brand.modelUrl.replace('{slug}', model.slug);
}

const offerMakeSlug = (offer: Pick<Offer, 'manufacturer'>) =>
  offer.manufacturer
    ? slugify(
        typeof offer.manufacturer === 'string'
          ? offer.manufacturer
          : (offer.manufacturer.slug ?? offer.manufacturer.name),
      )
    : null;

/** Spec Screens: /offers/{id} on a site locked to one manufacturer, else /offers/{manufacturer}/{id}. */
export function offerUrl(config: DealerConfig, offer: Pick<Offer, 'id' | 'manufacturer'>): string {
  const make = offerMakeSlug(offer);
  if (config.brand.manufacturer || !make) return `/offers/${offer.id}`;
  return `/offers/${make}/${offer.id}`;
}

/** The offer's other address form answers 301 to the one the site uses (spec Screens). */
export function offerAliases(
  config: DealerConfig,
  offer: Pick<Offer, 'id' | 'manufacturer'>,
): string[] {
  const make = offerMakeSlug(offer);
  if (!make) return [];
  return [config.brand.manufacturer ? `/offers/${make}/${offer.id}` : `/offers/${offer.id}`];
}

/** Spec Screens: service booking and sell-my-car go to the configured base domain when there is one. */
export const serviceBookingUrl = (config: DealerConfig) =>
  config.contact.baseDomain.serviceBooking ?? '/genuine-service';
export const sellMyCarUrl = (config: DealerConfig) =>
  config.contact.baseDomain.sellMyCar ?? '/sell-my-car';

/**
 * A make/model stock landing, named as the search landings are: by the names visitors read (spec
 * Entities: 'Mazda' '2' is the Mazda2 landing, /search/mazda/mazda2).
 */
export const searchMakeModelUrl = (make: string, model: string) =>
  `/search/${slugify(manufacturerDisplayName(make))}/${slugify(modelDisplayName(make, model))}`;

/** The type landings of spec Screens, by what they hold. */
export type TypeRoute = 'all' | 'used' | 'demo' | 'new' | 'new-and-demo';

/** Spec Screens type routes' words before the stock's noun ('used-cars'; a caravan yard's 'used-caravans'). */
const TYPE_STEMS: Record<TypeRoute, string> = {
  all: 'new-used-and-demo',
  used: 'used',
  demo: 'demo',
  new: 'new',
  'new-and-demo': 'new-and-demo',
};

/** The new-vehicle enquiry page (built where the dealer sells new cars: inventory.carTypes). */
export const NEW_VEHICLE_ENQUIRY = '/enquiries/new-vehicle-enquiry';

/** The types each type landing holds (the all-stock search: every type). */
export const TYPE_ROUTE_TYPES: Record<TypeRoute, CarType[]> = {
  all: [],
  used: ['used'],
  demo: ['demo'],
  new: ['new'],
  'new-and-demo': ['new', 'demo'],
};

/**
 * The type routes a dealer has: the all-stock search, and each route whose types it all sells
 * (dealer file inventory.carTypes). A used-only site has no /search/new-cars.
 */
export function soldTypeRoutes(sold: readonly CarType[]): TypeRoute[] {
  return (Object.keys(TYPE_ROUTE_TYPES) as TypeRoute[]).filter((route) =>
    TYPE_ROUTE_TYPES[route].every((t) => sold.includes(t)),
  );
}

/**
 * A type landing's slug in the site's noun (inventory.noun.plural): 'new-used-and-demo-cars' as
 * spec Screens names it, 'new-used-and-demo-caravans' for a caravan yard (whose spec Screens addresses 301
 * here: typeRouteRedirects).
 */
export function typeSlug(route: TypeRoute, plural = 'Cars'): string {
  return `${TYPE_STEMS[route]}-${slugify(plural)}`;
}

/** The path of a type landing: `searchPath()` is the default search, all the stock. */
export const searchPath = (route: TypeRoute = 'all', plural = 'Cars') =>
  `/search/${typeSlug(route, plural)}`;

/** A search for stock like one (the same make and model): a sold car's alert, a missed reservation's next step. */
export const similarSearchPath = (make: string, model: string, plural = 'Cars') =>
  `${searchPath('all', plural)}?${new URLSearchParams({ make, model })}`;

/**
 * The spec Screens addresses of the type landings, 301 to the site's own where its noun is not cars
 * (`/search/used-cars` → `/search/used-caravans`); those of types the dealer does not sell, in
 * either noun, 301 to the all-stock search (`/search/new-cars` on a used-only site).
 */
export function typeRouteRedirects(
  plural: string,
  sold: readonly CarType[] = ['new', 'demo', 'used'],
): { from: string; to: string }[] {
  const routes = soldTypeRoutes(sold);
  const own = slugify(plural) === 'cars';
  return (Object.keys(TYPE_STEMS) as TypeRoute[]).flatMap((route) => {
    const to = routes.includes(route) ? searchPath(route, plural) : searchPath('all', plural);
    const from = own ? [searchPath(route)] : [searchPath(route), searchPath(route, plural)];
    return from.filter((f) => f !== to).map((f) => ({ from: f, to }));
  });
}
