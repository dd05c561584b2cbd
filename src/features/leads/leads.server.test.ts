import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openStorage } from '~/server/storage/db.server.ts';
import { events, idempotencyKeys, leads, outbox } from '~/server/storage/schema.ts';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { dealerConfig } from '../../../tests/support/fixtures.ts';
import {
  earliestToday,
  PAST_DATE,
  type PreferredTimeCheck,
  SENT_ELSEWHERE,
  submitLead,
} from './leads.server.ts';
import { FIELD_MESSAGES } from './messages.ts';

const config = dealerConfig({ leads: { termsRequired: true } });
const envelope = (over: Record<string, unknown> = {}) => ({
  form: 'enquiry',
  fields: {
    name: 'Mia',
    last_name: 'Nguyen',
    email: 'mia@example.com',
    phone: '0412 345 678',
    postcode: '3134',
    message: 'Still available?',
    terms_conditions: true,
    opt_in: true,
    'Vehicle Make': 'Kia',
    stock_number: 'SC10001',
    unexpected: 'dropped',
  },
  url: 'https://www.southerncrossmotorgroup.com.au/cars/2021-kia-sportage-s-110001',
  car_id: 110001,
  car_dealership_id: 4202,
  car_type: 'used',
  lead_attributes: {
    visited_pages: ['/', '/search/kia'],
    linked_query_params: { utm_source: 'google' },
  },
  opt_in_text: config.leads.optInText,
  ...over,
});

