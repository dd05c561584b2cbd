import { z } from 'zod';
import { CREDIT_SCORES } from '../finance/quote.ts';
import { normalisePhone } from '../phones/phones.ts';
import { FIELD_MESSAGES as M, SPEC_MESSAGES as S } from './messages.ts';

/** Form options that vary per dealer (dealer file `leads`). */
export interface FormOptions {
  messageRequired: boolean;
  termsRequired: boolean;
}

const text = (message: string) => z.string({ error: message }).trim().min(1, message);
const optionalText = z.string().trim().optional();

export const postcodeField = z.string({ error: S.postcode }).trim().regex(/^\d{4}$/, S.postcode);
export const emailField = z.string({ error: M.email }).trim().pipe(z.email(M.email));
/** Any Australian phone; kept as typed, checked on its digits (leading 61 counts as 0). */
export const phoneField = text(M.phone).refine((p) => /^0[2-478]\d{8}$/.test(normalisePhone(p)), M.phone);
export const mobileField = text(M.mobile).refine((p) => /^04\d{8}$/.test(normalisePhone(p)), M.mobile);

/** Spec §3 core contact fields: First Name, last name, Email Address, Mobile Number, postcode. */
export const contactFields = {
  name: text(M.name).max(100),
  last_name: optionalText,
  email: emailField,
  phone: phoneField,
  postcode: postcodeField,
  opt_in: z.boolean().default(true),
  /** Spec §3 hidden field: a honeypot people never see; filled in means a bot. */
  hidden: z.string().max(0).optional(),
};

const messageField = (o: FormOptions) => (o.messageRequired ? text(M.message).max(5000) : z.string().trim().max(5000).default(''));
const termsField = (o: FormOptions) =>
  o.termsRequired ? { terms_conditions: z.literal(true, { error: S.terms }) } : { terms_conditions: z.boolean().optional() };

/** General, new-vehicle, used-vehicle, contact and fleet enquiries (spec §3 form fields). */
export function enquirySchema(o: FormOptions) {
  return z.object({
    ...contactFields,
    message: messageField(o),
    category: text(M.category).default('General Enquiry'),
    subcategory: optionalText,
    location_id: z.number().int().positive({ error: M.location }).optional(),
    dealership_slug: optionalText,
    car_id: z.number().int().positive().optional(),
    ...termsField(o),
  });
}

/** Spec §5 test drive: core fields, optional message, optional booking date and time, optional disclaimer. */
export function testDriveSchema(o: FormOptions) {
  return enquirySchema({ ...o, messageRequired: false }).extend({
    // Left empty, the date and time are simply not given (spec §5: both optional).
    booking_date: z.union([z.literal(''), z.iso.date({ error: 'Please choose a valid date.' })]).optional(),
    booking_time: z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a valid time.')]).optional(),
    disclaimer: optionalText,
  });
}

/** Spec §5 request photos: core fields, hidden preset request text, optional message. */
export const REQUEST_PHOTOS_TEXT = 'Please send me more photos of this vehicle.';
export function requestPhotosSchema(o: FormOptions) {
  return enquirySchema({ ...o, messageRequired: false }).extend({ request: z.literal(REQUEST_PHOTOS_TEXT).default(REQUEST_PHOTOS_TEXT) });
}

/** Spec §2/§5 make an offer: the offer amount (currency) is required. */
export function makeOfferSchema(o: FormOptions) {
  return enquirySchema({ ...o, messageRequired: false }).extend({
    offer_from_client: z.number({ error: M.offer }).positive(M.offer).max(10_000_000, M.offer),
  });
}

/** Spec §3 valuation (trade-in) wizard: kms, regoState, rego, name, phone, email, location_id required. */
export const valuationSchema = z.object({
  ...contactFields,
  postcode: postcodeField.optional(),
  kms: z.number({ error: M.kms }).int(M.kms).min(0, M.kms).max(2_000_000, M.kms),
  regoState: z.enum(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT'], { error: M.regoState }),
  rego: text(M.rego).max(10).regex(/^[A-Za-z0-9 -]+$/, M.rego),
  location_id: z.number({ error: M.location }).int().positive(M.location),
  PreferredContactMethod: z.enum(['Phone', 'Email', 'SMS']).default('Phone'),
  finance: z.enum(['Yes', 'No']).optional(),
});

/** Spec §5 phone code: required, exactly 6 characters. */
export const codeField = z.string({ error: S.required }).trim().min(1, S.required).length(6, S.code);

/** Spec §5: the mobile number is required and valid before a code is sent. */
export const sendCodeSchema = z.object({ phone: mobileField });

/** Spec §3 finance form: amount, term, credit score, who is helping, phone, code, postcode, subscribe. */
export function financeFormSchema(o: { postcodeRequired: boolean }) {
  return z.object({
    name: text(M.name),
    last_name: optionalText,
    email: emailField,
    amount: z.number({ error: M.amount }).positive(M.amount),
    term: z.number().int().min(1).max(7),
    selfAssessedCreditScore: z.enum(CREDIT_SCORES).default('GREAT'),
    whoIsHelping: z.string().default(''),
    phone: mobileField,
    code: codeField,
    postcode: o.postcodeRequired ? postcodeField : postcodeField.optional(),
    subscribe: z.boolean().default(false),
  });
}

/** Careers enquiries: contact fields and a message; mapped to General Enquiry / Career Enquiry. */
export function careersSchema(o: FormOptions) {
  return enquirySchema(o).extend({ position: optionalText });
}
