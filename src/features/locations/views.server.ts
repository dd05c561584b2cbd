import config from 'virtual:dealer/config';

import { getSite } from '~/catalogue/site.server.ts';
import { getSearch } from '~/features/search/search.server.ts';

import { filterLocations, type LocationFilter } from './block.ts';
import { type LocationView, locationView } from './view.ts';

let all: LocationView[] | undefined;

/** Every visible location of this build's dealer as pages show it, by name. */
export function locationViews(filter: LocationFilter = 'all'): LocationView[] {
  all ??= filterLocations(getSite().locations, 'all').map((l) =>
    locationView(l, {
      now: getSite().now,
      dealerships: config.dealerships,
      landingSlugs: new Set(
        getSearch()
          .landings.filter((x) => x.refinements.location_name ?? x.refinements.dealership_name)
          .map((x) => x.slug),
      ),
      phoneByLocation: config.contact.phones.byLocation,
    }),
  );
  const ids = new Set(filterLocations(getSite().locations, filter).map((l) => l.id));
  return all.filter((v) => ids.has(v.id));
}
