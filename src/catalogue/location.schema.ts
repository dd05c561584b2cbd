import { z } from 'zod';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM');

/** Opening-hour entry (spec Entities): weekday 0 Sunday to 6 Saturday. */
export const openingHourEntrySchema = z.object({
  weekday: z.number().int().min(0).max(6),
  status: z.enum(['Open', 'Closed', 'By appointment only']),
  formated_hours: z.string().nullish(),
  open: hhmm.nullish(),
  close: hhmm.nullish(),
});

export const specialHoursSchema = z.object({
  date: z.iso.date(),
  status: z.enum(['Open', 'Closed', 'By appointment only']),
  location_id: z.number().int(),
  start_hour: hhmm.nullish(),
  end_hour: hhmm.nullish(),
  label: z.string().nullish(),
});

export const locationTypes = ['sales', 'service', 'parts', 'car-buying', ''] as const;

/** A dealer location (spec Entities Location). */
export const locationSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  location_type: z.enum(locationTypes),
  location_subtype: z.string().nullish(),
  manufacturers: z.array(z.string()).default([]),
  primary: z.boolean().default(false),
  visible: z.boolean().default(true),
  dealership_id: z.number().int().positive(),
  dealership_slug: z.string().min(1),
  dealer_license_number: z.string().nullish(),
  motor_vehicle_repairer: z.string().nullish(),
  image: z.string().nullish(),
  reviews: z
    .object({ average_rating: z.number().min(0).max(5), count: z.number().int().min(0) })
    .nullish(),
  address: z.object({
    street: z.string().min(1),
    city: z.string().min(1),
    state: z.enum(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT']),
    postcode: z.string().regex(/^\d{4}$/),
    lat: z.number().min(-44).max(-10),
    long: z.number().min(112).max(154),
    place_url: z.string().nullish(),
    place_id: z.string().nullish(),
    map_key: z.string().nullish(),
  }),
  contact_detail: z.object({
    phone: z.string().min(8),
    landline_phone: z.string().nullish(),
    opening_hours: z.array(openingHourEntrySchema),
  }),
  special_hours: z.array(specialHoursSchema).default([]),
  /** Saturday alternates 'By Appointment Only' every second week from this Saturday (spec States). */
  fortnightly_appointment_saturday: z.object({ reference_date: z.iso.date() }).nullish(),
  distribution_locations: z.array(z.number().int()).default([]),
});

export type Location = z.infer<typeof locationSchema>;
export type OpeningHourEntry = z.infer<typeof openingHourEntrySchema>;
