import { createHmac } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadSite } from '~/catalogue/load.server.ts';
import { openStorage } from '~/server/storage/db.server.ts';
import { stockCars, stockImports } from '~/server/storage/schema.ts';
import type { BuildHook } from '~/services/build-hook/index.server.ts';

import { backends, closeStorage, type TestStorage } from '../../../../tests/support/backends.ts';
import { car, dealerConfig } from '../../../../tests/support/fixtures.ts';
import { searchDue } from '../history/checks.server.ts';
import { stockAtBuild } from './build.server.ts';
import { type ImportReport, importStock, reportLines } from './import.server.ts';
import { storedStock } from './store.server.ts';
import { STOCK_MESSAGES, stockSignature, stockWebhook } from './webhook.server.ts';

const t0 = new Date('2026-11-26T00:00:00Z');
const MIN = 60_000;
// Nested fields too: a store may give an object's keys back in another order (Postgres jsonb does).
const a = car({
  id: 1,
  stocknum: 'A1',
  slug: 'a-1',
  variant: { geartype: 'Automatic', enginesize: 2, cylinders: 4, induction: null },
  location: {
    id: 11,
    name: 'Test Motors Parramatta',
    address: { street: '1 Main Street', city: 'Parramatta', state: 'NSW', postcode: '2150' },
    distribution_locations: [11, 12],
  },
});
const b = car({ id: 2, stocknum: 'B2', slug: 'b-2', price: 18_990 });
const c = car({ id: 3, stocknum: 'C3', slug: 'c-3' });
const d = car({ id: 4, stocknum: 'D4', slug: 'd-4' });
const json = (x: unknown) => JSON.parse(JSON.stringify(x)) as Record<string, unknown>;

/** A data folder whose committed stock file holds a, b and c (what the build read before any import). */
function dataFolder(slug: string) {
  const dir = mkdtempSync(join(tmpdir(), 'stock-'));
  mkdirSync(join(dir, 'stock'));
  writeFileSync(
    join(dir, 'stock', `${slug}.json`),
    JSON.stringify({ snapshot_at: '2026-11-20T00:00:00Z', cars: [a, b, c] }),
  );
  // The shared catalogue and the site's locations, for a build's loadSite.
  cpSync('data/catalogue', join(dir, 'catalogue'), { recursive: true });
  mkdirSync(join(dir, 'sites', slug), { recursive: true });
  writeFileSync(join(dir, 'sites', slug, 'locations.json'), '[]');
  return dir;
}

