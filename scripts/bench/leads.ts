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
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import pg from 'pg';

import { buildDealer } from '../lib/build-dealer.ts';
import { bookingSender, freePlaces, seedCodes } from './bookings.ts';
import { header, row, run, type Send, send, startServer } from './load.ts';

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

const postLead: Send = (port, n) => send(port, 'POST', '/api/leads', leadBody(n));

async function bench(label: string, env: NodeJS.ProcessEnv) {
  const wanted = BOOKINGS_WARM_UP + bookingRows.reduce((a, b) => a + b, 0);
  await seedCodes(slug, env, wanted);
  const { port, child } = await startServer(slug, env);
  try {
    await run(port, 10, 100, postLead); // warm up: JIT, connection pool, migrations done
    console.log(`\n${label}: POST /api/leads`);
    console.log(header);
    for (const c of CONCURRENCY)
      console.log(row(c, await run(port, c, c === 1 ? Math.min(total, 300) : total, postLead)));

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
