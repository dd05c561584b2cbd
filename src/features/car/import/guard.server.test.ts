import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { leads, stockHolds } from '~/server/storage/schema.ts';
import type { BuildHook } from '~/services/build-hook/index.server.ts';

import { backends, closeStorage, type TestStorage } from '../../../../tests/support/backends.ts';
import { car, dealerConfig } from '../../../../tests/support/fixtures.ts';
import { ACCEPT_MESSAGES } from './accept.server.ts';
import { FEED_MESSAGES } from './feed.ts';
import { storedStock } from './store.server.ts';
import { stockSignature, stockWebhook } from './webhook.server.ts';

const t0 = new Date('2026-11-26T00:00:00Z');
const secret = 'guard-secret-0123456789abcdef0123456789';
/** Ten cars in stock, as a feed sends them. */
const ten = Array.from(
  { length: 10 },
  (_, i) =>
    JSON.parse(
      JSON.stringify(car({ id: 100 + i, stocknum: `G${i}`, slug: `g-${i}`, price: 20_000 + i })),
    ) as Record<string, unknown>,
);

for (const [name, open] of backends) {
  describe(`a feed that would wipe stock is held, not applied, on ${name}`, () => {
    let s: TestStorage;
    const config = dealerConfig({ slug: 'guard-motors' });
    const built: string[] = [];
    const buildHook: BuildHook = {
      kind: 'local',
      trigger: async (title) => {
        built.push(title);
        return { ok: true, started: 'recorded' };
      },
    };
    let clock = t0.getTime();
    /** A signed delivery, each a second after the last. */
    const deliver = (body: string, accept?: string) => {
      clock += 1000;
      const now = new Date(clock);
      const ts = String(Math.floor(clock / 1000));
      return stockWebhook(
        new Request('http://127.0.0.1/api/stock', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-stock-timestamp': ts,
            'x-stock-signature': stockSignature(secret, ts, body),
            ...(accept ? { 'x-stock-accept': accept } : {}),
          },
          body,
        }),
        { config, storage: s, secret, buildHook, now },
      );
    };
    const inStock = async () =>
      (await storedStock(s.db, config.slug))!.entries
        .filter((e) => e.car.status !== 'sold')
        .map((e) => e.car.stocknum);

    beforeAll(async () => {
      s = await open();
      // The dealer's ten cars, imported into an empty store.
      expect(await deliver(JSON.stringify(ten))).toMatchObject({
        status: 200,
        body: { added: 10 },
      });
    }, 60_000);
    afterAll(() => closeStorage(s));

    it('refuses an empty feed, no cars and records that are not cars with 422, and changes nothing', async () => {
      for (const [body, error] of [
        ['[]', FEED_MESSAGES.empty],
        ['{"cars":[]}', FEED_MESSAGES.empty],
        ['{"stock":[{"id":1}]}', FEED_MESSAGES.notJsonFeed],
        ['{"cars":[1,2,3]}', FEED_MESSAGES.notRecords],
      ] as const)
        expect(await deliver(body), body).toEqual({ status: 422, body: { error } });
      expect(await inStock()).toHaveLength(10);
      expect(built).toHaveLength(1);
    });

    it('leaves a car whose record was rejected exactly as it was; only an absent car is sold', async () => {
      const before = (await storedStock(s.db, config.slug))!.entries;
      const feed = ten.map((c, i) =>
        i === 3 ? { ...c, price: 'free' } : i === 4 ? { ...c, year: -5 } : c,
      );
      const out = await deliver(JSON.stringify(feed));
      expect(out).toMatchObject({
        status: 200,
        body: { received: 10, accepted: 8, rejectedRecords: 2, keptAsWere: 2, sold: 0 },
      });
      const after = (await storedStock(s.db, config.slug))!.entries;
      for (const i of [3, 4])
        expect(after.find((e) => e.car.id === 100 + i)).toEqual(
          before.find((e) => e.car.id === 100 + i),
        );
      expect(await inStock()).toHaveLength(10);
    });

    it('holds a feed cut short by 30% (202), tells the dealer, and applies it only when accepted', async () => {
      const truncated = JSON.stringify(ten.slice(0, 7));
      const held = await deliver(truncated);
      expect(held.status).toBe(202);
      const body = held.body as { held: string; reasons: string[]; sold: number };
      expect(body.reasons).toEqual([
        'It would take 3 of the 10 cars in stock off the site (30%; more than 20% is held).',
      ]);
      expect(body.sold).toBe(3);
      expect(await inStock()).toHaveLength(10);
      // The dealer hears of it through the lead outbox, once, with how to apply it.
      const notices = await s.db
        .select()
        .from(leads)
        .where(and(eq(leads.dealerSlug, config.slug), eq(leads.form, 'stock-feed')));
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ category: 'Stock Feed', subcategory: 'Held for review' });
      expect(String(notices[0]!.fields.message)).toContain(`--accept ${body.held}`);

      // Accepting it takes the same body, sent again.
      expect(await deliver(JSON.stringify(ten.slice(0, 6)), body.held)).toEqual({
        status: 409,
        body: { error: ACCEPT_MESSAGES.notThatBody },
      });
      expect(await deliver(truncated, 'Hnosuchhold12')).toEqual({
        status: 404,
        body: { error: ACCEPT_MESSAGES.noSuchHold },
      });
      expect(await deliver(truncated, body.held)).toMatchObject({
        status: 200,
        body: { sold: 3, build: 'recorded' },
      });
      expect(await inStock()).toEqual(['G0', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6']);
      const [row] = await s.db.select().from(stockHolds).where(eq(stockHolds.id, body.held));
      expect(row!.appliedAt).not.toBeNull();
      expect(await deliver(truncated, body.held)).toEqual({
        status: 409,
        body: { error: ACCEPT_MESSAGES.applied },
      });
    });

    it('holds a feed with too many bad records, and lets a later import make the hold out of date', async () => {
      const seven = ten.slice(0, 7);
      const bad = seven.map((c, i) => (i < 2 ? { ...c, price: 'POA' } : c));
      const held = await deliver(JSON.stringify(bad));
      expect(held).toMatchObject({
        status: 202,
        body: {
          reasons: [
            '2 of its 7 records were left out for a bad field (28.6%; more than 20% is held).',
          ],
        },
      });
      expect(await deliver(JSON.stringify(seven))).toMatchObject({ status: 200 });
      expect(await deliver(JSON.stringify(bad), (held.body as { held: string }).held)).toEqual({
        status: 409,
        body: { error: ACCEPT_MESSAGES.outOfDate },
      });
    });
  });
}
