import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { FIELD_MESSAGES } from '~/features/leads/messages.ts';
import { localTime } from '~/features/locations/time.ts';
import { sendCode } from '~/features/verification/verification.server.ts';
import { VERIFICATION_MESSAGES as V } from '~/features/verification/verification.ts';
import { IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_MISMATCH } from '~/server/idempotency.server.ts';
import { type PostEndpoint, runPost } from '~/server/post.server.ts';
import { openStorage, type Storage } from '~/server/storage/db.server.ts';
import { appointments, leads } from '~/server/storage/schema.ts';
import type { MailMessage } from '~/services/mail/mail.ts';
import type { SmsSender } from '~/services/sms/sms.ts';

import { now, services, signedIn } from '../../../tests/support/appointments.ts';
import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { hostileBodies } from '../../../tests/support/fuzz.ts';
import {
  APPOINTMENT_MESSAGES as M,
  type AppointmentServices,
  bookEndpoint,
  slotsAnswer,
} from './endpoints.server.ts';
import { REPAIR, scheduledService, SERVICE_MESSAGES } from './service.ts';
import { SLOT_MESSAGES } from './slots.ts';
import { book } from './store.server.ts';

describe('GET /api/appointments/slots', () => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await openStorage({ dealer: 't', memory: true });
  });
  afterAll(() => storage.close());
  const config = dealerConfig();
  const get = (query: string) =>
    slotsAnswer(services, {
      storage: async () => storage,
      config,
      request: new Request(`https://example.com.au/api/appointments/slots?${query}`),
    });

  it("a car's test drives: the free slots at its location, as instants, never cached", async () => {
    const res = await get('kind=test-drive&car=1');
    expect(res.status).toBe(200);
    expect(res.headers).toEqual({ 'Cache-Control': 'private, no-store' });
    const body = res.body as { time_zone: string; slots: { start: string; free: number }[] };
    expect(body.time_zone).toBe('Australia/Sydney');
    // Two hours' notice from 8 am: the first slot is 10:00, 30 minutes each, two places.
    const first = localTime(new Date(body.slots[0]!.start), body.time_zone);
    expect([first.date, first.time]).toEqual(['2026-12-07', '10:00']);
    expect(body.slots[0]!.free).toBe(2);
  });

  it('a slot the car is booked in is gone; another car still has it', async () => {
    const start = Date.parse('2026-12-08T09:00:00+11:00');
    await book(storage, {
      site: config.slug,
      locationId: 7101,
      kind: 'test-drive',
      start,
      end: start + 30 * 60_000,
      capacity: 2,
      carId: 1,
      contact: {},
      details: {},
      idempotencyKey: 'k1',
      requestHash: 'h1',
      now,
    });
    const starts = async (car: number) =>
      (
        (await get(`kind=test-drive&car=${car}`)).body as {
          slots: { start: string; free: number }[];
        }
      ).slots;
    const iso = new Date(start).toISOString();
    expect((await starts(1)).map((s) => s.start)).not.toContain(iso);
    // Another car at the yard: the slot keeps its second place.
    expect((await starts(6)).find((s) => s.start === iso)?.free).toBe(1);
  });

  it('a sold, coming, reserved or since-reserved car offers none, and says why', async () => {
    for (const [car, why] of [
      [2, 'sold'],
      [5, 'coming-soon'],
      [3, 'reserved'],
      [4, 'reserved'],
    ] as const)
      expect(await get(`kind=test-drive&car=${car}`)).toMatchObject({
        status: 200,
        body: { slots: [], unavailable: why },
      });
  });

  it('services at a service location, an hour each; not at a sales yard', async () => {
    const res = await get('kind=service&location=7102');
    const slots = (res.body as { slots: { start: string; end: string }[] }).slots;
    expect(Date.parse(slots[0]!.end) - Date.parse(slots[0]!.start)).toBe(60 * 60_000);
    expect(await get('kind=service&location=7101')).toMatchObject({
      status: 404,
      body: { error: M.notTaken },
    });
  });

  it('bad questions get a clear 4xx', async () => {
    expect(await get('kind=massage')).toMatchObject({ status: 400, body: { error: M.badKind } });
    expect(await get('kind=test-drive')).toMatchObject({
      status: 400,
      body: { error: M.carRequired },
    });
    expect(await get('kind=test-drive&car=1e9')).toMatchObject({ status: 400 });
    expect(await get('kind=test-drive&car=99')).toMatchObject({
      status: 404,
      body: { error: 'We could not find that car. It may have been sold.' },
    });
    expect(await get('kind=service')).toMatchObject({
      status: 400,
      body: { error: M.locationRequired },
    });
    expect(await get('kind=service&location=9999')).toMatchObject({
      status: 404,
      body: { error: M.noLocation },
    });
  });
});

