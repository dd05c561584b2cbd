import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { StaffMember } from '~/config/schema/desk.ts';
import { deskAnswer, type DeskServices } from '~/features/desk/endpoints.server.ts';
import { startDeskSession } from '~/features/desk/session.server.ts';
import { type PostEndpoint, runPost } from '~/server/post.server.ts';
import { appointments, deskAudit, leads } from '~/server/storage/schema.ts';
import type { MailMessage } from '~/services/mail/mail.ts';

import { now, services as appointmentServices } from '../../../tests/support/appointments.ts';
import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { type BookingAction, bookingActionEndpoint, bookingsSection } from './desk.server.ts';
import type { AppointmentKind } from './kinds.ts';
import { book } from './store.server.ts';

/** Bookings at the dealer desk: today's and tomorrow's, by role; arrived, no-show, cancel. */
const staff: StaffMember[] = [
  { name: 'Sam Lee', mobile: '0412345678', role: 'sales' },
  { name: 'Jo Park', mobile: '0400000001', role: 'service' },
  { name: 'Ava Chen', mobile: '0400000002', role: 'manager' },
];
const config = dealerConfig({ features: { desk: { enabled: true, staff } } });
const other = dealerConfig({ slug: 'other-motors', features: { desk: { enabled: true, staff } } });
/** Monday 7 December 2026, 8 am in Sydney (the dealer file's state is NSW). */
const at = now;
const sydney = (local: string) => new Date(`${local}+11:00`).getTime();

