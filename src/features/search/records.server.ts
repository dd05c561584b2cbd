import type { Site } from '~/catalogue/site.server.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import type { SaleLocation } from '~/features/car/drive-away.ts';
import { carTypeLabel } from '~/features/car/labels.ts';

import { type Landing, siteLandings } from './landings.ts';
import { type SearchRecord, toSearchRecord } from './record.ts';

/**
 * The search records of a site: every listed car (spec States listing rule), categories from the model
 * catalogue, drive-away estimates in the state each car is sold from (its location's, where the
 * feed gives none).
 */
export function buildSearchRecords(
  config: DealerConfig,
  site: Pick<Site, 'listed' | 'models'> & { locations?: readonly SaleLocation[] },
): SearchRecord[] {
  const categories = new Map(
    site.models.map((m) => [`${m.manufacturer}|${m.name}`, m.manufacturer_body]),
  );
  return site.listed.map((car) =>
    toSearchRecord(
      car,
      config,
      (make, model) => categories.get(`${make}|${model}`),
      site.locations,
    ),
  );
}

/** A site's search landings (spec Screens routes): its condition, make, model, body and location pages. */
export function buildLandings(
  config: DealerConfig,
  site: Pick<Site, 'locations'>,
  records: SearchRecord[],
): Landing[] {
  const locations = site.locations.filter(
    (l) => l.location_type === 'sales' || l.location_type === '',
  );
  return siteLandings(
    records,
    config.dealerships,
    locations,
    {
      plural: config.inventory.noun.plural,
      used: carTypeLabel('used', config.features.preOwnedWording),
    },
    config.inventory.carTypes,
  );
}
