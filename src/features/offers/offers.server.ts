import config from 'virtual:dealer/config';

import { getSite } from '../../catalogue/site.server.ts';
import { siteOffers } from './offers.ts';
import { type OfferView, offerView } from './ui-view.ts';

/** The offers this website shows now, as cards and pages show them, newest ending last. */
export function offerViews(): OfferView[] {
  const site = getSite();
  return siteOffers(site.offers, config.id, site.now)
    .sort((a, b) => Date.parse(a.expires_at) - Date.parse(b.expires_at) || a.id - b.id)
    .map((o) => offerView(o, config, site.models));
}
