import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type PostEndpoint, runPost } from '~/server/post.server.ts';
import { financeApplications, leads, verifications } from '~/server/storage/schema.ts';
import { embeddedLender } from '~/services/lender/embedded.ts';
import type { Lender } from '~/services/lender/lender.ts';
import type { SmsSender } from '~/services/sms/sms.ts';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { contactCheckEndpoint } from './contact-check.server.ts';
import { createCustomerEndpoint } from './create-customer.server.ts';
import {
  type FinanceServices,
  quoteEndpoint,
  rateLimitEndpoint,
  sendCodeEndpoint,
} from './endpoints.server.ts';
import { FINANCE_MESSAGES } from './messages.ts';

const lenderTerms = {
  adapter: 'embedded' as const,
  urlEnv: 'FINANCE_BROKER_URL',
  keyEnv: 'FINANCE_BROKER_KEY',
  establishmentFee: 395,
  monthlyFee: 8,
  rates: [{ creditScore: 'GREAT' as const, maxCarAgeYears: 12, rate: 7.49 }],
};
const config = dealerConfig({
  finance: { lender: lenderTerms },
  leads: { postcodeRequiredOnFinance: true },
});
const sent: string[] = [];
const sms: SmsSender = {
  kind: 'embedded',
  send: (_to, body) => {
    sent.push(body);
    return Promise.resolve({ ok: true, id: String(sent.length) });
  },
};
let lender: Lender = embeddedLender(lenderTerms, () => new Date('2026-11-23T00:00:00Z'));
const services: FinanceServices = { lender: () => lender, sms: () => sms };
const lastCode = () => sent.at(-1)!.slice(0, 6);

const form = (over: Record<string, unknown> = {}) => ({
  name: 'Mia',
  last_name: 'Nguyen',
  email: 'mia@example.com',
  amount: 32990,
  term: 5,
  selfAssessedCreditScore: 'GREAT',
  whoIsHelping: '',
  phone: '0412 345 678',
  code: '000000',
  postcode: '6017',
  subscribe: true,
  ...over,
});
const application = (over: Record<string, unknown> = {}) => ({
  form: form(),
  car_id: 440012,
  car_type: 'used',
  year: 2022,
  vin: 'JTMABCDE123456789',
  url: 'https://www.driveawayfinance.com.au/finance?car_id=440012',
  lead_attributes: { visited_pages: ['/', '/finance'], linked_query_params: { car_id: '440012' } },
  opt_in_text: config.leads.optInText,
  ...over,
});

