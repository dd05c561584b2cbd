import * as z from 'zod/mini';

import { CREDIT_SCORES } from '~/config/credit-scores.ts';
import { sendCodeSchema } from '~/features/leads/schemas.ts';
import {
  invalidBody,
  issues,
  verificationContext,
} from '~/features/verification/requests.server.ts';
import { canAttempt, sendCode } from '~/features/verification/verification.server.ts';
import { PURPOSES, VERIFICATION_MESSAGES as V } from '~/features/verification/verification.ts';
import type { PostEndpoint } from '~/server/post.server.ts';
import type { Lender } from '~/services/lender/lender.ts';
import { QUOTE_DEFAULTS } from '~/services/lender/lender.ts';
import type { SmsSender } from '~/services/sms/sms.ts';

import { FINANCE_MESSAGES } from './messages.ts';

export interface FinanceServices {
  lender: () => Lender | null;
  sms: () => SmsSender;
  now?: () => Date;
}

export const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max)));
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

/** POST /api/youx/quote (spec Calls): the lender's quick quote, or `{ error }` (502) when it gives none. */
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
  /** What the code is for (a sign-in code never verifies a finance application, nor the reverse). */
  purpose: z._default(z.enum(PURPOSES), 'finance'),
});

/** POST /api/verification/send: a one-time code by SMS to a valid mobile (spec States, Validation). */
export const sendCodeEndpoint = (services: FinanceServices): PostEndpoint => ({
  perMinute: 6,
  maxBytes: 1024,
  async handle(body, deps) {
    const req = sendRequest.safeParse(body);
    if (!req.success) return invalidBody(req.error.issues);
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

/** POST /api/rate-limit (spec Calls): body `phone`; not ok when the phone has no checks left. */
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
