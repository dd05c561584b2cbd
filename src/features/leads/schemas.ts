import * as z from 'zod/mini';

import { normalisePhone } from '~/features/phones/phones.ts';
import { INT4_MAX } from '~/server/input.ts';

import {
  DEFAULT_CATEGORY,
  FIND_SIMILAR_SUBCATEGORY,
  NOTIFY_SUBCATEGORY,
  PROTECTION_SUBCATEGORY,
  SUBSCRIPTION_SUBCATEGORY,
} from './defaults.ts';
import { FIELD_MESSAGES as M, SPEC_MESSAGES as S } from './messages.ts';

/** The enquiry types the forms send (spec Constants: default General Enquiry); free text is refused. */
export const ENQUIRY_CATEGORIES = [DEFAULT_CATEGORY] as const;
/** The subcategories the forms send: none, a sold car's Find Me Something Similar, Protect Your Car, a reserved car's Notify Me, a subscription request. */
export const ENQUIRY_SUBCATEGORIES = [
  '',
  FIND_SIMILAR_SUBCATEGORY,
  PROTECTION_SUBCATEGORY,
  NOTIFY_SUBCATEGORY,
  SUBSCRIPTION_SUBCATEGORY,
] as const;
/** A positive whole number that fits the int4 id columns. */
const dbId = (message?: string) =>
  z
    .int({ error: message })
    .check(z.positive({ error: message }), z.maximum(INT4_MAX, { error: message }));

// zod/mini: the same validation as classic zod in a fraction of the bytes, because these
// schemas run in every lead form in the browser as well as on the server.

/** Dealer-varying form options (dealer file `leads`). */
export interface FormOptions {
  messageRequired: boolean;
  termsRequired: boolean;
  /** Dealer file `leads.postcodeRequiredOnFinance` (spec Validation: one brand's finance form). */
  postcodeRequiredOnFinance?: boolean;
}

/** Required text: trimmed, not empty, at most `max` characters; one message for every failure. */
export const text = (message: string, max = 5000) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, message));
/** Any text up to n characters (an optional car or page field). */
export const upTo = (n: number) => z.string().check(z.maxLength(n));
export const optionalText = z.optional(z.string().check(z.trim()));

export const postcodeField = z
  .string({ error: S.postcode })
  .check(z.trim(), z.regex(/^\d{4}$/, S.postcode));
export const emailField = z.pipe(z.string({ error: M.email }).check(z.trim()), z.email(M.email));
/** Any Australian phone; kept as typed, checked on its digits (leading 61 counts as 0). */
export const phoneField = text(M.phone).check(
  z.refine((p) => /^0[2-478]\d{8}$/.test(normalisePhone(p)), M.phone),
);
export const mobileField = text(M.mobile).check(
  z.refine((p) => /^04\d{8}$/.test(normalisePhone(p)), M.mobile),
);

/** Spec Validation phone code: required, exactly 6 characters. */
export const codeField = z
  .string({ error: S.required })
  .check(z.trim(), z.minLength(1, S.required), z.length(6, S.code));

/** Spec Validation: the mobile number is required and valid before a code is sent. */
export const sendCodeSchema = z.object({ phone: mobileField });

/** Spec Entities core contact fields: First Name, last name, Email Address, Mobile Number, postcode. */
export const contactFields = {
  name: text(M.name, 100),
  last_name: optionalText,
  email: emailField,
  phone: phoneField,
  postcode: postcodeField,
  /** Ticked by the visitor; absent means not ticked (no consent is assumed). */
  opt_in: z._default(z.boolean(), false),
  /** Spec Entities hidden field: a honeypot people never see; filled in means a bot. */
  hidden: z.optional(z.string().check(z.maxLength(0))),
};

const messageField = (o: FormOptions) =>
  o.messageRequired
    ? text(M.message)
    : z._default(z.string().check(z.trim(), z.maxLength(5000)), '');
export const termsField = (o: Pick<FormOptions, 'termsRequired'>) =>
  o.termsRequired
    ? { terms_conditions: z.literal(true, { error: S.terms }) }
    : { terms_conditions: z.optional(z.boolean()) };

/** General, new-vehicle, used-vehicle, contact and fleet enquiries (spec Entities form fields). */
export function enquirySchema(o: FormOptions) {
  return z.object({
    ...contactFields,
    message: messageField(o),
    category: z._default(z.enum(ENQUIRY_CATEGORIES, { error: M.category }), DEFAULT_CATEGORY),
    subcategory: z.optional(z.enum(ENQUIRY_SUBCATEGORIES, { error: M.category })),
    location_id: z.optional(dbId(M.location)),
    dealership_slug: optionalText,
    car_id: z.optional(dbId()),
    ...termsField(o),
  });
}

