import * as z from 'zod/mini';

import { contactFields, upTo, valuationSchema } from './schemas.ts';

const honeypot = contactFields.hidden;
/**
 * The valuation a trade-in lead names (POST /api/trade-in/estimate's valuation_id). Made when a
 * schema asks, so that a page whose forms never send one carries none of it.
 */
const valuationId = () =>
  z.string().check(z.regex(/^V[\w-]{16}$/, 'Send the valuation_id the estimate answered with.'));

/** The forms the valuation wizard sends (its own island, not LeadForm). */
export const VALUATION_FORMS = [
  'valuation-rego',
  'valuation-adjustments',
  'valuation',
  'valuation-offer',
] as const;
export type ValuationForm = (typeof VALUATION_FORMS)[number];

/** The fields of the valuation wizard's leads (spec Calls: rego lookup, adjustments, the valuation, the offer answer). */
export function valuationFieldsSchema(form: ValuationForm) {
  switch (form) {
    case 'valuation-rego':
      return z.object({
        rego: valuationSchema.shape.rego,
        regoState: valuationSchema.shape.regoState,
        hidden: honeypot,
      });
    case 'valuation-adjustments':
      return z.object({
        id: z.string().check(z.minLength(1), z.maxLength(40)),
        adjustmentAnswers: z.record(upTo(60), z.union([upTo(200), z.number(), z.boolean()])),
        hidden: honeypot,
      });
    case 'valuation':
      // Without a valuation_id (the valuer was down) the car goes as make and model.
      return z.extend(valuationSchema, {
        id: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
        valuation_id: z.optional(valuationId()),
        'Vehicle Make': z.optional(upTo(100)),
        'Vehicle Model': z.optional(upTo(100)),
      });
    case 'valuation-offer':
      return z.extend(valuationSchema, {
        id: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
        valuation_id: valuationId(),
        offer_accepted: z.boolean(),
      });
  }
}
