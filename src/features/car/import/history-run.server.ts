import type { DealerConfig } from '~/config/schema/index.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import type { HistorySearch } from '~/services/history/history.ts';

import { type HistoryRunReport, searchDue } from '../history/checks.server.ts';
import { storedStock } from './store.server.ts';

/** How many searches one scheduled run makes at most: a run stays well inside a function's time. */
export const SEARCHES_PER_RUN = 25;

/**
 * One history run for the dealer's imported stock: the cars due a search, at most `max`. Null
 * where the dealer has no history check, or has never imported stock (a sample site's stock file
 * carries its own sample checks).
 */
export async function historyRun(
  storage: Storage,
  config: Pick<DealerConfig, 'slug'>,
  search: HistorySearch | null,
  now: Date,
  max = SEARCHES_PER_RUN,
): Promise<HistoryRunReport | null> {
  if (!search) return null;
  const stock = await storedStock(storage.db, config.slug);
  if (!stock) return null;
  return searchDue(
    storage.db,
    config.slug,
    search,
    stock.entries.map((e) => e.car),
    now,
    max,
  );
}

/** The run as lines for the dealer (the import command, the server's log): stock numbers, never a buyer. */
export function historyLines(slug: string, r: HistoryRunReport): string[] {
  const lines = [
    `${slug}: history checks: ${r.searched} searched, ${r.flagged.length} flagged, ${r.refused} refused by the provider, ${r.waiting} waiting for the next run${r.stopped ? ` (the provider said later: ${r.stopped})` : ''}.`,
  ];
  for (const f of r.flagged)
    lines.push(
      `  flagged: stock number ${f.stocknum}: ${f.found.join(', ')} (certificate ${f.certificate})`,
    );
  return lines;
}
