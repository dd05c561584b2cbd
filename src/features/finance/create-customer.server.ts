import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import * as z from 'zod/mini';

import type { DealerConfig } from '~/config/schema/index.ts';
import { submitLead } from '~/features/leads/leads.server.ts';
import { invalidBody, verificationContext } from '~/features/verification/requests.server.ts';
import { checkCode } from '~/features/verification/verification.server.ts';
import { VERIFICATION_MESSAGES as V } from '~/features/verification/verification.ts';
import {
  IDEMPOTENCY_KEY_REQUIRED,
  IDEMPOTENCY_MISMATCH,
  idempotencyKey,
  requestHash,
} from '~/server/idempotency.server.ts';
import type { PostDeps, PostEndpoint } from '~/server/post.server.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { financeApplications } from '~/server/storage/schema.ts';
import type { CustomerRequest, Lender } from '~/services/lender/lender.ts';

import { type FinanceServices, optionalText } from './endpoints.server.ts';
import { financeApplicationFields, financeFormSchema } from './finance-form.ts';
import { FINANCE_MESSAGES } from './messages.ts';

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
type ApplicationRequest = z.infer<ReturnType<typeof applicationRequest>>;
type Application = typeof financeApplications.$inferSelect;
type Answer = { status: number; body: unknown };

const byKey = async (storage: Storage, key: string): Promise<Application | undefined> =>
  (
    await storage.db
      .select()
      .from(financeApplications)
      .where(eq(financeApplications.idempotencyKey, key))
  )[0];

/**
 * A new application: the code checked (spent by this submission's key), the finance lead stored
 * once and delivered like any lead, the lender's quote for the status page, and the application
 * row that remembers what was asked (its request's fingerprint). Answers the refusal instead when
 * the code is wrong or the lead is refused.
 */
async function startApplication(
  services: FinanceServices,
  deps: PostDeps,
  storage: Storage,
  lender: Lender,
  req: ApplicationRequest,
  submission: { key: string; hash: string },
): Promise<{ application: Application } | { answer: Answer }> {
  const check = await checkCode(verificationContext(deps, storage, services.now), {
    phone: req.form.phone,
    purpose: 'finance',
    code: req.form.code,
    submission: submission.key,
  });
  if (check === 'too-many') return { answer: { status: 429, body: { error: V.tooMany } } };
  if (check === 'invalid')
    return {
      answer: {
        status: 400,
        body: { error: V.invalid, issues: [{ field: 'code', message: V.invalid }] },
      },
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
    {
      idempotencyKey: submission.key,
      userAgent: deps.request.headers.get('user-agent'),
      fields: financeApplicationFields({
        postcodeRequired: deps.config.leads.postcodeRequiredOnFinance,
      }),
    },
  );
  if (lead.status !== 201 || !('lead_id' in lead.body)) return { answer: lead };
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
      idempotencyKey: submission.key,
      requestHash: submission.hash,
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
  const application = await byKey(storage, submission.key);
  if (!application) throw new Error('finance application not stored');
  // A concurrent first request with this key and another body won the insert.
  if (application.requestHash !== submission.hash)
    return { answer: { status: 422, body: { error: IDEMPOTENCY_MISMATCH } } };
  return { application };
}

/** Spec Calls create-customer: the lender's `data` and the site's `additionalData`, never the code. */
function customerRequest(req: ApplicationRequest, config: DealerConfig): CustomerRequest {
  const f = req.form;
  return {
    data: {
      nvic: req.nvic ?? '',
      vin: req.vin ?? '',
      selfAssessedCreditScore: f.selfAssessedCreditScore,
      purchasePrice: f.amount,
      year: req.year ?? null,
      loanTerm: f.term,
      phoneNumber: f.phone,
      firstName: f.name,
      lastName: f.last_name ?? '',
      email: f.email,
      subscribe: f.subscribe,
      postCode: f.postcode ?? '',
    },
    additionalData: {
      ...Object.fromEntries(Object.entries(f).filter(([k]) => k !== 'code')),
      car_id: req.car_id ?? null,
      dealership_slug: config.dealerships[0]?.slug ?? config.slug,
      car_type: req.car_type ?? null,
      lead_attributes: req.lead_attributes,
      category: 'Finance Enquiry',
    },
  };
}

/** Creates the lender's customer for a verified application and records how it went. */
async function submitToLender(
  storage: Storage,
  lender: Lender,
  application: Application,
  customer: CustomerRequest,
): Promise<Answer> {
  const created = await lender.createCustomer(customer, {
    applicationId: application.id,
    idempotencyKey: application.idempotencyKey,
  });
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
}

/**
 * POST /api/youx/create-customer (spec States, Calls): verifies the code, stores the finance lead once
 * (the Idempotency-Key), then creates the lender's customer and answers its `redirectUrl`. A
 * retry with the same key and body skips what is done; the same key with another body is refused
 * (422), so a retry can never send new details to the lender unverified. When the lender fails the
 * lead is kept (502 with its `lead_id`).
 */
export const createCustomerEndpoint = (services: FinanceServices): PostEndpoint => ({
  perMinute: 10,
  maxBytes: 32 * 1024,
  async handle(body, deps) {
    const lender = services.lender();
    if (!lender) return { status: 404, body: { error: FINANCE_MESSAGES.noLender } };
    const key = idempotencyKey(deps.request);
    if (!key) return { status: 400, body: { error: IDEMPOTENCY_KEY_REQUIRED } };
    const parsed = applicationRequest(deps.config).safeParse(body);
    if (!parsed.success) return invalidBody(parsed.error.issues);
    const req = parsed.data;
    const hash = requestHash(req);
    const storage = await deps.storage();
    let application = await byKey(storage, key);
    if (application && application.requestHash !== hash)
      return { status: 422, body: { error: IDEMPOTENCY_MISMATCH } };
    if (application?.status === 'created' && application.redirectUrl)
      return {
        status: 201,
        body: { redirectUrl: application.redirectUrl, lead_id: application.leadId, verified: true },
      };
    if (!application) {
      const started = await startApplication(services, deps, storage, lender, req, { key, hash });
      if ('answer' in started) return started.answer;
      application = started.application;
    }
    return submitToLender(storage, lender, application, customerRequest(req, deps.config));
  },
});
