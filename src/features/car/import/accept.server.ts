/**
 * A person applies a held stock feed (guard.ts): `npm run stock:import -- --accept <id>`, or the
 * feed's system sending the same delivery again with `X-Stock-Accept: <id>`. The held records are
 * imported as they came, the guard set aside, provided the hold is still the dealer's latest word:
 * no import was applied after it (else it is out of date, and the feed is sent again).
 */
import { and, eq, isNull } from 'drizzle-orm';

import type { DealerConfig } from '~/config/schema/index.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { stockHolds } from '~/server/storage/schema.ts';

import { findHold, importedSince, type StockHold } from './holds.server.ts';
import { type ImportReport, importStock, type StaleDelivery } from './import.server.ts';

export const ACCEPT_MESSAGES = {
  noSuchHold: 'No held feed of this dealer has that id.',
  applied: 'That held feed has already been applied.',
  rejected: 'That held feed was rejected: send the feed again to import it.',
  notThatBody:
    'This body is not the feed that was held: to apply a held feed, send the same delivery again.',
  outOfDate:
    'The stock was imported again after that feed was held, so it is out of date: send the feed again.',
} as const;

export type AcceptRefused = { refused: true; status: 404 | 409; error: string };

export async function acceptHold(
  storage: Storage,
  config: DealerConfig,
  id: string,
  opts: {
    now: Date;
    deliveredAt?: Date | undefined;
    bodyHash?: string | undefined;
    /** The data folder whose stock file a first import diffs against (importStock's). */
    dataDir?: string | undefined;
  },
): Promise<ImportReport | StaleDelivery | AcceptRefused> {
  const hold = await findHold(storage.db, config.slug, id);
  const refuse = (status: 404 | 409, error: string): AcceptRefused => ({
    refused: true,
    status,
    error,
  });
  if (!hold) return refuse(404, ACCEPT_MESSAGES.noSuchHold);
  if (hold.appliedAt) return refuse(409, ACCEPT_MESSAGES.applied);
  if (hold.rejectedAt) return refuse(409, ACCEPT_MESSAGES.rejected);
  if (opts.bodyHash && hold.bodyHash !== opts.bodyHash)
    return refuse(409, ACCEPT_MESSAGES.notThatBody);
  if (await importedSince(storage.db, config.slug, hold.heldAt))
    return refuse(409, ACCEPT_MESSAGES.outOfDate);
  // The hold is claimed first, in one guarded UPDATE: of two people applying it, or one applying
  // and one rejecting it, the database lets one through. A stale or failed import gives it back.
  const [claimed] = await storage.db
    .update(stockHolds)
    .set({ appliedAt: opts.now })
    .where(
      and(eq(stockHolds.id, hold.id), isNull(stockHolds.appliedAt), isNull(stockHolds.rejectedAt)),
    )
    .returning({ id: stockHolds.id });
  if (!claimed) {
    const now = await findHold(storage.db, config.slug, id);
    return refuse(409, now?.rejectedAt ? ACCEPT_MESSAGES.rejected : ACCEPT_MESSAGES.applied);
  }
  const unclaim = () =>
    storage.db.update(stockHolds).set({ appliedAt: null }).where(eq(stockHolds.id, hold.id));
  try {
    const out = await importStock(storage, config, hold.records, {
      source: `${hold.source}, held as ${hold.id} and accepted`,
      now: opts.now,
      deliveredAt: opts.deliveredAt,
      dataDir: opts.dataDir,
      accept: true,
    });
    if ('held' in out) throw new Error('unexpected: an accepted feed was held again');
    if ('stale' in out) await unclaim();
    return out;
  } catch (e) {
    await unclaim().catch(() => undefined);
    throw e;
  }
}

/**
 * A person decides a held feed is wrong and will not be applied (the dealer desk): it stays, as
 * every hold does, marked rejected. Only a hold neither applied nor rejected can be, in one guarded
 * UPDATE. The site's stock is unchanged either way.
 */
export async function rejectHold(
  storage: Storage,
  config: DealerConfig,
  id: string,
  now: Date,
): Promise<StockHold | AcceptRefused> {
  const [rejected] = await storage.db
    .update(stockHolds)
    .set({ rejectedAt: now })
    .where(
      and(
        eq(stockHolds.id, id),
        eq(stockHolds.websiteSlug, config.slug),
        isNull(stockHolds.appliedAt),
        isNull(stockHolds.rejectedAt),
      ),
    )
    .returning();
  if (rejected) return rejected;
  const hold = await findHold(storage.db, config.slug, id);
  if (!hold) return { refused: true, status: 404, error: ACCEPT_MESSAGES.noSuchHold };
  return {
    refused: true,
    status: 409,
    error: hold.appliedAt ? ACCEPT_MESSAGES.applied : ACCEPT_MESSAGES.rejected,
  };
}
