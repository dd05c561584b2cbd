import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isStorageUnavailable } from '~/server/storage/errors.server.ts';

import {
  diskPublished,
  feedPhoto,
  httpPublished,
  MAX_IMAGE_BYTES,
  publishedFor,
  sniffImage,
} from './index.server.ts';

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

describe('a photo the stock feed names by its address, from its host (the PDF’s photo)', () => {
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
  const realPng = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
  const webp = Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1');
  let server: Server;
  let host: string;
  beforeAll(async () => {
    // A photo host as CDNs answer: the picture's bytes, whatever its name says; 404, 503, a
    // redirect to elsewhere, a web page, one that never answers, one that streams on and on.
    server = createServer((req, res) => {
      const send = (status: number, body?: Buffer | string, type = 'image/jpeg') =>
        void res.writeHead(status, { 'content-type': type }).end(body);
      if (req.url === '/stock/1.jpg') return send(200, jpeg);
      if (req.url === '/stock/2.png') return send(200, realPng, 'image/png');
      if (req.url === '/stock/named.jpg') return send(200, webp, 'image/webp');
      if (req.url === '/stock/page.jpg') return send(200, '<!doctype html><p>Sign in', 'text/html');
      if (req.url === '/stock/gone.jpg') return send(404);
      if (req.url === '/stock/busy.jpg') return send(503);
      if (req.url === '/stock/moved.jpg')
        return void res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      if (req.url === '/stock/slow.jpg') return;
      if (req.url === '/stock/huge.jpg') {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.write(jpeg);
        const block = Buffer.alloc(1024 * 1024);
        for (let i = 0; i < 5; i++) res.write(block);
        return;
      }
      send(404);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  /** The stand-in speaks plain http; in use only https is read. */
  const read = (path: string, timeoutMs = 2_000) =>
    feedPhoto(`${host}${path}`, timeoutMs, ['http:']);

  it('reads a JPEG or PNG by its bytes, whatever its name says', async () => {
    expect(await read('/stock/1.jpg')).toEqual({ bytes: new Uint8Array(jpeg), type: 'jpg' });
    expect(await read('/stock/2.png')).toEqual({ bytes: new Uint8Array(realPng), type: 'png' });
  });

  it('says null for a picture a PDF cannot embed, a web page, one not there, or one too big', async () => {
    for (const path of [
      '/stock/named.jpg',
      '/stock/page.jpg',
      '/stock/gone.jpg',
      '/stock/huge.jpg',
    ])
      expect(await read(path), path).toBeNull();
  });

  it('is unavailable when the host errs, redirects elsewhere or does not answer in time', async () => {
    for (const path of ['/stock/busy.jpg', '/stock/moved.jpg'])
      expect(isStorageUnavailable(await read(path).catch((x: unknown) => x)), path).toBe(true);
    const slow = await read('/stock/slow.jpg', 300).catch((x: unknown) => x);
    expect(isStorageUnavailable(slow)).toBe(true);
  });

  it('reads only https addresses in use: nothing plain, local or odd', async () => {
    for (const url of [
      `${host}/stock/1.jpg`,
      'file:///etc/passwd',
      'data:image/jpeg;base64,/9j/',
      'not a url',
    ])
      expect(await feedPhoto(url), url).toBeNull();
    // The same reader on both kinds of published files.
    expect(await diskPublished('/nonexistent').feedPhoto(`${host}/stock/1.jpg`)).toBeNull();
  });

  it('knows PNG and JPEG by their signatures and nothing else', () => {
    expect(sniffImage(new Uint8Array(jpeg))).toBe('jpg');
    expect(sniffImage(new Uint8Array(realPng))).toBe('png');
    expect(sniffImage(new Uint8Array(png))).toBeNull();
    expect(sniffImage(new Uint8Array(webp))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});
