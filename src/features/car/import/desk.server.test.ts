import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { StaffMember } from '~/config/schema/desk.ts';
import { deskAnswer, type DeskServices } from '~/features/desk/endpoints.server.ts';
import { startDeskSession } from '~/features/desk/session.server.ts';
import { type PostEndpoint, runPost } from '~/server/post.server.ts';
import { deskAudit, stockHolds } from '~/server/storage/schema.ts';
import type { BuildHook } from '~/services/build-hook/index.server.ts';

import { backends, closeStorage, type TestStorage } from '../../../../tests/support/backends.ts';
import { car, dealerConfig } from '../../../../tests/support/fixtures.ts';
import { ACCEPT_MESSAGES } from './accept.server.ts';
import { feedActionEndpoint, feedsSection } from './desk.server.ts';
import { importStock } from './import.server.ts';
import { storedStock } from './store.server.ts';

/** Held stock feeds at the dealer desk: read the report, then apply or reject; managers only. */
const staff: StaffMember[] = [
  { name: 'Sam Lee', mobile: '0412345678', role: 'sales' },
  { name: 'Ava Chen', mobile: '0400000002', role: 'manager' },
];
const ten = Array.from(
  { length: 10 },
  (_, i) =>
    JSON.parse(
      JSON.stringify(car({ id: 300 + i, stocknum: `D${i}`, slug: `d-${i}`, price: 30_000 + i })),
    ) as Record<string, unknown>,
);

describe.each(backends)('held feeds at the desk (%s)', (name, open) => {
  let s: TestStorage;
  const config = dealerConfig({
    slug: `desk-feeds-${name.toLowerCase()}`,
    features: { desk: { enabled: true, staff } },
  });
  const other = dealerConfig({ slug: `desk-feeds-other-${name.toLowerCase()}` });
  let clock = new Date('2026-12-05T09:00:00+10:00').getTime();
  const tick = () => new Date((clock += 60_000));
  const builds: string[] = [];
  const buildHook: BuildHook = {
    kind: 'local',
    trigger: async (title) => {
      builds.push(title);
      return { ok: true, started: 'recorded' };
    },
  };
  const desk: DeskServices = {
    staff: () => staff,
    sms: () => {
      throw new Error('no texts here');
    },
    now: () => new Date(clock),
  };
  beforeAll(async () => {
    s = await open();
    for (const site of [config, other])
      await importStock(s, site, ten, { source: 'first feed', now: tick() });
  }, 60_000);
  afterAll(() => closeStorage(s));

  const hold = async (records: unknown[], site = config) => {
    const out = await importStock(s, site, records, { source: 'test feed', now: tick() });
    if (!('held' in out)) throw new Error('the feed was not held');
    return out.id;
  };
  const inStock = async () =>
    (await storedStock(s.db, config.slug))!.entries
      .filter((e) => e.car.status !== 'sold')
      .map((e) => e.car.stocknum);
  const signIn = async (mobile: string) =>
    (
      await startDeskSession(s, config.slug, mobile, new Request(config.url), new Date(clock))
    ).split(';')[0]!;
  let n = 0;
  const post = (endpoint: PostEndpoint, body: unknown, cookie?: string) =>
    runPost(endpoint, {
      storage: async () => s,
      config,
      client: 'desk-test',
      request: new Request(`${config.url}/api/desk/feeds/x`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `feed-${name}-${++n}`,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(body),
      }),
    });
  const apply = feedActionEndpoint(desk, () => buildHook, 'apply');
  const reject = feedActionEndpoint(desk, () => buildHook, 'reject');
  const auditOf = (id: string) =>
    s.db
      .select()
      .from(deskAudit)
      .where(eq(deskAudit.target, `feed:${id}`));

  it('shows a manager the held feed with what applying it would do, and the imports', async () => {
    const id = await hold(ten.slice(0, 7).map((c, i) => (i === 0 ? { ...c, price: 29_000 } : c)));
    const cookie = await signIn('0400000002');
    const out = await deskAnswer(
      desk,
      {
        storage: async () => s,
        config,
        request: new Request(`${config.url}/api/desk`, { headers: { cookie } }),
      },
      { feeds: feedsSection },
    );
    const feeds = (out.body as { feeds: { holds: unknown[]; imports: unknown[] } }).feeds;
    expect(feeds.holds).toEqual([
      expect.objectContaining({
        id,
        state: 'held',
        reasons: [
          'It would take 3 of the 10 cars in stock off the site (30%; more than 20% is held).',
        ],
        report: expect.objectContaining({
          received: 7,
          sold: 3,
          sold_stock_numbers: ['D7', 'D8', 'D9'],
          price_change_count: 1,
          price_changes: [{ stocknum: 'D0', before: 30_000, after: 29_000 }],
        }),
      }),
    ]);
    expect(feeds.imports[0]).toMatchObject({
      source: 'first feed',
      report: { received: 10, added: 10 },
    });
    // It is still waiting: reject it so the next test's hold is the only one.
    expect((await post(reject, { id }, cookie)).status).toBe(200);
  });

  it('applies a held feed: the stock changes, a build starts, the audit says so', async () => {
    const id = await hold(ten.slice(0, 7));
    const cookie = await signIn('0400000002');
    builds.length = 0;
    const res = await post(apply, { id }, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ hold: { id, state: 'applied' }, build: 'started' });
    expect(await inStock()).toHaveLength(7);
    expect(builds).toEqual(['Held stock feed applied at the desk: 0 added, 0 changed, 3 sold']);
    expect(await auditOf(id)).toMatchObject([
      {
        staffName: 'Ava Chen',
        action: 'feed.apply',
        before: { state: 'held' },
        after: { state: 'applied', build: 'started' },
      },
    ]);
    const again = await post(apply, { id }, cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: ACCEPT_MESSAGES.applied });
    expect(builds).toHaveLength(1);
  });

  it('rejects a held feed: the stock stays, and it can no longer be applied', async () => {
    const id = await hold(ten.slice(0, 4));
    const cookie = await signIn('0400000002');
    const res = await post(reject, { id }, cookie);
    expect(res.status).toBe(200);
    expect(await inStock()).toHaveLength(7);
    const [row] = await s.db.select().from(stockHolds).where(eq(stockHolds.id, id));
    expect(row!.rejectedAt).not.toBeNull();
    const late = await post(apply, { id }, cookie);
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ error: ACCEPT_MESSAGES.rejected });
    expect(await inStock()).toHaveLength(7);
    expect(await auditOf(id)).toMatchObject([
      { action: 'feed.reject', after: { state: 'rejected' } },
    ]);
  });

  it("refuses sales staff, another dealer's hold and a malformed id; nothing is applied", async () => {
    const id = await hold(ten.slice(0, 3));
    const theirs = await hold(ten.slice(0, 2), other);
    const manager = await signIn('0400000002');
    expect((await post(apply, { id }, await signIn('0412345678'))).status).toBe(403);
    expect((await post(apply, { id: theirs }, manager)).status).toBe(404);
    expect((await post(apply, { id: `${id}'--` }, manager)).status).toBe(400);
    expect((await post(apply, { id })).status).toBe(401);
    expect(await inStock()).toHaveLength(7);
    const held = await s.db.select().from(stockHolds).where(eq(stockHolds.id, theirs));
    expect(held[0]).toMatchObject({ appliedAt: null, rejectedAt: null });
    expect(await auditOf(id)).toEqual([]);
  });
});
