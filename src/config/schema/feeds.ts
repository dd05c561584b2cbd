import { z } from 'zod';

import { doc } from './doc.ts';

/**
 * The stock in forms machines read, each published at build from the same listed cars
 * the pages show (features/feeds). Off means the file is not built (its address answers 404).
 */
export const feedsSchema = z.strictObject({
  inventoryJson: doc(
    z.boolean().default(true),
    'Publish /inventory.json (every listed car: price, status, key specs, photos, address) with its JSON Schema at /inventory.schema.json.',
    true,
  ),
  itemList: doc(
    z.boolean().default(true),
    'Give each search landing a schema.org ItemList of the cars on its first page, each a Car with its Offer (JSON-LD).',
    true,
  ),
  googleVehicleListings: doc(
    z.boolean().default(false),
    "Publish /feeds/google-vehicle-listings.tsv in Google's vehicle listings feed format (cars for sale with a VIN and a price; caravans are not vehicles there).",
    true,
  ),
  metaAutomotive: doc(
    z.boolean().default(false),
    "Publish /feeds/meta-automotive.csv in Meta's automotive inventory catalogue format (the same cars).",
    true,
  ),
  llmsTxt: doc(
    z.boolean().default(true),
    'Publish /llms.txt: the site, its stock addresses and how to enquire, for AI assistants.',
    true,
  ),
});
