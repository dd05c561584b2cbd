import { cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { DATA_DIR } from '~/catalogue/paths.ts';

/**
 * A scratch data folder for one dealer (a benchmark's or a test's): the shared catalogue, the
 * trade-in market every dealer's server carries, and the dealer's own site data, with an empty
 * stock/ for the caller's stock file.
 */
export function copySiteData(slug: string, dataDir: string): void {
  mkdirSync(join(dataDir, 'stock'), { recursive: true });
  for (const part of ['catalogue', 'market', join('sites', slug)])
    cpSync(join(DATA_DIR, part), join(dataDir, part), { recursive: true });
}
