import { z } from 'zod';
import { doc } from './doc.ts';

/** Enquiry-form switches: spec §5 validation, §9 enquiry constants. */
export const leadsSchema = z.strictObject({
  enquireButtonText: doc(z.string().min(1).default('Enquire Now'), 'Enquiry button text (\'Message Now\' for some brands).', 'Enquire Now'),
  submitText: doc(z.string().min(1).default('Submit Form'), 'Submit button text.', 'Submit Form'),
  optInText: doc(
    z.string().min(1).default('Yes, I would like to subscribe to receive latest offers & product updates.'),
    'Marketing opt-in text stored with each lead.',
    'Yes, I would like to subscribe to receive latest offers & product updates.',
  ),
  termsRequired: doc(z.boolean().default(false), 'Forms need the terms checkbox ticked (spec §5).', false),
  messageRequired: doc(z.boolean().default(true), 'Comments are required on enquiry forms (spec §5).', true),
  saveValuationResult: doc(z.boolean().default(false), 'Also store a trade-in valuation result (POST /api/miscellaneous, column_name valuation; spec §7).', false),
  postcodeRequiredOnFinance: doc(z.boolean().default(false), 'Postcode required on the finance form.', false),
});