describe("the dealer's calendar", () => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await openStorage({ dealer: 't', memory: true });
  });
  afterAll(() => storage.close());
  const config = dealerConfig();
  const get = (calendar: NonNullable<AppointmentServices['calendar']>) =>
    slotsAnswer(
      { ...services, calendar },
      {
        storage: async () => storage,
        config,
        request: new Request('https://example.com.au/api/appointments/slots?kind=test-drive&car=1'),
      },
    );

  it('a busy time takes every slot it overlaps; a calendar that cannot be read is a 503', async () => {
    const busyFrom = new Date('2026-12-08T09:15:00+11:00');
    const res = await get(() => async () => ({
      kind: 'busy',
      times: [{ start: busyFrom, end: new Date('2026-12-08T10:00:00+11:00') }],
    }));
    const starts = (res.body as { slots: { start: string }[] }).slots.map((s) => s.start);
    expect(starts).toContain(new Date('2026-12-08T08:30:00+11:00').toISOString());
    expect(starts).not.toContain(new Date('2026-12-08T09:00:00+11:00').toISOString());
    expect(starts).not.toContain(new Date('2026-12-08T09:30:00+11:00').toISOString());
    expect(starts).toContain(new Date('2026-12-08T10:00:00+11:00').toISOString());
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = await get(() => async () => ({
      kind: 'unavailable',
      retryAfter: 45,
      reason: 'HTTP 503',
    }));
    expect(down).toMatchObject({
      status: 503,
      body: { error: M.calendarDown },
      headers: { 'Retry-After': '45' },
    });
    const refused = await get(() => async () => ({ kind: 'refused', reason: 'HTTP 401' }));
    expect(refused).toMatchObject({ status: 503, headers: { 'Retry-After': '300' } });
    expect(errors).toHaveBeenCalledWith(
      'appointments: the dealer calendar was not read (HTTP 401)',
    );
    errors.mockRestore();
  });
});

const LOGBOOK = scheduledService(false);

