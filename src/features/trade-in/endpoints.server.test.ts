import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { leadToAdf } from '~/features/leads/adf.ts';
import { leadsEndpoint } from '~/features/leads/endpoints.server.ts';
import { type PostEndpoint, runPost } from '~/server/post.server.ts';
import { leads, valuations } from '~/server/storage/schema.ts';
import { embeddedRego } from '~/services/rego/embedded.server.ts';
import type { RegoLookup } from '~/services/rego/rego.ts';
import { embeddedValuer } from '~/services/valuer/embedded.server.ts';
import { BEST_CONDITION, type Valuer } from '~/services/valuer/valuer.ts';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { estimateEndpoint, lookupEndpoint } from './endpoints.server.ts';
import { marketData, modelsByMake } from './market-data.server.ts';

const config = dealerConfig();
const { register, market } = marketData('data');
const now = new Date('2026-11-25T10:00:00+10:00');
const models = modelsByMake('data');
const services = {
  rego: () => embeddedRego(register),
  valuer: () => embeddedValuer(market, { reconditioning: 1500, margin: 0.1 }),
  models: async () => models,
  now: () => now,
};
let keys = 0;
const post = (
  endpoint: PostEndpoint,
  s: () => Promise<TestStorage>,
  body: unknown,
  key = `trade-in-${++keys}`,
) =>
  runPost(endpoint, {
    storage: s,
    config,
    request: new Request(`${config.url}/api/x`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    }),
  });
const plate = register.find((p) => p.year >= 2021 && p.make === 'Toyota' && p.model === 'RAV4')!;
const old = register.find((p) => p.year <= 2015)!;
const contact = {
  name: 'Mia',
  email: 'mia@example.com',
  phone: '0412 345 678',
  location_id: 7101,
  PreferredContactMethod: 'SMS',
  finance: 'Yes',
};

