import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { ownServer } from '../support/own-server.ts';
import { rawRequest } from '../support/raw-request.ts';
import { expect, test } from '../support/test.ts';

/**
 * What the server prints, read from a server of the test's own: odd requests carrying a phone
 * number and an email address in the query string leave no trace of either.
 */
const slug = 'driveaway-finance';
const car = readdirSync(join('dist', slug, 'client', 'cars'))
  .find((f) => f.endsWith('.json'))!
  .replace(/\.json$/, '');

test('the server logs no query string: odd requests carrying a phone number leave no trace of it', async () => {
  // Starting a server of its own takes longer than a test's default 30 s on a busy machine.
  test.setTimeout(90_000);
  const server = await ownServer(slug);
  const port = Number(new URL(server.base).port);
  try {
    const phone = '0412999888';
    const query = `?phone_number=${phone}&email=mia%40example.com`;
    const paths = [
      `/api/check-if-contact-exists${query}`,
      `/api/cars/${car}/view.json${query}`,
      `/finance/application/abcdefghijklmnopqrstu${query}`,
      `/api/leads${query}`,
      `/api/youx/create-customer${query}`,
    ];
    for (const path of paths) {
      for (const host of ['a@b', 'x y'])
        expect((await rawRequest(port, path, { headers: { Host: host } })).status).toBe(400);
      expect((await rawRequest(port, path, { method: 'TRACE' })).status).toBe(405);
      // A body that is not JSON, and one far too deep: refused, with nothing of the request logged.
      for (const body of ['{"name":', '['.repeat(100_000)])
        expect(
          (
            await rawRequest(port, path, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'log-probe' },
              body: Buffer.from(body),
            })
          ).status,
        ).toBeLessThan(500);
    }
    const log = server.log();
    // The log is read (it holds the server's own start line), and holds nothing of the queries.
    expect(log).toMatch(/running at http:\/\/127\.0\.0\.1:\d+/);
    expect(log).not.toContain(phone);
    expect(log).not.toContain('phone_number');
    expect(log).not.toContain('example.com');
  } finally {
    server.stop();
  }
});
