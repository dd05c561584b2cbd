import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import * as z from 'zod/mini';

import { CREDIT_SCORES } from '~/config/credit-scores.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { IDEMPOTENCY_KEY_REQUIRED } from '~/features/leads/endpoints.server.ts';
import { submitLead } from '~/features/leads/leads.server.ts';
import { financeFormSchema, sendCodeSchema } from '~/features/leads/schemas.ts';
import {
  canAttempt,
  checkCode,
  sendCode,
  type VerificationContext,
} from '~/features/verification/verification.server.ts';
import { VERIFICATION_MESSAGES as V } from '~/features/verification/verification.ts';
import type { PostDeps, PostEndpoint } from '~/server/post.server.ts';
import { financeApplications } from '~/server/storage/schema.ts';
import type { Lender } from '~/services/lender/lender.ts';
import { QUOTE_DEFAULTS } from '~/services/lender/lender.ts';
import type { SmsSender } from '~/services/sms/sms.ts';

import { FINANCE_MESSAGES } from './messages.ts';

export interface FinanceServices {
  lender: () => Lender | null;
  sms: () => SmsSender;
  now?: () => Date;
}

const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max)));
const quoteRequest = z.object({
  selfAssessedCreditScore: z._default(
    z.enum(CREDIT_SCORES),
    QUOTE_DEFAULTS.selfAssessedCreditScore,
  ),
  purchasePrice: z.number().check(z.positive(), z.maximum(10_000_000)),
  loanTerm: z._default(z.int().check(z.minimum(1), z.maximum(7)), QUOTE_DEFAULTS.loanTerm),
  year: z.optional(z.int().check(z.minimum(1900), z.maximum(2100))),
  vin: optionalText(17),
  nvic: optionalText(20),
  whoIsHelping: z._default(z.string().check(z.maxLength(100)), QUOTE_DEFAULTS.whoIsHelping),
});

const verificationContext = (
  deps: PostDeps,
  storage: VerificationContext['storage'],
  now?: () => Date,
): VerificationContext => ({
  storage,
  websiteSlug: deps.config.slug,
  dealershipSlug: deps.config.dealerships[0]?.slug ?? null,
  client: deps.client ?? 'unknown',
  ...(now ? { now: now() } : {}),
});

const issues = (list: { path: PropertyKey[]; message: string }[]) =>
  list.map((i) => ({ field: i.path.join('.'), message: i.message }));

/** POST /api/youx/quote (spec §7): the lender's quick quote, or `{ error }` (502) when it gives none. */
export const quoteEndpoint = (services: FinanceServices): PostEndpoint => ({
  perMinute: 30,
  maxBytes: 4 * 1024,
  async handle(body) {
    const lender = services.lender();
    if (!lender) return { status: 404, body: { error: FINANCE_MESSAGES.noLender } };
    const req = quoteRequest.safeParse(body);
    if (!req.success)
      return {
        status: 400,
        body: { error: FINANCE_MESSAGES.quoteFailed, issues: issues(req.error.issues) },
      };
    const answer = await lender.quote(req.data);
    if (!answer.ok) {
      console.error(`[finance] quote failed (${lender.kind}: ${answer.reason})`);
      return { status: 502, body: { error: FINANCE_MESSAGES.quoteFailed } };
    }
    return { status: 200, body: answer.value };
  },
});

const sendRequest = z.object({
  phone: sendCodeSchema.shape.phone,
  purpose: z._default(z.enum(['finance']), 'finance'),
});

/** POST /api/verification/send: a one-time code by SMS to a valid mobile (spec §4, §5). */
export const sendCodeEndpoint = (services: FinanceServices): PostEndpoint => ({
  perMinute: 6,
  maxBytes: 1024,
  async handle(body, deps) {
    const req = sendRequest.safeParse(body);
    if (!req.success)
      return {
        status: 400,
        body: {
          error: req.error.issues[0]?.message ?? V.unknown,
          issues: issues(req.error.issues),
        },
      };
    const outcome = await sendCode(
      verificationContext(deps, await deps.storage(), services.now),
      services.sms(),
      {
        phone: req.data.phone,
        purpose: req.data.purpose,
        dealerName: deps.config.name,
      },
    );
    if (outcome === 'sent') return { status: 200, body: { sent: true } };
    if (outcome === 'send-failed') return { status: 502, body: { error: V.sendFailed } };
    return { status: 429, body: { error: V.tooMany } };
  },
});

/** POST /api/rate-limit (spec §7): body `phone`; not ok when the phone has no checks left. */
export const rateLimitEndpoint = (services: FinanceServices): PostEndpoint => ({
  perMinute: 20,
  maxBytes: 1024,
  async handle(body, deps) {
    const req = sendRequest.safeParse(body);
    if (!req.success)
      return { status: 400, body: { error: req.error.issues[0]?.message ?? V.unknown } };
    const ok = await canAttempt(
      verificationContext(deps, await deps.storage(), services.now),
      req.data,
    );
    return ok ? { status: 200, body: { ok: true } } : { status: 429, body: { error: V.tooMany } };
  },
});

const id = z.optional(z.int().check(z.positive(), z.maximum(2_147_483_647)));
const applicationRequest = (config: DealerConfig) =>
  z.object({
    form: financeFormSchema({ postcodeRequired: config.leads.postcodeRequiredOnFinance }),
    car_id: id,
    car_dealership_id: id,
    car_type: z.optional(z.enum(['new', 'demo', 'used'])),
    year: z.optional(z.int().check(z.minimum(1900), z.maximum(2100))),
    vin: optionalText(17),
    nvic: optionalText(20),
    url: z.string().check(z.maxLength(2000)),
    lead_attributes: z._default(z.record(z.string(), z.unknown()), {}),
    opt_in_text: z._default(z.string().check(z.maxLength(500)), ''),
  });

