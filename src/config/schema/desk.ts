import { z } from 'zod';

import { doc, envVarName } from './doc.ts';

/** What a member of staff may do at the desk (the server checks it on every call). */
export const DESK_ROLES = ['sales', 'service', 'manager'] as const;
export type DeskRole = (typeof DESK_ROLES)[number];

/** An Australian mobile, with or without spaces (the desk compares its ten digits). */
const staffMobile = z
  .string()
  .regex(/^04\d{2} ?\d{3} ?\d{3}$/, 'Must be an Australian mobile number, like 0412 345 678');

/** A staff mobile as ten digits, however the list wrote it. */
export const mobileDigits = (mobile: string) => mobile.replace(/\s/g, '').replace(/^\+614/, '04');

export const staffMemberSchema = z.strictObject({
  name: doc(z.string().trim().min(1).max(60), 'Shown on the desk and in its audit log.', 'Sam Lee'),
  mobile: doc(staffMobile, 'The mobile the sign-in code is texted to.', '0412 345 678'),
  role: doc(
    z.enum(DESK_ROLES),
    'sales: reservations, online orders, leads and test drives; service: service bookings; manager: all of these, plus stock feeds and stock-alert counts.',
    'manager',
  ),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/**
 * The dealer desk at /desk: staff sign in with a texted code and run the day's reservations,
 * bookings, leads and feeds from a phone. Off by default.
 */
export const deskSchema = z
  .strictObject({
    enabled: doc(
      z.boolean().default(false),
      'Turns the dealer desk on at /desk (default off).',
      true,
    ),
    staff: doc(
      z.array(staffMemberSchema).max(200).default([]),
      "Staff who may sign in. Staff mobiles are personal data: a dealer that would rather not commit them lists staff in the environment variable named by staffEnv instead (the same JSON array); the desk takes both lists, and a mobile in both is the environment's entry.",
      [{ name: 'Sam Lee', mobile: '0412 345 678', role: 'manager' }],
    ),
    staffEnv: doc(
      envVarName.default('DESK_STAFF'),
      'The environment variable that may hold more staff, as a JSON array of { name, mobile, role }.',
      'DESK_STAFF',
    ),
  })
  .prefault({});
