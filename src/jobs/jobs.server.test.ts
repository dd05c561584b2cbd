import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { importStock } from '~/features/car/import/import.server.ts';
import { submitLead } from '~/features/leads/leads.server.ts';
import { backoffMs } from '~/features/leads/outbox.server.ts';
import { StorageUnavailableError } from '~/server/storage/errors.server.ts';
import { leads, outbox } from '~/server/storage/schema.ts';
import { createServices, type Services } from '~/services/create.server.ts';
import type { OutgoingLead } from '~/services/delivery/delivery.ts';

import { backends, closeStorage, type TestStorage } from '../../tests/support/backends.ts';
import { car, dealerConfig, envOf } from '../../tests/support/fixtures.ts';
import { jobsEndpoint } from './endpoint.server.ts';
import { afterRequest, runJobs } from './jobs.server.ts';

const base = dealerConfig();
const config = {
  ...base,
  leads: { ...base.leads, delivery: { ...base.leads.delivery, webhookUrlEnv: 'CRM_HOOK' } },
};

/** This dealer's services with the test's storage and a CRM webhook that records what it got. */
function testServices(storage: TestStorage, send: (lead: OutgoingLead) => Promise<void>): Services {
  return {
    ...createServices(config, envOf({ CRM_HOOK: 'https://crm.example/hook' }), {
      onNetlify: false,
    }),
    storage: () => Promise.resolve(storage),
    senders: () => ({ webhook: send }),
  };
}

describe.each(backends)('scheduled jobs on %s', (_name, open) => {
  let s: TestStorage;
  let n = 0;
  const lead = async () => {
    const r = await submitLead(
      s,
      config,
      {
        form: 'enquiry',
        fields: {
          name: 'Mia',
          email: 'mia@example.com',
          phone: '0412 345 678',
          postcode: '3134',
          message: 'Hi',
        },
        url: 'https://x.com.au/',
        opt_in_text: 'Yes',
      },
      { idempotencyKey: `key-jobs-${n++}-${Date.now()}`, userAgent: null },
    );
    return (r.body as { lead_id: string }).lead_id;
  };
  beforeAll(async () => {
    s = await open();
  });
  afterAll(() => closeStorage(s));

  it('delivers each lead once when two runs overlap', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, lead));
    const got: string[] = [];
    const services = testServices(s, async (l) => {
      got.push(l.id);
      await new Promise((r) => setTimeout(r, 5));
    });
    const later = new Date(Date.now() + 1000);
    const [a, b] = await Promise.all([runJobs(services, later), runJobs(services, later)]);
    expect(a.delivery.delivered + b.delivery.delivered).toBe(20);
    expect(got.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    const rows = await s.db.select().from(outbox);
    expect(rows.filter((r) => ids.includes(r.leadId)).every((r) => r.status === 'delivered')).toBe(
      true,
    );
  });

  it('a late run delivers what fell due while none ran, and only once', async () => {
    const id = await lead();
    const fail = testServices(s, async () => {
      throw new Error('CRM down');
    });
    const start = new Date(Date.now() + 1000);
    expect((await runJobs(fail, start)).delivery).toMatchObject({ retrying: 1 });
    const got: string[] = [];
    const ok = testServices(s, async (l) => void got.push(l.id));
    // Not due yet: the backoff holds it back.
    expect((await runJobs(ok, new Date(start.getTime() + 1000))).delivery.delivered).toBe(0);
    // An hour late: delivered, once.
    const late = new Date(start.getTime() + backoffMs(1) + 3_600_000);
    expect((await runJobs(ok, late)).delivery.delivered).toBe(1);
    expect((await runJobs(ok, late)).delivery.delivered).toBe(0);
    expect(got).toEqual([id]);
    const [row] = await s.db.select().from(outbox).where(eq(outbox.leadId, id));
    expect(row).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('searches the imported used cars due a history check, then builds once none is waiting', async () => {
    const checked = dealerConfig({
      slug: 'history-motors',
      inventory: { historyCheck: { provider: 'embedded' } },
    });
    const titles: string[] = [];
    const services: Services = {
      ...createServices(checked, envOf(), { onNetlify: false }),
      storage: () => Promise.resolve(s),
      buildHook: () => ({
        kind: 'local',
        trigger: async (title) => {
          titles.push(title);
          return { ok: true, started: 'recorded' };
        },
      }),
    };
    const vin = (n: number) => `JTMW43FV00D${String(n).padStart(6, '0')}`;
    const records = [1, 2, 3].map((n) =>
      car({ id: 500 + n, stocknum: `H${n}`, car_type: n === 3 ? 'new' : 'used', vin: vin(n) }),
    );
    const now = new Date();
    await importStock(s, checked, records, { source: 'test', now });
    const first = await runJobs(services, now);
    expect(first.history).toMatchObject({ searched: 2, waiting: 0, stopped: null });
    expect(titles).toEqual(['History checks: 2 searched']);
    // Nothing is due again for 30 days: no search, no build.
    expect((await runJobs(services, now)).history).toMatchObject({ searched: 0 });
    expect(titles).toHaveLength(1);
  });

  it('tells the dealer once of the cars a history run flagged, and what the site does with each', async () => {
    const checked = dealerConfig({
      slug: 'flagged-motors',
      inventory: { historyCheck: { provider: 'embedded', onWrittenOff: 'hide' } },
    });
    const services: Services = {
      ...createServices(checked, envOf(), { onNetlify: false }),
      storage: () => Promise.resolve(s),
      buildHook: () => ({
        kind: 'local',
        trigger: async () => ({ ok: true, started: 'recorded' }),
      }),
    };
    // The embedded register answers finance owing for the 17th VIN and written off for the 32nd.
    const vin = (n: number) => `JTMW43FV00D${String(n).padStart(6, '0')}`;
    const records = [1, 17, 32].map((n) =>
      car({ id: 600 + n, stocknum: `F${n}`, car_type: 'used', vin: vin(n) }),
    );
    const now = new Date();
    await importStock(s, checked, records, { source: 'test', now });
    const notices = () => s.db.select().from(leads).where(eq(leads.dealerSlug, 'flagged-motors'));
    expect((await runJobs(services, now)).history?.flagged).toHaveLength(2);
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ form: 'history-check', category: 'Stock Feed' });
    const message = String(notice!.fields.message);
    expect(message).toContain('History checks flagged 2 cars:');
    expect(message).toMatch(
      /stock number F17: finance owing \(certificate \d{14}\); listed, its page says so\./,
    );
    expect(message).toMatch(
      /stock number F32: written off \(certificate \d{14}\); taken off the site\./,
    );
    // The notice is the dealer's, never a buyer's: it names no person and carries no consent.
    expect(notice).toMatchObject({ optIn: false, carId: null });
    await runJobs(services, now);
    expect(await notices()).toHaveLength(1);
  });

  it('after a lead, runs in the background on a server and before answering on Netlify', async () => {
    await lead();
    const got: string[] = [];
    const services = testServices(s, async (l) => void got.push(l.id));
    await afterRequest({ ...services, onNetlify: true })();
    expect(got.length).toBeGreaterThan(0);
    await lead();
    const before = got.length;
    await afterRequest(services)();
    expect(got.length).toBe(before);
    await new Promise((r) => setTimeout(r, 200));
    expect(got.length).toBe(before + 1);
  });
});

