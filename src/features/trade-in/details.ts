import * as z from 'zod/mini';

import { valuationSchema } from '~/features/leads/forms.ts';
import { FIELD_MESSAGES as M } from '~/features/leads/messages.ts';

/** The wizard's third step, the visitor's details: what the form holds and what it sends. */
export const detailsSchema = z.object({
  name: valuationSchema.shape.name,
  last_name: valuationSchema.shape.last_name,
  email: valuationSchema.shape.email,
  phone: valuationSchema.shape.phone,
  location_id: z.int({ error: M.location }).check(z.positive(M.location)),
  PreferredContactMethod: valuationSchema.shape.PreferredContactMethod,
  // An unticked radio group is null to the form: not answered.
  finance: z.optional(z.nullable(z.enum(['Yes', 'No']))),
  opt_in: z._default(z.boolean(), false),
});

/** The details as the form holds them. */
export type DetailsInput = z.input<typeof detailsSchema>;
/** The details once checked: what the step sends. */
export type DetailsValues = z.output<typeof detailsSchema>;
