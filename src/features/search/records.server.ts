import type { Site } from '~/catalogue/site.server.ts';
import type { DealerConfig } from '~/config/schema/index.ts';

import { type SearchRecord, toSearchRecord } from './record.ts';

/** The search records of a site: every listed car (spec §4 listing rule), categories from the model catalogue. */
export function buildSearchRecords(
  config: DealerConfig,
  site: Pick<Site, 'listed' | 'models'>,
): SearchRecord[] {
  const categories = new Map(
    site.models.map((m) => [`${m.manufacturer}|${m.name}`, m.manufacturer_body]),
  );
  return site.listed.map((car) =>
    toSearchRecord(car, config, (make, model) => categories.get(`${make}|${model}`)),
  );
}
