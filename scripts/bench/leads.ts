/**
 * npm run bench:leads — POST /api/leads on the local server (scripts/start.ts, as `npm start`
 * serves it) by many simulated visitors: each request comes from its own loopback address
 * (127.x.y.z), since the endpoint rate-limits per client. Prints requests/s and p50/p99 latency at
 * concurrency 1, 10 and 50, on embedded PGlite and, when TEST_DATABASE_URL names a server, on
 * Postgres (a fresh database each run). Every lead is stored and delivered to the local outbox,
 * as in production. Usage: npm run bench:leads [-- --dealer slug --requests 1000]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import pg from 'pg';

import { buildDealer } from '../lib/build-dealer.ts';

const { values } = parseArgs({
  options: {
    dealer: { type: 'string', default: 'driveaway-finance' },
    requests: { type: 'string', default: '1000' },
  },
});
const slug = values.dealer!;
const total = Number(values.requests);
const CONCURRENCY = [1, 10, 50];

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as AddressInfo).port;
      s.close(() => ok(p));
    });
  });

let visitor = 0;
/** The next visitor's own loopback address: 127.1.0.1 onwards (all of 127/8 is loopback on Linux). */
const nextAddress = () => {
  visitor++;
  return `127.${1 + (visitor >> 16)}.${(visitor >> 8) & 255}.${visitor & 255 || 1}`;
};

function postLead(port: number, n: number): Promise<{ status: number; ms: number }> {
  const body = JSON.stringify({
    form: 'contact',
    url: 'https://www.example.com.au/contact',
    opt_in_text: 'Yes, I would like to subscribe to receive latest offers & product updates.',
    fields: {
      name: 'Bench',
      last_name: `Visitor ${n}`,
      email: `bench${n}@example.com`,
      phone: '0412 345 678',
      postcode: '6017',
      message: 'Is the car still available?',
      terms_conditions: true,
    },
    lead_attributes: { visited_pages: ['/', '/contact'], linked_query_params: {} },
  });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/leads',
        method: 'POST',
        localAddress: nextAddress(),
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'Idempotency-Key': `bench-${process.pid}-${n}-${visitor}`,
        },
      },
      (res) => {
        res
          .resume()
          .on('end', () => resolve({ status: res.statusCode!, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function run(port: number, concurrency: number, count: number) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const n = next++;
        const r = await postLead(port, n);
        latencies.push(r.ms);
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
  return { rps: count / seconds, p50: q(0.5), p99: q(0.99), statuses };
}

async function startServer(env: NodeJS.ProcessEnv): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts', '--no-build'],
    {
      env: { ...process.env, ...env, DEALER: slug, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { port, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('The server did not start');
}

async function bench(label: string, env: NodeJS.ProcessEnv) {
  const { port, child } = await startServer(env);
  try {
    await run(port, 10, 100); // warm up: JIT, connection pool, migrations done
    console.log(`\n${label}`);
    console.log('  concurrency   requests/s   p50 (ms)   p99 (ms)   answers');
    for (const c of CONCURRENCY) {
      const r = await run(port, c, c === 1 ? Math.min(total, 300) : total);
      const answers = [...r.statuses].map(([s, n]) => `${n}×${s}`).join(' ');
      console.log(
        `  ${String(c).padStart(11)}   ${r.rps.toFixed(0).padStart(10)}   ${r.p50.toFixed(1).padStart(8)}   ${r.p99.toFixed(1).padStart(8)}   ${answers}`,
      );
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill();
    await exited;
  }
}

if (!existsSync(join('dist', slug, 'server', 'entry.mjs'))) {
  console.log(`Building ${slug}…`);
  const b = await buildDealer(slug);
  if (!b.ok) throw new Error(b.output);
}
console.log(
  `POST /api/leads on ${slug}, each request from its own loopback address; ${total} requests per row (300 at concurrency 1).`,
);
const data = mkdtempSync(join(tmpdir(), 'bench-leads-'));
await bench('PGlite (embedded)', { LOCAL_DATA_DIR: data, DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  const name = `bench_leads_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    await bench('Postgres (TEST_DATABASE_URL)', { LOCAL_DATA_DIR: data, DATABASE_URL: url.href });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else console.log('\nPostgres: set TEST_DATABASE_URL to a server to measure it too.');
rmSync(data, { recursive: true, force: true });
