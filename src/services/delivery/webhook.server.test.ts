import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { webhookSender } from './webhook.server.ts';

/**
 * A stand-in CRM webhook over real HTTP: it answers what CRMs answer (200, 201 or 202 with or
 * without a body; 4xx for a refused payload; 429 with Retry-After; 5xx while down) and hangs on
 * request, so the sender's outcome for each is what the outbox acts on (delivered, or retried).
 */
let server: Server;
let url: string;
let answer: { status: number; headers?: Record<string, string>; hang?: boolean } = { status: 200 };
const got: { key: string | undefined; type: string | undefined; body: unknown }[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let b = '';
    req.on('data', (c: Buffer) => (b += c.toString()));
    req.on('end', () => {
      got.push({
        key: req.headers['idempotency-key'] as string | undefined,
        type: req.headers['content-type'],
        body: JSON.parse(b),
      });
      if (answer.hang) return;
      res.writeHead(answer.status, answer.headers ?? {}).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const lead = (id: string) => ({ id, json: { lead_id: id }, adf: '<adf/>', subject: 's' });

describe('CRM webhook sender', () => {
  it('POSTs the lead as JSON with its id as Idempotency-Key; any 2xx is delivered', async () => {
    for (const status of [200, 201, 202, 204]) {
      answer = { status };
      await webhookSender(url)(lead(`L${status}`));
    }
    expect(got[0]).toEqual({ key: 'L200', type: 'application/json', body: { lead_id: 'L200' } });
    expect(got.map((g) => g.key)).toEqual(['L200', 'L201', 'L202', 'L204']);
  });

  it('fails (so the outbox tries again later) on a refusal, a rate limit, an outage and a hang', async () => {
    answer = { status: 400 };
    await expect(webhookSender(url)(lead('B'))).rejects.toThrow('Webhook answered HTTP 400');
    answer = { status: 429, headers: { 'Retry-After': '30' } };
    await expect(webhookSender(url)(lead('R'))).rejects.toThrow('Webhook answered HTTP 429');
    answer = { status: 503 };
    await expect(webhookSender(url)(lead('D'))).rejects.toThrow('Webhook answered HTTP 503');
    answer = { status: 200, hang: true };
    await expect(webhookSender(url, 300)(lead('H'))).rejects.toThrow(/aborted|timeout/i);
  });
});
