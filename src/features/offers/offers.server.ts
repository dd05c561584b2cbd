import config from 'virtual:dealer/config';

import { getSite } from '~/catalogue/site.server.ts';

import { activeOffers, siteOffers, statesComparisonRate } from './offers.ts';
import { type OfferView, offerView } from './ui-view.ts';

let views: OfferView[] | undefined;

/**
 * The offers this website shows now, as cards and pages show them, soonest ending first. Worked
 * out (and sanitised) once per build: the home page, /special-offers, every offer and every model
 * page read the same list.
 */
export function offerViews(): OfferView[] {
  if (views) return views;
  const site = getSite();
  for (const o of activeOffers(site.offers, site.now))
    if (!statesComparisonRate(o))
      console.warn(
        `[offers] left out: offer ${o.id} advertises a rate without its comparison rate`,
      );
  views = siteOffers(site.offers, config.id, site.now, site.listed)
    .sort((a, b) => Date.parse(a.expires_at) - Date.parse(b.expires_at) || a.id - b.id)
    .map((o) => offerView(o, config, site.models));
  return views;
}
