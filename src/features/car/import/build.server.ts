import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { atBuild } from '~/server/storage/db.server.ts';
import { normaliseVin } from '~/services/history/history.ts';

import { storedChecks } from '../history/checks.server.ts';
import { storedStock } from './store.server.ts';

/**
 * The imported stock as a build starts, from the site's store (DATABASE_URL, or the
 * local PGlite folder when there is one), written as a stock file (`{ snapshot_at, cars }`) into
 * `outDir` for the build to read instead of data/stock/<slug>.json. Null when nothing was ever
 * imported for the dealer, or the store does not answer: the build then reads the committed file.
 */
export async function stockAtBuild(
  slug: string,
  env: Record<string, string | undefined>,
  outDir: string,
  warn: (message: string) => void,
): Promise<{ file: string; snapshotAt: Date; cars: number } | null> {
  return atBuild(
    slug,
    env,
    async (storage) => {
      const stock = await storedStock(storage.db, slug);
      if (!stock) return null;
      const checks = await storedChecks(storage.db, slug);
      mkdirSync(outDir, { recursive: true });
      const file = join(outDir, `${slug}.json`);
      writeFileSync(
        file,
        JSON.stringify({
          snapshot_at: stock.snapshotAt.toISOString(),
          // What the store kept beside each record: its first listing, its price changes and
          // the latest history check of its VIN.
          cars: stock.entries.map((e) => ({
            ...e.car,
            first_listed_at: e.firstListedAt,
            price_history: e.prices,
            history_check: (e.car.vin && checks.get(normaliseVin(e.car.vin))) || null,
          })),
        }),
      );
      return { file, snapshotAt: stock.snapshotAt, cars: stock.entries.length };
    },
    (summary) =>
      warn(`imported stock not read (${summary}): the build reads data/stock/${slug}.json`),
  );
}
