import { eq } from 'drizzle-orm';
import { z } from 'zod';

import { IDEMPOTENCY_KEY_REQUIRED, idempotencyKey } from '~/server/idempotency.server.ts';
import type { PostEndpoint } from '~/server/post.server.ts';
import { referencePattern } from '~/server/reference.ts';
import { leads, miscellaneous } from '~/server/storage/schema.ts';

import { LEAD_REJECTED, type PreferredTimeCheck, submitLead } from './leads.server.ts';
import { RESENT_HEADER } from './storage-keys.ts';

/**
 * POST /api/leads (spec Calls lead helper): every form's lead, exactly once per Idempotency-Key;
 * a preferred date and time are checked against the dealer's hours by `preferredTime`.
 */
export const leadsEndpointWith = (preferredTime?: PreferredTimeCheck): PostEndpoint => ({
  perMinute: 10,
  maxBytes: 64 * 1024,
  refused: (reason) => ({
    error: LEAD_REJECTED,
    issues: [{ field: '(body)', message: reason }],
  }),
  async handle(body, { storage, config, request }) {
    const key = idempotencyKey(request);
    if (!key) return { status: 400, body: { error: IDEMPOTENCY_KEY_REQUIRED } };
    return submitLead(await storage(), config, body, {
      idempotencyKey: key,
      userAgent: request.headers.get('user-agent'),
      resent: request.headers.get(RESENT_HEADER) === '1',
      ...(preferredTime ? { preferredTime } : {}),
    });
  },
});

/** POST /api/leads without the hours check (the forms' own rules only). */
export const leadsEndpoint = leadsEndpointWith();

const valuation = z.object({
  column_name: z.literal('valuation'),
  value: z.record(z.string().max(60), z.unknown()),
  lead_id: z.string().regex(referencePattern('L')).optional(),
});
export const NO_SUCH_LEAD =
  'No lead has that lead_id: send the lead_id a lead submission answered with, or none.';

/** POST /api/miscellaneous (spec Calls): a trade-in valuation result, column_name 'valuation', with the lead it belongs to if any. */
export const miscellaneousEndpoint: PostEndpoint = {
  perMinute: 20,
  maxBytes: 16 * 1024,
  async handle(body, { storage }) {
    const parsed = valuation.safeParse(body);
    if (!parsed.success)
      return {
        status: 400,
        body: { error: "Send column_name 'valuation' and the valuation as value." },
      };
    const { db } = await storage();
    const leadId = parsed.data.lead_id ?? null;
    if (
      leadId &&
      !(await db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId))).length
    )
      return { status: 400, body: { error: NO_SUCH_LEAD } };
    await db
      .insert(miscellaneous)
      .values({ columnName: parsed.data.column_name, value: parsed.data.value, leadId });
    return { status: 201, body: { ok: true } };
  },
};
