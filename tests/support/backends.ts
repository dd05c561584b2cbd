import pg from 'pg';

import { openStorage, PG_TIMEOUTS, type Storage } from '~/server/storage/db.server.ts';

export type TestStorage = Storage & { drop?: () => Promise<void>; url?: string };

/** A fresh database on the Postgres server named by `adminUrl`, with its URL and a way to drop it. */
export async function freshPostgres(
  adminUrl: string,
  timeouts = PG_TIMEOUTS,
): Promise<TestStorage> {
  const name = `leads_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const s = await openStorage({ dealer: 't', databaseUrl: url.href, timeouts });
  return {
    ...s,
    url: url.href,
    drop: async () => {
      await s.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The lead store on embedded PGlite always, and on a real Postgres server when TEST_DATABASE_URL
 * names one (CI starts Debian's PostgreSQL for this): each suite gets a fresh database.
 */
export const backends: [string, () => Promise<TestStorage>][] = [
  ['PGlite', () => openStorage({ dealer: 't', memory: true })],
  ...(process.env.TEST_DATABASE_URL
    ? [
        ['Postgres', () => freshPostgres(process.env.TEST_DATABASE_URL!)] as [
          string,
          () => Promise<TestStorage>,
        ],
      ]
    : []),
];

export const closeStorage = (s: TestStorage | undefined) =>
  s ? (s.drop ? s.drop() : s.close()) : undefined;