/**
 * POST /api/youx/create-customer (spec §4, §7): verifies the code, stores the finance lead once
 * (the Idempotency-Key), then creates the lender's customer and answers its `redirectUrl`. A
 * retry with the same key skips what is done. When the lender fails the lead is kept (502 with
 * its `lead_id`).
 */
export const createCustomerEndpoint = (services: FinanceServices): PostEndpoint => ({
  perMinute: 10,
  maxBytes: 32 * 1024,
  async handle(body, deps) {
    const lender = services.lender();
    if (!lender) return { status: 404, body: { error: FINANCE_MESSAGES.noLender } };
    const key = deps.request.headers.get('idempotency-key');
    if (!key || !/^[\w-]{8,64}$/.test(key))
      return { status: 400, body: { error: IDEMPOTENCY_KEY_REQUIRED } };
    const parsed = applicationRequest(deps.config).safeParse(body);
    if (!parsed.success)
      return {
        status: 400,
        body: {
          error: parsed.error.issues[0]?.message ?? V.unknown,
          issues: issues(parsed.error.issues),
        },
      };
    const req = parsed.data;
    const storage = await deps.storage();
    const [existing] = await storage.db
      .select()
      .from(financeApplications)
      .where(eq(financeApplications.idempotencyKey, key));
    if (existing?.status === 'created' && existing.redirectUrl)
      return {
        status: 201,
        body: { redirectUrl: existing.redirectUrl, lead_id: existing.leadId, verified: true },
      };

    let application = existing;
    if (!application) {
      const check = await checkCode(verificationContext(deps, storage, services.now), {
        phone: req.form.phone,
        purpose: 'finance',
        code: req.form.code,
        submission: key,
      });
      if (check === 'too-many') return { status: 429, body: { error: V.tooMany } };
      if (check === 'invalid')
        return {
          status: 400,
          body: { error: V.invalid, issues: [{ field: 'code', message: V.invalid }] },
        };
      const { code: _code, subscribe, ...fields } = req.form;
      const lead = await submitLead(
        storage,
        deps.config,
        {
          form: 'finance-application',
          fields: { ...fields, subscribe, opt_in: subscribe },
          url: req.url,
          car_id: req.car_id,
          car_dealership_id: req.car_dealership_id,
          car_type: req.car_type,
          lead_attributes: req.lead_attributes,
          opt_in_text: req.opt_in_text,
        },
        { idempotencyKey: key, userAgent: deps.request.headers.get('user-agent') },
      );
      if (lead.status !== 201 || !('lead_id' in lead.body)) return lead;
      const quote = await lender.quote({
        selfAssessedCreditScore: req.form.selfAssessedCreditScore,
        purchasePrice: req.form.amount,
        loanTerm: req.form.term,
        year: req.year,
      });
      await storage.db
        .insert(financeApplications)
        .values({
          id: nanoid(21),
          idempotencyKey: key,
          websiteSlug: deps.config.slug,
          leadId: lead.body.lead_id,
          status: 'verified',
          lender: lender.kind,
          request: {
            amount: req.form.amount,
            term: req.form.term,
            selfAssessedCreditScore: req.form.selfAssessedCreditScore,
            car_id: req.car_id ?? null,
            first_name: req.form.name,
          },
          quote: quote.ok ? { ...quote.value } : null,
        })
        .onConflictDoNothing();
      [application] = await storage.db
        .select()
        .from(financeApplications)
        .where(eq(financeApplications.idempotencyKey, key));
    }
    if (!application) throw new Error('finance application not stored');
    const created = await lender.createCustomer(
      {
        data: {
          nvic: req.nvic ?? '',
          vin: req.vin ?? '',
          selfAssessedCreditScore: req.form.selfAssessedCreditScore,
          purchasePrice: req.form.amount,
          year: req.year ?? null,
          loanTerm: req.form.term,
          phoneNumber: req.form.phone,
          firstName: req.form.name,
          lastName: req.form.last_name ?? '',
          email: req.form.email,
          subscribe: req.form.subscribe,
          postCode: req.form.postcode ?? '',
        },
        additionalData: {
          ...Object.fromEntries(Object.entries(req.form).filter(([k]) => k !== 'code')),
          car_id: req.car_id ?? null,
          dealership_slug: deps.config.dealerships[0]?.slug ?? deps.config.slug,
          car_type: req.car_type ?? null,
          lead_attributes: req.lead_attributes,
          category: 'Finance Enquiry',
        },
      },
      { applicationId: application.id, idempotencyKey: key },
    );
    const leadId = application.leadId;
    if (!created.ok) {
      await storage.db
        .update(financeApplications)
        .set({ status: 'failed', updatedAt: new Date() })
        .where(eq(financeApplications.id, application.id));
      console.error(
        `[finance] application ${application.id}: create customer failed (${lender.kind}: ${created.reason})`,
      );
      const error =
        created.reason === 'no redirect URL received'
          ? FINANCE_MESSAGES.noRedirect
          : FINANCE_MESSAGES.customerFailed;
      return { status: 502, body: { error, lead_id: leadId, verified: true } };
    }
    await storage.db
      .update(financeApplications)
      .set({ status: 'created', redirectUrl: created.value.redirectUrl, updatedAt: new Date() })
      .where(eq(financeApplications.id, application.id));
    return {
      status: 201,
      body: { redirectUrl: created.value.redirectUrl, lead_id: leadId, verified: true },
    };
  },
});
