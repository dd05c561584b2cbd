import type { Site } from '~/catalogue/load.server.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { serviceBookingUrl } from '~/features/content/links.ts';
import { planFor } from '~/features/models/service-advantage.ts';

import type { CappedPrices } from './service.ts';
import { takesKind } from './slots.ts';

/** The site's visible service locations, where a service is booked. */
export const serviceWorkshops = (site: Pick<Site, 'locations'>) =>
  site.locations.filter((l) => l.visible && takesKind(l, 'service'));

/**
 * Whether the service page books a service into a slot: the site has a service location, and the
 * dealer does not book services on its own system (`contact.baseDomain.serviceBooking`, which the
 * menus link to instead, spec Screens). Otherwise the page asks by the request form.
 */
export const serviceBookableOnline = (config: DealerConfig, site: Pick<Site, 'locations'>) =>
  serviceWorkshops(site).length > 0 && !/^https?:/.test(serviceBookingUrl(config));

/** The maker's capped prices for a logbook service, where the dealer shows Service Advantage. */
export function servicePrices(
  config: DealerConfig,
  site: Pick<Site, 'serviceAdvantage'>,
): CappedPrices | null {
  const maker = config.brand.manufacturer?.name;
  if (!config.features.serviceAdvantage || !maker) return null;
  return {
    make: maker,
    byModel: Object.fromEntries(
      site.serviceAdvantage.filter((p) => p.model !== 'default').map((p) => [p.model, p.amount]),
    ),
    otherwise: planFor(site.serviceAdvantage, '').amount,
  };
}
