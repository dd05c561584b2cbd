import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { normalisePhone } from '~/features/phones/phones.ts';
import { sendCode } from '~/features/verification/verification.server.ts';
import { type PostEndpoint, runPost } from '~/server/post.server.ts';
import {
  leads,
  savedSearches,
  sessions,
  users,
  verifications,
  watchlist,
} from '~/server/storage/schema.ts';
import type { SmsSender } from '~/services/sms/sms.ts';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { dealerConfig } from '../../../tests/support/fixtures.ts';
import {
  accountAnswer,
  type AccountServices,
  deleteEndpoint,
  detailsEndpoint,
  signOutEndpoint,
  verifyEndpoint,
} from './endpoints.server.ts';
import {
  mergeEndpoint,
  removeCarEndpoint,
  saveCarEndpoint,
  saveSearchEndpoint,
} from './garage-endpoints.server.ts';
import { SAVED_SEARCH_LIMIT } from './messages.ts';
import { IDLE_MS } from './session.server.ts';
import type { WatchCar } from './watch-items.ts';
import { saveSearch } from './watchlist.server.ts';

const config = dealerConfig({ features: { authentication: { enabled: true } } });
const other = dealerConfig({
  slug: 'other-dealer',
  url: 'https://other.example.com',
  features: { authentication: { enabled: true } },
});
const car = (id: number, over: Partial<WatchCar> = {}): WatchCar => ({
  id,
  slug: `car-${id}`,
  name: `2021 Kia Rio ${id}`,
  make: 'Kia',
  model: 'Rio',
  price: '$19,990',
  price_label: 'Drive Away',
  price_buy: null,
  status: 'in_stock',
  reserved: false,
  images: [`/photos/${id}.jpg`],
  km: 30_000,
  drive_away: null,
  ...over,
});
const cars = new Map([
  [
    1,
    car(1, {
      price_label: 'Excl. Govt. Charges',
      drive_away: { text: '$21,873', label: 'Estimated drive-away, VIC' },
    }),
  ],
  [2, car(2, { status: 'sold' })],
  [
    3,
    car(3, {
      reserved: true,
      price: '$154/week',
      price_label: 'Subscription',
      price_buy: '$13,990 Drive Away',
    }),
  ],
]);
let now = new Date('2026-11-25T10:00:00+10:00');
const services: AccountServices = {
  car: async (id) => cars.get(id) ?? null,
  now: () => now,
  sessionKey: () => 'test-session-key-'.repeat(3),
};
const texts: { to: string; body: string }[] = [];
const sms: SmsSender = {
  kind: 'embedded',
  send: async (to, body) => {
    texts.push({ to, body });
    return { ok: true, id: String(texts.length) };
  },
};

