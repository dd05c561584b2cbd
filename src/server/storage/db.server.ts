import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import { errorSummary } from './errors.server.ts';
import * as schema from './schema.ts';

export type Database = ReturnType<typeof drizzleLite<typeof schema>>;

export interface Storage {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * How long a visitor's request may wait on Postgres before it gets a 503 and the browser retries:
 * a statement, a lock wait, a new connection; a transaction left idle is ended by the server.
 */
export const PG_TIMEOUTS = {
  statementMs: 5_000,
  lockMs: 3_000,
  connectMs: 3_000,
  idleInTransactionMs: 10_000,
};

/**
 * A Postgres pool that outlives its server: without an 'error' listener, a server restart makes
 * node-postgres emit an unhandled 'error' and the Node process dies. Idle clients report through
 * the pool, checked-out ones through their own listener; either way the broken connection is
 * dropped, the request in flight fails (503), and the next one connects afresh.
 */
export function postgresPool(connectionString: string, timeouts = PG_TIMEOUTS): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    connectionTimeoutMillis: timeouts.connectMs,
    // A server that stops answering (no RST) must not hold a visitor: the client gives up too.
    query_timeout: timeouts.statementMs + 1_000,
  });
  const report = (e: Error) =>
    console.error(
      `[storage] Postgres connection lost (${errorSummary(e)}); the next request reconnects`,
    );
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  return pool;
}

/**
 * Where the embedded database and local outbox live by default (LOCAL_DATA_DIR moves it, e.g. for
 * the browser tests): `.data/` under the folder the server runs in. Relative on purpose: the
 * Netlify adapter's file trace copies any absolute folder the server code names, and a
 * developer's `.data/` (the browser tests' stores, built servers) is tens of thousands of files.
 */
export const DEFAULT_DATA_DIR = '.data';

/** The SQL migrations (a Netlify function carries them: astro.config.mjs `includeFiles`). */
const MIGRATIONS_DIR = join(process.cwd(), 'src', 'server', 'storage', 'migrations');

/** Thrown at start-up on Netlify without DATABASE_URL: a lead must never land in a throwaway store. */
export class StorageConfigError extends Error {}

/**
 * Opens the leads database and runs the migrations: DATABASE_URL selects a Postgres server;
 * otherwise embedded PGlite, persisted under `.data/<dealer>/pglite` (or in memory for tests).
 * On Netlify a missing DATABASE_URL is an error, never a silent local store.
 */
export async function openStorage(options: {
  dealer: string;
  databaseUrl?: string | undefined;
  dataDir?: string;
  memory?: boolean;
  onNetlify?: boolean;
  timeouts?: typeof PG_TIMEOUTS;
}): Promise<Storage> {
  if (options.databaseUrl) {
    const pool = postgresPool(options.databaseUrl, options.timeouts);
    const db = drizzlePg(pool, { schema });
    try {
      await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    } catch (e) {
      await pool.end().catch(() => undefined);
      throw e;
    }
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  if (options.onNetlify) {
    throw new StorageConfigError(
      'DATABASE_URL is not set: on Netlify leads need a Postgres server. Set DATABASE_URL in the site environment (README "Configure real services").',
    );
  }
  let client: PGlite;
  if (options.memory) client = new PGlite();
  else {
    const dir = join(options.dataDir ?? DEFAULT_DATA_DIR, options.dealer, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzleLite(client, { schema });
  await migrateLite(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * A build's read of the dealer's store: `use` runs on it and the store is closed after. There is
 * nothing to read (null) without DATABASE_URL or a local store. A store that fails is reported
 * through `failed` and gives null too: what a build reads from the store never fails the build.
 */
export async function atBuild<T>(
  slug: string,
  env: Record<string, string | undefined>,
  use: (storage: Storage) => Promise<T>,
  failed: (summary: string) => void,
): Promise<T | null> {
  const dataDir = env.LOCAL_DATA_DIR || DEFAULT_DATA_DIR;
  if (!env.DATABASE_URL && !existsSync(join(dataDir, slug, 'pglite'))) return null;
  let storage: Storage | undefined;
  try {
    storage = await openStorage({ dealer: slug, databaseUrl: env.DATABASE_URL, dataDir });
    return await use(storage);
  } catch (e) {
    failed(errorSummary(e));
    return null;
  } finally {
    await storage?.close().catch(() => undefined);
  }
}

/** Whether storage answers a trivial query now (GET /api/health). */
export async function ping(s: Storage): Promise<void> {
  await s.db.execute(sql`select 1`);
}
