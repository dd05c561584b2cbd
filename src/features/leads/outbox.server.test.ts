import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatReference } from '~/server/reference.ts';
import { openStorage, type Storage } from '~/server/storage/db.server.ts';
import { outbox } from '~/server/storage/schema.ts';
import type { OutgoingLead } from '~/services/delivery/delivery.ts';

import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { submitLead } from './leads.server.ts';
import {
  backoffMs,
  deliverDue,
  destinationsFor,
  leadReference,
  MAX_ATTEMPTS,
} from './outbox.server.ts';

const base = dealerConfig({ leads: { termsRequired: true } });
const config = {
  ...base,
  leads: {
    ...base.leads,
    delivery: {
      webhookUrlEnv: 'CRM_HOOK',
      email: { to: 'leads@x.com.au', from: 'leads@dealer-sites.com.au', smtpUrlEnv: 'SMTP_URL' },
    },
  },
};
const fields = {
  name: 'Mia',
  email: 'mia@example.com',
  phone: '0412 345 678',
  postcode: '3134',
  message: 'Hi',
  terms_conditions: true,
  stock_number: 'SC1',
  'Vehicle Make': 'Kia',
  'Vehicle Model': 'Sportage',
};
let s: Storage;
let n = 0;
const lead = async () => {
  const r = await submitLead(
    s,
    config,
    { form: 'enquiry', fields, url: 'https://x.com.au/', opt_in_text: 'Yes' },
    { idempotencyKey: `key-deliver-${n++}`, userAgent: null },
  );
  return (r.body as { lead_id: string }).lead_id;
};
const rows = (id: string) => s.db.select().from(outbox).where(eq(outbox.leadId, id));

beforeAll(async () => {
  s = await openStorage({ dealer: 't', memory: true });
});
afterAll(() => s.close());

describe('the reference staff are sent', () => {
  it("is the lead's own, or the first step's for a later step of the same journey", () => {
    expect(leadReference({ id: 'LK7QM4X9A', fields: {} })).toBe('L-K7QM-4X9A');
    expect(leadReference({ id: 'LR2D5WTHN', fields: { id: 'LK7QM4X9A' } })).toBe('L-K7QM-4X9A');
    // Anything else in `id` is not a lead the site made: the lead's own reference stands.
    expect(leadReference({ id: 'LR2D5WTHN', fields: { id: 'none' } })).toBe('L-R2D5-WTHN');
    expect(leadReference({ id: 'LR2D5WTHN', fields: { id: 'L<script>' } })).toBe('L-R2D5-WTHN');
    // A reservation's lead: the reference on the buyer's confirmation.
    expect(leadReference({ id: 'LR2D5WTHN', fields: { reservation_id: 'RK7QM4X9A' } })).toBe(
      'R-K7QM-4X9A',
    );
  });
});

describe('lead delivery', () => {
  it('goes to the configured destinations, else the local outbox', () => {
    expect(destinationsFor(config)).toEqual(['webhook', 'email']);
    expect(destinationsFor(base)).toEqual(['local']);
  });

  it('delivers each row once, with the lead as JSON and ADF XML', async () => {
    const id = await lead();
    const sent: OutgoingLead[] = [];
    const ok = async (l: OutgoingLead) => void sent.push(l);
    const now = new Date(Date.now() + 1000);
    expect(await deliverDue(s, config, { webhook: ok, email: ok }, now)).toMatchObject({
      delivered: 2,
    });
    expect(
      await deliverDue(s, config, { webhook: ok, email: ok }, new Date(now.getTime() + 86_400_000)),
    ).toMatchObject({ delivered: 0 });
    expect(sent.filter((l) => l.id === id)).toHaveLength(2);
    expect(sent[0]!.adf).toContain('<name part="first" type="individual">Mia</name>');
    expect(sent[0]!.adf).toContain('<?adf version="1.0"?>');
    expect(sent[0]!.json).toMatchObject({
      lead_id: id,
      reference: formatReference(id),
      category: 'General Enquiry',
    });
    expect(sent[0]!.subject).toBe(
      `General Enquiry from Mia, ref ${formatReference(id)} (${config.name} website)`,
    );
    expect(formatReference(id)).toMatch(/^L-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(await rows(id)).toMatchObject([
      { status: 'delivered', attempts: 1 },
      { status: 'delivered', attempts: 1 },
    ]);
  });

  it('retries a failed delivery later with backoff, never loses the lead, and gives up after the limit', async () => {
    const id = await lead();
    const fail = async () => {
      throw new Error('CRM down');
    };
    let now = new Date(Date.now() + 1000);
    await deliverDue(s, config, { webhook: fail, email: async () => {} }, now);
    let [hook] = (await rows(id)).filter((r) => r.destination === 'webhook');
    expect(hook).toMatchObject({ status: 'pending', attempts: 1, lastError: 'CRM down' });
    expect(hook!.nextAttemptAt.getTime()).toBe(now.getTime() + backoffMs(1));
    expect(
      await deliverDue(s, config, { webhook: fail }, new Date(now.getTime() + backoffMs(1) - 1)),
    ).toMatchObject({ retrying: 0 });
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      now = new Date(hook!.nextAttemptAt.getTime());
      await deliverDue(s, config, { webhook: fail }, now);
      [hook] = (await rows(id)).filter((r) => r.destination === 'webhook');
    }
    expect(hook).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(20)).toBe(3_600_000);
  });

  it('waits while a destination has no sender configured, instead of dropping the lead', async () => {
    const id = await lead();
    await deliverDue(s, config, {}, new Date(Date.now() + 1000));
    expect(
      (await rows(id)).every(
        (r) => r.status === 'pending' && /No \w+ sender/.test(r.lastError ?? ''),
      ),
    ).toBe(true);
  });
});