for (const [name, open] of backends) {
  describe(`account endpoints on ${name}`, () => {
    let s: TestStorage;
    const storage = async () => s;
    beforeAll(async () => {
      s = await open();
    }, 60_000);
    afterAll(async () => {
      await closeStorage(s);
    });

    const call = (endpoint: PostEndpoint, body: unknown, cookie?: string, site = config) =>
      runPost(endpoint, {
        storage,
        config: site,
        client: 'test-client',
        request: new Request(`${site.url}/api/x`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body: JSON.stringify(body),
        }),
      });
    const account = (cookie?: string, site = config) =>
      accountAnswer(services, {
        storage,
        config: site,
        request: new Request(`${site.url}/api/account`, {
          headers: cookie ? { cookie } : {},
        }),
      });
    /** The `sid=…` pair of a Set-Cookie answer. */
    const sid = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;
    async function signIn(phone: string, site = config, cookie?: string) {
      await sendCode(
        {
          storage: s,
          websiteSlug: site.slug,
          dealershipSlug: null,
          client: `test-${texts.length}`,
          now,
        },
        sms,
        { phone, purpose: 'sign-in', dealerName: site.name },
      );
      const code = texts.at(-1)!.body.slice(0, 6);
      return call(verifyEndpoint(services), { phone, code }, cookie, site);
    }

    it('signs in with the SMS code: a session cookie that is HttpOnly, Secure, SameSite=Lax and private', async () => {
      const res = await signIn('0412 000 001');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const cookie = res.headers.get('set-cookie')!;
      expect(cookie).toMatch(
        /^sid=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; Secure; SameSite=Lax$/,
      );
      expect(await res.json()).toEqual({
        user: { phone: '0412000001', first_name: null, last_name: null, email: null },
        needs_details: true,
      });
      const me = await account(sid(res));
      expect(me.status).toBe(200);
      expect(me.headers?.['Cache-Control']).toBe('private, no-store');
      // The verification rows carry the user they signed in (spec Calls).
      const [user] = await s.db.select().from(users).where(eq(users.phone, '0412000001'));
      const rows = await s.db
        .select()
        .from(verifications)
        .where(eq(verifications.phone, '0412000001'))
        .orderBy(verifications.id);
      expect(rows.map((r) => [r.verificationType, r.userId])).toEqual([
        ['sms', user!.id],
        ['verify', user!.id],
      ]);
    });

    it('refuses a wrong code with the spec message, and a spent code a second time', async () => {
      await sendCode(
        {
          storage: s,
          websiteSlug: config.slug,
          dealershipSlug: null,
          client: `test-${texts.length}`,
          now,
        },
        sms,
        { phone: '0412000002', purpose: 'sign-in', dealerName: config.name },
      );
      const code = texts.at(-1)!.body.slice(0, 6);
      const wrong = code === '000000' ? '111111' : '000000';
      const bad = await call(verifyEndpoint(services), { phone: '0412000002', code: wrong });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({
        error: 'The verification code is invalid. Please try again.',
      });
      expect((await call(verifyEndpoint(services), { phone: '0412000002', code })).status).toBe(
        200,
      );
      expect((await call(verifyEndpoint(services), { phone: '0412000002', code })).status).toBe(
        400,
      );
      // A finance code never signs anyone in.
      await sendCode(
        {
          storage: s,
          websiteSlug: config.slug,
          dealershipSlug: null,
          client: `test-${texts.length}`,
          now,
        },
        sms,
        { phone: '0412000002', purpose: 'finance', dealerName: config.name },
      );
      const finance = texts.at(-1)!.body.slice(0, 6);
      expect(
        (await call(verifyEndpoint(services), { phone: '0412000002', code: finance })).status,
      ).toBe(400);
    });

    it('keeps the details asked once of a new user as the spec metadata, and asks no more', async () => {
      const first = await signIn('0412 000 003');
      const cookie = sid(first);
      const details = await call(
        detailsEndpoint(services),
        { first_name: 'Mia', last_name: 'Nguyen', email: 'mia@example.com' },
        cookie,
      );
      expect(details.status).toBe(200);
      const [row] = await s.db.select().from(users).where(eq(users.phone, '0412000003'));
      expect(row!.metadata).toEqual({
        first_name: 'Mia',
        last_name: 'Nguyen',
        email: 'mia@example.com',
        website: config.url,
        dealership_slug: config.dealerships[0]?.slug ?? config.slug,
      });
      const again = await signIn('0412000003');
      expect(((await again.json()) as { needs_details: boolean }).needs_details).toBe(false);
      const missing = await call(
        detailsEndpoint(services),
        { first_name: '', last_name: 'N', email: 'x' },
        sid(again),
      );
      expect(missing.status).toBe(400);
      expect(((await missing.json()) as { error: string }).error).toBe(
        'Please enter your first name.',
      );
    });

    it('rotates the session at sign-in: the id held before signing in no longer works', async () => {
      const first = sid(await signIn('0412000004'));
      const second = await signIn('0412000004', config, first);
      expect((await account(first)).status).toBe(401);
      expect((await account(sid(second))).status).toBe(200);
    });

    it('ends a session idle for 30 days, and renews one in use', async () => {
      const cookie = sid(await signIn('0412000005'));
      const start = now;
      now = new Date(start.getTime() + IDLE_MS - 60_000);
      const used = await account(cookie);
      expect(used.status).toBe(200);
      expect(used.headers?.['Set-Cookie']).toMatch(/Max-Age=2592000/);
      now = new Date(now.getTime() + IDLE_MS - 60_000);
      expect((await account(cookie)).status).toBe(200);
      now = new Date(now.getTime() + IDLE_MS + 1);
      const ended = await account(cookie);
      expect(ended.status).toBe(401);
      expect(ended.headers?.['Set-Cookie']).toMatch(/^sid=; Path=\/; Max-Age=0/);
      now = start;
    });

    it('gives a sign-in sent again (same key, same code) its first session, not a new one', async () => {
      await sendCode(
        { storage: s, websiteSlug: config.slug, dealershipSlug: null, client: 'replay', now },
        sms,
        { phone: '0412000090', purpose: 'sign-in', dealerName: config.name },
      );
      const code = texts.at(-1)!.body.slice(0, 6);
      const verify = (key: string, cookie?: string) =>
        runPost(verifyEndpoint(services), {
          storage,
          config,
          client: 'replay',
          request: new Request(`${config.url}/api/account/verify`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'idempotency-key': key,
              ...(cookie ? { cookie } : {}),
            },
            body: JSON.stringify({ phone: '0412000090', code }),
          }),
        });
      const first = await verify('replay-key-1');
      expect(first.status).toBe(200);
      const again = await verify('replay-key-1');
      expect(again.status).toBe(200);
      expect(sid(again)).toBe(sid(first));
      // Another key with the spent code gets nothing.
      expect((await verify('replay-key-2')).status).toBe(400);
      // Once signed out, sending it again opens no session.
      await call(signOutEndpoint(services), {}, sid(first));
      expect((await account(sid(first))).status).toBe(401);
      expect((await verify('replay-key-1')).status).toBe(400);
    });

    it('revokes at sign-out, this browser or everywhere', async () => {
      const a = sid(await signIn('0412000006'));
      const b = sid(await signIn('0412000006'));
      const out = await call(signOutEndpoint(services), {}, a);
      expect(out.headers.get('set-cookie')).toMatch(/^sid=; Path=\/; Max-Age=0/);
      expect((await account(a)).status).toBe(401);
      expect((await account(b)).status).toBe(200);
      const c = sid(await signIn('0412000006'));
      await call(signOutEndpoint(services), { everywhere: true }, c);
      expect((await account(b)).status).toBe(401);
      expect((await account(c)).status).toBe(401);
    });

    it("refuses a cookie taken from another dealer's site", async () => {
      const theirs = sid(await signIn('0412000007', other));
      expect((await account(theirs, other)).status).toBe(200);
      expect((await account(theirs)).status).toBe(401);
      expect(
        (await call(saveCarEndpoint(services), { phone_number: '0412000007', car_id: 1 }, theirs))
          .status,
      ).toBe(401);
    });

    it('saves and removes watchlist cars for the signed-in phone only, with each car as it is now', async () => {
      const cookie = sid(await signIn('0412000008'));
      const signedOut = await call(saveCarEndpoint(services), {
        phone_number: '0412000008',
        car_id: 1,
      });
      expect(signedOut.status).toBe(401);
      const someoneElse = await call(
        saveCarEndpoint(services),
        { phone_number: '0412999999', car_id: 1 },
        cookie,
      );
      expect(someoneElse.status).toBe(403);
      expect(await someoneElse.json()).toEqual({
        success: false,
        error: 'That mobile number is not the one you signed in with.',
      });
      const unknown = await call(
        saveCarEndpoint(services),
        { phone_number: '0412000008', car_id: 99 },
        cookie,
      );
      expect(unknown.status).toBe(404);
      for (const id of [1, 2, 3, 1])
        expect(
          (
            await call(
              saveCarEndpoint(services),
              { phone_number: '+61 412 000 008', car_id: id },
              cookie,
            )
          ).status,
        ).toBe(200);
      const list = (await (
        await account(cookie)
      ).body) as {
        watchlist: {
          car_id: number;
          car: {
            state: string;
            price: string;
            price_buy: string | null;
            drive_away: { text: string } | null;
          } | null;
        }[];
      };
      // A subscription car is listed with the price it can also be bought for, as on its page,
      // and a price without the government charges with its drive-away estimate.
      expect(
        list.watchlist.map((w) => [
          w.car_id,
          w.car?.state,
          w.car?.price,
          w.car?.price_buy,
          w.car?.drive_away?.text ?? null,
        ]),
      ).toEqual([
        [1, 'available', '$19,990', null, '$21,873'],
        [2, 'sold', '$19,990', null, null],
        [3, 'reserved', '$154/week', '$13,990 Drive Away', null],
      ]);
      const removed = await call(
        removeCarEndpoint(services),
        { phone_number: '0412000008', car_id: 2 },
        cookie,
      );
      expect(
        ((await removed.json()) as { watchlist: { car_id: number }[] }).watchlist.map(
          (w) => w.car_id,
        ),
      ).toEqual([1, 3]);
    });

    it('merges the cars saved in the browser at sign-in, leaving out cars no longer listed', async () => {
      const cookie = sid(await signIn('0412000009'));
      await call(saveCarEndpoint(services), { phone_number: '0412000009', car_id: 3 }, cookie);
      const merged = await call(
        mergeEndpoint(services),
        { phone_number: '0412000009', car_ids: [1, 3, 77, 1] },
        cookie,
      );
      expect(
        ((await merged.json()) as { watchlist: { car_id: number }[] }).watchlist.map(
          (w) => w.car_id,
        ),
      ).toEqual([3, 1]);
    });

    it('keeps search pages of this site only', async () => {
      const cookie = sid(await signIn('0412000010'));
      const ok = await call(
        saveSearchEndpoint(services),
        { url: '/search/used-cars?make=Kia', label: 'Used Kia' },
        cookie,
      );
      expect(await ok.json()).toEqual({
        searches: [
          { id: expect.any(Number), url: '/search/used-cars?make=Kia', label: 'Used Kia' },
        ],
      });
      for (const url of [
        'https://evil.example/search/x',
        '//evil.example/search/',
        '/cars/x',
        '/search//evil.example',
      ])
        expect((await call(saveSearchEndpoint(services), { url, label: 'x' }, cookie)).status).toBe(
          400,
        );
    });

    it('holds the 20 saved searches of an account when fifty are saved at once', async () => {
      const res = await signIn('0412000012');
      const { user } = (await res.json()) as { user: { phone: string } };
      const [row] = await s.db
        .select()
        .from(users)
        .where(eq(users.phone, normalisePhone(user.phone)));
      const saved = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          saveSearch(s, row!.id, { url: `/search/used-cars?page=${i}`, label: `Search ${i}` }, now),
        ),
      );
      expect(saved.filter(Boolean)).toHaveLength(SAVED_SEARCH_LIMIT);
      expect(
        await s.db.select().from(savedSearches).where(eq(savedSearches.userId, row!.id)),
      ).toHaveLength(SAVED_SEARCH_LIMIT);
    });

    it('deletes the account with its sessions, watchlist and verifications; leads stay with the dealer', async () => {
      const cookie = sid(await signIn('0412000011'));
      await call(saveCarEndpoint(services), { phone_number: '0412000011', car_id: 1 }, cookie);
      await s.db.insert(leads).values({
        id: 'Ldelete-me-not',
        dealerSlug: config.slug,
        form: 'enquiry',
        category: 'General Enquiry',
        fields: { name: 'Mia', phone: '0412000011' },
        url: '/',
        leadAttributes: { visited_pages: [], linked_query_params: {} },
        optIn: false,
        optInText: '',
        consentAt: now,
      });
      const [user] = await s.db.select().from(users).where(eq(users.phone, '0412000011'));
      const gone = await call(deleteEndpoint(services), {}, cookie);
      expect(gone.status).toBe(200);
      expect(await s.db.select().from(users).where(eq(users.id, user!.id))).toEqual([]);
      expect(await s.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
      expect(await s.db.select().from(watchlist).where(eq(watchlist.userId, user!.id))).toEqual([]);
      expect(
        await s.db.select().from(verifications).where(eq(verifications.phone, '0412000011')),
      ).toEqual([]);
      expect(await s.db.select().from(leads).where(eq(leads.id, 'Ldelete-me-not'))).toHaveLength(1);
      expect((await account(cookie)).status).toBe(401);
    });

    it('answers 404 on a site with authentication off', async () => {
      const off = dealerConfig();
      expect(
        (
          await call(
            verifyEndpoint(services),
            { phone: '0412000001', code: '123456' },
            undefined,
            off,
          )
        ).status,
      ).toBe(404);
      expect((await account(undefined, off)).status).toBe(404);
    });
  });
}
