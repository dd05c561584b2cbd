import * as z from 'zod/mini';

import { INT4_MAX, isWebUrl } from '~/server/input.ts';

import { FORMS } from './forms.ts';
import { upTo } from './schemas.ts';

/**
 * Spec Calls lead helper: the envelope around a form's fields, as POST /api/leads checks it. Unknown
 * keys are dropped. Only the server parses it; the browser's lead queue imports its type alone, so
 * none of this is in a page's JavaScript.
 */
const id = z.optional(z.int().check(z.positive(), z.maximum(INT4_MAX)));
export const leadEnvelopeSchema = z.object({
  form: z.enum(FORMS),
  fields: z.record(z.string(), z.unknown()),
  url: z
    .url()
    .check(
      z.maxLength(2000),
      z.refine(isWebUrl, 'The page address must start with http:// or https://'),
    ),
  car_id: id,
  car_dealership_id: id,
  car_type: z.optional(z.enum(['new', 'demo', 'used'])),
  form_completed: z._default(z.boolean(), true),
  lead_attributes: z.prefault(
    z.object({
      visited_pages: z._default(z.array(upTo(500)).check(z.maxLength(50)), []),
      linked_query_params: z._default(z.record(upTo(100), upTo(500)), {}),
    }),
    {},
  ),
  opt_in_text: upTo(500),
});
export type LeadEnvelope = z.input<typeof leadEnvelopeSchema>;
