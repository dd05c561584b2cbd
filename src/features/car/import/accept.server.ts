/**
 * A person applies a held stock feed (guard.ts): `npm run stock:import -- --accept <id>`, or the
 * feed's system sending the same delivery again with `X-Stock-Accept: <id>`. The held records are
 * imported as they came, the guard set aside, provided the hold is still the dealer's latest word:
 * no import was applied after it (else it is out of date, and the feed is sent again).
 */
import { eq } from 'drizzle-orm';

import type { DealerConfig } from '~/config/schema/index.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { stockHolds } from '~/server/storage/schema.ts';

import { findHold, importedSince } from './holds.server.ts';
import { type ImportReport, importStock, type StaleDelivery } from './import.server.ts';

export const ACCEPT_MESSAGES = {
  noSuchHold: 'No held feed of this dealer has that id.',
  applied: 'That held feed has already been applied.',
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
  opts: { now: Date; deliveredAt?: Date | undefined; bodyHash?: string | undefined },
): Promise<ImportReport | StaleDelivery | AcceptRefused> {
  const hold = await findHold(storage.db, config.slug, id);
  const refuse = (status: 404 | 409, error: string): AcceptRefused => ({
    refused: true,
    status,
    error,
  });
  if (!hold) return refuse(404, ACCEPT_MESSAGES.noSuchHold);
  if (hold.appliedAt) return refuse(409, ACCEPT_MESSAGES.applied);
  if (opts.bodyHash && hold.bodyHash !== opts.bodyHash)
    return refuse(409, ACCEPT_MESSAGES.notThatBody);
  if (await importedSince(storage.db, config.slug, hold.heldAt))
    return refuse(409, ACCEPT_MESSAGES.outOfDate);
  const out = await importStock(storage, config, hold.records, {
    source: `${hold.source}, held as ${hold.id} and accepted`,
    now: opts.now,
    deliveredAt: opts.deliveredAt,
    accept: true,
  });
  if ('held' in out) throw new Error('unexpected: an accepted feed was held again');
  if (!('stale' in out))
    await storage.db
      .update(stockHolds)
      .set({ appliedAt: opts.now })
      .where(eq(stockHolds.id, hold.id));
  return out;
}