describe('POST /api/appointments', () => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await openStorage({ dealer: 't', memory: true });
  });
  afterAll(() => storage.close());
  const config = dealerConfig();
  const endpoint = bookEndpoint(signedIn);
  const tuesday9 = '2026-12-08T09:00:00+11:00';
  const body = (over: Record<string, unknown> = {}) => ({
    kind: 'test-drive',
    car_id: 1,
    start: tuesday9,
    url: 'https://example.com.au/cars/2022-toyota-hilux-sr5-1',
    fields: {
      name: 'Sam',
      last_name: 'Lee',
      email: 'sam@example.com',
      phone: '0412 345 678',
      postcode: '2150',
    },
    ...over,
  });
  const post = (
    b: unknown,
    key: string | null = `key-${crypto.randomUUID()}`,
    on: PostEndpoint = endpoint,
  ) =>
    on.handle(b, {
      storage: async () => storage,
      config,
      request: new Request('https://example.com.au/api/appointments', {
        method: 'POST',
        headers: key ? { 'Idempotency-Key': key } : {},
      }),
    });

  it('books the slot, tells the dealer with its date and time, and answers a reference', async () => {
    const res = await post(body(), 'booking-key-1');
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    const made = res.body as { reference: string; lead_id: string; start: string; car: object };
    expect(made.reference).toMatch(/^A[A-Z2-9]{8}$/);
    expect(made.start).toBe(new Date(tuesday9).toISOString());
    expect(made.car).toEqual({ id: 1, name: '2022 Toyota Hilux SR5' });
    const [lead] = await storage.db.select().from(leads).where(eq(leads.id, made.lead_id));
    expect(lead).toMatchObject({ form: 'test-drive', carId: 1 });
    expect(lead!.fields).toMatchObject({
      booking_date: '2026-12-08',
      booking_time: '09:00',
      appointment_id: made.reference,
      'Vehicle Model': 'Hilux',
      name: 'Sam',
    });
    // The same request again: the same booking, and no second lead.
    const again = await post(body(), 'booking-key-1');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(made);
    const all = await storage.db.select().from(leads).where(eq(leads.form, 'test-drive'));
    expect(all).toHaveLength(1);
    // Another request under that key is refused.
    expect(await post(body({ start: '2026-12-08T09:30:00+11:00' }), 'booking-key-1')).toMatchObject(
      { status: 422, body: { error: IDEMPOTENCY_MISMATCH } },
    );
  });

  it('the buyer is sent a text and an e-mail with the .ics, once, and a failed e-mail books anyway', async () => {
    const texts: { to: string; body: string }[] = [];
    const mails: MailMessage[] = [];
    let mailDown = false;
    const confirming = bookEndpoint({
      ...signedIn,
      confirm: {
        sms: () => ({
          kind: 'embedded',
          send: async (to, body) => {
            texts.push({ to, body });
            return { ok: true, id: String(texts.length) };
          },
        }),
        mail: () => async (m) => {
          if (mailDown) throw new Error('smtp down');
          mails.push(m);
        },
      },
    });
    const start = '2026-12-10T14:00:00+11:00';
    const made = await post(body({ start }), 'confirm-key-1', confirming);
    expect(made.status).toBe(201);
    const ref = (made.body as { reference: string }).reference;
    expect(texts).toEqual([
      {
        to: '+61412345678',
        body: `${config.name}: your test drive of the 2022 Toyota Hilux SR5 is booked for Thursday 10 December at 2:00 pm, Place 7101, 1 Church St, Parramatta. Ref ${ref}. To change or cancel, call (02) 9635 1234 and quote ${ref}.`,
      },
    ]);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'sam@example.com',
      subject: 'Your test drive is booked: Thursday 10 December at 2:00 pm',
    });
    const ics = mails[0]!.attachments![0]!;
    expect(ics).toMatchObject({ filename: `${ref}.ics`, contentType: 'text/calendar' });
    expect(ics.content).toContain('DTSTART:20261210T030000Z');
    expect(ics.content).toContain(`UID:${ref}@`);
    // The same request again: the same booking, nothing sent twice.
    expect((await post(body({ start }), 'confirm-key-1', confirming)).status).toBe(201);
    expect([texts.length, mails.length]).toEqual([1, 1]);
    // The e-mail server down: booked all the same, the text still sent, the failure logged.
    mailDown = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const other = await post(body({ start: '2026-12-10T15:00:00+11:00' }), null, confirming).catch(
      () => null,
    );
    expect(other).toMatchObject({ status: 400 }); // no key: refused before anything
    const second = await post(
      body({ start: '2026-12-10T15:00:00+11:00' }),
      'confirm-key-2',
      confirming,
    );
    expect(second.status).toBe(201);
    expect(texts).toHaveLength(2);
    expect(errors).toHaveBeenCalledWith('appointments: confirmation e-mail not sent (Error)');
    errors.mockRestore();
  });

  it('20 at once for one car and slot: one booking, 19 told it is taken with fresh slots', async () => {
    const start = '2026-12-09T11:00:00+11:00';
    const results = await Promise.all(Array.from({ length: 20 }, () => post(body({ start }))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(19);
    const first = refused[0]!.body as { error: string; reason: string; slots: { start: string }[] };
    expect(first).toMatchObject({ error: SLOT_MESSAGES.taken, reason: 'taken' });
    expect(first.slots.map((s) => s.start)).not.toContain(new Date(start).toISOString());
    expect(first.slots.length).toBeGreaterThan(50);
  });

  it('where the dealer asks leads to agree to its terms, a booking without them is refused', async () => {
    const asking = dealerConfig({ leads: { termsRequired: true } });
    const on = (b: unknown) =>
      endpoint.handle(b, {
        storage: async () => storage,
        config: asking,
        request: new Request('https://example.com.au/api/appointments', {
          method: 'POST',
          headers: { 'Idempotency-Key': `key-${crypto.randomUUID()}` },
        }),
      });
    const start = '2026-12-16T10:00:00+11:00';
    const without = await on(body({ start }));
    expect(without).toMatchObject({
      status: 400,
      body: { error: '*You must agree to the terms of use before submitting.' },
    });
    const agreed = await on(body({ start, fields: { ...body().fields, terms_conditions: true } }));
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(201);
  });

  it('a slot too soon, outside hours or for a car no longer on sale is refused with fresh slots', async () => {
    const soon = await post(body({ start: '2026-12-07T09:00:00+11:00' }));
    expect(soon).toMatchObject({ status: 409, body: { reason: 'too-soon' } });
    const sunday = await post(body({ start: '2026-12-13T10:00:00+11:00' }));
    expect(sunday).toMatchObject({
      status: 409,
      body: { error: SLOT_MESSAGES['outside-hours'], reason: 'outside-hours' },
    });
    expect((sunday.body as { slots: unknown[] }).slots.length).toBeGreaterThan(0);
    expect(await post(body({ car_id: 2 }))).toMatchObject({
      status: 409,
      body: {
        error: 'Sorry, this car can no longer be booked for a test drive.',
        unavailable: 'sold',
        slots: [],
      },
    });
  });

  it("a service at the service centre: the dealer's service lead names the vehicle, plate and work", async () => {
    const service = (fields: Record<string, unknown>) =>
      body({
        kind: 'service',
        car_id: undefined,
        location_id: 7102,
        start: '2026-12-09T10:30:00+11:00',
        url: 'https://example.com.au/genuine-service',
        fields: { ...body().fields, rego: 'ABC12D', regoState: 'NSW', ...fields },
      });
    const logbook = { vehicle: '2021 Toyota Corolla Hatch ZR', additional_services: [LOGBOOK] };
    // Each part of the three taps is needed: the vehicle, the work, a repair's description.
    for (const [fields, field, error] of [
      [{ ...logbook, vehicle: '' }, 'vehicle', SERVICE_MESSAGES.vehicle],
      [{ ...logbook, additional_services: [] }, 'additional_services', SERVICE_MESSAGES.work],
      [{ ...logbook, additional_services: [REPAIR] }, 'message', SERVICE_MESSAGES.repair],
      [{ ...logbook, rego: '' }, 'rego', FIELD_MESSAGES.rego],
    ] as const)
      expect(await post(service(fields))).toMatchObject({
        status: 400,
        body: { error, issues: expect.arrayContaining([expect.objectContaining({ field })]) },
      });
    expect(
      await storage.db.select().from(appointments).where(eq(appointments.kind, 'service')),
    ).toEqual([]);

    const res = await post(service(logbook));
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    const made = res.body as { reference: string; lead_id: string; location: { id: number } };
    expect(made.location.id).toBe(7102);
    expect(made).not.toHaveProperty('car');
    const [lead] = await storage.db.select().from(leads).where(eq(leads.id, made.lead_id));
    expect(lead).toMatchObject({ form: 'service-booking', category: 'Service Booking' });
    expect(lead!.carId).toBeNull();
    expect(lead!.fields).toMatchObject({
      rego: 'ABC12D',
      regoState: 'NSW',
      vehicle: '2021 Toyota Corolla Hatch ZR',
      additional_services: [LOGBOOK],
      booking_date: '2026-12-09',
      booking_time: '10:30',
      appointment_id: made.reference,
    });
    // The booking keeps the vehicle and the work for its messages, and no contact beyond its own.
    const [kept] = await storage.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, made.reference));
    expect(kept!.details).toEqual({
      car: '2021 Toyota Corolla Hatch ZR',
      rego: 'ABC12D',
      regoState: 'NSW',
      services: LOGBOOK,
    });
    // A repair, described, books too: three places in the slot, so a second one still fits.
    const repair = await post(
      service({ ...logbook, additional_services: [REPAIR], message: 'Squeal from the brakes' }),
    );
    expect(repair.status).toBe(201);
  });

  it("bad details get the form's own messages, and nothing is booked", async () => {
    const res = await post(body({ fields: { name: 'Sam', phone: '12' } }));
    expect(res.status).toBe(400);
    expect((res.body as { issues: { field: string }[] }).issues.map((i) => i.field)).toContain(
      'phone',
    );
    expect(await post(body({ start: 'tomorrow' }))).toMatchObject({
      status: 400,
      body: { error: M.badStart },
    });
    expect(await post(body(), null)).toMatchObject({
      status: 400,
      body: { error: IDEMPOTENCY_KEY_REQUIRED },
    });
    expect(await post(body({ kind: 'inspection', location_id: 7101 }))).toMatchObject({
      status: 400,
      body: { error: M.notOnline },
    });
    const booked = await storage.db.select().from(appointments);
    expect(booked.every((b) => b.startsAt.toISOString() !== '2026-12-08T22:00:00.000Z')).toBe(true);
  });

  it('a visitor not signed in confirms the mobile with a texted code; a slot lost keeps it', async () => {
    const texts: { to: string; body: string }[] = [];
    const sms: SmsSender = {
      kind: 'embedded',
      async send(to, text) {
        texts.push({ to, body: text });
        return { ok: true, id: String(texts.length) };
      },
    };
    const open = bookEndpoint(services);
    const mobile = '0412 777 001';
    const withPhone = (over: Record<string, unknown>) =>
      body({ fields: { ...body().fields, phone: mobile }, ...over });
    const refused = { status: 400, body: { error: V.invalid, issues: [{ field: 'code' }] } };
    expect(
      await post(withPhone({ start: '2026-12-08T14:00:00+11:00' }), 'key-none-1', open),
    ).toMatchObject(refused);
    const ctx = { storage, websiteSlug: config.slug, dealershipSlug: null, client: 'c', now };
    expect(
      await sendCode(ctx, sms, { phone: mobile, purpose: 'appointment', dealerName: config.name }),
    ).toBe('sent');
    const code = texts.at(-1)!.body.slice(0, 6);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      await post(
        withPhone({ start: '2026-12-08T14:00:00+11:00', code: wrong }),
        'key-code-1',
        open,
      ),
    ).toMatchObject(refused);
    // A code for another purpose does not book.
    await sendCode(ctx, sms, { phone: mobile, purpose: 'finance', dealerName: config.name });
    expect(
      await post(
        withPhone({ start: '2026-12-08T14:00:00+11:00', code: texts.at(-1)!.body.slice(0, 6) }),
        'key-code-1',
        open,
      ),
    ).toMatchObject(refused);
    // The slot is taken meanwhile: refused with fresh slots; the next pick under the same key
    // goes through with the same code.
    await post(body({ start: '2026-12-08T14:00:00+11:00' }));
    const lost = await post(
      withPhone({ start: '2026-12-08T14:00:00+11:00', code }),
      'key-code-1',
      open,
    );
    expect(lost).toMatchObject({ status: 409, body: { reason: 'taken' } });
    const made = await post(
      withPhone({ start: '2026-12-08T14:30:00+11:00', code }),
      'key-code-1',
      open,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // Spent: another booking cannot use it.
    expect(
      await post(withPhone({ start: '2026-12-08T15:00:00+11:00', code }), 'key-code-2', open),
    ).toMatchObject(refused);
  });
});

