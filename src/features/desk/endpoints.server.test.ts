import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { StaffMember } from '~/config/schema/desk.ts';
import { type PostEndpoint, runPost } from '~/server/post.server.ts';
import { deskAudit } from '~/server/storage/schema.ts';
import type { SmsSender } from '~/services/sms/sms.ts';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { dealerConfig } from '../../../tests/support/fixtures.ts';
import {
  DESK_MESSAGES,
  deskAnswer,
  type DeskServices,
  deskSignInEndpoint,
  deskSignOutEndpoint,
  sendDeskCodeEndpoint,
} from './endpoints.server.ts';

const staff: StaffMember[] = [
  { name: 'Sam Lee', mobile: '0412345678', role: 'sales' },
  { name: 'Jo Park', mobile: '0400000001', role: 'service' },
  { name: 'Ava Chen', mobile: '0400000002', role: 'manager' },
];
const config = dealerConfig({
  features: { reserve: { enabled: true }, desk: { enabled: true, staff } },
});
const other = dealerConfig({
  slug: 'other-motors',
  features: { reserve: { enabled: true }, desk: { enabled: true, staff } },
});
const off = dealerConfig({ slug: 'quiet-motors', features: { reserve: { enabled: true } } });
const t0 = new Date('2026-12-05T09:00:00+10:00');

