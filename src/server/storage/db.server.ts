import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = ReturnType<typeof drizzleLite<typeof schema>>;

export interface Storage {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Where the embedded database and local outbox live: .data/ (LOCAL_DATA_DIR moves it, e.g. for the browser tests). */
export const LOCAL_DATA_DIR = process.env.LOCAL_DATA_DIR ? process.env.LOCAL_DATA_DIR : join(process.cwd(), '.data');

export const MIGRATIONS_DIR = process.env.MIGRATIONS_DIR ?? join(process.cwd(), 'src', 'server', 'storage', 'migrations');

/** Thrown at start-up on Netlify without DATABASE_URL: a lead must never land in a throwaway store. */
export class StorageConfigError extends Error {}

/**
 * Opens the leads database and runs the migrations: DATABASE_URL selects a Postgres server;
 * otherwise embedded PGlite, persisted under `.data/<dealer>/pglite` (or in memory for tests).
 * On Netlify a missing DATABASE_URL is an error, never a silent local store.
 */
export async function openStorage(options: { dealer: string; databaseUrl?: string | undefined; dataDir?: string; memory?: boolean; onNetlify?: boolean }): Promise<Storage> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 5 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  if (options.onNetlify) {
    throw new StorageConfigError('DATABASE_URL is not set: on Netlify leads need a Postgres server. Set DATABASE_URL in the site environment (README "Configure real services").');
  }
  let client: PGlite;
  if (options.memory) client = new PGlite();
  else {
    const dir = join(options.dataDir ?? LOCAL_DATA_DIR, options.dealer, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzleLite(client, { schema });
  await migrateLite(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: 'pglite', close: () => client.close() };
}

let shared: Promise<Storage> | undefined;

/** The server's one storage, opened on first use from the environment (DATABASE_URL). */
export function storage(dealer: string, onNetlify: boolean): Promise<Storage> {
  shared ??= openStorage({ dealer, databaseUrl: process.env.DATABASE_URL, onNetlify });
  shared.catch(() => (shared = undefined));
  return shared;
}
