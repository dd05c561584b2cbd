import type { Site } from '~/catalogue/load.server.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import {
  NEW_VEHICLE_ENQUIRY,
  offerAliases,
  offerUrl,
  typeRouteRedirects,
} from '~/features/content/links.ts';
import {
  CONTENT_REDIRECTS,
  locationRedirects,
  type Redirect,
} from '~/features/locations/redirects.ts';
import { siteOffers } from '~/features/offers/offers.ts';

/**
 * A site's permanent redirects (301): spec Screens' other routes to a location, the complaint page's
 * other addresses, each current offer's short address, and spec Screens' type search addresses to
 * the site's own where its stock is not cars (`/search/used-cars` → `/search/used-caravans`) or to
 * all the stock where the dealer does not sell their type, and the new-vehicle enquiry to the contact
 * page where it sells no new cars. The build writes them to `_redirects`
 * (Netlify reads it, and so does the local server); the Netlify check expects each of them.
 */
export function siteRedirects(config: DealerConfig, site: Site): Redirect[] {
  return [
    ...locationRedirects(site.locations.filter((l) => l.visible).map((l) => l.slug)),
    ...CONTENT_REDIRECTS,
    ...typeRouteRedirects(config.inventory.noun.plural, config.inventory.carTypes),
    ...(config.inventory.carTypes.includes('new')
      ? []
      : [{ from: NEW_VEHICLE_ENQUIRY, to: '/contact-us' }]),
    ...siteOffers(site.offers, config.id, site.now, site.listed).flatMap((offer) =>
      offerAliases(config, offer).map((from) => ({ from, to: offerUrl(config, offer) })),
    ),
  ];
}

/** The addresses that answer 410 Gone: sold cars past their light page (inventory.soldPageDays). */
export const gonePaths = (site: Site) => site.gone.map((car) => `/cars/${car.slug}`);