describe.each(backends)('bookings at the desk (%s)', (name, open) => {
  let s: TestStorage;
  let clock = at;
  const texts: string[] = [];
  const mails: MailMessage[] = [];
  const changes = {
    ...appointmentServices,
    confirm: {
      sms: () => ({
        kind: 'embedded' as const,
        send: async (_to: string, body: string) => {
          texts.push(body);
          return { ok: true as const, id: String(texts.length) };
        },
      }),
      mail: () => async (m: MailMessage) => {
        mails.push(m);
      },
      linkSecret: () => 'a-link-key-of-at-least-32-characters!',
    },
  };
  const desk: DeskServices = {
    staff: () => staff,
    sms: () => {
      throw new Error('no texts here');
    },
    now: () => clock,
  };
  beforeAll(async () => {
    s = await open();
  }, 60_000);
  afterAll(() => closeStorage(s));

  const signIn = async (mobile: string) =>
    (await startDeskSession(s, config.slug, mobile, new Request(config.url), at)).split(';')[0]!;
  let n = 0;
  const bookAt = async (
    kind: AppointmentKind,
    local: string,
    site = config.slug,
  ): Promise<string> => {
    const start = sydney(local);
    const out = await book(s, {
      site,
      locationId: kind === 'service' ? 7102 : 7101,
      kind,
      start,
      end: start + 30 * 60_000,
      capacity: 3,
      ...(kind === 'test-drive' ? { carId: 1 } : {}),
      contact: { name: 'Mia', last_name: 'Nguyen', phone: '0412000111', email: 'mia@example.com' },
      details:
        kind === 'service' ? { service: 'Logbook service' } : { car: '2022 Toyota Hilux SR5' },
      idempotencyKey: `${name}-${++n}`,
      requestHash: 'h',
      now: new Date(at.getTime() - 86_400_000),
    });
    if (!('booked' in out)) throw new Error(out.refused);
    return out.booked.id;
  };
  const post = (endpoint: PostEndpoint, body: unknown, cookie?: string) =>
    runPost(endpoint, {
      storage: async () => s,
      config,
      client: 'desk-test',
      request: new Request(`${config.url}/api/desk/bookings/x`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `key-${name}-${++n}`,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(body),
      }),
    });
  const action = (a: BookingAction) => bookingActionEndpoint(desk, changes, a);
  const row = async (id: string) =>
    (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const auditOf = (id: string) =>
    s.db
      .select()
      .from(deskAudit)
      .where(eq(deskAudit.target, `appointment:${id}`));
  const day = (cookie: string) =>
    deskAnswer(
      desk,
      {
        storage: async () => s,
        config,
        request: new Request(`${config.url}/api/desk`, { headers: { cookie } }),
      },
      {
        'test-drives': bookingsSection(['test-drive', 'inspection'], changes),
        service: bookingsSection(['service'], changes),
      },
    );

  it("lists today's and tomorrow's bookings of the role's kinds, in the dealer's days", async () => {
    const drive = await bookAt('test-drive', '2026-12-07T10:00:00');
    const late = await bookAt('test-drive', '2026-12-08T23:30:00');
    const later = await bookAt('test-drive', '2026-12-09T00:30:00');
    const svc = await bookAt('service', '2026-12-07T09:00:00');
    const sales = (await day(await signIn('0412345678'))).body as Record<string, unknown>;
    const drives = sales['test-drives'] as { id: string; day: string }[];
    expect(drives.find((b) => b.id === drive)).toMatchObject({
      day: 'today',
      kind_word: 'test drive',
      location: 'Place 7101',
      vehicle: '2022 Toyota Hilux SR5',
      state: 'booked',
      attendance: null,
      buyer: { name: 'Mia Nguyen', phone: '0412000111' },
    });
    expect(drives.find((b) => b.id === late)).toMatchObject({ day: 'tomorrow' });
    expect(drives.map((b) => b.id)).not.toContain(later);
    expect(drives.map((b) => b.id)).not.toContain(svc);
    expect(sales).not.toHaveProperty('service');
    const service = (await day(await signIn('0400000001'))).body as Record<string, unknown>;
    expect(service).not.toHaveProperty('test-drives');
    expect((service.service as { id: string }[]).map((b) => b.id)).toContain(svc);
  });

  it('marks a buyer arrived from an hour before the time, once, with an audit line', async () => {
    const id = await bookAt('test-drive', '2026-12-07T09:30:00');
    const cookie = await signIn('0412345678');
    clock = new Date(sydney('2026-12-07T08:00:00'));
    const early = await post(action('arrived'), { id }, cookie);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({
      error:
        'It is too early to mark this buyer arrived: that opens an hour before the booked time.',
    });
    clock = new Date(sydney('2026-12-07T08:40:00'));
    const res = await post(action('arrived'), { id }, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      booking: { id, attendance: 'arrived', day: 'today' },
    });
    expect(await row(id)).toMatchObject({ attendance: 'arrived', attendanceAt: clock });
    const twice = await post(action('no-show'), { id }, cookie);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: 'This booking is marked arrived already.' });
    expect(await auditOf(id)).toMatchObject([
      {
        staffName: 'Sam Lee',
        action: 'appointment.arrived',
        before: { state: 'booked', attendance: null },
        after: { state: 'booked', attendance: 'arrived' },
      },
    ]);
    clock = at;
  });

  it('marks a no-show only once the time has come', async () => {
    const id = await bookAt('service', '2026-12-07T11:00:00');
    const cookie = await signIn('0400000001');
    clock = new Date(sydney('2026-12-07T10:59:00'));
    expect((await post(action('no-show'), { id }, cookie)).status).toBe(409);
    clock = new Date(sydney('2026-12-07T11:20:00'));
    expect((await post(action('no-show'), { id }, cookie)).status).toBe(200);
    expect(await row(id)).toMatchObject({ attendance: 'no-show' });
    expect(await auditOf(id)).toHaveLength(1);
    clock = at;
  });

  it("cancels for the dealer: the time frees, the CRM and the buyer are told it was the dealer's", async () => {
    const id = await bookAt('test-drive', '2026-12-08T14:00:00');
    const cookie = await signIn('0400000002');
    texts.length = 0;
    mails.length = 0;
    const res = await post(action('cancel'), { id }, cookie);
    expect(res.status).toBe(200);
    expect(await row(id)).toMatchObject({ state: 'cancelled', cancelledBy: 'dealer' });
    const notices = (await s.db.select().from(leads)).filter((l) =>
      String(l.fields.message ?? '').includes(`(booking ${id})`),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.fields.message).toMatch(
      /^Cancelled by the dealer at the desk: the test drive/,
    );
    expect(texts).toEqual([expect.stringContaining('we have had to cancel your test drive')]);
    expect(mails[0]!.text).toContain('We have had to cancel your test drive');
    expect(await auditOf(id)).toMatchObject([
      {
        action: 'appointment.cancel',
        before: { state: 'booked' },
        after: { state: 'cancelled', cancelled_by: 'dealer' },
      },
    ]);
    // Cancelled, it cannot be marked arrived.
    expect((await post(action('arrived'), { id }, cookie)).status).toBe(409);
  });

  it("refuses another role's kind, another dealer's booking, no session; nothing changes", async () => {
    const drive = await bookAt('test-drive', '2026-12-07T15:00:00');
    const svc = await bookAt('service', '2026-12-07T15:00:00');
    const theirs = await bookAt('service', '2026-12-07T16:00:00', other.slug);
    const service = await signIn('0400000001');
    const sales = await signIn('0412345678');
    expect((await post(action('cancel'), { id: drive }, service)).status).toBe(403);
    expect((await post(action('cancel'), { id: svc }, sales)).status).toBe(403);
    expect((await post(action('cancel'), { id: theirs }, service)).status).toBe(404);
    expect((await post(action('cancel'), { id: svc })).status).toBe(401);
    expect((await post(action('cancel'), { id: '../x' }, service)).status).toBe(400);
    for (const id of [drive, svc, theirs])
      expect(await row(id)).toMatchObject({ state: 'booked', attendance: null });
    expect([...(await auditOf(drive)), ...(await auditOf(svc))]).toEqual([]);
  });
});
