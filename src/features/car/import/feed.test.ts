import { describe, expect, it } from 'vitest';

import { carSchema } from '~/catalogue/car.schema.ts';

import { car } from '../../../../tests/support/fixtures.ts';
import { FEED_MESSAGES, feedFormat, readFeed } from './feed.ts';

describe('the stock feed formats', () => {
  it('reads JSON as an array of cars, an object with cars, or a stock file', () => {
    const one = car();
    for (const text of [
      JSON.stringify([one]),
      JSON.stringify({ cars: [one] }),
      JSON.stringify({ snapshot_at: '2026-11-26T00:00:00Z', cars: [one] }),
    ]) {
      const read = readFeed(text, 'json');
      expect(read).toEqual({
        ok: true,
        records: [JSON.parse(JSON.stringify(one))],
        format: 'json',
      });
    }
  });

  it('says why a feed cannot be read as a whole', () => {
    expect(readFeed('{"cars": 3}', 'json')).toEqual({
      ok: false,
      status: 422,
      error: 'A JSON feed is an array of cars, or an object whose "cars" is one.',
    });
    // Read, but no stock: applied, it would take every car off the site.
    for (const text of [
      '[]',
      '{"cars": []}',
      '{"snapshot_at": "2026-11-26T00:00:00Z", "cars": []}',
    ])
      expect(readFeed(text, 'json'), text).toEqual({
        ok: false,
        status: 422,
        error: FEED_MESSAGES.empty,
      });
    expect(readFeed('id,stocknum\n', 'csv')).toMatchObject({
      status: 422,
      error: FEED_MESSAGES.empty,
    });
    for (const text of ['[1, 2, 3]', '{"cars": [null, "x", [1]]}'])
      expect(readFeed(text, 'json'), text).toEqual({
        ok: false,
        status: 422,
        error: FEED_MESSAGES.notRecords,
      });
    // One record that is no object among cars is the record's problem, not the feed's.
    expect(readFeed(JSON.stringify([car(), 3]), 'json')).toMatchObject({ ok: true });
    expect(readFeed('[{', 'json')).toMatchObject({
      ok: false,
      status: 400,
      error: /^The feed is not valid JSON/,
    });
    expect(readFeed('id,stocknum\n"1,TM1', 'csv')).toMatchObject({
      ok: false,
      error: /^The feed is not valid CSV/,
    });
  });

  it('reads CSV: typed cells, dotted columns nested, lists split on |, empty cells null', () => {
    const csv = [
      'id,slug,name,year,make,model,car_type,status,price,stocknum,created_at,updated_at,dealership_slug,dealership_id,show_on_dealer_website,km,images,variant.enginesize,variant.geartype,location.id,location.name,location.address.city,badge,reserved',
      '1001,2021-kia-sportage-s-1001,2021 Kia Sportage S,2021,Kia,Sportage,used,in_stock,"$29,990",TM1001,2026-11-01T09:00:00+10:00,2026-11-10T09:00:00+10:00,test-motors,1,true,41000,/a.jpg|/b.jpg,2.0,Automatic,11,Parramatta,Parramatta,,no',
    ].join('\n');
    const read = readFeed(csv, 'csv');
    expect(read.ok).toBe(true);
    const [record] = (read as { records: Record<string, unknown>[] }).records;
    expect(record).toMatchObject({
      id: 1001,
      year: 2021,
      price: 29_990,
      km: 41_000,
      show_on_dealer_website: true,
      reserved: false,
      badge: null,
      images: ['/a.jpg', '/b.jpg'],
      variant: { enginesize: 2, geartype: 'Automatic' },
      location: { id: 11, name: 'Parramatta', address: { city: 'Parramatta' } },
    });
    expect(carSchema.safeParse(record).success).toBe(true);
  });

  it('leaves a cell that is not a number as text, so the schema names the field', () => {
    const read = readFeed('id,price\n7,call us', 'csv') as { records: Record<string, unknown>[] };
    expect(read.records[0]).toEqual({ id: 7, price: 'call us' });
    const r = carSchema.safeParse(read.records[0]);
    expect(r.success).toBe(false);
  });

  it('never writes through __proto__ or constructor columns', () => {
    const read = readFeed('id,__proto__.polluted,constructor.x\n7,yes,1', 'csv') as {
      records: Record<string, unknown>[];
    };
    expect(read.records[0]).toEqual({ id: 7 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('tells JSON from CSV by the media type, the file name or the first character', () => {
    expect(feedFormat('id,price', 'text/csv; charset=utf-8')).toBe('csv');
    expect(feedFormat('[]', 'stock.csv')).toBe('csv');
    expect(feedFormat('id,price', 'application/json')).toBe('json');
    expect(feedFormat('  [{"id":1}]')).toBe('json');
    expect(feedFormat('id,price\n1,2')).toBe('csv');
  });
});

describe('docs/stock-feed.schema.json', () => {
  it('is the one generated from the Car schema (run npm run schema after changing it)', async () => {
    const { readFileSync } = await import('node:fs');
    const { stockFeedJsonSchema } = await import('./feed-schema.ts');
    const schema = stockFeedJsonSchema();
    expect(JSON.parse(readFileSync('docs/stock-feed.schema.json', 'utf8'))).toEqual(schema);
    const car = (schema.$defs as { car: { required: string[] } }).car;
    // What a record cannot do without (spec Entities), and nothing the feed may leave out.
    expect(car.required).toEqual(
      expect.arrayContaining(['id', 'slug', 'stocknum', 'price', 'status', 'dealership_id']),
    );
    expect(car.required).not.toContain('km');
  });
});