for (const [name, open] of backends) {
  describe(`stock import on ${name}`, () => {
    let s: TestStorage;
    // These imports check records and diffs; the guard that holds a feed taking many cars off
    // the site is set aside here and tested on its own below.
    const config = dealerConfig({
      inventory: { feedGuard: { maxRemovedShare: 1, maxRejectedShare: 1 } },
    });
    const dataDir = dataFolder(config.slug);
    beforeAll(async () => {
      s = await open();
    }, 60_000);
    afterAll(async () => {
      await closeStorage(s);
      rmSync(dataDir, { recursive: true, force: true });
    });

    let first: ImportReport;
    it('keeps good records, reports each bad one with its stock number and field, and diffs against the stock file', async () => {
      const feed = [
        json(a),
        json({ ...b, price: 17_490 }),
        json(d),
        json({ ...car({ id: 5, stocknum: 'E5', slug: 'e-5' }), price: 'POA' }),
        json(car({ id: 6, stocknum: 'F6', slug: 'f-6', dealership_id: 99 })),
        { id: 7, stocknum: 'G7\u0000' },
        { ...json(a), id: 2_147_483_648, stocknum: 'H8', slug: 'h-8' },
        json({ ...d, stocknum: 'D4-again' }),
      ];
      const out = await importStock(s, config, feed, { source: 'feed.json', now: t0, dataDir });
      first = out as ImportReport;
      expect(first).toMatchObject({
        received: 8,
        accepted: 3,
        added: [{ id: 4, stocknum: 'D4' }],
        sold: [{ id: 3, stocknum: 'C3' }],
        priceChanges: [{ id: 2, stocknum: 'B2', before: 18_990, after: 17_490 }],
        unchanged: 1,
        changedStock: true,
        snapshotAt: t0.toISOString(),
      });
      expect(first.changed).toEqual([
        { id: 2, stocknum: 'B2', fields: [{ field: 'price', before: 18_990, after: 17_490 }] },
      ]);
      expect(first.rejected).toEqual([
        { record: 'stock number E5', field: 'price', message: expect.stringMatching(/number/) },
        {
          record: 'stock number F6',
          field: 'dealership_id',
          message: `99 is not one of this dealer's dealerships (dealers/<slug>.json "dealerships")`,
        },
        {
          record: 'stock number G7',
          field: '(record)',
          message: 'Text may not contain control characters or invalid Unicode.',
        },
        { record: 'stock number H8', field: 'id', message: expect.stringMatching(/2147483647/) },
        { record: 'stock number D4-again', field: 'id', message: 'id 4 is in the feed twice' },
      ]);
      const stored = await storedStock(s.db, config.slug);
      expect(stored!.snapshotAt).toEqual(t0);
      expect(stored!.entries.map((e) => [e.car.id, e.car.status, e.car.price])).toEqual([
        [1, 'in_stock', 29_990],
        [2, 'in_stock', 17_490],
        [4, 'in_stock', 29_990],
        [3, 'sold', 29_990],
      ]);
      expect(stored!.entries[1]!.prices.map((p) => p.price)).toEqual([18_990, 17_490]);
      expect(stored!.entries[3]!.car.sold_date_timestamp).toBe(t0.getTime() / 1000);
      const [kept] = await s.db.select().from(stockImports);
      expect(kept!.report).toMatchObject({ accepted: 3, rejectedCount: 5, source: 'feed.json' });
      expect(reportLines(first).slice(0, 2)).toEqual([
        'test-motors: 8 records from feed.json: 3 accepted, 5 left out.',
        '1 added, 1 changed (1 price changes), 1 no longer in the feed (now sold), 1 unchanged.',
      ]);
      expect(reportLines(first)).toContain('  price: stock number B2: $18,990 → $17,490');
    });

    it('changes nothing when the same feed comes again: no row written, the snapshot time kept', async () => {
      const before = await s.db
        .select()
        .from(stockCars)
        .where(eq(stockCars.websiteSlug, config.slug))
        .orderBy(asc(stockCars.carId));
      const again = (await importStock(s, config, [a, { ...b, price: 17_490 }, d].map(json), {
        source: 'feed.json',
        now: new Date(t0.getTime() + 60 * MIN),
        dataDir,
      })) as ImportReport;
      expect(again).toMatchObject({
        changedStock: false,
        added: [],
        changed: [],
        sold: [],
        unchanged: 4,
        snapshotAt: t0.toISOString(),
      });
      const after = await s.db
        .select()
        .from(stockCars)
        .where(eq(stockCars.websiteSlug, config.slug))
        .orderBy(asc(stockCars.carId));
      expect(after).toEqual(before);
      expect(reportLines(again)[1]).toBe(
        `Nothing changed: the stock is as the last import left it (snapshot ${t0.toISOString()}).`,
      );
    });

    it('runs two imports of one dealer one after the other, never mixed', async () => {
      const other = dealerConfig({
        slug: 'other-motors',
        inventory: { feedGuard: { maxRemovedShare: 1 } },
      });
      const x = [a, b].map(json);
      const y = [c, d].map(json);
      await Promise.all([
        importStock(s, other, x, { source: 'x', now: t0, dataDir }),
        importStock(s, other, y, { source: 'y', now: new Date(t0.getTime() + 1), dataDir }),
      ]);
      const stored = await storedStock(s.db, 'other-motors');
      const inStock = stored!.entries
        .filter((e) => e.car.status === 'in_stock')
        .map((e) => e.car.id);
      // Whichever went second decides what is in stock; the other's cars are sold, none lost.
      expect([
        [1, 2],
        [3, 4],
      ]).toContainEqual(inStock.sort());
      expect(stored!.entries.map((e) => e.car.id).sort()).toEqual([1, 2, 3, 4]);
    });

    describe('POST /api/stock', () => {
      const secret = 'stock-secret-0123456789abcdef0123456789';
      const hooked: string[] = [];
      const buildHook: BuildHook = {
        kind: 'local',
        trigger: async (title) => {
          hooked.push(title);
          return { ok: true, started: 'recorded' };
        },
      };
      const webhookConfig = dealerConfig({ slug: 'webhook-motors' });
      const deliver = (
        body: string,
        o: {
          at?: Date;
          ts?: string;
          key?: string;
          type?: string;
          signature?: string;
          max?: number;
          accept?: string;
        } = {},
      ) => {
        const now = o.at ?? t0;
        const ts = o.ts ?? String(Math.floor(now.getTime() / 1000));
        return stockWebhook(
          new Request('http://127.0.0.1/api/stock', {
            method: 'POST',
            headers: {
              'content-type': o.type ?? 'application/json',
              'x-stock-timestamp': ts,
              'x-stock-signature': o.signature ?? stockSignature(o.key ?? secret, ts, body),
              ...(o.accept ? { 'x-stock-accept': o.accept } : {}),
            },
            body,
          }),
          {
            config: o.max
              ? dealerConfig({
                  slug: 'webhook-motors',
                  inventory: { feedGuard: { maxFeedBytes: o.max } },
                })
              : webhookConfig,
            storage: s,
            secret,
            buildHook,
            now,
            dataDir,
          },
        );
      };
      const feed = JSON.stringify({ cars: [a, b] });

      it('imports a signed delivery and starts the build; the same delivery again is refused', async () => {
        const out = await deliver(feed);
        expect(out.status).toBe(200);
        expect(out.body).toMatchObject({
          received: 2,
          accepted: 2,
          added: 2,
          sold: 0,
          build: 'recorded',
        });
        expect(hooked).toEqual(['Stock import: 2 added, 0 changed, 0 sold']);
        const replay = await deliver(feed);
        expect(replay).toMatchObject({ status: 409, body: { error: STOCK_MESSAGES.stale } });
        // A newer delivery of the same feed changes nothing, and starts no build.
        const later = await deliver(feed, { at: new Date(t0.getTime() + MIN) });
        expect(later.body).toMatchObject({ build: 'nothing changed: no build', unchanged: 2 });
        expect(hooked).toHaveLength(1);
      });

      it('refuses a wrong signature, another dealer’s secret, an old or future timestamp, a huge body and other media types', async () => {
        const at = new Date(t0.getTime() + 10 * MIN);
        expect(await deliver(feed, { at, signature: 'sha256=00' })).toMatchObject({
          status: 401,
          body: { error: STOCK_MESSAGES.badSignature },
        });
        expect(
          await deliver(feed, { at, key: 'another-dealers-secret-0123456789abcdef' }),
        ).toMatchObject({
          status: 401,
        });
        // Signed with the right secret, but sent six minutes ago (or "from" the future).
        for (const skew of [-6 * MIN, 6 * MIN])
          expect(
            await deliver(feed, { at, ts: String(Math.floor((at.getTime() + skew) / 1000)) }),
          ).toMatchObject({ status: 400, body: { error: STOCK_MESSAGES.badTimestamp } });
        for (const ts of ['', 'yesterday', '1e12', '99999999999999999999'])
          expect((await deliver(feed, { at, ts })).status).toBe(400);
        expect(await deliver(feed, { at, max: 65_536 })).toMatchObject({ status: 200 });
        expect(
          await deliver(JSON.stringify({ cars: [a, b], pad: 'x'.repeat(70_000) }), {
            at: new Date(at.getTime() + 1000),
            max: 65_536,
          }),
        ).toMatchObject({ status: 413 });
        expect(await deliver(feed, { at, type: 'text/plain' })).toMatchObject({ status: 415 });
        // Signed, but not UTF-8 (the signature is of the bytes, checked before they are read as text).
        const bytes = Buffer.from([0x69, 0x64, 0x0a, 0xed, 0xa0, 0x80]);
        const ts = String(Math.floor(at.getTime() / 1000));
        const signed = `sha256=${createHmac('sha256', secret).update(`${ts}.`).update(bytes).digest('hex')}`;
        const notUtf8 = await stockWebhook(
          new Request('http://127.0.0.1/api/stock', {
            method: 'POST',
            headers: {
              'content-type': 'text/csv',
              'x-stock-timestamp': ts,
              'x-stock-signature': signed,
            },
            body: bytes,
          }),
          { config: webhookConfig, storage: s, secret, buildHook, now: at },
        );
        expect(notUtf8).toMatchObject({ status: 400, body: { error: STOCK_MESSAGES.notText } });
        expect(await deliver('{"cars": 1}', { at: new Date(at.getTime() + 2000) })).toMatchObject({
          status: 422,
          body: { error: /^A JSON feed is an array/ },
        });
        // None of these changed the stock.
        const stored = await storedStock(s.db, 'webhook-motors');
        expect(stored!.entries.filter((e) => e.car.status === 'in_stock')).toHaveLength(2);
      });

      it('takes CSV', async () => {
        const csv = `id,slug,name,year,make,model,car_type,status,price,stocknum,created_at,updated_at,dealership_slug,dealership_id,show_on_dealer_website\n${[
          a,
          b,
          c,
        ]
          .map(
            (x) =>
              `${x.id},${x.slug},${x.name},${x.year},${x.make},${x.model},${x.car_type},in_stock,${x.price},${x.stocknum},${x.created_at},${x.updated_at},${x.dealership_slug},${x.dealership_id},true`,
          )
          .join('\n')}`;
        const out = await deliver(csv, { at: new Date(t0.getTime() + 20 * MIN), type: 'text/csv' });
        expect(out).toMatchObject({ status: 200, body: { accepted: 3, added: 1, sold: 0 } });
      });

      it('answers 404 where no secret is set', async () => {
        const out = await stockWebhook(
          new Request('http://127.0.0.1/api/stock', { method: 'POST' }),
          {
            config: webhookConfig,
            storage: s,
            secret: undefined,
            buildHook,
            now: t0,
          },
        );
        expect(out).toMatchObject({ status: 404, body: { error: STOCK_MESSAGES.off } });
      });
    });
  });
}

