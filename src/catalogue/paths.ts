import { join } from 'node:path';

/**
 * Where the data of every site lives (README "Folder map"). A command or a build may read another
 * folder (DATA_DIR, read by astro.config.mjs and scripts/lib/build-env.ts) and passes it in.
 */
export const DATA_DIR = join(process.cwd(), 'data');

export const cataloguePaths = (dataDir = DATA_DIR) => ({
  manufacturers: join(dataDir, 'catalogue', 'manufacturers.json'),
  models: join(dataDir, 'catalogue', 'models.json'),
  serviceAdvantage: join(dataDir, 'catalogue', 'service-advantage.json'),
  accessories: join(dataDir, 'catalogue', 'accessories.json'),
});

export const sitePaths = (slug: string, dataDir = DATA_DIR) => ({
  stock: join(dataDir, 'stock', `${slug}.json`),
  locations: join(dataDir, 'sites', slug, 'locations.json'),
  offers: join(dataDir, 'sites', slug, 'offers.json'),
  reviews: join(dataDir, 'sites', slug, 'reviews.json'),
  promotions: join(dataDir, 'sites', slug, 'promotions.json'),
});
