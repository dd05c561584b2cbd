import { sql } from 'drizzle-orm';

import type { Database } from './db.server.ts';

/**
 * Takes the database's lock named `key` for the rest of the transaction `db` is in (Postgres's
 * transaction-level advisory lock, on a hash of the name): a limit counted and then written in
 * such a transaction holds however many requests arrive at once, since the next one counts only
 * after the last has written and committed. Outside a transaction it would end at once.
 */
export async function lockFor(db: Database, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