describe.each(backends)('POST /api/appointments against hostile bodies (%s)', (_name, open) => {
  let s: TestStorage;
  beforeAll(async () => {
    s = await open();
  }, 60_000);
  afterAll(() => closeStorage(s));
  const config = dealerConfig();
  const rows = async () => (await s.db.select({ n: count() }).from(appointments))[0]!.n;
  let keys = 0;

  it('never a 5xx, and nothing booked for a refused body', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const valid = () => ({
      kind: 'test-drive',
      car_id: 1,
      start: '2026-12-10T10:00:00+11:00',
      url: 'https://example.com.au/cars/x',
      fields: { name: 'Sam', email: 'sam@example.com', phone: '0412345678', postcode: '2150' },
    });
    await fc.assert(
      fc.asyncProperty(hostileBodies(valid), async (text) => {
        const before = await rows();
        const res = await runPost(bookEndpoint(signedIn), {
          storage: async () => s,
          config,
          request: new Request(`${config.url}/api/appointments`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': `fuzz-${++keys}` },
            body: text,
          }),
        });
        expect(res.status, text.slice(0, 200)).toBeLessThan(500);
        const after = await rows();
        if (res.status >= 400) expect(after, text.slice(0, 200)).toBe(before);
        else expect(after - before).toBeLessThanOrEqual(1);
      }),
      { numRuns: 60 },
    );
    errors.mockRestore();
  }, 120_000);
});
