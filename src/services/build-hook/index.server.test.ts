import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildHookFor, localBuildHook, netlifyBuildHook } from './index.server.ts';

/** A stand-in for Netlify's build hooks: POST /build_hooks/{id} answers 200 with an empty body. */
describe('the build hook, against a stand-in of Netlify’s', () => {
  let server: Server;
  let base: string;
  const calls: { method: string; url: string }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      calls.push({ method: req.method!, url: req.url! });
      req.resume();
      if (req.url!.startsWith('/build_hooks/slow')) return; // never answers
      if (!req.url!.startsWith('/build_hooks/abc123') || req.method !== 'POST') {
        res.writeHead(404).end('Not Found');
        return;
      }
      res.writeHead(200).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('posts to the hook with a title, and says a build was started', async () => {
    const out = await netlifyBuildHook(`${base}/build_hooks/abc123`).trigger(
      'Stock import: 2 added, 1 changed, 0 sold',
    );
    expect(out).toEqual({ ok: true, started: 'Netlify build hook called' });
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/build_hooks/abc123?trigger_title=Stock+import%3A+2+added%2C+1+changed%2C+0+sold',
    });
  });

  it('says so when the hook is unknown, does not answer in time, or cannot be reached', async () => {
    expect(await netlifyBuildHook(`${base}/build_hooks/gone`).trigger('x')).toEqual({
      ok: false,
      error: 'the build hook answered HTTP 404',
    });
    expect(await netlifyBuildHook(`${base}/build_hooks/slow`, 300).trigger('x')).toEqual({
      ok: false,
      error: 'the build hook did not answer in time',
    });
    expect(await netlifyBuildHook('http://127.0.0.1:9/build_hooks/abc123').trigger('x')).toEqual({
      ok: false,
      error: 'the build hook could not be reached',
    });
  });

  it('is chosen by STOCK_BUILD_HOOK_URL; locally it records the request; on Netlify without it, it says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hook-'));
    try {
      const env = (v: Record<string, string>) => (n: string) => v[n];
      expect(
        buildHookFor('m', env({ STOCK_BUILD_HOOK_URL: `${base}/build_hooks/abc123` }), dir, true)
          .kind,
      ).toBe('netlify');
      expect(await buildHookFor('m', env({}), dir, true).trigger('x')).toEqual({
        ok: false,
        error: 'STOCK_BUILD_HOOK_URL is not set: the next deploy publishes this stock',
      });
      const local = localBuildHook('m', dir, () => new Date('2026-11-26T01:02:03Z'));
      expect(await local.trigger('Stock import: 1 added, 0 changed, 0 sold')).toMatchObject({
        ok: true,
      });
      const [file] = readdirSync(join(dir, 'm', 'builds'));
      expect(JSON.parse(readFileSync(join(dir, 'm', 'builds', file!), 'utf8'))).toEqual({
        at: '2026-11-26T01:02:03.000Z',
        title: 'Stock import: 1 added, 0 changed, 0 sold',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
