import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import runScheduledJobs, { config } from '../../netlify/functions/jobs.mts';

/** The site as the scheduled function meets it: POST /api/jobs over real HTTP. */
let server: Server;
let site: string;
let status = 200;
const got: { method: string; path: string; auth: string; type: string }[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    got.push({
      method: req.method!,
      path: req.url!,
      auth: req.headers.authorization ?? '',
      type: req.headers['content-type'] ?? '',
    });
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ delivery: { delivered: 2, retrying: 0, failed: 0 } }));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());
afterEach(() => vi.unstubAllEnvs());

describe('the Netlify scheduled function (netlify/functions/jobs.mts)', () => {
  it('runs every minute', () => {
    expect(config).toEqual({ schedule: '* * * * *' });
  });

  it("asks the site's published address to run its jobs, with the jobs secret", async () => {
    vi.stubEnv('URL', site);
    vi.stubEnv('JOBS_SECRET', 's'.repeat(40));
    status = 200;
    expect((await runScheduledJobs()).status).toBe(204);
    expect(got.at(-1)).toEqual({
      method: 'POST',
      path: '/api/jobs',
      auth: `Bearer ${'s'.repeat(40)}`,
      type: 'application/json',
    });
  });

  it('fails loudly when the site cannot run them or it is not set up', async () => {
    vi.stubEnv('URL', site);
    vi.stubEnv('JOBS_SECRET', 's'.repeat(40));
    status = 503;
    expect((await runScheduledJobs()).status).toBe(502);
    vi.stubEnv('JOBS_SECRET', '');
    expect((await runScheduledJobs()).status).toBe(500);
  });
});
