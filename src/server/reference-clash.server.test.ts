import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { openReservation } from '~/features/checkout/reservations.server.ts';
import { submitLead } from '~/features/leads/leads.server.ts';
import { idempotencyKeys, leads, outbox, reservations } from '~/server/storage/schema.ts';
import { embeddedPayments } from '~/services/payments/embedded.server.ts';

import { backends, closeStorage, type TestStorage } from '../../tests/support/backends.ts';
import { dealerConfig } from '../../tests/support/fixtures.ts';
import type * as References from './reference.server.ts';
import { formatReference } from './reference.ts';

// References are short enough to read out, so two can clash. The generator is replaced here by a
// list the test controls; the database's primary key is what notices the clash.
const planned: string[] = [];
vi.mock('./reference.server.ts', async (real) => {
  const made = await real<typeof References>();
  return {
    newReference: (kind: 'L' | 'R') => planned.shift() ?? made.newReference(kind),
  };
});

const config = dealerConfig({ features: { reserve: { enabled: true, deposit: 200 } } });
const enquiry = (n: number) => ({
  form: 'enquiry',
  fields: {
    name: 'Mia',
    last_name: `Nguyen${n}`,
    email: `mia${n}@example.com`,
    phone: '0412 345 678',
    postcode: '3134',
    message: 'Still available?',
    terms_conditions: true,
  },
  url: 'https://www.example.com.au/contact-us',
  opt_in_text: config.leads.optInText,
});
const car = (id: number) => ({
  id,
  slug: `2021-toyota-corolla-${id}`,
  name: '2021 Toyota Corolla Ascent Sport',
  stocknum: `VA${id}`,
  car_type: 'used' as const,
  price_amount: 24_990,
  location_id: null,
});
const buyer = {
  first_name: 'Mia',
  last_name: 'Buyer',
  email: 'mia@example.com',
  phone: '0412000001',
};

for (const [name, open] of backends) {
  describe(`readable references on ${name}`, () => {
    let s: TestStorage;
    beforeAll(async () => {
      s = await open();
    }, 60_000);
    afterAll(async () => {
      await closeStorage(s);
    });
    beforeEach(() => {
      planned.length = 0;
    });

    it('gives a lead eight readable characters, said in groups of four', async () => {
      const r = await submitLead(s, config, enquiry(1), {
        idempotencyKey: 'ref-1',
        userAgent: null,
      });
      const id = (r.body as { lead_id: string }).lead_id;
      expect(id).toMatch(/^L[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
      expect(formatReference(id)).toMatch(/^L-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    });

    it('makes another reference when a lead’s clashes with an earlier one, and keeps both leads', async () => {
      planned.push('LK7QM4X9A', 'LK7QM4X9A', 'LR2D5WTHN');
      const first = await submitLead(s, config, enquiry(2), {
        idempotencyKey: 'ref-2',
        userAgent: null,
      });
      const second = await submitLead(s, config, enquiry(3), {
        idempotencyKey: 'ref-3',
        userAgent: null,
      });
      expect(first).toMatchObject({ status: 201, body: { lead_id: 'LK7QM4X9A' } });
      expect(second).toMatchObject({ status: 201, body: { lead_id: 'LR2D5WTHN' } });
      const stored = await s.db.select().from(leads).where(eq(leads.id, 'LR2D5WTHN'));
      expect(stored[0]?.fields.last_name).toBe('Nguyen3');
      // The refused try left nothing behind: the retry's key answers with the lead that was kept.
      const [key] = await s.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, 'ref-3'));
      expect(key?.response).toMatchObject({ lead_id: 'LR2D5WTHN' });
      expect(await s.db.select().from(outbox).where(eq(outbox.leadId, 'LR2D5WTHN'))).toHaveLength(
        1,
      );
    });

    it('gives up after three clashes in a row, storing nothing', async () => {
      planned.push('LC2C2C2C2');
      await submitLead(s, config, enquiry(4), { idempotencyKey: 'ref-4', userAgent: null });
      planned.push('LC2C2C2C2', 'LC2C2C2C2', 'LC2C2C2C2');
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      await expect(
        submitLead(s, config, enquiry(5), { idempotencyKey: 'ref-5', userAgent: null }),
      ).rejects.toThrow();
      error.mockRestore();
      expect(
        await s.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'ref-5')),
      ).toEqual([]);
    });

    it('makes another reference when a reservation’s clashes, instead of calling the car taken', async () => {
      const ctx = {
        storage: s,
        config,
        payments: embeddedPayments(async () => s),
        now: new Date(),
      };
      planned.push('RK7QM4X9A', 'RK7QM4X9A', 'RR2D5WTHN');
      const first = await openReservation(ctx, {
        car: car(501),
        kind: 'reserve',
        contact: buyer,
        userId: null,
        idempotencyKey: 'res-1',
      });
      const second = await openReservation(ctx, {
        car: car(502),
        kind: 'reserve',
        contact: buyer,
        userId: null,
        idempotencyKey: 'res-2',
      });
      expect(first).toMatchObject({ kind: 'opened', reservation: { id: 'RK7QM4X9A', carId: 501 } });
      expect(second).toMatchObject({
        kind: 'opened',
        reservation: { id: 'RR2D5WTHN', carId: 502 },
      });
      const [kept] = await s.db.select().from(reservations).where(eq(reservations.id, 'RK7QM4X9A'));
      expect(kept?.carId).toBe(501);
    });
  });
}