describe('POST /api/jobs', () => {
  const report = {
    delivery: { delivered: 1, retrying: 0, failed: 0 },
    reservations: { expired: 1, reconciled: 0, settled: 1, told: 1 },
    reminders: 0,
    changes: 0,
    history: null,
  };
  const secret = 'a'.repeat(40);
  const post = (auth?: string) =>
    new Request('https://www.dealer.example/api/jobs', {
      method: 'POST',
      headers: auth ? { Authorization: auth } : {},
    });

  it('runs the jobs for the holder of the jobs secret only', async () => {
    let runs = 0;
    const endpoint = jobsEndpoint(
      () => secret,
      async () => {
        runs++;
        return report;
      },
    );
    expect((await endpoint(post())).status).toBe(401);
    expect((await endpoint(post(`Bearer ${'b'.repeat(40)}`))).status).toBe(401);
    expect((await endpoint(post(`Bearer ${secret}x`))).status).toBe(401);
    expect(runs).toBe(0);
    const ok = await endpoint(post(`Bearer ${secret}`));
    expect([ok.status, await ok.json(), runs]).toEqual([200, report, 1]);
  });

  it('is off without a secret, and says 503 with Retry-After while storage is down', async () => {
    const off = jobsEndpoint(
      () => undefined,
      async () => report,
    );
    expect((await off(post(`Bearer ${secret}`))).status).toBe(404);
    const down = jobsEndpoint(
      () => secret,
      () => Promise.reject(new StorageUnavailableError('ECONNREFUSED')),
    );
    const res = await down(post(`Bearer ${secret}`));
    expect([res.status, res.headers.get('retry-after')]).toEqual([503, '5']);
  });
});
