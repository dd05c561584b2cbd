import { z } from 'zod';
import { EVENTS } from '../analytics/events.ts';
import type { CarType } from '../inventory/car.schema.ts';
import { careersSchema, enquirySchema, type FormOptions, makeOfferSchema, requestPhotosSchema, testDriveSchema, valuationSchema } from './schemas.ts';
import { DEFAULT_CATEGORY, FIND_SIMILAR_SUBCATEGORY } from './defaults.ts';

/** Every form that sends a lead (spec §2 modals and pages, §7 lead helper). */
export const FORMS = [
  'enquiry', 'new-vehicle-enquiry', 'test-drive', 'request-photos', 'make-an-offer', 'find-similar', 'fleet', 'careers', 'contact',
  'finance-enquiry', 'customer-feedback', 'valuation-rego', 'valuation-adjustments', 'valuation-offer',
] as const;
export type FormName = (typeof FORMS)[number];

/** Extra car fields the forms carry (spec §3 enquiry default values); optional everywhere. */
const carDefaults = {
  dealership_slug: z.string().max(100).optional(),
  manufacturer_slug: z.string().max(100).nullable().optional(),
  stock_number: z.string().max(50).optional(),
  'Vehicle Make': z.string().max(100).optional(),
  'Vehicle Model': z.string().max(100).optional(),
  car_type: z.enum(['new', 'demo', 'used']).optional(),
  vehicle_status: z.string().max(30).optional(),
  additional_services: z.array(z.string().max(100)).max(30).optional(),
};

/** The fields schema of a form: the same zod schema the browser validates with. */
export function fieldsSchema(form: FormName, o: FormOptions) {
  switch (form) {
    case 'test-drive': return testDriveSchema(o).extend(carDefaults);
    case 'request-photos': return requestPhotosSchema(o).extend(carDefaults);
    case 'make-an-offer': return makeOfferSchema(o).extend(carDefaults);
    case 'careers': return careersSchema(o);
    case 'find-similar': return enquirySchema({ ...o, messageRequired: false }).extend(carDefaults);
    case 'valuation-rego': return z.object({ rego: valuationSchema.shape.rego, regoState: valuationSchema.shape.regoState, hidden: z.string().max(0).optional() });
    case 'valuation-adjustments': return z.object({ id: z.string().min(1).max(40), adjustmentAnswers: z.record(z.string().max(60), z.union([z.string().max(200), z.number(), z.boolean()])), hidden: z.string().max(0).optional() });
    case 'valuation-offer': return valuationSchema.extend({ id: z.string().min(1).max(40).optional(), offer_accepted: z.boolean() });
    default: return enquirySchema(o).extend(carDefaults);
  }
}

/** What a form's lead is filed as, and the analytics event it fires (spec §7, §9). */
export function classify(form: FormName, fields: Record<string, unknown>, carType?: CarType): { category: string; subcategory: string | null; event: number | null } {
  const used = carType === 'used';
  switch (form) {
    case 'new-vehicle-enquiry': return { category: 'New Vehicle Enquiry', subcategory: null, event: EVENTS.newEnquiry };
    case 'test-drive': return { category: 'Test Drive', subcategory: null, event: used ? EVENTS.usedTestDrive : EVENTS.testDriveNew };
    case 'request-photos': return { category: 'Request Photos', subcategory: null, event: used ? EVENTS.usedEnquiry : EVENTS.newEnquiry };
    case 'make-an-offer': return { category: 'Make an Offer', subcategory: null, event: used ? EVENTS.usedEnquiry : EVENTS.newEnquiry };
    case 'find-similar': return { category: DEFAULT_CATEGORY, subcategory: FIND_SIMILAR_SUBCATEGORY, event: EVENTS.defaultEnquiry };
    case 'fleet': return { category: 'Fleet Enquiry', subcategory: null, event: EVENTS.fleetEnquiry };
    case 'careers': return { category: DEFAULT_CATEGORY, subcategory: 'Career Enquiry', event: EVENTS.careerEnquiry };
    case 'finance-enquiry': return { category: 'Finance Enquiry', subcategory: null, event: null };
    case 'customer-feedback': return { category: 'Customer Feedback', subcategory: null, event: null };
    case 'valuation-rego': return { category: 'Trade-In Valuation', subcategory: 'Rego lookup', event: null };
    case 'valuation-adjustments': return { category: 'Trade-In Valuation', subcategory: 'Adjustments', event: null };
    case 'valuation-offer': return { category: 'Trade-In Valuation', subcategory: fields.offer_accepted ? 'Offer accepted' : 'Offer declined', event: fields.offer_accepted ? EVENTS.offerAccepted : null };
    default: {
      const category = typeof fields.category === 'string' && fields.category ? fields.category : DEFAULT_CATEGORY;
      const subcategory = typeof fields.subcategory === 'string' && fields.subcategory ? fields.subcategory : null;
      return { category, subcategory, event: carType ? (used ? EVENTS.usedEnquiry : EVENTS.newEnquiry) : EVENTS.defaultEnquiry };
    }
  }
}

/** Spec §7 lead helper: the envelope around a form's fields. Unknown keys are dropped. */
export const leadEnvelopeSchema = z.object({
  form: z.enum(FORMS),
  fields: z.record(z.string(), z.unknown()),
  url: z.url().max(2000),
  car_id: z.number().int().positive().optional(),
  car_dealership_id: z.number().int().positive().optional(),
  car_type: z.enum(['new', 'demo', 'used']).optional(),
  form_completed: z.boolean().default(true),
  lead_attributes: z.object({
    visited_pages: z.array(z.string().max(500)).max(50).default([]),
    linked_query_params: z.record(z.string().max(100), z.string().max(500)).default({}),
  }).prefault({}),
  opt_in_text: z.string().max(500),
});
export type LeadEnvelope = z.input<typeof leadEnvelopeSchema>;
