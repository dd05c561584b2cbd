import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { StaffMember } from '~/config/schema/desk.ts';
import { submitLead } from '~/features/leads/leads.server.ts';
import { deliverDue, MAX_ATTEMPTS } from '~/features/leads/outbox.server.ts';
import { type PostEndpoint, runPost } from '~/server/post.server.ts';
import { deskAudit, leads, outbox } from '~/server/storage/schema.ts';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { deskAnswer, type DeskServices } from './endpoints.server.ts';
import { leadsSection, resendLeadEndpoint } from './leads.server.ts';
import { startDeskSession } from './session.server.ts';

/** Leads at the dealer desk: the last 7 days with their delivery to the CRM, and a resend. */
const staff: StaffMember[] = [
  { name: 'Sam Lee', mobile: '0412345678', role: 'sales' },
  { name: 'Jo Park', mobile: '0400000001', role: 'service' },
];
const base = dealerConfig({ features: { desk: { enabled: true, staff } } });
const config = {
  ...base,
  leads: { ...base.leads, delivery: { ...base.leads.delivery, webhookUrlEnv: 'CRM_HOOK' } },
};
const other = { ...config, slug: 'other-motors' };
const at = new Date('2026-12-05T10:00:00+10:00');
const fields = {
  name: 'Mia',
  last_name: 'Nguyen',
  email: 'mia@example.com',
  phone: '0412 000 111',
  postcode: '3134',
  message: 'Is it still there?',
  'Vehicle Make': 'Kia',
  'Vehicle Model': 'Sportage',
};

describe.each(backends)('leads at the desk (%s)', (name, open) => {
  let s: TestStorage;
  let crmUp = false;
  const sent: string[] = [];
  const crm = async (lead: { id: string }) => {
    if (!crmUp) throw new Error('CRM answered 503');
    sent.push(lead.id);
  };
  const desk: DeskServices = {
    staff: () => staff,
    sms: () => {
      throw new Error('no texts here');
    },
    now: () => at,
  };
  beforeAll(async () => {
    s = await open();
  }, 60_000);
  afterAll(() => closeStorage(s));

  let n = 0;
  const lead = async (site = config) => {
    const r = await submitLead(
      s,
      site,
      { form: 'enquiry', fields, url: `${site.url}/cars/2021-kia-sportage`, opt_in_text: '' },
      { idempotencyKey: `desk-lead-${name}-${++n}`, userAgent: null, now: at },
    );
    expect(r.status).toBe(201);
    return (r.body as { lead_id: string }).lead_id;
  };
  const signIn = async (mobile: string) =>
    (await startDeskSession(s, config.slug, mobile, new Request(config.url), at)).split(';')[0]!;
  const post = (endpoint: PostEndpoint, body: unknown, cookie?: string) =>
    runPost(endpoint, {
      storage: async () => s,
      config,
      client: 'desk-test',
      request: new Request(`${config.url}/api/desk/leads/resend`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `k-${name}-${++n}`,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(body),
      }),
    });
  const resend = resendLeadEndpoint(desk, async () => {
    await deliverDue(s, config, { webhook: crm }, at);
  });
  const hook = async (id: string) =>
    (await s.db.select().from(outbox).where(eq(outbox.leadId, id)))[0]!;
  type Listed = {
    id: string;
    reference: string;
    name: string;
    vehicle: string;
    deliveries: { state: string; attempts: number; next_attempt_at: string | null }[];
  };
  const listed = async (cookie: string) =>
    (
      (
        await deskAnswer(
          desk,
          {
            storage: async () => s,
            config,
            request: new Request(`${config.url}/api/desk`, { headers: { cookie } }),
          },
          { leads: leadsSection },
        )
      ).body as { leads?: Listed[] }
    ).leads;

  it("lists the last 7 days' leads with where each stands with the CRM", async () => {
    const fresh = await lead();
    const retrying = await lead();
    const failed = await lead();
    const old = await lead();
    await s.db
      .update(leads)
      .set({ createdAt: new Date(at.getTime() - 8 * 86_400_000) })
      .where(eq(leads.id, old));
    const theirs = await lead(other);
    await deliverDue(s, config, { webhook: crm }, at);
    await s.db
      .update(outbox)
      .set({ status: 'failed', attempts: MAX_ATTEMPTS })
      .where(eq(outbox.leadId, failed));
    await s.db
      .update(outbox)
      .set({ status: 'pending', attempts: 0 })
      .where(eq(outbox.leadId, fresh));
    const got = (await listed(await signIn('0412345678')))!;
    const of = (id: string) => got.find((l) => l.id === id);
    expect(of(fresh)).toMatchObject({
      name: 'Mia Nguyen',
      vehicle: 'Kia Sportage',
      deliveries: [{ state: 'sending', attempts: 0 }],
    });
    expect(of(retrying)).toMatchObject({
      deliveries: [{ state: 'retrying', attempts: 1, next_attempt_at: expect.any(String) }],
    });
    expect(of(failed)).toMatchObject({
      deliveries: [{ state: 'failed', attempts: MAX_ATTEMPTS, next_attempt_at: null }],
    });
    expect(of(old)).toBeUndefined();
    expect(of(theirs)).toBeUndefined();
    expect(await listed(await signIn('0400000001'))).toBeUndefined();
  });

  it('resends a failed lead now, once, and writes the audit line', async () => {
    const id = await lead();
    await s.db
      .update(outbox)
      .set({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'CRM answered 503' })
      .where(eq(outbox.leadId, id));
    crmUp = true;
    const cookie = await signIn('0412345678');
    const res = await post(resend, { id }, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      lead: { id, deliveries: [{ state: 'delivered', attempts: 1 }] },
    });
    expect(sent).toContain(id);
    expect(await hook(id)).toMatchObject({ status: 'delivered' });
    const lines = await s.db
      .select()
      .from(deskAudit)
      .where(eq(deskAudit.target, `lead:${id}`));
    expect(lines).toMatchObject([
      {
        staffName: 'Sam Lee',
        action: 'lead.resend',
        before: { webhook: 'failed' },
        after: { webhook: 'sending' },
      },
    ]);
    // Delivered, there is nothing to resend: 409, and no second line.
    const again = await post(resend, { id }, cookie);
    expect(again.status).toBe(409);
    expect(sent.filter((x) => x === id)).toHaveLength(1);
    crmUp = false;
  });

  it("refuses service staff, another dealer's lead and no session; nothing moves", async () => {
    const theirs = await lead(other);
    const mine = await lead();
    await s.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.leadId, theirs));
    await s.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.leadId, mine));
    expect((await post(resend, { id: mine }, await signIn('0400000001'))).status).toBe(403);
    expect((await post(resend, { id: theirs }, await signIn('0412345678'))).status).toBe(404);
    expect((await post(resend, { id: mine })).status).toBe(401);
    expect((await hook(theirs)).status).toBe('failed');
    expect((await hook(mine)).status).toBe('failed');
    const [row] = await s.db.select().from(leads).where(eq(leads.id, theirs));
    expect(row!.dealerSlug).toBe('other-motors');
  });
});
