import { and, eq, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';

import type { DealerConfig } from '~/config/schema/index.ts';
import { IDEMPOTENCY_MISMATCH, requestHash } from '~/server/idempotency.server.ts';
import { newReference } from '~/server/reference.server.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { errorSummary, isUniqueViolation } from '~/server/storage/errors.server.ts';
import { idempotencyKeys, valuations } from '~/server/storage/schema.ts';

import { leadEnvelopeSchema } from './envelope.ts';
import { classify, type FormName, leadFieldsSchema } from './forms.ts';
import { destinationsFor } from './outbox.server.ts';

export interface LeadResult {
  status: number;
  body:
    | { lead_id: string; event?: number | null }
    | { error: string; issues?: { field: string; message: string }[] };
}

/** How many references a lead tries before a clash is an error (two in a row is all but impossible). */
const REFERENCE_ATTEMPTS = 3;
const IN_PROGRESS = 'This submission is still being saved. Try again in a moment.';
export const NO_SUCH_VALUATION =
  'No valuation has that valuation_id: send the one POST /api/trade-in/estimate answered with.';
/**
 * Leads only the server makes, each from the endpoint that checks what it needs: sent to
 * /api/leads, they are refused with where they belong.
 */
export const SENT_ELSEWHERE: Partial<Record<FormName, string>> = {
  'finance-application':
    'A finance application is sent with its verification code to /api/youx/create-customer.',
  'spin-to-win': 'A spin to win is sent by POST /api/spin-to-win, which draws the prize.',
  reservation:
    'A reservation is made by POST /api/reservations; its lead is sent once the deposit holds the car.',
  'online-purchase':
    'An online purchase is made by POST /api/reservations; its lead is sent once the deposit holds the car.',
  'stock-feed': 'A stock feed notice is sent by the stock import when it holds a feed.',
  'history-check': 'A history check notice is sent by the history run when a check flags a car.',
};
/** Spec Errors: the error of a lead refused (with its issues). */
export const LEAD_REJECTED = 'Lead submission failed';
/** A preferred date already gone (checked by the server alone: the browser's bundle stays lean). */
export const PAST_DATE = 'Please choose today or a later date.';
export const CONSENT_TEXT_MISSING =
  'Send the consent text the visitor agreed to (opt_in_text) when opt_in is true.';

const refused = (issues: { path: PropertyKey[]; message: string }[]): LeadResult => ({
  status: 400,
  body: {
    error: LEAD_REJECTED,
    issues: issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
  },
});

/**
 * Why a form's preferred date (YYYY-MM-DD) and time (HH:MM or '') at the chosen location (or
 * none) cannot be met, as the field to fix and what to say; null when they can. The page that
 * serves the endpoint gives it the site's hours (appointments/preferred-time.server.ts).
 */
export type PreferredTimeCheck = (
  form: FormName,
  date: string,
  time: string,
  locationId: number | undefined,
) => Promise<{ field: string; message: string } | null>;

/**
 * The first date anyone in Australia still has as today: Perth's, the furthest west. A preferred
 * date before it is gone for every buyer; a later one may be a buyer's own today further east.
 */
export const earliestToday = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Perth' }).format(now);

/**
 * POST /api/leads: validates with the forms' own schemas, then stores the lead, one outbox row
 * per destination, its spec Calls event (14, 15, 17, 19, 22, 48, 51 by form and car: `classify`) and
 * the answer for its Idempotency-Key in ONE statement (one round trip, atomic
 * on its own): a retry gets the first answer (the same lead_id), concurrent duplicates make one
 * row (the second waits on the key's unique index, then finds the first answer), the same key
 * with another body is refused. A filled-in honeypot is answered like success and stored nowhere.
 */
export async function submitLead(
  storage: Storage,
  config: DealerConfig,
  raw: unknown,
  meta: {
    idempotencyKey: string;
    userAgent: string | null;
    now?: Date;
    /** The fields' schema when not the form's own (the finance application's, its code checked). */
    fields?: z.ZodMiniType;
    /** A change to what an earlier lead was about (a booking moved or cancelled): no conversion. */
    notice?: boolean;
    /** Why a request form's preferred date and time cannot be met at the dealer, or null. */
    preferredTime?: PreferredTimeCheck;
    /**
     * Sent again from the visitor's browser queue (offline, or the server busy, when they sent
     * it): nobody is at the form to pick another date, so a preferred date gone or not open is
     * taken as typed and the dealer settles it when they call. Refused, the lead would be lost.
     */
    resent?: boolean;
  },
): Promise<LeadResult> {
  const envelope = leadEnvelopeSchema.safeParse(raw);
  if (!envelope.success) return refused(envelope.error.issues);
  const e = envelope.data;
  const elsewhere = meta.fields ? undefined : SENT_ELSEWHERE[e.form];
  if (elsewhere) return refused([{ path: ['form'], message: elsewhere }]);
  if (typeof e.fields.hidden === 'string' && e.fields.hidden.length > 0)
    return { status: 201, body: { lead_id: newReference('L') } };
  const schema =
    meta.fields ??
    leadFieldsSchema(e.form, {
      messageRequired: config.leads.messageRequired,
      termsRequired: config.leads.termsRequired,
      postcodeRequiredOnFinance: config.leads.postcodeRequiredOnFinance,
    });
  const fields = schema.safeParse(e.fields);
  if (!fields.success) return refused(fields.error.issues);
  const values = fields.data as Record<string, unknown>;
  // A visitor's own form: a preferred date already gone, or when the dealer is not open, is
  // refused beside the field. Bookings made by the server (their own `fields`) carry a slot it
  // checked, which may since have passed; a lead resent from the browser's queue has no one to ask.
  const date = values.booking_date;
  const now = meta.now ?? new Date();
  const asked = !meta.fields && !meta.resent && typeof date === 'string' && date !== '';
  if (asked && date < earliestToday(now))
    return refused([{ path: ['booking_date'], message: PAST_DATE }]);
  if (asked && meta.preferredTime) {
    const time = typeof values.booking_time === 'string' ? values.booking_time : '';
    const location = typeof values.location_id === 'number' ? values.location_id : undefined;
    const problem = await meta.preferredTime(e.form, date, time, location);
    if (problem) return refused([{ path: [problem.field], message: problem.message }]);
  }
  // A trade-in lead carries the valuation as the server stored it, never as the browser says.
  if (typeof values.valuation_id === 'string') {
    const [row] = await storage.db
      .select()
      .from(valuations)
      .where(and(eq(valuations.id, values.valuation_id), eq(valuations.dealerSlug, config.slug)));
    if (!row) return refused([{ path: ['valuation_id'], message: NO_SUCH_VALUATION }]);
    values.valuation = {
      vehicle: row.vehicle,
      kms: row.kms,
      state: row.state,
      answers: row.answers,
      result: row.result,
      valid_until: row.validUntil,
    };
  }
  const optIn = values.opt_in === true;
  if (optIn && !e.opt_in_text.trim())
    return refused([{ path: ['opt_in_text'], message: CONSENT_TEXT_MISSING }]);

  const hash = requestHash({ ...e, fields: values });
  const at = now.toISOString();
  const classified = classify(e.form, values, e.car_type);
  const { category, subcategory } = classified;
  const event = meta.notice ? null : classified.event;
  const destinations = sql.join(
    destinationsFor(config).map((d) => sql`(${d})`),
    sql`, `,
  );
  // One statement: the idempotency claim, the lead, its event and its outbox rows stand or fall
  // together, so a reference that clashes with an earlier lead's leaves nothing behind to undo.
  const store = async (id: string, body: { lead_id: string; event: number | null }) => {
    const stored = await storage.db.execute(sql`
      WITH claim AS (
        INSERT INTO idempotency_keys (key, request_hash, status_code, response)
        VALUES (${meta.idempotencyKey}, ${hash}, 201, ${JSON.stringify(body)}::jsonb)
        ON CONFLICT DO NOTHING RETURNING key
      ), lead AS (
        INSERT INTO leads (id, dealer_slug, form, category, subcategory, fields, car_id, car_dealership_id, form_completed, offer_accepted,
                           url, source, user_agent, lead_attributes, opt_in, opt_in_text, consent_at)
        SELECT ${id}, ${config.slug}, ${e.form}, ${category}, ${subcategory}, ${JSON.stringify(values)}::jsonb, ${e.car_id ?? null}::integer,
               ${e.car_dealership_id ?? null}::integer, ${e.form_completed}, ${typeof values.offer_accepted === 'boolean' ? values.offer_accepted : null}::boolean,
               ${e.url}, 'Website', ${meta.userAgent?.slice(0, 500) ?? null}, ${JSON.stringify(e.lead_attributes)}::jsonb, ${optIn}, ${e.opt_in_text}, ${at}::timestamptz
        FROM claim RETURNING id
      ), event AS (
        INSERT INTO events (event_id, website_id, car_id, lead_id, url)
        SELECT ${event}::integer, ${config.id}::integer, ${e.car_id ?? null}::integer, lead.id, ${e.url}
        FROM lead WHERE ${event ?? null}::integer IS NOT NULL
      )
      INSERT INTO outbox (lead_id, destination, next_attempt_at)
      SELECT lead.id, d.destination, ${at}::timestamptz FROM lead CROSS JOIN (VALUES ${destinations}) AS d(destination)
      RETURNING lead_id`);
    return stored.rows.length > 0;
  };
  for (let attempt = 1; ; attempt++) {
    const id = newReference('L');
    const body = { lead_id: id, event };
    try {
      if (await store(id, body)) return { status: 201, body };
      break;
    } catch (err) {
      if (attempt < REFERENCE_ATTEMPTS && isUniqueViolation(err, 'leads_pkey')) continue;
      // The lead id and form only: the driver's message would carry the visitor's details.
      console.error(`[leads] lead ${id} (${e.form}) not stored: ${errorSummary(err)}`);
      throw err;
    }
  }
  const [first] = await storage.db
    .select()
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, meta.idempotencyKey));
  if (!first || first.requestHash !== hash)
    return { status: 422, body: { error: IDEMPOTENCY_MISMATCH } };
  if (first.response === null || first.statusCode === null)
    return { status: 409, body: { error: IN_PROGRESS } };
  return { status: first.statusCode, body: first.response as LeadResult['body'] };
}
