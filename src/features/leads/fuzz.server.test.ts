import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { eventsEndpoint, phoneRevealEndpoint } from '~/features/analytics/endpoints.server.ts';
import { type PostEndpoint, runPost } from '~/server/post.server.ts';
import { events, leads, miscellaneous, phoneReveals } from '~/server/storage/schema.ts';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { hostileBodies } from '../../../tests/support/fuzz.ts';
import { leadsEndpoint, miscellaneousEndpoint } from './endpoints.server.ts';

/**
 * Every POST endpoint against hostile bodies: a valid body with one value
 * swapped for something an attacker sends (control characters, lone surrogates, out-of-range
 * numbers, deep nesting, huge strings, non-http URLs, unknown categories, wrong types), or a body
 * that is not JSON at all. The server must never answer 5xx, and a refused body stores nothing.
 */
const config = dealerConfig({ leads: { termsRequired: true } });
const cases: {
  name: string;
  endpoint: PostEndpoint;
  table: typeof leads | typeof events | typeof phoneReveals | typeof miscellaneous;
  valid: () => Record<string, unknown>;
}[] = [
  {
    name: '/api/leads',
    endpoint: leadsEndpoint,
    table: leads,
    valid: () => ({
      form: 'enquiry',
      url: 'https://www.southerncrossmotorgroup.com.au/cars/a',
      car_id: 110001,
      car_dealership_id: 4202,
      car_type: 'used',
      opt_in_text: config.leads.optInText,
      fields: {
        name: 'Mia',
        last_name: 'Nguyen',
        email: 'mia@example.com',
        phone: '0412 345 678',
        postcode: '3134',
        message: 'Hi',
        terms_conditions: true,
        category: 'General Enquiry',
        subcategory: '',
        location_id: 7201,
        car_id: 110001,
        'Vehicle Make': 'Kia',
        stock_number: 'SC1',
      },
      lead_attributes: { visited_pages: ['/'], linked_query_params: { utm_source: 'google' } },
    }),
  },
  {
    name: '/api/events',
    endpoint: eventsEndpoint,
    table: events,
    valid: () => ({ event_id: 25, car_id: 110001, url: 'https://x.com.au/cars/a' }),
  },
  {
    name: '/api/phone-reveal',
    endpoint: phoneRevealEndpoint,
    table: phoneReveals,
    valid: () => ({ car_id: 110001, dealership_id: 4202, website_id: 502 }),
  },
  {
    name: '/api/miscellaneous',
    endpoint: miscellaneousEndpoint,
    table: miscellaneous,
    valid: () => ({
      column_name: 'valuation',
      value: { price: 21_000, notes: 'ok' },
      lead_id: 'L0000000000000000',
    }),
  },
];

for (const [backend, open] of backends) {
  describe(`fuzzing every POST endpoint on ${backend}`, () => {
    let s: TestStorage;
    let keys = 0;
    beforeAll(async () => {
      s = await open();
    }, 60_000);
    afterAll(async () => {
      await closeStorage(s);
    });
    const rows = async (table: (typeof cases)[number]['table']) =>
      (await s.db.select({ n: count() }).from(table))[0]!.n;
    const send = (c: (typeof cases)[number], body: string) =>
      runPost(c.endpoint, {
        storage: async () => s,
        config,
        request: new Request(`https://www.southerncrossmotorgroup.com.au${c.name}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': `fuzz-${backend}-${++keys}`,
          },
          body,
        }),
      });

    for (const c of cases) {
      it(`${c.name}: no 5xx and nothing stored for a refused body`, async () => {
        const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const body = hostileBodies(c.valid);
        await fc.assert(
          fc.asyncProperty(body, async (text) => {
            const before = await rows(c.table);
            const res = await send(c, text);
            expect(res.status, text.slice(0, 200)).toBeLessThan(500);
            const after = await rows(c.table);
            if (res.status >= 400) expect(after, text.slice(0, 200)).toBe(before);
            else expect(after - before).toBeLessThanOrEqual(1);
          }),
          { numRuns: c.endpoint === leadsEndpoint ? 150 : 60 },
        );
        errors.mockRestore();
      }, 120_000);
    }
  });
}
