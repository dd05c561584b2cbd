/**
 * The instant pre-approval's form (spec Entities finance form, Validation messages): the browser's island and
 * the create-customer endpoint validate with the same zod/mini schema. Apart from the lead forms'
 * schemas, so a page's ordinary lead form never carries it.
 */
import * as z from 'zod/mini';

import { CREDIT_SCORES } from '~/config/credit-scores.ts';
import { formatAud } from '~/features/car/pricing.ts';
import { carFields } from '~/features/leads/forms.ts';
import { FIELD_MESSAGES as M } from '~/features/leads/messages.ts';
import {
  codeField,
  emailField,
  mobileField,
  optionalText,
  postcodeField,
  text,
} from '~/features/leads/schemas.ts';
import { QUOTE_PRICE } from '~/services/lender/lender.ts';

/** Said when a finance amount outside the quote's bounds reaches the server (spec Validation, Constants). */
export const AMOUNT_RANGE = `Please enter an amount from ${formatAud(QUOTE_PRICE.min)} to ${formatAud(QUOTE_PRICE.max)}.`;

/** Spec Entities finance form: amount, term, credit score, who is helping, phone, code, postcode, subscribe. */
export function financeFormSchema(o: { postcodeRequired: boolean }) {
  return z.object({
    name: text(M.name),
    last_name: optionalText,
    email: emailField,
    // Spec Validation/Constants: 10,000 to 200,000, as the quote clamps it on commit (the browser clamps it too).
    amount: z
      .number({ error: M.amount })
      .check(z.minimum(QUOTE_PRICE.min, AMOUNT_RANGE), z.maximum(QUOTE_PRICE.max, AMOUNT_RANGE)),
    term: z.int().check(z.minimum(1), z.maximum(7)),
    selfAssessedCreditScore: z._default(z.enum(CREDIT_SCORES), 'GREAT'),
    whoIsHelping: z._default(z.string(), ''),
    phone: mobileField,
    code: codeField,
    // Optional unless the dealer asks for it: left empty (the box sends ''), it is not given.
    postcode: o.postcodeRequired
      ? postcodeField
      : z.optional(z.union([z.literal(''), postcodeField])),
    subscribe: z._default(z.boolean(), false),
  });
}

/** The finance application's lead (spec Calls): the form less the code (checked, never stored). */
export function financeApplicationFields(o: { postcodeRequired: boolean }) {
  return z.extend(z.omit(financeFormSchema(o), { code: true }), {
    ...carFields,
    opt_in: z._default(z.boolean(), false),
  });
}
