import { type ChildProcess, execFileSync, spawnSync } from 'node:child_process';

import pg from 'pg';

import { startSite } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

/**
 * The site on a real Postgres server that is stopped and started while it runs: the Node
 * process stays up, requests in the outage get 503 with Retry-After, /api/health says storage is down, and once Postgres is back the same lead (same
 * Idempotency-Key) is stored. Needs a PostgreSQL cluster this test may stop: .ci/run makes one
 * and sets TEST_PG_RESTART_CLUSTER ("<version> <name>", for pg_ctlcluster) and TEST_PG_RESTART_URL.
 */
const cluster = process.env.TEST_PG_RESTART_CLUSTER?.split(' ') ?? [];
const adminUrl = process.env.TEST_PG_RESTART_URL ?? '';
test.skip(
  !cluster.length || !adminUrl,
  'Set TEST_PG_RESTART_CLUSTER and TEST_PG_RESTART_URL (.ci/run does) to stop and start a real Postgres mid-test.',
);
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const running = () => spawnSync('pg_ctlcluster', [...cluster, 'status']).status === 0;
/** Stops (fast: connections are cut, as in a crash or a restart) or starts the cluster, if not so already. */
const ctl = (action: 'stop' | 'start') => {
  if (running() === (action === 'start')) return;
  execFileSync(
    'pg_ctlcluster',
    [...cluster, action, ...(action === 'stop' ? ['-m', 'fast'] : [])],
    { stdio: 'pipe' },
  );
};

let site: ChildProcess;
let base = '';
let exited: number | null | undefined;
const lead = (message: string) => ({
  form: 'contact',
  url: 'https://www.driveawayfinance.com.au/contact',
  opt_in_text: 'Yes',
  fields: {
    name: 'Mia',
    email: 'mia@example.com',
    phone: '0412 345 678',
    postcode: '6017',
    message,
  },
});
const post = (key: string, body: unknown) =>
  fetch(`${base}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });

test.beforeAll(async () => {
  // A hook has its own time limit (30 s by default); starting the site may take longer on a busy machine.
  test.setTimeout(120_000);
  ctl('start');
  const name = `outage_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  ({ url: base, child: site } = await startSite({
    DEALER: 'driveaway-finance',
    DATABASE_URL: url.href,
    LOCAL_DATA_DIR: '.data/e2e-outage',
  }));
  site.on('exit', (code) => (exited = code));
});

test.afterAll(() => {
  site?.kill();
  ctl('start');
});

test('the server survives Postgres going away, answers 503, and stores the lead once Postgres is back', async () => {
  expect((await post(`outage-before-${Date.now()}`, lead('before'))).status).toBe(201);

  ctl('stop');
  // The pool's idle connections are closed by the server: without an 'error' listener this killed Node.
  await new Promise((r) => setTimeout(r, 1000));
  expect(exited).toBeUndefined();
  const key = `outage-during-${Date.now()}`;
  const during = await post(key, lead('during'));
  expect(during.status).toBe(503);
  expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
  const health = await fetch(`${base}/api/health`);
  expect(health.status).toBe(503);
  expect(await health.json()).toMatchObject({ status: 'error', error: 'Storage unavailable' });
  expect(exited).toBeUndefined();

  ctl('start');
  await expect
    .poll(
      async () =>
        (
          await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) }).catch(
            () => null,
          )
        )?.status,
      { timeout: 30_000 },
    )
    .toBe(200);
  const after = await post(key, lead('during'));
  expect(after.status).toBe(201);
  const again = await post(key, lead('during'));
  expect(await again.json()).toEqual(await after.json());
  expect(exited).toBeUndefined();
});
