import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { eventsEndpoint, phoneRevealEndpoint } from '~/features/analytics/endpoints.server.ts';
import { type PostEndpoint, runPost } from '~/server/post.server.ts';
import { StorageUnavailableError } from '~/server/storage/errors.server.ts';
import { events, leads, miscellaneous, phoneReveals } from '~/server/storage/schema.ts';

import {
  backends,
  closeStorage,
  freshPostgres,
  type TestStorage,
} from '../../../tests/support/backends.ts';
import { dealerConfig } from '../../../tests/support/fixtures.ts';
import {
  leadsEndpoint,
  leadsEndpointWith,
  miscellaneousEndpoint,
  NO_SUCH_LEAD,
} from './endpoints.server.ts';
import { CONSENT_TEXT_MISSING } from './leads.server.ts';
import { RESENT_HEADER } from './storage-keys.ts';

const config = dealerConfig({ leads: { termsRequired: true } });
let keys = 0;
const post = (
  endpoint: PostEndpoint,
  s: () => Promise<TestStorage>,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  runPost(endpoint, {
    storage: s,
    config,
    request: new Request('https://www.southerncrossmotorgroup.com.au/api/x', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `key-endpoint-${++keys}`,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  });
export const validLead = () => ({
  form: 'enquiry',
  fields: {
    name: 'Mia',
    email: 'mia@example.com',
    phone: '0412 345 678',
    postcode: '3134',
    message: 'Still available?',
    terms_conditions: true,
    opt_in: true,
  },
  url: 'https://www.southerncrossmotorgroup.com.au/cars/a',
  car_id: 110001,
  opt_in_text: config.leads.optInText,
});

for (const [name, open] of backends) {
  describe(`POST endpoints on ${name}`, () => {
    let s: TestStorage;
    const storage = async () => s;
    const rows = async (
      table: typeof leads | typeof events | typeof phoneReveals | typeof miscellaneous,
    ) => (await s.db.select({ n: count() }).from(table))[0]!.n;
    beforeAll(async () => {
      s = await open();
    }, 60_000);
    afterAll(async () => {
      await closeStorage(s);
    });

    it('stores a valid lead (201) and refuses hostile leads with 400 and the spec message, storing nothing', async () => {
      expect((await post(leadsEndpoint, storage, validLead())).status).toBe(201);
      const before = await rows(leads);
      const lead = validLead();
      const hostile: [string, unknown][] = [
        ['NUL in a name', { ...lead, fields: { ...lead.fields, name: 'a\u0000b' } }],
        ['lone surrogate in a message', { ...lead, fields: { ...lead.fields, message: '\ud800' } }],
        ['car_id beyond int4', { ...lead, car_id: 2 ** 31 }],
        ['car_dealership_id beyond int4', { ...lead, car_dealership_id: 9_007_199_254_740_991 }],
        ['fields.car_id beyond int4', { ...lead, fields: { ...lead.fields, car_id: 2 ** 31 } }],
        ['a javascript: url', { ...lead, url: 'javascript:alert(document.cookie)' }],
        [
          'a free-text category',
          { ...lead, fields: { ...lead.fields, category: 'Anything <b>at all</b>' } },
        ],
        [
          'a free-text subcategory',
          { ...lead, fields: { ...lead.fields, subcategory: 'VIP: call now' } },
        ],
        ['consent without its text', { ...lead, opt_in_text: '' }],
      ];
      for (const [what, body] of hostile) {
        const res = await post(leadsEndpoint, storage, body);
        expect(res.status, what).toBe(400);
        expect(((await res.json()) as { error: string }).error, what).toBe(
          'Lead submission failed',
        );
      }
      const consent = await post(leadsEndpoint, storage, { ...lead, opt_in_text: ' ' });
      expect(await consent.json()).toMatchObject({
        issues: [{ field: 'opt_in_text', message: CONSENT_TEXT_MISSING }],
      });
      expect(
        (
          await post(leadsEndpoint, storage, {
            ...lead,
            opt_in_text: '',
            fields: { ...lead.fields, opt_in: false },
          })
        ).status,
      ).toBe(201);
      expect(await rows(leads)).toBe(before + 1);
    });

    it("checks a form's preferred date against the hours, except a lead resent from the queue", async () => {
      const shut = leadsEndpointWith(async () => ({
        field: 'booking_date',
        message: 'Sales is closed on Sun 13 Dec. Please choose another day.',
      }));
      const lead = validLead();
      const drive = {
        ...lead,
        form: 'test-drive',
        fields: { ...lead.fields, booking_date: '2099-12-13' },
      };
      const before = await rows(leads);
      const refused = await post(shut, storage, drive);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        issues: [
          {
            field: 'booking_date',
            message: 'Sales is closed on Sun 13 Dec. Please choose another day.',
          },
        ],
      });
      expect(await rows(leads)).toBe(before);
      expect((await post(shut, storage, drive, { [RESENT_HEADER]: '1' })).status).toBe(201);
      expect(await rows(leads)).toBe(before + 1);
    });

    it('answers 413 to a body over the limit and 400 to deep nesting', async () => {
      const huge = await post(leadsEndpoint, storage, {
        ...validLead(),
        fields: { ...validLead().fields, message: 'x'.repeat(70_000) },
      });
      expect(huge.status).toBe(413);
      const deep = await post(
        miscellaneousEndpoint,
        storage,
        `{"column_name":"valuation","value":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
      );
      expect(deep.status).toBe(400);
    });

    it('refuses ids beyond int4 on events and phone reveals, and non-web urls on events', async () => {
      const [e, p] = [await rows(events), await rows(phoneReveals)];
      expect((await post(eventsEndpoint, storage, { event_id: 25, car_id: 2 ** 31 })).status).toBe(
        400,
      );
      expect(
        (await post(eventsEndpoint, storage, { event_id: 25, url: 'javascript:alert(1)' })).status,
      ).toBe(400);
      expect(
        (
          await post(phoneRevealEndpoint, storage, {
            car_id: 1,
            dealership_id: 2 ** 31,
            website_id: 1,
          })
        ).status,
      ).toBe(400);
      expect([await rows(events), await rows(phoneReveals)]).toEqual([e, p]);
      expect(
        (
          await post(eventsEndpoint, storage, {
            event_id: 25,
            car_id: 2 ** 31 - 1,
            url: 'https://x.com.au/a',
          })
        ).status,
      ).toBe(202);
      // Kept with the site that recorded it (one database may serve a group's sites).
      expect(
        await s.db
          .select({ eventId: events.eventId, websiteId: events.websiteId, carId: events.carId })
          .from(events)
          .where(eq(events.url, 'https://x.com.au/a')),
      ).toEqual([{ eventId: 25, websiteId: config.id, carId: 2 ** 31 - 1 }]);
      expect(
        (
          await post(phoneRevealEndpoint, storage, {
            car_id: 1,
            dealership_id: 2 ** 31 - 1,
            website_id: 1,
          })
        ).status,
      ).toBe(201);
    });

    it('stores a valuation only with a lead_id that exists', async () => {
      const before = await rows(miscellaneous);
      const missing = await post(miscellaneousEndpoint, storage, {
        column_name: 'valuation',
        value: { price: 1 },
        lead_id: 'L0000000000000000',
      });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({ error: NO_SUCH_LEAD });
      const created = (await (await post(leadsEndpoint, storage, validLead())).json()) as {
        lead_id: string;
      };
      expect(
        (
          await post(miscellaneousEndpoint, storage, {
            column_name: 'valuation',
            value: { price: 1 },
            lead_id: created.lead_id,
          })
        ).status,
      ).toBe(201);
      expect(
        (await s.db.select().from(miscellaneous).where(eq(miscellaneous.leadId, created.lead_id)))
          .length,
      ).toBe(1);
      expect(await rows(miscellaneous)).toBe(before + 1);
    });
  });
}

describe('when storage is down', () => {
  it('answers 503 with Retry-After on every POST endpoint, and logs no personal data', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = () => Promise.reject(new StorageUnavailableError('ECONNREFUSED'));
    for (const [endpoint, body] of [
      [leadsEndpoint, validLead()],
      [eventsEndpoint, { event_id: 25 }],
      [phoneRevealEndpoint, { car_id: 1, dealership_id: 1, website_id: 1 }],
      [miscellaneousEndpoint, { column_name: 'valuation', value: {} }],
    ] as const) {
      const res = await post(endpoint, down as never, body);
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(errors.mock.calls.flat().join('\n')).not.toMatch(/Mia|mia@example\.com|0412/);
    errors.mockRestore();
  });

  it("logs a failed insert by lead id, form and error class, never the visitor's details (drizzle puts them in params:)", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = await backends[0]![1]();
    // A statement that fails inside Postgres: the leads table is gone.
    await s.db.execute(sql.raw('DROP TABLE outbox'));
    await s.db.execute(sql.raw('DROP TABLE leads CASCADE'));
    const res = await post(leadsEndpoint, async () => s, validLead());
    expect(res.status).toBe(500);
    const logged = errors.mock.calls.flat().join('\n');
    expect(logged).toMatch(/\[leads\] lead L[A-Z2-9]{8} \(enquiry\) not stored: DrizzleQueryError/);
    expect(logged).not.toMatch(/Mia|mia@example\.com|0412|params/);
    errors.mockRestore();
    await s.close();
  }, 60_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('a stuck lock on Postgres', () => {
  let s: TestStorage;
  beforeAll(async () => {
    s = await freshPostgres(process.env.TEST_DATABASE_URL!, {
      statementMs: 2_000,
      lockMs: 500,
      connectMs: 2_000,
      idleInTransactionMs: 10_000,
    });
  }, 60_000);
  afterAll(async () => {
    await closeStorage(s);
  });

  it('gives the visitor a 503 after the lock timeout instead of holding the request', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const holder = new pg.Client({ connectionString: s.url });
    await holder.connect();
    await holder.query('BEGIN; LOCK TABLE leads IN ACCESS EXCLUSIVE MODE');
    const started = Date.now();
    const res = await post(leadsEndpoint, async () => s, validLead());
    const waited = Date.now() - started;
    await holder.query('ROLLBACK');
    await holder.end();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(waited).toBeLessThan(2_000);
    errors.mockRestore();
  }, 30_000);
});
