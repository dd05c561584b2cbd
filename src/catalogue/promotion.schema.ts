import { z } from 'zod';

import { carTypes } from './car.schema.ts';

/** A day (2025-07-01, read as +10:00) or a time with its offset (2025-07-01T09:00:00+10:00). */
const when = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error:
    'Use a date such as 2025-07-01 or a time with its offset such as 2025-07-01T09:00:00+10:00',
});

/** Where a promotion leads: a path on the site, or an https:// address. */
const link = z
  .string()
  .regex(
    /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/,
    'Use a path on the site such as /special-offers, or an https:// address',
  );

/**
 * A promotion of the dealer's (spec Screens, States, data/sites/<slug>/promotions.json): the promo popup
 * (home page, where features.promoPopup is on) or a promotional tile (among the search results,
 * where features.listingInserts is on). Both show only within their dates; a tile only on searches
 * of its car conditions.
 */
export const promotionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, 'Lower-case letters, digits and hyphens'),
  kind: z.enum(['popup', 'tile']),
  title: z.string().min(1).max(80),
  description: z.string().min(1).max(300),
  /** A photo on the site (/images/…). */
  image: z
    .string()
    .regex(/^\/images\/[\w./-]+\.(jpe?g|png|webp)$/, 'A photo on the site such as /images/x.jpg')
    .nullish(),
  button: z.string().min(1).max(40),
  link,
  start_date: when.nullish(),
  expiry_date: when.nullish(),
  /** Tiles: the car conditions whose searches show it (none: every search). */
  car_conditions: z.array(z.enum(carTypes)).default([]),
});

export type Promotion = z.infer<typeof promotionSchema>;
