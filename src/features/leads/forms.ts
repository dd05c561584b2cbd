import * as z from 'zod/mini';

import type { CarType } from '~/catalogue/car.schema.ts';
import { EVENTS } from '~/features/analytics/events.ts';
import { INT4_MAX } from '~/server/input.ts';

import { DEFAULT_CATEGORY, FIND_SIMILAR_SUBCATEGORY } from './defaults.ts';
import { FIELD_MESSAGES } from './messages.ts';
import {
  careersSchema,
  enquirySchema,
  type FormOptions,
  makeOfferSchema,
  partsEnquirySchema,
  requestPhotosSchema,
  serviceBookingSchema,
  testDriveSchema,
  unsubscribeSchema,
  upTo,
} from './schemas.ts';
import { VALUATION_FORMS, valuationFieldsSchema, type ValuationForm } from './valuation-forms.ts';

/**
 * The valuation wizard's and the sign-in page's fields, taken from here so they and LeadForm share
 * one chunk of form code in the browser (one file, one download), rather than two.
 */
export {
  codeField,
  emailField,
  mobileField,
  optionalText,
  postcodeField,
  termsField,
  text,
  valuationSchema,
} from './schemas.ts';

/** Every form that sends a lead (spec Screens modals and pages, Calls lead helper). */
export const FORMS = [
  'enquiry',
  'new-vehicle-enquiry',
  'test-drive',
  'request-photos',
  'make-an-offer',
  'find-similar',
  'fleet',
  'careers',
  'contact',
  'finance-enquiry',
  'finance-application',
  'customer-feedback',
  'valuation-rego',
  'valuation-adjustments',
  'valuation',
  'valuation-offer',
  'parts-enquiry',
  'service-booking',
  'unsubscribe',
  'offer-enquiry',
  'spin-to-win',
  'reservation',
  'online-purchase',
  'stock-feed',
  'history-check',
] as const;
export type FormName = (typeof FORMS)[number];

/** Extra car fields the forms carry (spec Entities enquiry default values); optional everywhere. */
export const carFields = {
  dealership_slug: z.optional(upTo(100)),
  manufacturer_slug: z.optional(z.nullable(upTo(100))),
  stock_number: z.optional(upTo(50)),
  'Vehicle Make': z.optional(upTo(100)),
  'Vehicle Model': z.optional(upTo(100)),
  car_type: z.optional(z.enum(['new', 'demo', 'used'])),
  vehicle_status: z.optional(upTo(30)),
  additional_services: z.optional(z.array(upTo(100)).check(z.maxLength(30))),
};

const isValuationForm = (form: FormName): form is ValuationForm =>
  (VALUATION_FORMS as readonly string[]).includes(form);

/**
 * The fields schema of any form's lead, as `/api/leads` checks it: the valuation wizard's from
 * `valuation-forms.ts`, the rest `fieldsSchema`'s.
 */
export function leadFieldsSchema(form: FormName, o: FormOptions) {
  return isValuationForm(form) ? valuationFieldsSchema(form) : fieldsSchema(form, o);
}

/**
 * The fields schema of a lead form: the same zod schema the browser validates with (LeadForm;
 * the valuation wizard's forms are `leadFieldsSchema`'s, kept out of LeadForm's code). The forms
 * only the server sends (a finance application, a spin, a reservation) are refused on their own
 * way in (`leads.server.ts` `SENT_ELSEWHERE`), never by a schema the browser downloads.
 */
export function fieldsSchema(form: FormName, o: FormOptions) {
  switch (form) {
    case 'test-drive':
      return z.extend(testDriveSchema(o), carFields);
    case 'request-photos':
      return z.extend(requestPhotosSchema(o), carFields);
    case 'make-an-offer':
      return z.extend(makeOfferSchema(o), carFields);
    case 'careers':
      return careersSchema(o);
    case 'parts-enquiry':
      return partsEnquirySchema(o);
    case 'service-booking':
      return serviceBookingSchema(o);
    case 'unsubscribe':
      return unsubscribeSchema;
    case 'offer-enquiry':
      return z.extend(enquirySchema(o), {
        offer_id: z.int().check(z.positive(), z.maximum(INT4_MAX)),
        offer_name: upTo(200),
      });
    // Whatever the dealer's other forms ask (leads.messageRequired): feedback is its message;
    // a finance enquiry's comments are optional (the finance team calls with options), and a sold
    // car's form carries its own request.
    case 'customer-feedback':
    case 'finance-enquiry':
    case 'find-similar':
      return z.extend(
        enquirySchema({ ...o, messageRequired: form === 'customer-feedback' }),
        carFields,
      );
    default:
      return z.extend(enquirySchema(o), carFields);
  }
}