/** Spec Validation test drive: core fields, optional message, optional booking date and time, optional disclaimer. */
export function testDriveSchema(o: FormOptions) {
  return z.extend(enquirySchema({ ...o, messageRequired: false }), {
    // Left empty, the date and time are simply not given (spec Validation: both optional).
    booking_date: z.optional(
      z.union([z.literal(''), z.iso.date({ error: 'Please choose a valid date.' })]),
    ),
    booking_time: z.optional(
      z.union([
        z.literal(''),
        z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a valid time.')),
      ]),
    ),
    disclaimer: optionalText,
  });
}

/** Spec Validation request photos: core fields, hidden preset request text, optional message. */
export const REQUEST_PHOTOS_TEXT = 'Please send me more photos of this vehicle.';
export function requestPhotosSchema(o: FormOptions) {
  return z.extend(enquirySchema({ ...o, messageRequired: false }), {
    request: z._default(z.literal(REQUEST_PHOTOS_TEXT), REQUEST_PHOTOS_TEXT),
  });
}

/** Spec Screens/Validation make an offer: the offer amount (currency) is required. */
export function makeOfferSchema(o: FormOptions) {
  return z.extend(enquirySchema({ ...o, messageRequired: false }), {
    offer_from_client: z
      .number({ error: M.offer })
      .check(z.positive(M.offer), z.maximum(10_000_000, M.offer)),
  });
}

/** A vehicle identification number: 17 letters and digits, never I, O or Q. */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/i;
const regoField = text(M.rego, 10).check(z.regex(/^[A-Za-z0-9 -]+$/, M.rego));

/** Spec Entities valuation (trade-in) wizard: kms, regoState, rego, name, phone, email, location_id required. */
export const valuationSchema = z.object({
  ...contactFields,
  postcode: z.optional(postcodeField),
  kms: z.int({ error: M.kms }).check(z.minimum(0, M.kms), z.maximum(2_000_000, M.kms)),
  regoState: z.enum(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT'], { error: M.regoState }),
  rego: regoField,
  location_id: dbId(M.location),
  PreferredContactMethod: z._default(z.enum(['Phone', 'Email', 'SMS']), 'Phone'),
  finance: z.optional(z.enum(['Yes', 'No'])),
});

/** Careers enquiries: contact fields and a message; mapped to General Enquiry / Career Enquiry. */
export function careersSchema(o: FormOptions) {
  return z.extend(enquirySchema(o), { position: optionalText });
}

/** Spec Screens parts enquiry: the part, the vehicle, the VIN if known (optional), and the contact fields. */
export function partsEnquirySchema(o: FormOptions) {
  return z.extend(enquirySchema({ ...o, messageRequired: false }), {
    part: text(M.part, 200),
    vehicle: text(M.vehicle, 120),
    vin: z.optional(z.union([z.literal(''), z.string().check(z.trim(), z.regex(VIN, M.vin))])),
  });
}

/** What a service booking can ask for (check options, folded into additional_services: spec Validation). */
/** What a car's owner may ask of the workshop. */
export const SERVICE_OPTIONS = [
  'Logbook service',
  'Brakes',
  'Tyres and wheel alignment',
  'Battery',
  'Air-conditioning',
  'Warranty or recall check',
  'Other repairs',
] as const;
/** What a caravan's owner may ask of it: a van has no engine, but bearings, gas and a water system. */
export const CARAVAN_SERVICE_OPTIONS = [
  'Annual service',
  'Wheel bearings and brakes',
  'Gas and electrical check',
  'Water and plumbing',
  'Air-conditioning',
  'Warranty or recall check',
  'Other repairs',
] as const;
const anyServiceOption = z.enum([...new Set([...SERVICE_OPTIONS, ...CARAVAN_SERVICE_OPTIONS])]);

/** Spec Screens service booking request: preferred date and time, rego, km, the services wanted. */
export function serviceBookingSchema(o: FormOptions) {
  return z.extend(enquirySchema({ ...o, messageRequired: false }), {
    booking_date: z.iso.date({ error: M.date }),
    booking_time: z.optional(
      z.union([
        z.literal(''),
        z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a valid time.')),
      ]),
    ),
    rego: regoField,
    kms: z.optional(
      z.int({ error: M.kms }).check(z.minimum(0, M.kms), z.maximum(2_000_000, M.kms)),
    ),
    // In the browser the boxes are `services_check_options`; sent, they are additional_services.
    services_check_options: z.optional(z.array(anyServiceOption).check(z.maxLength(10))),
    additional_services: z.optional(z.array(anyServiceOption).check(z.maxLength(10))),
  });
}

/** The unsubscribe request: the e-mail address we write to, and the mobile number if we text it. */
export const unsubscribeSchema = z.object({
  email: emailField,
  phone: z.optional(
    z.union([
      z.literal(''),
      z.string().check(z.refine((p) => /^0[2-478]\d{8}$/.test(normalisePhone(p)), M.phone)),
    ]),
  ),
  // A request to stop: never a subscription.
  opt_in: z._default(z.literal(false), false),
  hidden: z.optional(z.string().check(z.maxLength(0))),
});
