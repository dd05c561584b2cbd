import { and, eq, isNull } from 'drizzle-orm';

import type { Database } from './db.server.ts';
import { idempotencyKeys } from './schema.ts';

/** What a request's Idempotency-Key says before the work is done. */
export type Claim =
  /** The key is new and now this request's: do the work, then `settleKey` (or `releaseKey`). */
  | { kind: 'mine' }
  /** The same request was answered before: answer it again, doing nothing. */
  | { kind: 'answered'; status: number; body: unknown }
  /** The same request is being worked on now (a retry while the first is under way). */
  | { kind: 'in-progress' }
  /** The key was used for another request. */
  | { kind: 'mismatch' };

/**
 * Claims `key` for a request (its fingerprint `hash`) in the database: exactly one of any number
 * of requests with the key gets `mine`, so paid work (a valuation) is done once however many
 * retries arrive at once. Keys share one table with the leads' own: callers namespace theirs.
 */
export async function claimKey(db: Database, key: string, hash: string): Promise<Claim> {
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed) return { kind: 'mine' };
  const [first] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (!first || first.requestHash !== hash) return { kind: 'mismatch' };
  if (first.statusCode === null) return { kind: 'in-progress' };
  return { kind: 'answered', status: first.statusCode, body: first.response };
}

/** Keeps the answer a claimed key's request got, for its retries. */
export async function settleKey(db: Database, key: string, status: number, body: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: status, response: body })
    .where(eq(idempotencyKeys.key, key));
}

/** Gives a claimed key back when the work could not be done (a retry may then try again). */
export async function releaseKey(db: Database, key: string) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.key, key), isNull(idempotencyKeys.statusCode)));
}
