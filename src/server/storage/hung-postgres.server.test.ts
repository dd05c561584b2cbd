import { connect, createServer, type Server, type Socket } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { leadsEndpoint } from '~/features/leads/endpoints.server.ts';

import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { runPost } from '../post.server.ts';
import { openStorage, PG_TIMEOUTS, type Storage } from './db.server.ts';

/**
 * A Postgres that hangs (stopped with SIGSTOP, a frozen VM: connections stay open, nothing
 * answers) is storage unavailable: 503 with Retry-After, like one that refuses connections. A TCP
 * proxy in front of the real server (TEST_DATABASE_URL) stops passing its answers on.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('a hung Postgres', () => {
  let proxy: Server;
  let storage: Storage;
  let frozen = false;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    const target = new URL(adminUrl!);
    proxy = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      sockets.push(client, upstream);
      client.on('data', (d) => frozen || upstream.write(d));
      upstream.on('data', (d) => frozen || client.write(d));
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
    });
    await new Promise<void>((ok) => proxy.listen(0, '127.0.0.1', ok));
    const url = new URL(adminUrl!);
    url.host = `127.0.0.1:${(proxy.address() as { port: number }).port}`;
    storage = await openStorage({
      dealer: 't',
      databaseUrl: url.href,
      timeouts: { ...PG_TIMEOUTS, statementMs: 400, connectMs: 800 },
    });
  }, 60_000);
  afterAll(async () => {
    frozen = false;
    for (const s of sockets) s.destroy();
    await storage?.close().catch(() => undefined);
    proxy?.close();
  });

  it('answers a lead 503 with Retry-After within the query timeout, not 500', async () => {
    frozen = true;
    const started = Date.now();
    const res = await runPost(leadsEndpoint, {
      storage: () => Promise.resolve(storage),
      config: dealerConfig(),
      request: new Request('https://www.dealer.example/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'hung-pg-1' },
        body: JSON.stringify({
          form: 'contact',
          fields: {
            name: 'Mia',
            email: 'mia@example.com',
            phone: '0412 345 678',
            postcode: '3134',
            message: 'Hi',
          },
          url: 'https://www.dealer.example/contact',
          opt_in_text: 'Yes',
        }),
      }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
