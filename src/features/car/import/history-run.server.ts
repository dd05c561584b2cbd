import { createHash } from 'node:crypto';

import { z } from 'zod';

import type { DealerConfig } from '~/config/schema/index.ts';
import { submitLead } from '~/features/leads/leads.server.ts';
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

/** The fields of a history check's notice to the dealer (only the server sends one). */
export const historyNoticeFields = z.object({
  name: z.string(),
  message: z.string(),
  run: z.string(),
});

/**
 * Tells the dealer of the cars a run flagged, through the lead outbox (its CRM webhook or ADF
 * e-mail, else the local outbox), once per set of certificates: stock numbers, what was found,
 * and what the site does with each (the dealer file's `inventory.historyCheck`).
 */
export async function tellDealerOfFlags(
  storage: Storage,
  config: Pick<DealerConfig, 'slug' | 'url' | 'inventory'> & Parameters<typeof submitLead>[1],
  report: HistoryRunReport,
  now: Date,
): Promise<void> {
  if (!report.flagged.length) return;
  const settings = config.inventory.historyCheck;
  const fate = (found: string[]) =>
    found.includes('reported stolen') ||
    (found.includes('finance owing') && settings.onFinanceOwing === 'hide') ||
    (found.includes('written off') && settings.onWrittenOff === 'hide')
      ? 'taken off the site'
      : 'listed, its page says so';
  const message = [
    `History checks flagged ${report.flagged.length} ${report.flagged.length === 1 ? 'car' : 'cars'}:`,
    ...report.flagged.map(
      (f) =>
        `stock number ${f.stocknum}: ${f.found.join(', ')} (certificate ${f.certificate}); ${fate(f.found)}.`,
    ),
  ].join('\n');
  const run = `h-${createHash('sha256')
    .update(report.flagged.map((f) => f.certificate).join(','))
    .digest('hex')
    .slice(0, 16)}`;
  const lead = await submitLead(
    storage,
    config,
    {
      form: 'history-check',
      fields: { name: 'History check', message, run },
      url: config.url,
      opt_in_text: '',
    },
    { idempotencyKey: `${run}-notice`, userAgent: null, now, fields: historyNoticeFields },
  );
  if (lead.status !== 201) throw new Error(`the notice was refused (${lead.status})`);
}
