import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { type PostEndpoint, runPost } from '~/server/post.server.ts';
import { appointments, leads } from '~/server/storage/schema.ts';
import type { MailMessage } from '~/services/mail/mail.ts';

import { now, services, signedIn } from '../../../tests/support/appointments.ts';
import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { hostileBodies } from '../../../tests/support/fuzz.ts';
import { tellChangesDue } from './changes.server.ts';
import { APPOINTMENT_MESSAGES as M, bookEndpoint, slotsAnswer } from './endpoints.server.ts';
import { changeToken, MANAGE_PATH } from './links.server.ts';
import { manageEndpoint, type ManageServices } from './manage.server.ts';
import { scheduledService } from './service.ts';
import { SLOT_MESSAGES } from './slots.ts';

const secret = 'a-link-key-of-at-least-32-characters!';
const config = dealerConfig();
const iso = (local: string) => new Date(`${local}+11:00`).toISOString();

/** The buyer's messages, as the stand-in SMS and mail services received them. */
function inbox() {
  const texts: string[] = [];
  const mails: MailMessage[] = [];
  return {
    texts,
    mails,
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
      linkSecret: () => secret,
    },
  };
}

describe.each(backends)('a booking moved and cancelled from its link (%s)', (_name, open) => {
  let storage: TestStorage;
  beforeAll(async () => {
    storage = await open();
  }, 60_000);
  afterAll(() => closeStorage(storage));
  const box = inbox();
  let clock = now;
  const manage: ManageServices = {
    ...signedIn,
    confirm: box.confirm,
    linkSecret: () => secret,
    now: () => clock,
  };
  const deps = (path: string, key?: string) => ({
    storage: async () => storage,
    config,
    request: new Request(`${config.url}${path}`, {
      method: 'POST',
      headers: key ? { 'Idempotency-Key': key } : {},
    }),
  });
  const bookAt = async (carId: number, local: string) => {
    const res = await bookEndpoint({ ...signedIn, confirm: box.confirm }).handle(
      {
        kind: 'test-drive',
        car_id: carId,
        start: iso(local),
        url: `${config.url}/cars/x`,
        fields: { name: 'Sam', email: 'sam@example.com', phone: '0412345678', postcode: '2150' },
      },
      deps('/api/appointments', crypto.randomUUID()),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body as { reference: string }).reference;
  };
  const post = (body: unknown, on: PostEndpoint = manageEndpoint(manage)) =>
    on.handle(body, deps('/api/appointments/manage'));
  const linkIn = (text: string) => {
    const m = /(https:\/\/\S+#(\S+))$/.exec(text);
    if (!m) throw new Error(`no link in: ${text}`);
    return { url: m[1]!, token: m[2]! };
  };
  const slotStarts = async (carId: number) =>
    (
      (
        await slotsAnswer(services, {
          storage: async () => storage,
          config,
          request: new Request(`${config.url}/api/appointments/slots?kind=test-drive&car=${carId}`),
        })
      ).body as { slots: { start: string }[] }
    ).slots.map((s) => s.start);
  const dealerLeads = async () =>
    (await storage.db.select().from(leads).where(eq(leads.form, 'test-drive'))).map(
      (l) => l.fields as Record<string, string>,
    );

  it('the confirmation carries a signed link to the booking, on the site’s own address', async () => {
    const ref = await bookAt(6, '2026-12-08T10:00:00');
    const text = box.texts.at(-1)!;
    const link = linkIn(text);
    expect(link.url.startsWith(`${config.url}${MANAGE_PATH}#`)).toBe(true);
    expect(link.token.split('.')[1]).toBe(ref);
    expect(box.mails.at(-1)!.text).toContain(`To move or cancel it, open ${link.url} or call`);
    const read = await post({ token: link.token, action: 'read' });
    expect(read.status).toBe(200);
    const body = read.body as { booking: Record<string, unknown>; slots: { start: string }[] };
    expect(body.booking).toMatchObject({
      reference: ref,
      state: 'booked',
      start: iso('2026-12-08T10:00:00'),
      time_zone: 'Australia/Sydney',
      car: { name: '2022 Toyota Hilux SR5', slug: '2022-toyota-hilux-sr5-6' },
      location: { id: 7101, name: 'Place 7101', phone: '(02) 9635 1234' },
    });
    // The times it can move to: not its own, all from the car's slots.
    expect(body.slots.map((s) => s.start)).not.toContain(iso('2026-12-08T10:00:00'));
    expect(body.slots.length).toBeGreaterThan(50);
  });

  it('a link with a changed character, of another purpose, or not a link at all opens nothing', async () => {
    const ref = await bookAt(7, '2026-12-08T10:00:00');
    const { token } = linkIn(box.texts.at(-1)!);
    const forged = token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA');
    for (const bad of [forged, token.replace('appointment.', 'cancel.'), 'x', ''])
      expect(await post({ token: bad, action: 'read' })).toMatchObject({
        status: 404,
        body: { error: M.badLink },
      });
    // A signature over a nonce the booking does not hold.
    const stale = changeToken(secret, { id: ref, linkNonce: 'not-its-nonce-1234' });
    expect(await post({ token: stale, action: 'cancel' })).toMatchObject({ status: 404 });
    expect(await post({ token, action: 'explode' })).toMatchObject({
      status: 400,
      body: { error: M.badLink },
    });
    expect(await post({ token, action: 'move', start: 'tomorrow' })).toMatchObject({
      status: 400,
      body: { error: M.badStart },
    });
  });

  it('a move to a free time: the old time frees, the dealer and the buyer are told once', async () => {
    const ref = await bookAt(8, '2026-12-09T10:00:00');
    await bookAt(8, '2026-12-09T11:00:00');
    // The 10 o'clock's confirmation is the one before the 11 o'clock's.
    const ten = linkIn(box.texts.at(-2)!).token;
    expect(ten.split('.')[1]).toBe(ref);
    // Taken by the same car's other booking: refused, with the times free now.
    const taken = await post({ token: ten, action: 'move', start: iso('2026-12-09T11:00:00') });
    expect(taken).toMatchObject({
      status: 409,
      body: { reason: 'taken', error: SLOT_MESSAGES.taken },
    });
    expect((taken.body as { slots: unknown[] }).slots.length).toBeGreaterThan(50);
    // Too soon, and outside the hours.
    expect(
      await post({ token: ten, action: 'move', start: iso('2026-12-07T09:00:00') }),
    ).toMatchObject({ status: 409, body: { reason: 'too-soon' } });
    expect(
      await post({ token: ten, action: 'move', start: iso('2026-12-13T10:00:00') }),
    ).toMatchObject({ status: 409, body: { reason: 'outside-hours' } });

    const leadsBefore = (await dealerLeads()).length;
    const texts = box.texts.length;
    const moved = await post({ token: ten, action: 'move', start: iso('2026-12-10T15:30:00') });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({
      booking: { reference: ref, state: 'booked', start: iso('2026-12-10T15:30:00') },
    });
    expect(await slotStarts(8)).toContain(iso('2026-12-09T10:00:00'));
    expect(await slotStarts(8)).not.toContain(iso('2026-12-10T15:30:00'));
    const told = (await dealerLeads()).at(-1)!;
    expect(told).toMatchObject({
      booking_date: '2026-12-10',
      booking_time: '15:30',
      name: 'Sam',
      message: `Moved by the buyer: the test drive of the 2022 Toyota Hilux SR5 at Place 7101 from Wednesday 9 December at 10:00 am to Thursday 10 December at 3:30 pm (booking ${ref}).`,
    });
    expect(box.texts.at(-1)).toContain(
      `your test drive of the 2022 Toyota Hilux SR5 is moved to Thursday 10 December at 3:30 pm`,
    );
    const ics = box.mails.at(-1)!.attachments![0]!.content;
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('DTSTART:20261210T043000Z');
    // The same move again: as it is, nobody told twice.
    expect(
      await post({ token: ten, action: 'move', start: iso('2026-12-10T15:30:00') }),
    ).toMatchObject({ status: 200 });
    expect([(await dealerLeads()).length, box.texts.length]).toEqual([leadsBefore + 1, texts + 1]);
  });

  it('a cancel frees the time at once; sent again it changes nothing; a move after it is refused', async () => {
    const ref = await bookAt(1, '2026-12-11T09:00:00');
    const { token } = linkIn(box.texts.at(-1)!);
    expect(await slotStarts(1)).not.toContain(iso('2026-12-11T09:00:00'));
    const leadsBefore = (await dealerLeads()).length;
    const cancelled = await post({ token, action: 'cancel' });
    expect(cancelled).toMatchObject({ status: 200, body: { booking: { state: 'cancelled' } } });
    expect(await slotStarts(1)).toContain(iso('2026-12-11T09:00:00'));
    expect((await dealerLeads()).at(-1)).toMatchObject({
      message: `Cancelled by the buyer: the test drive of the 2022 Toyota Hilux SR5 at Place 7101 on Friday 11 December at 9:00 am (booking ${ref}). The time is free again.`,
    });
    expect((await dealerLeads()).at(-1)).not.toHaveProperty('booking_date');
    expect(box.texts.at(-1)).toBe(
      `${config.name}: your test drive of the 2022 Toyota Hilux SR5 on Friday 11 December at 9:00 am is cancelled, as you asked. Ref ${ref}. To book again, call (02) 9635 1234.`,
    );
    expect(box.mails.at(-1)!.attachments![0]!.content).toContain('STATUS:CANCELLED');
    const texts = box.texts.length;
    expect(await post({ token, action: 'cancel' })).toMatchObject({
      status: 200,
      body: { booking: { state: 'cancelled' } },
    });
    expect([(await dealerLeads()).length, box.texts.length]).toEqual([leadsBefore + 1, texts]);
    expect(await post({ token, action: 'move', start: iso('2026-12-11T10:00:00') })).toMatchObject({
      status: 409,
      body: { error: M.cancelled },
    });
    expect(await post({ token, action: 'read' })).toMatchObject({
      status: 200,
      body: { booking: { state: 'cancelled' } },
    });
  });

  it('a change whose telling failed is told by the next read, or by the scheduled jobs, once', async () => {
    const ref = await bookAt(1, '2026-12-15T09:00:00');
    const { token } = linkIn(box.texts.at(-1)!);
    // The cancel is written, then telling of it fails (the location cannot be read just then):
    // the buyer still has their answer, and nobody has been told.
    let reads = 0;
    const failing: ManageServices = {
      ...manage,
      location: async (id) => {
        if (++reads > 1) throw new Error('storage gone');
        return manage.location(id);
      },
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const leadsBefore = (await dealerLeads()).length;
    const texts = box.texts.length;
    expect(await post({ token, action: 'cancel' }, manageEndpoint(failing))).toMatchObject({
      status: 200,
      body: { booking: { state: 'cancelled' } },
    });
    expect(errors).toHaveBeenCalledWith('appointments: a change was not told yet (Error)');
    errors.mockRestore();
    expect([(await dealerLeads()).length, box.texts.length]).toEqual([leadsBefore, texts]);
    // The scheduled jobs tell it, once.
    const due = () => tellChangesDue(storage, config, { ...manage, confirm: box.confirm }, clock);
    expect(await due()).toBe(1);
    expect(await due()).toBe(0);
    const [row] = await storage.db.select().from(appointments).where(eq(appointments.id, ref));
    expect(row!.told).toBe('cancelled');
    expect((await dealerLeads()).length).toBe(leadsBefore + 1);
    expect(box.texts.length).toBe(texts + 1);
    // Opened again, nothing more is told.
    expect(await post({ token, action: 'read' })).toMatchObject({ status: 200 });
    expect(box.texts.length).toBe(texts + 1);
  });

  it('a service is not offered its own time to move to, though the centre has room in it', async () => {
    const start = iso('2026-12-10T10:30:00');
    const res = await bookEndpoint({ ...signedIn, confirm: box.confirm }).handle(
      {
        kind: 'service',
        location_id: 7102,
        start,
        url: `${config.url}/genuine-service`,
        fields: {
          name: 'Sam',
          email: 'sam@example.com',
          phone: '0412345678',
          postcode: '2150',
          rego: 'ABC12D',
          regoState: 'NSW',
          vehicle: '2021 Toyota Corolla Hatch ZR',
          additional_services: [scheduledService(false)],
        },
      },
      deps('/api/appointments', crypto.randomUUID()),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { token } = linkIn(box.texts.at(-1)!);
    const free = (
      (
        await slotsAnswer(services, {
          storage: async () => storage,
          config,
          request: new Request(`${config.url}/api/appointments/slots?kind=service&location=7102`),
        })
      ).body as { slots: { start: string }[] }
    ).slots.map((s) => s.start);
    expect(free).toContain(start);
    const read = await post({ token, action: 'read' });
    const offered = (read.body as { slots: { start: string }[] }).slots.map((s) => s.start);
    expect(offered.length).toBeGreaterThan(10);
    expect(offered).not.toContain(start);
  });

  it('once its time has come, a booking can be read but no longer changed', async () => {
    await bookAt(1, '2026-12-08T13:00:00');
    const { token } = linkIn(box.texts.at(-1)!);
    clock = new Date('2026-12-08T13:05:00+11:00');
    try {
      const read = await post({ token, action: 'read' });
      expect(read).toMatchObject({ status: 200, body: { booking: { state: 'passed' } } });
      expect(read.body).not.toHaveProperty('slots');
      expect(await post({ token, action: 'cancel' })).toMatchObject({
        status: 409,
        body: { error: M.passed },
      });
    } finally {
      clock = now;
    }
  });

  it('hostile bodies: never a 5xx, and nothing changed', async () => {
    await bookAt(1, '2026-12-14T09:00:00');
    const { token } = linkIn(box.texts.at(-1)!);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const live = async () => (await storage.db.select({ n: count() }).from(leads))[0]!.n;
    await fc.assert(
      fc.asyncProperty(
        hostileBodies(() => ({ token, action: 'move', start: iso('2026-12-14T09:00:00') })),
        async (text) => {
          const before = await live();
          const res = await runPost(manageEndpoint(manage), {
            storage: async () => storage,
            config,
            request: new Request(`${config.url}/api/appointments/manage`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: text,
            }),
          });
          expect(res.status, text.slice(0, 200)).toBeLessThan(500);
          if (res.status >= 400) expect(await live(), text.slice(0, 200)).toBe(before);
        },
      ),
      { numRuns: 40 },
    );
    errors.mockRestore();
  }, 120_000);
});
