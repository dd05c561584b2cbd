import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { StaffMember } from '~/config/schema/desk.ts';
import { sessions } from '~/server/storage/schema.ts';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { audit, auditTrail } from './audit.server.ts';
import {
  currentDeskSession,
  DESK_COOKIE,
  DESK_IDLE_MS,
  endDeskSession,
  startDeskSession,
} from './session.server.ts';

const SITE = 'test-motors';
const sam: StaffMember = { name: 'Sam Lee', mobile: '0412345678', role: 'sales' };
const staff = [sam];
const t0 = new Date('2026-12-05T09:00:00+10:00');
const later = (ms: number) => new Date(t0.getTime() + ms);
const HOUR = 60 * 60 * 1000;

const request = (cookie?: string) =>
  new Request('https://www.testmotors.com.au/api/desk', {
    headers: cookie ? { cookie } : {},
  });
/** The `name=value` a browser sends back for a Set-Cookie line. */
const sent = (setCookie: string) => setCookie.split(';')[0]!;

for (const [name, open] of backends) {
  describe(`desk sessions and audit log on ${name}`, () => {
    let s: TestStorage;
    beforeAll(async () => {
      s = await open();
    }, 60_000);
    afterAll(async () => {
      await closeStorage(s);
    });

    it('signs staff in with a cookie of its own: Secure, HttpOnly, SameSite=Strict, 12 hours', async () => {
      const line = await startDeskSession(s, SITE, sam.mobile, request(), t0);
      expect(line).toMatch(
        new RegExp(
          `^${DESK_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; Max-Age=43200; HttpOnly; Secure; SameSite=Strict$`,
        ),
      );
      const session = await currentDeskSession(s, SITE, staff, request(sent(line)), later(HOUR));
      expect(session?.member).toEqual(sam);
    });

    it('ends after 12 hours idle, and each use within them renews the clock', async () => {
      const cookie = sent(await startDeskSession(s, SITE, sam.mobile, request(), t0));
      const used = await currentDeskSession(s, SITE, staff, request(cookie), later(11 * HOUR));
      expect(used?.cookie).toContain('Max-Age=43200');
      // 12 hours after sign-in, but only an hour after it was last used: still open.
      expect(
        await currentDeskSession(s, SITE, staff, request(cookie), later(12 * HOUR)),
      ).not.toBeNull();
      const idle = later(12 * HOUR + DESK_IDLE_MS);
      expect(await currentDeskSession(s, SITE, staff, request(cookie), idle)).toBeNull();
      // Removed once found idle: no later clock brings it back.
      expect(
        await currentDeskSession(s, SITE, staff, request(cookie), later(12 * HOUR)),
      ).toBeNull();
    });

    it('opens nothing for a buyer cookie, another site, a forged id or someone no longer on staff', async () => {
      const cookie = sent(await startDeskSession(s, SITE, sam.mobile, request(), t0));
      const id = cookie.split('=')[1]!;
      const at = later(HOUR);
      expect(await currentDeskSession(s, SITE, staff, request(`sid=${id}`), at)).toBeNull();
      expect(await currentDeskSession(s, 'other-motors', staff, request(cookie), at)).toBeNull();
      expect(
        await currentDeskSession(s, SITE, staff, request(`${DESK_COOKIE}=${'A'.repeat(43)}`), at),
      ).toBeNull();
      expect(await currentDeskSession(s, SITE, [], request(cookie), at)).toBeNull();
      // Taken off the staff list, the session is gone even if the member is put back.
      expect(await currentDeskSession(s, SITE, staff, request(cookie), at)).toBeNull();
    });

    it('takes the role from the staff list at each request', async () => {
      const cookie = sent(await startDeskSession(s, SITE, sam.mobile, request(), t0));
      const promoted = [{ ...sam, role: 'manager' as const }];
      const session = await currentDeskSession(s, SITE, promoted, request(cookie), later(HOUR));
      expect(session?.member.role).toBe('manager');
    });

    it('signs out, and a new sign-in on the browser ends the session it carried', async () => {
      const first = sent(await startDeskSession(s, SITE, sam.mobile, request(), t0));
      const second = sent(await startDeskSession(s, SITE, sam.mobile, request(first), t0));
      expect(await currentDeskSession(s, SITE, staff, request(first), t0)).toBeNull();
      const session = await currentDeskSession(s, SITE, staff, request(second), t0);
      await endDeskSession(s, session!);
      expect(await currentDeskSession(s, SITE, staff, request(second), t0)).toBeNull();
    });

    it('a desk sign-in makes no buyer session', async () => {
      const rows = await s.db.select().from(sessions);
      expect(rows).toEqual([]);
    });

    it('keeps an audit log that can be added to but never changed or emptied', async () => {
      await audit(
        s,
        SITE,
        {
          member: sam,
          action: 'reservation.convert',
          target: 'reservation:r1',
          before: { state: 'held' },
          after: { state: 'converted' },
        },
        t0,
      );
      const [entry] = await auditTrail(s, SITE, { target: 'reservation:r1' });
      expect(entry).toMatchObject({
        staffName: 'Sam Lee',
        staffMobile: '0412345678',
        role: 'sales',
        action: 'reservation.convert',
        before: { state: 'held' },
        after: { state: 'converted' },
      });
      expect(entry!.at.getTime()).toBe(t0.getTime());
      for (const statement of [
        sql`UPDATE desk_audit SET after = '{"state":"released"}'`,
        sql`DELETE FROM desk_audit`,
        sql`TRUNCATE desk_audit`,
      ])
        await expect(s.db.execute(statement)).rejects.toMatchObject({
          cause: { message: expect.stringMatching(/^desk_audit is append-only: \w+ refused$/) },
        });
      expect(await auditTrail(s, SITE)).toHaveLength(1);
      expect(await auditTrail(s, 'other-motors')).toEqual([]);
    });
  });
}