for (const [name, open] of backends) {
  describe(`trade-in endpoints on ${name}`, () => {
    let s: TestStorage;
    const storage = async () => s;
    beforeAll(async () => {
      s = await open();
    }, 60_000);
    afterAll(async () => {
      await closeStorage(s);
    });

    it('identifies a plate in its state, and says so when there is none', async () => {
      const found = await post(lookupEndpoint(services), storage, {
        rego: plate.plate.toLowerCase(),
        regoState: plate.state,
      });
      expect(found.status).toBe(200);
      expect(((await found.json()) as { vehicle: unknown }).vehicle).toEqual(plate);
      const missing = await post(lookupEndpoint(services), storage, {
        rego: 'NOPE1',
        regoState: 'TAS',
      });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({
        error:
          "We couldn't find that registration in TAS. Check the plate and state, or choose your car by make and model.",
      });
      const bad = await post(lookupEndpoint(services), storage, { rego: '<b>', regoState: 'XX' });
      expect(bad.status).toBe(400);
    });

    it('values a car once a key: the same request again, or twenty at once, gets the first answer and no second valuation', async () => {
      let calls = 0;
      const counted = {
        ...services,
        valuer: (): Valuer => async (request, at) => {
          calls++;
          await new Promise((r) => setTimeout(r, 20));
          return services.valuer()(request, at);
        },
      };
      const body = {
        vehicle: { year: plate.year, make: plate.make, model: plate.model, badge: plate.badge },
        kms: 41_000,
        regoState: plate.state,
        answers: BEST_CONDITION,
      };
      const before = (await s.db.select().from(valuations)).length;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          post(estimateEndpoint(counted), storage, body, 'same-key-1'),
        ),
      );
      const firsts = answers.filter((a) => a.status === 201);
      expect(firsts.length).toBeGreaterThan(0);
      for (const a of answers) expect([201, 409]).toContain(a.status);
      const again = await post(estimateEndpoint(counted), storage, body, 'same-key-1');
      expect(await again.json()).toEqual(await firsts[0]!.json());
      expect(calls).toBe(1);
      expect((await s.db.select().from(valuations)).length).toBe(before + 1);
      // The key with another car is refused.
      const other = await post(
        estimateEndpoint(counted),
        storage,
        { ...body, kms: 50_000 },
        'same-key-1',
      );
      expect(other.status).toBe(422);
    });

    it('values only a catalogue model, or the car its plate lookup found, and stores nothing else', async () => {
      const before = (await s.db.select().from(valuations)).length;
      const made = (vehicle: Record<string, unknown>, lookup_id?: string) =>
        post(estimateEndpoint(services), storage, {
          vehicle,
          kms: 30_000,
          regoState: 'NSW',
          answers: BEST_CONDITION,
          ...(lookup_id ? { lookup_id } : {}),
        });
      const unknown = await made({ year: 2022, make: 'Toyota', model: 'Hovercraft <b>' });
      expect(unknown.status).toBe(400);
      expect(((await unknown.json()) as { error: string }).error).toBe(
        "We don't know that make and model. Choose your car from the lists, or look up its registration.",
      );
      // Case and spaces aside, a catalogue model is known.
      expect((await made({ year: 2022, make: ' toyota', model: 'rav4 ' })).status).toBe(201);
      // A car the plate register knows but the catalogue does not: valued with its lookup only.
      const holden = {
        plate: 'OLD1',
        state: 'NSW',
        year: 2021,
        make: 'Holden',
        model: 'Commodore',
        badge: 'RS',
      };
      const rego = {
        ...services,
        rego: (): RegoLookup => async () => ({ kind: 'found', vehicle: holden as never }),
      };
      const found = await post(lookupEndpoint(rego), storage, { rego: 'OLD1', regoState: 'NSW' });
      const { lookup_id } = (await found.json()) as { lookup_id: string };
      expect(lookup_id).toMatch(/^P[\w-]{16}$/);
      const commodore = { year: 2021, make: 'Holden', model: 'Commodore', badge: 'RS' };
      expect((await made(commodore)).status).toBe(400);
      expect((await made(commodore, lookup_id)).status).toBe(201);
      const notThat = await made({ ...commodore, model: 'Monaro' }, lookup_id);
      expect(notThat.status).toBe(400);
      expect((await s.db.select().from(valuations)).length).toBe(before + 2);
    });

    it('answers 503 with Retry-After while the lookup or the valuer is down', async () => {
      const down: RegoLookup = async () => ({
        kind: 'unavailable',
        retryAfter: 9,
        reason: 'HTTP 429',
      });
      const res = await post(lookupEndpoint({ ...services, rego: () => down }), storage, {
        rego: 'ABC12D',
        regoState: 'NSW',
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('9');
      const valuerDown: Valuer = async () => ({
        kind: 'unavailable',
        retryAfter: 30,
        reason: 'timeout',
      });
      const est = await post(estimateEndpoint({ ...services, valuer: () => valuerDown }), storage, {
        vehicle: { year: 2022, make: 'Toyota', model: 'RAV4', badge: 'GX' },
        kms: 40_000,
        regoState: 'NSW',
        answers: BEST_CONDITION,
      });
      expect(est.status).toBe(503);
      expect(est.headers.get('retry-after')).toBe('30');
    });

    it('stores the estimate, and the valuation and offer leads carry it to the dealer once each', async () => {
      const est = await post(estimateEndpoint(services), storage, {
        vehicle: { year: plate.year, make: plate.make, model: plate.model, badge: plate.badge },
        kms: 38_000,
        regoState: plate.state,
        answers: { ...BEST_CONDITION, keys: 'one' },
      });
      expect(est.status).toBe(201);
      const body = (await est.json()) as {
        valuation_id: string;
        kind: string;
        valid_until: string;
        estimate: { figure: number; low: number; high: number };
      };
      expect(body.kind).toBe('estimate');
      expect(body.valid_until).toBe('2026-12-02');
      expect(body.estimate.low).toBeLessThanOrEqual(body.estimate.figure);

      const lead = (form: string, extra: Record<string, unknown> = {}) => ({
        form,
        fields: {
          ...contact,
          kms: 38_000,
          rego: plate.plate,
          regoState: plate.state,
          valuation_id: body.valuation_id,
          // What the browser says the figure is counts for nothing: the stored one goes.
          valuation: { result: { figure: 999_999 } },
          ...extra,
        },
        url: `${config.url}/trade-in`,
        opt_in_text: '',
      });
      const first = await post(leadsEndpoint, storage, lead('valuation'), 'same-key');
      const again = await post(leadsEndpoint, storage, lead('valuation'), 'same-key');
      expect(first.status).toBe(201);
      expect(await again.json()).toEqual(await first.clone().json());
      const { lead_id } = (await first.json()) as { lead_id: string };
      const [row] = await s.db.select().from(leads).where(eq(leads.id, lead_id));
      expect(row!.subcategory).toBe('Valuation requested');
      const carried = row!.fields.valuation as { result: { estimate: { figure: number } } };
      expect(carried.result.estimate.figure).toBe(body.estimate.figure);

      const accepted = await post(
        leadsEndpoint,
        storage,
        lead('valuation-offer', { id: lead_id, offer_accepted: true }),
      );
      expect(accepted.status).toBe(201);
      expect(((await accepted.json()) as { event: number }).event).toBe(18);

      const adf = leadToAdf({
        id: lead_id,
        createdAt: now,
        form: 'valuation',
        category: row!.category,
        subcategory: row!.subcategory,
        fields: row!.fields,
        vehicle: null,
        dealerName: config.name,
        dealerUrl: config.url,
        vendorContact: { name: config.name, phone: config.phone, address: config.address },
        url: row!.url,
      });
      const aud = (n: number) => `$${n.toLocaleString('en-AU')}`;
      expect(adf).toContain(`Online estimate ${aud(body.estimate.figure)}`);
      expect(adf).toContain('valid until 2026-12-02');
      expect(adf).toContain('Keys: One');
      expect(adf).toContain('Preferred contact: SMS');
    });

    it('gives no online figure for a car over 7 years old, and refuses a lead naming no stored valuation', async () => {
      const est = await post(estimateEndpoint(services), storage, {
        vehicle: { year: old.year, make: old.make, model: old.model, badge: old.badge },
        kms: 150_000,
        regoState: old.state,
        answers: BEST_CONDITION,
      });
      expect(est.status).toBe(201);
      const body = (await est.json()) as { kind: string; reason: string; valuation_id: string };
      expect(body).toMatchObject({ kind: 'no-figure', reason: 'too-old' });
      const [stored] = await s.db
        .select()
        .from(valuations)
        .where(eq(valuations.id, body.valuation_id));
      expect(stored!.validUntil).toBeNull();
      const res = await post(leadsEndpoint, storage, {
        form: 'valuation',
        fields: {
          ...contact,
          kms: 1,
          rego: 'A1',
          regoState: 'NSW',
          valuation_id: 'V0000000000000000',
        },
        url: `${config.url}/trade-in`,
        opt_in_text: '',
      });
      expect(res.status).toBe(400);
    });
  });
}
