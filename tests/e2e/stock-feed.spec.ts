import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';

import { sitePaths } from '~/catalogue/paths.ts';
import { FEED_MESSAGES } from '~/features/car/import/feed.ts';
import { stockSignature } from '~/features/car/import/webhook.server.ts';

import { ownServer } from '../support/own-server.ts';
import { expect, test } from '../support/test.ts';

/**
 * The stock webhook over HTTP, on a server of its own (its own store, a stock secret): a feed
 * that would wipe the stock is refused or held, a flood of unsigned bodies costs no memory, and
 * a client that hangs up mid-body is no outage.
 */
const slug = 'outback-caravans';
const secret = 'e2e-stock-secret-0123456789abcdef012345';
const committed = (
  JSON.parse(readFileSync(sitePaths(slug).stock, 'utf8')) as { cars: Record<string, unknown>[] }
).cars;

let server: Awaited<ReturnType<typeof ownServer>>;
let base = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await ownServer(slug, { STOCK_WEBHOOK_SECRET: secret });
  base = server.base;
});

test.afterAll(() => server.stop());

let clock = Math.floor(Date.now() / 1000) - 200;
/** A signed delivery, each a second newer than the last. */
async function deliver(body: string, accept?: string) {
  const ts = String(++clock);
  const res = await fetch(`${base}/api/stock`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Stock-Timestamp': ts,
      'X-Stock-Signature': stockSignature(secret, ts, body),
      ...(accept ? { 'X-Stock-Accept': accept } : {}),
    },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

test('a feed that is no stock is refused with 422, and a bad record leaves its car as it was', async () => {
  for (const [body, error] of [
    ['[]', FEED_MESSAGES.empty],
    ['{"cars":[]}', FEED_MESSAGES.empty],
    ['{"cars":[1,2,3]}', FEED_MESSAGES.notRecords],
  ] as const)
    expect(await deliver(body), body).toEqual({ status: 422, body: { error } });
  // The whole committed stock, one record broken: the import takes the rest and keeps that car.
  const broken = committed.map((c, i) => (i === 0 ? { ...c, price: 'free' } : c));
  const out = await deliver(JSON.stringify(broken));
  expect(out.status).toBe(200);
  expect(out.body).toMatchObject({ rejectedRecords: 1, keptAsWere: 1, sold: 0, added: 0 });
});

test('a feed cut short by 30% is held (202), and applied when the same delivery comes with X-Stock-Accept', async () => {
  const inStock = committed.filter((c) => c.status !== 'sold');
  const cut = Math.ceil(inStock.length * 0.3);
  const gone = new Set(inStock.slice(-cut).map((c) => c.id));
  const truncated = JSON.stringify(committed.filter((c) => !gone.has(c.id)));
  const held = await deliver(truncated);
  expect(held.status).toBe(202);
  expect(held.body).toMatchObject({ sold: cut, build: 'held: no build' });
  expect(held.body.reasons).toEqual([
    expect.stringMatching(
      new RegExp(`^It would take ${cut} of the ${inStock.length} caravans in stock`),
    ),
  ]);
  // Held, nothing changed: the whole stock again changes nothing.
  expect((await deliver(JSON.stringify(committed))).body).toMatchObject({
    sold: 0,
    added: 0,
    build: 'nothing changed: no build',
  });
  // …which makes the hold out of date; a fresh one is applied by sending it again.
  const again = await deliver(truncated);
  const id = String(again.body.held);
  expect((await deliver(truncated, id)).body).toMatchObject({ sold: cut });
});

/** One POST to /api/stock of `megabytes` MB, streamed in 1 MB chunks, with a wrong signature. */
function unsigned(megabytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}/api/stock`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Stock-Timestamp': String(Math.floor(Date.now() / 1000)),
          'X-Stock-Signature': `sha256=${'0'.repeat(64)}`,
        },
      },
      (res) => {
        res.resume();
        status = res.statusCode!;
      },
    );
    let status = 0;
    // Done once the connection is over: answered, and every byte sent or refused.
    req.on('close', () => resolve(status));
    req.on('error', (e: NodeJS.ErrnoException) =>
      e.code === 'EPIPE' || e.code === 'ECONNRESET' ? undefined : reject(e),
    );
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < megabytes && req.write(chunk)) sent++;
      if (sent < megabytes && !req.destroyed) req.once('drain', pump);
      else req.end();
    };
    pump();
  });
}

test('sixteen 60 MB bodies with a wrong signature at once: refused, and the server barely grows', async () => {
  test.setTimeout(120_000);
  const before = server.memory();
  const statuses = await Promise.all(Array.from({ length: 16 }, () => unsigned(60)));
  // Each is refused: the one read is cut off at the dealer's limit, the rest wait their turn.
  for (const status of statuses) expect([413, 429]).toContain(status);
  const after = server.memory();
  console.log(
    `stock webhook flood: RSS ${before.rss.toFixed(0)} → ${after.rss.toFixed(0)} MB, peak ${before.peak.toFixed(0)} → ${after.peak.toFixed(0)} MB`,
  );
  expect(after.peak - before.peak).toBeLessThanOrEqual(100);
  expect(after.rss - before.rss).toBeLessThanOrEqual(100);
  // …and it still answers.
  expect((await fetch(`${base}/api/health`)).status).toBe(200);
});

test('a client that hangs up mid-body is logged as that, never as storage down, and gets no 503', async () => {
  for (const path of ['/api/leads', '/api/stock']) {
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${base}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          // Within each endpoint's limit, so the server starts reading what never comes.
          'Content-Length': '4000',
          'Idempotency-Key': `hang-up-${Date.now()}`,
          'X-Stock-Timestamp': String(Math.floor(Date.now() / 1000)),
        },
      });
      req.on('error', () => resolve());
      req.write('{"form":"enquiry","fields":{"name":"Mia"');
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 300);
    });
  }
  await expect
    .poll(() => server.log().match(/request aborted by the client/g)?.length ?? 0)
    .toBe(2);
  expect(server.log()).not.toContain('storage unavailable');
  expect((await fetch(`${base}/api/health`)).status).toBe(200);
});