for (const [name, open] of backends) {
  describe(`the desk's endpoints on ${name}`, () => {
    let s: TestStorage;
    const texts: { to: string; body: string }[] = [];
    const sms: SmsSender = {
      kind: 'embedded',
      async send(to, body) {
        texts.push({ to, body });
        return { ok: true, id: String(texts.length) };
      },
    };
    let services: DeskServices;
    beforeAll(async () => {
      s = await open();
      services = { staff: () => staff, sms: () => sms, now: () => at };
    }, 60_000);
    // Each test two hours after the last: a phone gets 5 codes an hour, and the tests sign the
    // same staff in again and again. Holds last 48 hours from t0, longer than all of them.
    let at = t0;
    beforeEach(() => {
      at = new Date(at.getTime() + 2 * 60 * 60 * 1000);
    });
    afterAll(async () => {
      await closeStorage(s);
    });

    let n = 0;
    const post = (
      endpoint: PostEndpoint,
      body: unknown,
      opts: { cookie?: string; key?: string | null; site?: typeof config; client?: string } = {},
    ) =>
      runPost(endpoint, {
        storage: async () => s,
        config: opts.site ?? config,
        client: opts.client ?? `client-${name}`,
        request: new Request(`${(opts.site ?? config).url}/api/desk/x`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(opts.key === null
              ? {}
              : { 'idempotency-key': opts.key ?? `desk-key-${name}-${++n}` }),
            ...(opts.cookie ? { cookie: opts.cookie } : {}),
          },
          body: JSON.stringify(body),
        }),
      });
    // The sections a role may see; each says which it is.
    const sections = {
      reservations: async () => 'the reservations',
      service: async () => 'the service bookings',
      feeds: async () => 'the feeds',
    };
    const desk = (cookie?: string, site = config) =>
      deskAnswer(
        services,
        {
          storage: async () => s,
          config: site,
          request: new Request(`${site.url}/api/desk`, { headers: cookie ? { cookie } : {} }),
        },
        sections,
      );
    const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;

    async function signIn(mobile: string, site = config) {
      const sent = await post(sendDeskCodeEndpoint(services), { mobile }, { site });
      expect(sent.status).toBe(200);
      const code = texts.findLast((t) => t.to === `+61${mobile.slice(1)}`)!.body.slice(0, 6);
      const res = await post(deskSignInEndpoint(services), { mobile, code }, { site });
      expect(res.status).toBe(200);
      return cookieOf(res);
    }

    it('texts a code to staff only, and answers anyone else the same with no text', async () => {
      const before = texts.length;
      const staffAnswer = await post(sendDeskCodeEndpoint(services), { mobile: '0412 345 678' });
      expect(texts.length).toBe(before + 1);
      expect(texts.at(-1)).toMatchObject({ to: '+61412345678' });
      expect(texts.at(-1)!.body).toMatch(/^\d{6} is your Test Motors verification code/);
      const stranger = await post(sendDeskCodeEndpoint(services), { mobile: '0499 999 999' });
      expect(texts.length).toBe(before + 1);
      expect(stranger.status).toBe(staffAnswer.status);
      expect(await stranger.json()).toEqual(await staffAnswer.json());
    });

    it('signs staff in with the texted code into a private, separate session, and logs it', async () => {
      await post(sendDeskCodeEndpoint(services), { mobile: '0412345678' });
      const code = texts.at(-1)!.body.slice(0, 6);
      const wrong = code === '000000' ? '111111' : '000000';
      const refused = await post(deskSignInEndpoint(services), {
        mobile: '0412345678',
        code: wrong,
      });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('set-cookie')).toBeNull();
      const res = await post(deskSignInEndpoint(services), { mobile: '0412345678', code });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('set-cookie')).toMatch(
        /^__Host-desk=[\w-]{43}; Path=\/; Max-Age=43200; HttpOnly; Secure; SameSite=Strict$/,
      );
      expect(await res.json()).toEqual({ staff: { name: 'Sam Lee', role: 'sales' } });
      const [line] = await s.db.select().from(deskAudit).where(eq(deskAudit.action, 'sign-in'));
      expect(line).toMatchObject({
        staffName: 'Sam Lee',
        role: 'sales',
        target: 'staff:0412345678',
      });
    });

    it('turns away a mobile that is not staff even with a code sent to it for something else', async () => {
      const res = await post(deskSignInEndpoint(services), {
        mobile: '0499999999',
        code: '123456',
      });
      expect(res.status).toBe(400);
    });

    it('opens nothing without a desk session: none, a buyer cookie, a forged one, another site', async () => {
      const cookie = await signIn('0412345678');
      const id = cookie.split('=')[1]!;
      for (const c of [undefined, `sid=${id}`, `__Host-desk=${'x'.repeat(43)}`]) {
        const out = await desk(c);
        expect(out.status).toBe(401);
        expect(out.headers?.['Cache-Control']).toBe('private, no-store');
      }
      expect((await desk(cookie, other)).status).toBe(401);
      expect((await desk(cookie)).status).toBe(200);
    });

    it('is not there at all where the dealer file leaves it off', async () => {
      expect(
        (await post(sendDeskCodeEndpoint(services), { mobile: '0412345678' }, { site: off }))
          .status,
      ).toBe(404);
      expect((await desk(undefined, off)).status).toBe(404);
    });

    it('gives each role the sections it covers, and no others', async () => {
      const sales = await desk(await signIn('0412345678'));
      expect(sales.body).toEqual({
        staff: { name: 'Sam Lee', role: 'sales' },
        areas: ['reservations', 'leads', 'test-drives'],
        now: at.toISOString(),
        reservations: 'the reservations',
      });
      const service = await desk(await signIn('0400000001'));
      expect(service.body).toEqual({
        staff: { name: 'Jo Park', role: 'service' },
        areas: ['service'],
        now: at.toISOString(),
        service: 'the service bookings',
      });
      const manager = await desk(await signIn('0400000002'));
      expect(manager.body).toMatchObject({
        areas: ['reservations', 'leads', 'test-drives', 'service', 'feeds', 'alerts'],
        reservations: 'the reservations',
        service: 'the service bookings',
        feeds: 'the feeds',
      });
    });

    it('signs out: the session is gone and the sign-out is logged', async () => {
      const cookie = await signIn('0400000002');
      const res = await post(deskSignOutEndpoint(services), {}, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toContain('__Host-desk=; Path=/; Max-Age=0');
      const after = await desk(cookie);
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ error: DESK_MESSAGES.signedOut });
      expect(DESK_MESSAGES.signedOut).toBe('Your desk session has ended. Sign in again.');
    });
  });
}
