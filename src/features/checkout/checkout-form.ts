import * as z from 'zod/mini';

import { RESERVE_MESSAGES as R } from '~/features/checkout/reserve/terms.ts';
import { codeField, emailField, mobileField, text } from '~/features/leads/forms.ts';
import { FIELD_MESSAGES as M } from '~/features/leads/messages.ts';
import { AU_STATES } from '~/services/rego/rego.ts';

/**
 * The checkout's forms, one schema for the browser (react-hook-form) and the endpoint.
 * Names are the spec's where it has them (spec Entities form fields).
 */
export const CHECKOUT_MESSAGES = {
  lastName: 'Please enter your last name.',
  street: 'Please enter the street address for delivery.',
  suburb: 'Please enter the suburb.',
  state: 'Please choose the state.',
  postcode: 'Please enter a 4-digit postcode.',
  location: 'Please choose where you will pick the car up.',
  card: 'Please enter the card number.',
  expiry: 'Please enter the expiry date as MM/YY.',
  cvc: 'Please enter the 3 or 4 digit security code.',
} as const;

/** Your details: who is reserving, their mobile verified with a code unless they are signed in with it. */
export const detailsSchema = z.object({
  first_name: text(M.name, 100),
  last_name: text(CHECKOUT_MESSAGES.lastName, 100),
  email: emailField,
  phone: mobileField,
  terms_accepted: z.literal(true, { error: R.termsRequired }),
});
export type Details = z.infer<typeof detailsSchema>;

export const codeSchema = z.object({ code: codeField });

export const addressSchema = z.object({
  street: text(CHECKOUT_MESSAGES.street, 200),
  suburb: text(CHECKOUT_MESSAGES.suburb, 100),
  state: z.enum(AU_STATES, { error: CHECKOUT_MESSAGES.state }),
  postcode: z
    .string({ error: CHECKOUT_MESSAGES.postcode })
    .check(z.trim(), z.regex(/^\d{4}$/, CHECKOUT_MESSAGES.postcode)),
});

const id = z.int().check(z.positive(), z.maximum(2_147_483_647));
const shortId = z.string().check(z.regex(/^[\w-]{4,40}$/));

/** Buy online's choices: trade-in, finance or pay in full, delivery or pick-up. */
export const orderSchema = z.object({
  payment: z.enum(['finance', 'pay-in-full']),
  finance_application_id: z._default(z.nullable(shortId), null),
  fulfilment: z.enum(['pick-up', 'delivery']),
  location_id: z._default(z.nullable(id), null),
  delivery_address: z._default(z.nullable(addressSchema), null),
  valuation_id: z._default(z.nullable(shortId), null),
});
export type OrderChoices = z.infer<typeof orderSchema>;

/** POST /api/reservations: the buyer's details, the code (unless signed in), the car and the kind. */
export const reservationRequest = z.object({
  car_id: id,
  kind: z.enum(['reserve', 'buy-online']),
  contact: z.object({
    first_name: text(M.name, 100),
    last_name: text(CHECKOUT_MESSAGES.lastName, 100),
    email: emailField,
    phone: mobileField,
  }),
  code: z.optional(codeField),
  terms_accepted: z.literal(true, { error: R.termsRequired }),
  order: z.optional(orderSchema),
});

/** The embedded test mode's card form (the numbers it takes are Stripe's test cards). */
export const testCardSchema = z.object({
  number: z
    .string({ error: CHECKOUT_MESSAGES.card })
    .check(z.trim(), z.regex(/^[\d\s-]{12,23}$/, CHECKOUT_MESSAGES.card)),
  expiry: z
    .string({ error: CHECKOUT_MESSAGES.expiry })
    .check(z.trim(), z.regex(/^\d{2}\s*\/\s*(\d{2}|\d{4})$/, CHECKOUT_MESSAGES.expiry)),
  cvc: z
    .string({ error: CHECKOUT_MESSAGES.cvc })
    .check(z.trim(), z.regex(/^\d{3,4}$/, CHECKOUT_MESSAGES.cvc)),
});
