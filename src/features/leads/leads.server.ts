import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import type { DealerConfig } from '../../config/schema/index.ts';
import type { Storage } from '../../server/storage/db.server.ts';
import { idempotencyKeys, leads, outbox } from '../../server/storage/schema.ts';
import { destinationsFor } from '../../server/delivery/outbox.server.ts';
import { classify, fieldsSchema, leadEnvelopeSchema } from './forms.ts';
import { SPEC_MESSAGES } from './messages.ts';

export interface LeadResult {
  status: number;
  body: { lead_id: string; event?: number | null } | { error: string; issues?: { field: string; message: string }[] };
}

const IDEMPOTENCY_MISMATCH = 'This Idempotency-Key was already used for a different request. Send a new key with a new submission.';
const IN_PROGRESS = 'This submission is still being saved. Try again in a moment.';

const stable = (v: unknown): string => JSON.stringify(v, (_, x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort()) : x));

/**
 * POST /api/leads: validates with the forms' own schemas, then stores the lead and one outbox row
 * per destination in one transaction, keyed by the Idempotency-Key: a retry gets the first answer
 * (the same lead_id), concurrent duplicates make one row, the same key with another body is refused.
 * A filled-in honeypot is answered like success and stored nowhere.
 */
export async function submitLead(storage: Storage, config: DealerConfig, raw: unknown, meta: { idempotencyKey: string; userAgent: string | null; now?: Date }): Promise<LeadResult> {
  const envelope = leadEnvelopeSchema.safeParse(raw);
  if (!envelope.success) return { status: 400, body: { error: SPEC_MESSAGES.leadRejected, issues: envelope.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })) } };
  const e = envelope.data;
  if (typeof e.fields.hidden === 'string' && e.fields.hidden.length > 0) return { status: 201, body: { lead_id: nanoid() } };
  const fields = fieldsSchema(e.form, { messageRequired: config.leads.messageRequired, termsRequired: config.leads.termsRequired }).safeParse(e.fields);
  if (!fields.success) return { status: 400, body: { error: SPEC_MESSAGES.leadRejected, issues: fields.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })) } };

  const hash = createHash('sha256').update(stable(e)).digest('hex');
  const now = meta.now ?? new Date();
  return storage.db.transaction(async (tx) => {
    const claimed = await tx.insert(idempotencyKeys).values({ key: meta.idempotencyKey, requestHash: hash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (!claimed.length) {
      const [first] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, meta.idempotencyKey));
      if (!first || first.requestHash !== hash) return { status: 422, body: { error: IDEMPOTENCY_MISMATCH } };
      if (first.response === null || first.statusCode === null) return { status: 409, body: { error: IN_PROGRESS } };
      return { status: first.statusCode, body: first.response as LeadResult['body'] };
    }
    const values = fields.data as Record<string, unknown>;
    const { category, subcategory, event } = classify(e.form, values, e.car_type);
    const id = `L${nanoid(16)}`;
    await tx.insert(leads).values({
      id, dealerSlug: config.slug, form: e.form, category, subcategory, fields: values, carId: e.car_id ?? null, carDealershipId: e.car_dealership_id ?? null,
      formCompleted: e.form_completed, offerAccepted: typeof values.offer_accepted === 'boolean' ? values.offer_accepted : null, url: e.url, source: 'Website',
      userAgent: meta.userAgent?.slice(0, 500) ?? null, leadAttributes: e.lead_attributes, optIn: values.opt_in !== false, optInText: e.opt_in_text, consentAt: now,
    });
    await tx.insert(outbox).values(destinationsFor(config).map((destination) => ({ leadId: id, destination, nextAttemptAt: now })));
    const body = { lead_id: id, event };
    await tx.update(idempotencyKeys).set({ statusCode: 201, response: body }).where(eq(idempotencyKeys.key, meta.idempotencyKey));
    return { status: 201, body };
  });
}
