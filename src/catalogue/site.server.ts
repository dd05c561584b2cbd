import { readFileSync } from 'node:fs';

import { at, dataDir, liveFile, stockFile } from 'virtual:dealer/build';
import config from 'virtual:dealer/config';

import { describeProblem } from '~/config/errors.ts';

import { type LiveCars, loadSite, type Site } from './load.server.ts';

export type { Site } from './load.server.ts';

let site: Site | undefined;

/** The current dealer's data, read and validated once per build. */
export function getSite(): Site {
  if (site) return site;
  const live = liveFile ? (JSON.parse(readFileSync(liveFile, 'utf8')) as LiveCars | null) : null;
  site = loadSite(config, { dataDir, at: at ? new Date(at) : null, live, stockFile });
  for (const p of site.stockProblems) console.warn(`[stock] left out: ${describeProblem(p)}`);
  return site;
}