/** A dealer whose guard lets an import take any share of the stock off the site (guard.server.test.ts tests the guard). */
const unguarded = () =>
  dealerConfig({ inventory: { feedGuard: { maxRemovedShare: 1, maxRejectedShare: 1 } } });

describe('the build reads the imported stock', () => {
  it('writes the store’s stock as the build’s stock file: a sold car sold, a price cut cut', async () => {
    const local = mkdtempSync(join(tmpdir(), 'stock-local-'));
    const config = unguarded();
    const dataDir = dataFolder(config.slug);
    try {
      // Nothing imported yet: the build reads the committed file.
      expect(
        await stockAtBuild(config.slug, { LOCAL_DATA_DIR: local }, join(local, 'out'), () => {}),
      ).toBeNull();
      const storage = await openStorage({ dealer: config.slug, dataDir: local });
      await importStock(storage, config, [a, { ...b, price: 17_490 }].map(json), {
        source: 'feed.json',
        now: t0,
        dataDir,
      });
      await storage.close();
      const warned: string[] = [];
      const read = await stockAtBuild(
        config.slug,
        { LOCAL_DATA_DIR: local },
        join(local, 'out'),
        (m) => warned.push(m),
      );
      expect(warned).toEqual([]);
      expect(read).toMatchObject({ snapshotAt: t0, cars: 3 });
      const file = JSON.parse(readFileSync(read!.file, 'utf8')) as { snapshot_at: string };
      expect(file.snapshot_at).toBe(t0.toISOString());
      const site = loadSite(config, { dataDir, stockFile: read!.file });
      expect(site.stockProblems).toEqual([]);
      expect(site.cars.map((x) => [x.stocknum, x.status, x.price])).toEqual([
        ['A1', 'in_stock', 29_990],
        ['B2', 'in_stock', 17_490],
        ['C3', 'sold', 29_990],
      ]);
      // Sold at the import, so within the listing window it is listed as sold (spec States).
      expect(site.now).toEqual(t0);
    } finally {
      rmSync(local, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps each car’s first listing and price changes across two imports, into the build', async () => {
    const local = mkdtempSync(join(tmpdir(), 'stock-local-'));
    const config = unguarded();
    const dataDir = dataFolder(config.slug);
    const t1 = new Date(t0.getTime() + 3 * 86_400_000);
    const run = async (cars: unknown[], now: Date) => {
      const storage = await openStorage({ dealer: config.slug, dataDir: local });
      await importStock(storage, config, cars, { source: 'feed.json', now, dataDir });
      await storage.close();
      const read = await stockAtBuild(
        config.slug,
        { LOCAL_DATA_DIR: local },
        join(local, 'out'),
        () => {},
      );
      return loadSite(config, { dataDir, stockFile: read!.file });
    };
    try {
      // The first import: d is new, and its own history (from another platform) is where its
      // history starts; b was in the committed file, so its history starts there.
      const own = [
        { at: '2026-10-01T00:00:00.000Z', price: 19_990 },
        { at: '2026-10-20T00:00:00.000Z', price: 18_990 },
      ];
      const first = await run(
        [a, b, { ...d, price: 18_990, first_listed_at: own[0]!.at, price_history: own }].map(json),
        t0,
      );
      expect(first.cars.find((x) => x.id === 4)).toMatchObject({
        first_listed_at: own[0]!.at,
        price_history: own,
      });
      // The second: d cut again, a offered for less; a feed's history no longer counts.
      const second = await run(
        [
          { ...a, offer_price: 27_990 },
          b,
          { ...d, price: 17_490, price_history: [{ at: '2020-01-01T00:00:00.000Z', price: 1 }] },
        ].map(json),
        t1,
      );
      const byId = (id: number) => second.cars.find((x) => x.id === id)!;
      expect(byId(4).price_history).toEqual([...own, { at: t1.toISOString(), price: 17_490 }]);
      expect(byId(4).first_listed_at).toBe(own[0]!.at);
      expect(byId(1).price_history).toEqual([
        { at: byId(1).first_listed_at, price: 29_990 },
        { at: t1.toISOString(), price: 27_990 },
      ]);
    } finally {
      rmSync(local, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('gives each car the history check the store keeps, never a feed’s own; a stolen one is off the site', async () => {
    const local = mkdtempSync(join(tmpdir(), 'stock-local-'));
    const config = dealerConfig({
      inventory: {
        feedGuard: { maxRemovedShare: 1, maxRejectedShare: 1 },
        historyCheck: { provider: 'embedded' },
      },
    });
    const dataDir = dataFolder(config.slug);
    const vin = (n: number) => `JTMW43FV00D${String(n).padStart(6, '0')}`;
    const clear = { ...a, car_type: 'used', vin: vin(1) };
    const stolen = { ...b, car_type: 'used', vin: vin(2) };
    const faked = {
      searchedAt: t0.toISOString(),
      certificate: 'FROM-THE-FEED',
      financeOwing: false,
      writtenOff: false,
      stolen: false,
      odometerKm: null,
    };
    try {
      const storage = await openStorage({ dealer: config.slug, dataDir: local });
      await importStock(
        storage,
        config,
        [
          { ...clear, history_check: faked },
          { ...stolen, history_check: faked },
        ].map(json),
        { source: 'feed.json', now: t0, dataDir },
      );
      const answers: Record<string, boolean> = { [vin(1)]: false, [vin(2)]: true };
      await searchDue(
        storage.db,
        config.slug,
        async (v, now) => ({
          kind: 'found',
          check: {
            ...faked,
            searchedAt: now.toISOString(),
            certificate: `C${v.slice(-1)}`,
            stolen: answers[v]!,
          },
        }),
        [clear, stolen].map((x) => car(x)),
        t0,
        10,
      );
      await storage.close();
      const read = await stockAtBuild(
        config.slug,
        { LOCAL_DATA_DIR: local },
        join(local, 'out'),
        () => {},
      );
      const site = loadSite(config, { dataDir, stockFile: read!.file });
      const byId = (id: number) => site.cars.find((x) => x.id === id)!;
      expect(byId(1).history_check).toMatchObject({ certificate: 'C1', stolen: false });
      expect(byId(2).history_check).toMatchObject({ certificate: 'C2', stolen: true });
      expect(site.listed.map((x) => x.id)).not.toContain(2);
      expect(site.listed.map((x) => x.id)).toContain(1);
    } finally {
      rmSync(local, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