/**
 * The schema a lead form checks in the browser: its fields schema, with the location required
 * where the form shows a location choice (spec Validation: a shown location must be chosen).
 */
export function shownFormSchema(form: FormName, o: FormOptions, fields: readonly string[]) {
  const base = fieldsSchema(form, o);
  return fields.includes('location_id')
    ? z.extend(base, {
        location_id: z
          .int({ error: FIELD_MESSAGES.location })
          .check(z.positive(FIELD_MESSAGES.location)),
      })
    : base;
}

/** What a form's lead is filed as, and the analytics event it fires (spec Calls, Constants). */
export function classify(
  form: FormName,
  fields: Record<string, unknown>,
  carType?: CarType,
): { category: string; subcategory: string | null; event: number | null } {
  const used = carType === 'used';
  switch (form) {
    case 'new-vehicle-enquiry':
      return { category: 'New Vehicle Enquiry', subcategory: null, event: EVENTS.newEnquiry };
    case 'test-drive':
      return {
        category: 'Test Drive',
        subcategory: null,
        event: used ? EVENTS.usedTestDrive : EVENTS.testDriveNew,
      };
    case 'request-photos':
      return {
        category: 'Request Photos',
        subcategory: null,
        event: used ? EVENTS.usedEnquiry : EVENTS.newEnquiry,
      };
    case 'make-an-offer':
      return {
        category: 'Make an Offer',
        subcategory: null,
        event: used ? EVENTS.usedEnquiry : EVENTS.newEnquiry,
      };
    case 'find-similar':
      return {
        category: DEFAULT_CATEGORY,
        subcategory: FIND_SIMILAR_SUBCATEGORY,
        event: EVENTS.defaultEnquiry,
      };
    case 'fleet':
      return { category: 'Fleet Enquiry', subcategory: null, event: EVENTS.fleetEnquiry };
    case 'careers':
      return {
        category: DEFAULT_CATEGORY,
        subcategory: 'Career Enquiry',
        event: EVENTS.careerEnquiry,
      };
    case 'finance-enquiry':
      return { category: 'Finance Enquiry', subcategory: null, event: null };
    case 'finance-application':
      return { category: 'Finance Enquiry', subcategory: 'Instant pre-approval', event: null };
    case 'customer-feedback':
      return { category: 'Customer Feedback', subcategory: null, event: null };
    case 'parts-enquiry':
      return { category: 'Parts Enquiry', subcategory: null, event: EVENTS.defaultEnquiry };
    case 'service-booking':
      return { category: 'Service Booking', subcategory: null, event: EVENTS.defaultEnquiry };
    case 'unsubscribe':
      return { category: 'Unsubscribe', subcategory: null, event: null };
    case 'offer-enquiry':
      return { category: 'Offer Enquiry', subcategory: null, event: EVENTS.newEnquiry };
    case 'spin-to-win':
      return { category: 'Promotion', subcategory: 'Spin to win', event: null };
    case 'stock-feed':
      return { category: 'Stock Feed', subcategory: 'Held for review', event: null };
    case 'history-check':
      return { category: 'Stock Feed', subcategory: 'History check flagged', event: null };
    case 'reservation':
    case 'online-purchase':
      return {
        category: form === 'reservation' ? 'Reservation' : 'Online Purchase',
        subcategory: typeof fields.status === 'string' ? fields.status : null,
        event: null,
      };
    case 'valuation-rego':
      return { category: 'Trade-In Valuation', subcategory: 'Rego lookup', event: null };
    case 'valuation-adjustments':
      return { category: 'Trade-In Valuation', subcategory: 'Adjustments', event: null };
    case 'valuation':
      return { category: 'Trade-In Valuation', subcategory: 'Valuation requested', event: null };
    case 'valuation-offer':
      return {
        category: 'Trade-In Valuation',
        subcategory: fields.offer_accepted ? 'Offer accepted' : 'Offer declined',
        event: fields.offer_accepted ? EVENTS.offerAccepted : null,
      };
    default: {
      const category =
        typeof fields.category === 'string' && fields.category ? fields.category : DEFAULT_CATEGORY;
      const subcategory =
        typeof fields.subcategory === 'string' && fields.subcategory ? fields.subcategory : null;
      return {
        category,
        subcategory,
        event: carType ? (used ? EVENTS.usedEnquiry : EVENTS.newEnquiry) : EVENTS.defaultEnquiry,
      };
    }
  }
}
