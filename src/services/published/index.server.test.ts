import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isStorageUnavailable } from '~/server/storage/errors.server.ts';

import { diskPublished, httpPublished, MAX_IMAGE_BYTES, publishedFor } from './index.server.ts';

const car = { id: 7, slug: 'a-7', name: '2021 Kia Rio S' };
/** Any bytes stand for a picture: the reader passes them on as they are. */
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

describe('the published files, from the build’s folder (the Node server)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'published-'));
    mkdirSync(join(dir, 'cars', 'id'), { recursive: true });
    writeFileSync(join(dir, 'cars', 'a-7.json'), JSON.stringify(car));
    writeFileSync(join(dir, 'cars', 'id', '7.json'), JSON.stringify(car));
    writeFileSync(join(dir, 'secret.txt'), 'no');
    mkdirSync(join(dir, 'images', 'dealers'), { recursive: true });
    writeFileSync(join(dir, 'images', 'dealers', 'logo.pdf.png'), png);
    writeFileSync(join(dir, 'images', 'big.jpg'), Buffer.alloc(MAX_IMAGE_BYTES + 1));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a car by slug and by id, and says null for one the build did not publish', async () => {
    const p = diskPublished(dir);
    expect(await p.json('/cars/a-7.json')).toEqual(car);
    expect(await p.json('/cars/id/7.json')).toEqual(car);
    expect(await p.json('/cars/b-8.json')).toBeNull();
  });

  it('reads a published PNG or JPEG; none outside the folder, none of another kind, none too big', async () => {
    const p = diskPublished(dir);
    expect(await p.image('/images/dealers/logo.pdf.png')).toEqual({
      bytes: new Uint8Array(png),
      type: 'png',
    });
    expect(await p.image('/images/dealers/none.jpg')).toBeNull();
    expect(await p.image('/images/big.jpg')).toBeNull();
    for (const path of ['/../secret.png', '/images/../secret.txt', '/secret.txt', 'images/x.png'])
      expect(await p.image(path), path).toBeNull();
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
      if (req.url === '/images/a.jpg') return void res.writeHead(200).end(png);
      if (req.url === '/images/huge.jpg') {
        // Streams past the limit and would go on: the reader stops at the limit.
        res.writeHead(200);
        const block = Buffer.alloc(1024 * 1024);
        for (let i = 0; i < 5; i++) res.write(block);
        return;
      }
      if (req.url === '/images/busy.png') return void res.writeHead(503).end();
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

  it('reads a picture from the deploy, stops one past the limit as it streams, and errs like storage', async () => {
    const p = httpPublished(base, 2_000);
    expect(await p.image('/images/a.jpg')).toEqual({ bytes: new Uint8Array(png), type: 'jpg' });
    expect(await p.image('/images/none.jpg')).toBeNull();
    expect(await p.image('/images/huge.jpg')).toBeNull();
    expect(isStorageUnavailable(await p.image('/images/busy.png').catch((x: unknown) => x))).toBe(
      true,
    );
    expect(await p.image('/images/../cars/a-7.json')).toBeNull();
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
