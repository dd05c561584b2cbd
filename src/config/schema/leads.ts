import { z } from 'zod';

import { doc, envVarName } from './doc.ts';

/** Enquiry-form switches: spec Validation validation, Constants enquiry constants. */
export const leadsSchema = z.strictObject({
  enquireButtonText: doc(
    z.string().min(1).default('Enquire Now'),
    "Enquiry button text ('Message Now' for some brands).",
    'Enquire Now',
  ),
  submitText: doc(z.string().min(1).default('Submit Form'), 'Submit button text.', 'Submit Form'),
  optInText: doc(
    z
      .string()
      .min(1)
      .default('Yes, I would like to subscribe to receive latest offers & product updates.'),
    'Marketing opt-in text stored with each lead.',
    'Yes, I would like to subscribe to receive latest offers & product updates.',
  ),
  optInTicked: doc(
    z.boolean().default(false),
    "Whether the marketing opt-in box starts ticked. Unticked by default: under the Spam Act 2003 the ACMA's guidance is that a pre-ticked box does not give express consent, so a lead counts as opted in only when the visitor ticks it. true keeps spec Entities' default (opt_in true); every lead still records whether the box was ticked when it was sent.",
    false,
  ),
  termsRequired: doc(
    z.boolean().default(false),
    'Forms need the terms checkbox ticked (spec Validation).',
    false,
  ),
  messageRequired: doc(
    z.boolean().default(true),
    'Comments are required on enquiry forms (spec Validation).',
    true,
  ),
  saveValuationResult: doc(
    z.boolean().default(false),
    'Also store a trade-in valuation result (POST /api/miscellaneous, column_name valuation; spec Calls).',
    false,
  ),
  delivery: doc(
    z
      .strictObject({
        webhookUrlEnv: doc(
          envVarName.nullable().default(null),
          'NAME of the env var with the CRM webhook URL; each lead is POSTed there as JSON.',
          'RIVERBEND_LEADS_WEBHOOK',
        ),
        email: doc(
          z
            .strictObject({
              to: doc(
                z.email(),
                'Where leads are e-mailed, as ADF XML (the lead format dealer CRMs import).',
                'leads@riverbendtoyota.com.au',
              ),
              from: doc(
                z.email().default('leads@dealer-sites.com.au'),
                'Sender address of lead e-mails.',
                'leads@dealer-sites.com.au',
              ),
              smtpUrlEnv: doc(
                envVarName.default('SMTP_URL'),
                'NAME of the env var with the SMTP server URL (smtps://user:pass@host:465).',
                'SMTP_URL',
              ),
            })
            .nullable()
            .default(null),
          'E-mail delivery of leads in ADF XML; null for none.',
          { to: 'leads@riverbendtoyota.com.au' },
        ),
      })
      .prefault({}),
    'Where leads go. With neither set, leads stay in the local outbox that `npm run leads` prints.',
    { webhookUrlEnv: 'RIVERBEND_LEADS_WEBHOOK', email: { to: 'leads@riverbendtoyota.com.au' } },
  ),
  postcodeRequiredOnFinance: doc(
    z.boolean().default(false),
    'Postcode required on the finance form.',
    false,
  ),
});