for (const [name, open] of backends) {
  describe(`leads on ${name}`, () => {
    let s: TestStorage;
    beforeAll(async () => {
      s = await open();
    }, 60_000);
    afterAll(async () => {
      await closeStorage(s);
    });

    it('refuses a finance application sent as a plain lead: it needs its verified code', async () => {
      const before = (await s.db.select().from(leads)).length;
      const r = await submitLead(
        s,
        config,
        envelope({
          form: 'finance-application',
          fields: { ...envelope().fields, amount: 30000, term: 5, subscribe: true },
        }),
        { idempotencyKey: 'key-fin-plain-1', userAgent: null },
      );
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain(SENT_ELSEWHERE['finance-application']!);
      expect((await s.db.select().from(leads)).length).toBe(before);
    });

    it('refuses a preferred date already gone, and takes today and later', async () => {
      // 10:30 pm on 7 December in Perth: already 8 December in Sydney.
      const now = new Date('2026-12-07T14:30:00Z');
      const ask = (booking_date: string, key: string) =>
        submitLead(
          s,
          config,
          envelope({
            form: 'service-booking',
            fields: {
              ...envelope().fields,
              booking_date,
              rego: 'ABC123',
              kms: 45000,
              additional_services: ['Brakes'],
            },
          }),
          { idempotencyKey: key, userAgent: null, now },
        );
      const before = (await s.db.select().from(leads)).length;
      const gone = await ask('2026-12-06', 'key-date-gone-1');
      expect(gone.status).toBe(400);
      expect(gone.body).toMatchObject({
        issues: [{ field: 'booking_date', message: PAST_DATE }],
      });
      expect((await s.db.select().from(leads)).length).toBe(before);
      // Perth's today is still everyone's to choose, and Sydney's today too.
      expect((await ask('2026-12-07', 'key-date-today-1')).status).toBe(201);
      expect((await ask('2026-12-08', 'key-date-east-1')).status).toBe(201);
    });

    it('asks the hours check about a preferred date, time and location, and stores nothing it refuses', async () => {
      const now = new Date('2026-12-07T01:00:00Z');
      const asked: unknown[] = [];
      const preferredTime: PreferredTimeCheck = async (...args) => {
        asked.push(args);
        return args[1] === '2026-12-25'
          ? { field: 'booking_date', message: 'Sales is closed on Fri 25 Dec.' }
          : null;
      };
      const ask = (booking_date: string, key: string, extra: Record<string, unknown> = {}) =>
        submitLead(
          s,
          config,
          envelope({
            form: 'test-drive',
            fields: { ...envelope().fields, booking_date, ...extra },
          }),
          { idempotencyKey: key, userAgent: null, now, preferredTime },
        );
      const before = (await s.db.select().from(leads)).length;
      const closed = await ask('2026-12-25', 'key-hours-closed-1', {
        booking_time: '10:00',
        location_id: 7101,
      });
      expect(closed.status).toBe(400);
      expect(closed.body).toMatchObject({
        issues: [{ field: 'booking_date', message: 'Sales is closed on Fri 25 Dec.' }],
      });
      expect(asked).toEqual([['test-drive', '2026-12-25', '10:00', 7101]]);
      expect((await s.db.select().from(leads)).length).toBe(before);
      // An open day goes through; a form without a date is not asked about at all.
      expect((await ask('2026-12-14', 'key-hours-open-1')).status).toBe(201);
      expect(asked.at(-1)).toEqual(['test-drive', '2026-12-14', '', undefined]);
      expect((await ask('', 'key-hours-none-1')).status).toBe(201);
      expect(asked).toHaveLength(2);
      // Sent again from the browser's queue, nobody is at the form to choose again: a day shut,
      // or already gone, is taken as typed rather than lost.
      const resend = (booking_date: string, key: string) =>
        submitLead(
          s,
          config,
          envelope({ form: 'test-drive', fields: { ...envelope().fields, booking_date } }),
          { idempotencyKey: key, userAgent: null, now, preferredTime, resent: true },
        );
      expect((await resend('2026-12-25', 'key-hours-resent-1')).status).toBe(201);
      expect((await resend('2026-12-01', 'key-hours-resent-2')).status).toBe(201);
      expect(asked).toHaveLength(2);
    });

    it('stores the lead with the spec fields and one outbox row, in one go', async () => {
      const r = await submitLead(s, config, envelope(), {
        idempotencyKey: 'key-00000001',
        userAgent: 'Mozilla/5.0 test',
      });
      expect(r.status).toBe(201);
      const id = (r.body as { lead_id: string }).lead_id;
      expect(id).toMatch(/^L[A-Z2-9]{8}$/);
      const [row] = await s.db.select().from(leads).where(eq(leads.id, id));
      expect(row).toMatchObject({
        category: 'General Enquiry',
        source: 'Website',
        userAgent: 'Mozilla/5.0 test',
        carId: 110001,
        carDealershipId: 4202,
        formCompleted: true,
        optIn: true,
        optInText: 'Yes, I would like to subscribe to receive latest offers & product updates.',
        leadAttributes: {
          visited_pages: ['/', '/search/kia'],
          linked_query_params: { utm_source: 'google' },
        },
        url: envelope().url,
      });
      expect(row!.consentAt).toBeInstanceOf(Date);
      // Without the box ticked, the lead is stored as not opted in: consent is never assumed.
      const unticked = envelope();
      delete (unticked.fields as Record<string, unknown>).opt_in;
      const r2 = await submitLead(s, config, unticked, {
        idempotencyKey: 'key-00000002',
        userAgent: null,
      });
      expect(r2.status).toBe(201);
      const id2 = (r2.body as { lead_id: string }).lead_id;
      const [row2] = await s.db.select().from(leads).where(eq(leads.id, id2));
      expect(row2!.optIn).toBe(false);
      expect(row!.fields).not.toHaveProperty('unexpected');
      expect(row!.fields).toMatchObject({ name: 'Mia', 'Vehicle Make': 'Kia' });
      expect(await s.db.select().from(outbox).where(eq(outbox.leadId, id))).toMatchObject([
        { destination: 'local', status: 'pending', attempts: 0 },
      ]);
      expect((r.body as { event: number }).event).toBe(15);
      // The used enquiry's spec Calls event is recorded with the lead, for this site and car.
      expect(await s.db.select().from(events).where(eq(events.leadId, id))).toMatchObject([
        { eventId: 15, websiteId: config.id, carId: 110001, url: envelope().url },
      ]);
    });

    it('answers a retry with the same lead_id and stores nothing new', async () => {
      const first = await submitLead(s, config, envelope({ url: 'https://x.com.au/a' }), {
        idempotencyKey: 'key-retry-1',
        userAgent: null,
      });
      const again = await submitLead(s, config, envelope({ url: 'https://x.com.au/a' }), {
        idempotencyKey: 'key-retry-1',
        userAgent: null,
      });
      expect(again).toEqual(first);
      expect(
        await s.db.select().from(leads).where(eq(leads.url, 'https://x.com.au/a')),
      ).toHaveLength(1);
      expect(
        await s.db.select().from(events).where(eq(events.url, 'https://x.com.au/a')),
      ).toHaveLength(1);
    });

    it('makes one row from concurrent duplicates', async () => {
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          submitLead(s, config, envelope({ url: 'https://x.com.au/b' }), {
            idempotencyKey: 'key-concurrent',
            userAgent: null,
          }),
        ),
      );
      const ids = new Set(
        results.filter((r) => r.status === 201).map((r) => (r.body as { lead_id: string }).lead_id),
      );
      expect(ids.size).toBe(1);
      expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
      expect(
        await s.db.select().from(leads).where(eq(leads.url, 'https://x.com.au/b')),
      ).toHaveLength(1);
    });

    it('refuses the same key with a different body', async () => {
      await submitLead(s, config, envelope({ url: 'https://x.com.au/c' }), {
        idempotencyKey: 'key-mismatch',
        userAgent: null,
      });
      const r = await submitLead(s, config, envelope({ url: 'https://x.com.au/other' }), {
        idempotencyKey: 'key-mismatch',
        userAgent: null,
      });
      expect(r.status).toBe(422);
      expect((r.body as { error: string }).error).toMatch(/already used for a different request/);
    });

    it("refuses invalid fields with the spec's messages, storing nothing", async () => {
      const before = (await s.db.select().from(leads)).length;
      const r = await submitLead(
        s,
        config,
        envelope({ fields: { name: 'Mia', email: 'x', phone: '12', postcode: '31', message: '' } }),
        { idempotencyKey: 'key-invalid', userAgent: null },
      );
      expect(r.status).toBe(400);
      const body = r.body as { error: string; issues: { field: string; message: string }[] };
      expect(body.error).toBe('Lead submission failed');
      expect(body.issues).toContainEqual({
        field: 'postcode',
        message: 'Invalid postcode. Please enter a 4-digit number.',
      });
      expect(body.issues).toContainEqual({
        field: 'terms_conditions',
        message: '*You must agree to the terms of use before submitting.',
      });
      expect((await s.db.select().from(leads)).length).toBe(before);
      expect(
        await s.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-invalid')),
      ).toEqual([]);
    });

    it('answers a filled honeypot like success and stores nothing', async () => {
      const before = (await s.db.select().from(leads)).length;
      const r = await submitLead(
        s,
        config,
        envelope({ fields: { ...envelope().fields, hidden: 'http://spam.example' } }),
        { idempotencyKey: 'key-honeypot', userAgent: null },
      );
      expect(r.status).toBe(201);
      expect((await s.db.select().from(leads)).length).toBe(before);
    });

    it('takes a finance enquiry without comments, as its form shows; an enquiry needs them', async () => {
      expect(config.leads.messageRequired).toBe(true);
      const fields = { ...envelope().fields, message: '' };
      const finance = await submitLead(s, config, envelope({ form: 'finance-enquiry', fields }), {
        idempotencyKey: 'key-finance-no-message',
        userAgent: null,
      });
      expect(finance.status).toBe(201);
      const [row] = await s.db
        .select()
        .from(leads)
        .where(eq(leads.id, (finance.body as { lead_id: string }).lead_id));
      expect(row).toMatchObject({ category: 'Finance Enquiry' });
      const enquiry = await submitLead(s, config, envelope({ fields }), {
        idempotencyKey: 'key-enquiry-no-message',
        userAgent: null,
      });
      expect(enquiry.status).toBe(400);
      expect((enquiry.body as { issues: unknown[] }).issues).toContainEqual({
        field: 'message',
        message: FIELD_MESSAGES.message,
      });
    });

    it('files each kind of form (careers → General Enquiry / Career Enquiry, event 51)', async () => {
      const r = await submitLead(
        s,
        config,
        envelope({ form: 'careers', fields: { ...envelope().fields, position: 'Technician' } }),
        { idempotencyKey: 'key-careers', userAgent: null },
      );
      const [row] = await s.db
        .select()
        .from(leads)
        .where(eq(leads.id, (r.body as { lead_id: string }).lead_id));
      expect(row).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
      expect((r.body as { event: number }).event).toBe(51);
      const rego = await submitLead(
        s,
        config,
        envelope({
          form: 'valuation-rego',
          form_completed: false,
          fields: { rego: 'ABC12D', regoState: 'VIC' },
        }),
        { idempotencyKey: 'key-rego', userAgent: null },
      );
      const [step] = await s.db
        .select()
        .from(leads)
        .where(eq(leads.id, (rego.body as { lead_id: string }).lead_id));
      expect(step).toMatchObject({
        category: 'Trade-In Valuation',
        subcategory: 'Rego lookup',
        formCompleted: false,
        fields: { rego: 'ABC12D', regoState: 'VIC' },
      });
      // Career enquiry 51 recorded; a rego lookup step has no spec Calls event, so none is.
      const recorded = async (body: unknown) =>
        (
          await s.db
            .select()
            .from(events)
            .where(eq(events.leadId, (body as { lead_id: string }).lead_id))
        ).map((e) => e.eventId);
      expect(await recorded(r.body)).toEqual([51]);
      expect(await recorded(rego.body)).toEqual([]);
    });
  });
}

describe('storage on Netlify', () => {
  it('refuses to start without DATABASE_URL instead of keeping leads in a throwaway store', async () => {
    await expect(openStorage({ dealer: 't', onNetlify: true })).rejects.toThrow(
      /DATABASE_URL is not set: on Netlify leads need a Postgres server/,
    );
  });
});

describe('earliestToday', () => {
  it("is Perth's date: the last of Australia to turn over", () => {
    expect(earliestToday(new Date('2026-12-07T15:59:00Z'))).toBe('2026-12-07');
    expect(earliestToday(new Date('2026-12-07T16:00:00Z'))).toBe('2026-12-08');
  });
});