for (const [name, open] of backends) {
  describe(`finance endpoints on ${name}`, () => {
    let s: TestStorage;
    const storage = async () => s;
    let n = 0;
    const post = (
      endpoint: PostEndpoint,
      body: unknown,
      key = `fin-key-${name}-${++n}`,
      client = `198.51.100.${n % 250}`,
    ) =>
      runPost(endpoint, {
        storage,
        config,
        client,
        request: new Request('https://www.driveawayfinance.com.au/api/x', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(body),
        }),
      });
    beforeAll(async () => {
      s = await open();
    }, 60_000);
    afterAll(async () => {
      await closeStorage(s);
    });

    it('quotes from the embedded lender, and says the spec text when it cannot', async () => {
      const ok = await post(quoteEndpoint(services), { purchasePrice: 30000, year: 2022 });
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({
        advertisedRate: 7.49,
        weeklyRepaymentAmount: expect.any(Number),
        comparisonRate: expect.any(Number),
      });
      const old = await post(quoteEndpoint(services), { purchasePrice: 30000, year: 1990 });
      expect(old.status).toBe(502);
      expect(await old.json()).toEqual({ error: 'Failed to get YouX quick quote' });
      expect((await post(quoteEndpoint(services), { purchasePrice: 'lots' })).status).toBe(400);
      expect(
        (await post(quoteEndpoint({ ...services, lender: () => null }), { purchasePrice: 1 }))
          .status,
      ).toBe(404);
    });

    it('validates the mobile before sending a code', async () => {
      const bad = await post(sendCodeEndpoint(services), { phone: '02 9999 0000' });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: string }).error).toMatch(/mobile/i);
      expect((await post(sendCodeEndpoint(services), { phone: '0412 345 678' })).status).toBe(200);
    });

    it('refuses a wrong code with the spec text and stores nothing', async () => {
      await post(sendCodeEndpoint(services), { phone: '0412 345 678' });
      const wrong = lastCode() === '111111' ? '222222' : '111111';
      const r = await post(
        createCustomerEndpoint(services),
        application({ form: form({ code: wrong }) }),
      );
      expect(r.status).toBe(400);
      expect(await r.json()).toMatchObject({
        error: 'The verification code is invalid. Please try again.',
      });
      expect(await s.db.select().from(financeApplications)).toHaveLength(0);
    });

    it('verifies, stores the lead once and the application, and answers the status page', async () => {
      await post(sendCodeEndpoint(services), { phone: '0412 345 678' });
      const body = application({ form: form({ code: lastCode() }) });
      const first = await post(createCustomerEndpoint(services), body, 'fin-app-1');
      expect(first.status).toBe(201);
      const answer = (await first.json()) as {
        redirectUrl: string;
        lead_id: string;
        verified: boolean;
      };
      expect(answer.redirectUrl).toMatch(/^\/finance\/application\/[\w-]{21}$/);
      expect(answer.verified).toBe(true);
      const again = await post(createCustomerEndpoint(services), body, 'fin-app-1');
      expect(await again.json()).toEqual(answer);
      const stored = await s.db.select().from(leads).where(eq(leads.id, answer.lead_id));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        form: 'finance-application',
        category: 'Finance Enquiry',
        subcategory: 'Instant pre-approval',
        carId: 440012,
        optIn: true,
      });
      expect(stored[0]!.fields).not.toHaveProperty('code');
      const [app] = await s.db
        .select()
        .from(financeApplications)
        .where(eq(financeApplications.leadId, answer.lead_id));
      expect(app).toMatchObject({
        status: 'created',
        lender: 'embedded',
        quote: { advertisedRate: 7.49 },
      });
      const checks = await s.db
        .select()
        .from(verifications)
        .where(eq(verifications.verificationType, 'verify'));
      expect(checks.map((c) => c.outcome)).toContain('verified');
    });

    it('needs the postcode where the dealer file says so', async () => {
      const r = await post(
        createCustomerEndpoint(services),
        application({ form: form({ postcode: undefined }) }),
      );
      expect(r.status).toBe(400);
      expect(await r.json()).toMatchObject({ issues: [{ field: 'form.postcode' }] });
    });

    it('keeps the lead when the lender fails, and a retry with the same key finishes the job', async () => {
      await post(sendCodeEndpoint(services), { phone: '0412 345 679' });
      const body = application({ form: form({ phone: '0412 345 679', code: lastCode() }) });
      const real = lender;
      lender = {
        ...real,
        createCustomer: () => Promise.resolve({ ok: false, reason: 'HTTP 503' }),
      };
      const failed = await post(createCustomerEndpoint(services), body, 'fin-app-2');
      expect(failed.status).toBe(502);
      const f = (await failed.json()) as { error: string; lead_id: string };
      expect(f.error).toBe(FINANCE_MESSAGES.customerFailed);
      expect(await s.db.select().from(leads).where(eq(leads.id, f.lead_id))).toHaveLength(1);
      lender = {
        ...real,
        createCustomer: () => Promise.resolve({ ok: false, reason: 'no redirect URL received' }),
      };
      expect(
        await (await post(createCustomerEndpoint(services), body, 'fin-app-2')).json(),
      ).toMatchObject({
        error: 'Failed to create customer or no redirect URL received.',
      });
      lender = real;
      const done = await post(createCustomerEndpoint(services), body, 'fin-app-2');
      expect(done.status).toBe(201);
      expect(((await done.json()) as { lead_id: string }).lead_id).toBe(f.lead_id);
    });

    it('refuses a used key with another body (422): never the first answer, never unverified details to the lender', async () => {
      await post(sendCodeEndpoint(services), { phone: '0412 345 680' });
      const body = application({ form: form({ phone: '0412 345 680', code: lastCode() }) });
      const real = lender;
      const sent: unknown[] = [];
      lender = {
        ...real,
        createCustomer: (req) => {
          sent.push(req.data);
          return Promise.resolve({ ok: false, reason: 'HTTP 503' });
        },
      };
      const failed = await post(createCustomerEndpoint(services), body, 'fin-app-3');
      expect(failed.status).toBe(502);
      const other = application({
        form: form({ phone: '0499 999 999', name: 'Someone', amount: 99000, code: '000000' }),
      });
      const reused = await post(createCustomerEndpoint(services), other, 'fin-app-3');
      expect(reused.status).toBe(422);
      expect(await reused.json()).toEqual({
        error:
          'This Idempotency-Key was already used for a different request. Send a new key with a new submission.',
      });
      expect(sent).toHaveLength(1);
      lender = real;
      // The finished application is not handed to another body either.
      expect((await post(createCustomerEndpoint(services), body, 'fin-app-3')).status).toBe(201);
      expect((await post(createCustomerEndpoint(services), other, 'fin-app-3')).status).toBe(422);
    });

    it('refuses an amount outside 10,000 to 200,000 and stores nothing (1e308 was pre-approved)', async () => {
      await post(sendCodeEndpoint(services), { phone: '0412 345 681' });
      const before = (await s.db.select().from(leads)).length;
      for (const amount of [1e308, 200_001, 9_999]) {
        const r = await post(
          createCustomerEndpoint(services),
          application({ form: form({ phone: '0412 345 681', code: lastCode(), amount }) }),
        );
        expect(r.status).toBe(400);
        expect(await r.json()).toMatchObject({
          issues: [
            { field: 'form.amount', message: 'Please enter an amount from $10,000 to $200,000.' },
          ],
        });
      }
      expect((await s.db.select().from(leads)).length).toBe(before);
    });

    it('answers /api/rate-limit not ok once a code has had 5 checks', async () => {
      await post(sendCodeEndpoint(services), { phone: '0412 345 680' });
      const wrong = lastCode() === '111111' ? '222222' : '111111';
      expect((await post(rateLimitEndpoint(services), { phone: '0412 345 680' })).status).toBe(200);
      for (let i = 0; i < 5; i++)
        await post(
          createCustomerEndpoint(services),
          application({ form: form({ phone: '0412 345 680', code: wrong }) }),
        );
      const limited = await post(rateLimitEndpoint(services), { phone: '0412 345 680' });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({
        error: 'Too many verification attempts. Please try again later.',
      });
      const sixth = await post(
        createCustomerEndpoint(services),
        application({ form: form({ phone: '0412 345 680', code: lastCode() }) }),
      );
      expect(sixth.status).toBe(429);
    });

    it('says whether a phone has a lead here, and nothing more', async () => {
      const check = contactCheckEndpoint({ slug: config.slug, siteUrl: config.url, storage });
      const ask = (q: string) =>
        check(
          new Request(
            `https://www.driveawayfinance.com.au/api/check-if-contact-exists?phone_number=${q}`,
          ),
          `c-${name}`,
        );
      expect(await (await ask('%2B61412345678')).json()).toEqual({
        data: { exists: true },
        error: null,
      });
      expect(await (await ask('0499000111')).json()).toEqual({
        data: { exists: false },
        error: null,
      });
      expect((await ask('abc')).status).toBe(400);
    });
  });
}
