/**
 * npm run bench:leads — POST /api/leads, then POST /api/appointments (a test drive booked into a
 * free slot), on the local server (scripts/start.ts, as `npm start` serves it) by many simulated
 * visitors: each request comes from its own loopback address (127.x.y.z), since the endpoints
 * rate-limit per client. Prints requests/s and p50/p99 latency at concurrency 1, 10 and 50, on
 * embedded PGlite and, when TEST_DATABASE_URL names a server, on Postgres (a fresh database each
 * run). Every lead is stored and delivered to the local outbox, as in production. A booking's
 * visitor has their own mobile, and the code texted to it is put in the store before the server
 * starts (the benchmark cannot read texts): each booking checks and spends its code, books the
 * slot, writes the lead and sends the confirmation, as a real one does. The slots are the free
 * places the server offers, a different car in each place of a slot.
 * Usage: npm run bench:leads [-- --dealer slug --requests 1000 --bookings 150]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import pg from 'pg';

import { storeCode } from '~/features/verification/verification.server.ts';
import { openStorage } from '~/server/storage/db.server.ts';

import { buildDealer } from '../lib/build-dealer.ts';

const { values } = parseArgs({
  options: {
    dealer: { type: 'string', default: 'driveaway-finance' },
    requests: { type: 'string', default: '1000' },
    bookings: { type: 'string', default: '150' },
  },
});
const slug = values.dealer!;
const CONCURRENCY = [1, 10, 50];
const total = Number(values.requests);
const bookings = Number(values.bookings);
/** Bookings a row: fewer than leads, since each takes one of the yard's free places. */
const BOOKINGS_WARM_UP = 20;
const bookingRows = CONCURRENCY.map((c) => (c === 1 ? Math.min(bookings, 100) : bookings));
const CODE = '246810';
const bookerPhone = (n: number) => `04${String(10_000_000 + n).padStart(8, '0')}`;

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

const leadBody = (n: number) => ({
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

type Send = (port: number, n: number) => Promise<{ status: number; ms: number }>;

/** One request from the next visitor's own address: its status and how long it took. */
function send(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
): Promise<{ status: number; ms: number; body: string }> {
  const body = payload === undefined ? '' : JSON.stringify(payload);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        localAddress: nextAddress(),
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'Idempotency-Key': `bench-${process.pid}-${visitor}`,
        },
      },
      (res) => {
        let text = '';
        res
          .setEncoding('utf8')
          .on('data', (c: string) => (text += c))
          .on('end', () =>
            resolve({ status: res.statusCode!, ms: performance.now() - started, body: text }),
          );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const postLead: Send = (port, n) => send(port, 'POST', '/api/leads', leadBody(n));

/**
 * The free places of the yard's test drives, a different in-stock car in each place of a slot
 * (one car is never booked twice at once): as many (car, start) pairs as `wanted`, or all there are.
 */
async function freePlaces(port: number, wanted: number): Promise<{ car: number; start: string }[]> {
  const inventory = JSON.parse(
    (await send(port, 'GET', '/inventory.json')).body || '{"cars":[]}',
  ) as { cars: { id: number; status: string }[] };
  const cars = inventory.cars.filter((c) => c.status === 'in_stock').map((c) => c.id);
  const out: { car: number; start: string }[] = [];
  const seen = new Set<string>();
  for (const car of cars) {
    const answer = await send(port, 'GET', `/api/appointments/slots?kind=test-drive&car=${car}`);
    const slots = (JSON.parse(answer.body) as { slots?: { start: string; free: number }[] }).slots;
    for (const s of slots ?? []) {
      // Each car takes the first slot not yet given out to as many cars as it has places.
      const given = [...seen].filter((k) => k.startsWith(`${s.start}|`)).length;
      if (given >= s.free) continue;
      seen.add(`${s.start}|${car}`);
      out.push({ car, start: s.start });
      if (out.length >= wanted) return out;
    }
  }
  return out;
}

/** A test drive booked by visitor n, with the code put in the store for their mobile. */
const bookingSender =
  (places: { car: number; start: string }[], offset: number): Send =>
  (port, n) =>
    send(port, 'POST', '/api/appointments', {
      kind: 'test-drive',
      car_id: places[offset + n]!.car,
      start: places[offset + n]!.start,
      url: 'https://www.example.com.au/cars/bench',
      code: CODE,
      fields: {
        name: 'Bench',
        last_name: `Booker ${offset + n}`,
        email: `booker${offset + n}@example.com`,
        phone: bookerPhone(offset + n),
        postcode: '6017',
      },
    });

async function run(port: number, concurrency: number, count: number, post: Send = postLead) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const n = next++;
        const r = await post(port, n);
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

const header = '  concurrency   requests/s   p50 (ms)   p99 (ms)   answers';
const row = (c: number, r: Awaited<ReturnType<typeof run>>) =>
  `  ${String(c).padStart(11)}   ${r.rps.toFixed(0).padStart(10)}   ${r.p50.toFixed(1).padStart(8)}   ${r.p99.toFixed(1).padStart(8)}   ${[...r.statuses].map(([s, n]) => `${n}×${s}`).join(' ')}`;

/**
 * The codes of every booking's visitor, put in the store the server will open (before it does:
 * the embedded store is one process's), valid for the code's ten minutes.
 */
async function seedCodes(env: NodeJS.ProcessEnv, count: number) {
  const storage = await openStorage({
    dealer: slug,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.LOCAL_DATA_DIR!,
  });
  try {
    for (let n = 0; n < count; n++)
      await storeCode(storage, {
        site: slug,
        phone: bookerPhone(n),
        purpose: 'appointment',
        code: CODE,
        now: new Date(),
      });
  } finally {
    await storage.close();
  }
}

async function bench(label: string, env: NodeJS.ProcessEnv) {
  const wanted = BOOKINGS_WARM_UP + bookingRows.reduce((a, b) => a + b, 0);
  await seedCodes(env, wanted);
  const { port, child } = await startServer(env);
  try {
    await run(port, 10, 100); // warm up: JIT, connection pool, migrations done
    console.log(`\n${label}: POST /api/leads`);
    console.log(header);
    for (const c of CONCURRENCY)
      console.log(row(c, await run(port, c, c === 1 ? Math.min(total, 300) : total)));

    const places = await freePlaces(port, wanted);
    const scale = Math.min(1, places.length / wanted);
    let used = 0;
    const book = async (c: number, count: number) => {
      const n = Math.floor(count * scale);
      const r = await run(port, c, n, bookingSender(places, used));
      used += n;
      return r;
    };
    await book(10, BOOKINGS_WARM_UP);
    console.log(
      `\n${label}: POST /api/appointments (a test drive each, its code checked; ${places.length} free places${scale < 1 ? ', fewer than asked: rows scaled down' : ''})`,
    );
    console.log(header);
    for (const [i, c] of CONCURRENCY.entries()) console.log(row(c, await book(c, bookingRows[i]!)));
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
  `POST /api/leads on ${slug}, each request from its own loopback address; ${total} requests per row (300 at concurrency 1). Then POST /api/appointments, ${bookings} per row (100 at concurrency 1).`,
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
