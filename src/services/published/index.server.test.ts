import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isStorageUnavailable } from '~/server/storage/errors.server.ts';

import { diskPublished, httpPublished, publishedFor } from './index.server.ts';

const car = { id: 7, slug: 'a-7', name: '2021 Kia Rio S' };

describe('the published files, from the build’s folder (the Node server)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'published-'));
    mkdirSync(join(dir, 'cars', 'id'), { recursive: true });
    writeFileSync(join(dir, 'cars', 'a-7.json'), JSON.stringify(car));
    writeFileSync(join(dir, 'cars', 'id', '7.json'), JSON.stringify(car));
    writeFileSync(join(dir, 'secret.txt'), 'no');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a car by slug and by id, and says null for one the build did not publish', async () => {
    const p = diskPublished(dir);
    expect(await p.json('/cars/a-7.json')).toEqual(car);
    expect(await p.json('/cars/id/7.json')).toEqual(car);
    expect(await p.json('/cars/b-8.json')).toBeNull();
  });

  it('reads nothing outside the published JSON paths', async () => {
    const p = diskPublished(dir);
    for (const path of [
      '/../secret.txt',
      '/cars/../../etc/passwd.json',
      '/secret.txt',
      'cars/a-7.json',
      '/cars/A-7.json',
    ])
      expect(await p.json(path), path).toBeNull();
  });
});

describe('the published files, from the deploy over HTTP (a Netlify function)', () => {
  let server: Server;
  let base: string;
  let asked = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      asked++;
      if (req.url === '/cars/a-7.json')
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(car));
      if (req.url === '/cars/broken.json') return void res.writeHead(200).end('<html>');
      if (req.url === '/cars/busy.json') return void res.writeHead(503).end();
      if (req.url === '/cars/slow.json') return;
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('asks the deploy once for a car, keeps it, and says null for a 404', async () => {
    const p = httpPublished(base);
    expect(await p.json('/cars/a-7.json')).toEqual(car);
    const before = asked;
    expect(await p.json('/cars/a-7.json')).toEqual(car);
    expect(asked).toBe(before);
    expect(await p.json('/cars/none.json')).toBeNull();
  });

  it('is unavailable (a 503 for the endpoint) when the deploy errs, answers no JSON or is too slow', async () => {
    const p = httpPublished(base, 300);
    for (const path of ['/cars/busy.json', '/cars/broken.json', '/cars/slow.json']) {
      const e = await p.json(path).catch((x: unknown) => x);
      expect(isStorageUnavailable(e), path).toBe(true);
    }
  });

  it('is the deploy on Netlify (DEPLOY_URL, else URL) and the build’s folder elsewhere', () => {
    const env = (v: Record<string, string>) => (n: string) => v[n];
    expect(publishedFor(env({ DEPLOY_URL: base }), true, '/x').kind).toBe('http');
    expect(publishedFor(env({ URL: base }), true, '/x').kind).toBe('http');
    expect(publishedFor(env({ URL: base }), false, '/x').kind).toBe('disk');
  });
});
