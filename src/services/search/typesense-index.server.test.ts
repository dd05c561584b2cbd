import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildSearchRecords } from '~/features/search/records.server.ts';
import { collectionSchema, toDocument } from '~/features/search/typesense-schema.ts';

import { dealerConfig, stock } from '../../../tests/support/fixtures.ts';
import { indexDealer } from './typesense-index.server.ts';

/** A stand-in Typesense admin API on loopback, with the documented answers. */
let server: Server;
let port = 0;
let collectionExists = false;
const calls: { method: string; path: string; key: string | undefined; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      calls.push({
        method: req.method!,
        path: `${url.pathname}${url.search}`,
        key: req.headers['x-typesense-api-key'] as string | undefined,
        body,
      });
      res.setHeader('Content-Type', 'application/json');
      if (req.method === 'GET' && url.pathname === '/collections/Car_production') {
        if (!collectionExists)
          return void res.writeHead(404).end(JSON.stringify({ message: 'Not Found' }));
        return void res.end(JSON.stringify({ name: 'Car_production', fields: [{ name: 'make' }] }));
      }
      if (req.method === 'POST' && url.pathname === '/collections')
        return void res.writeHead(201).end(body);
      if (req.method === 'PATCH' && url.pathname === '/collections/Car_production')
        return void res.end(body);
      if (
        req.method === 'POST' &&
        url.pathname === '/collections/Car_production/documents/import'
      ) {
        res.setHeader('Content-Type', 'text/plain');
        const lines = body.trim().split('\n');
        return void res.end(
          lines
            .map((l, i) =>
              i === 1
                ? JSON.stringify({
                    success: false,
                    error: 'Field `price` must be a float.',
                    document: l,
                  })
                : '{"success":true}',
            )
            .join('\n'),
        );
      }
      if (req.method === 'DELETE' && url.pathname === '/collections/Car_production/documents')
        return void res.end(JSON.stringify({ num_deleted: 4 }));
      res.writeHead(404).end('{}');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

describe('npm run index:typesense', () => {
  const records = buildSearchRecords(dealerConfig(), { listed: stock(150), models: [] });

  it('creates the collection, upserts every car with the admin key and removes stale ones', async () => {
    const report = await indexDealer(
      {
        url: new URL(`http://127.0.0.1:${port}`),
        adminKey: 'admin-key',
        collection: 'Car_production',
        dealershipIds: [4401],
      },
      { schema: collectionSchema('Car_production'), documents: records.map(toDocument) },
      1_800_000_000,
    );
    expect(report).toMatchObject({ created: true, upserted: records.length - 1, deleted: 4 });
    expect(report.failed).toEqual([
      { id: String(records[1]!.id), error: 'Field `price` must be a float.' },
    ]);
    expect(calls.every((c) => c.key === 'admin-key')).toBe(true);
    const create = JSON.parse(
      calls.find((c) => c.method === 'POST' && c.path === '/collections')!.body,
    );
    expect(create.default_sorting_field).toBe('custom_rank');
    const imported = calls.find((c) =>
      c.path.startsWith('/collections/Car_production/documents/import'),
    )!;
    expect(imported.path).toContain('action=upsert');
    expect(JSON.parse(imported.body.split('\n')[0]!)).toMatchObject({
      id: String(records[0]!.id),
      indexed_at: 1_800_000_000,
      slug: records[0]!.slug,
    });
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(new URL(del.path, 'http://x').searchParams.get('filter_by')).toBe(
      'dealership_id:[4401] && indexed_at:<1800000000',
    );
  });

  it('adds only missing fields to an existing collection', async () => {
    collectionExists = true;
    calls.length = 0;
    const report = await indexDealer(
      {
        url: new URL(`http://127.0.0.1:${port}`),
        adminKey: 'admin-key',
        collection: 'Car_production',
        dealershipIds: [4401],
      },
      {
        schema: collectionSchema('Car_production'),
        documents: records.slice(0, 3).map(toDocument),
      },
      1_800_000_100,
    );
    expect(report.created).toBe(false);
    expect(report.addedFields).not.toContain('make');
    expect(report.addedFields).toContain('price');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/collections')).toBe(false);
  });
});
