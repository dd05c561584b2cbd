import { z } from 'zod';

import { modelCategories } from './model-categories.ts';

/** A manufacturer model (spec Entities Model). */
export const modelSchema = z.object({
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  manufacturer: z.string().min(1),
  status: z.string().nullish(),
  image: z.object({ url: z.string() }).nullish(),
  cloudfront_new_image_url: z.string().nullish(),
  manufacturer_body: z.enum(modelCategories),
  override_url: z.string().nullish(),
  accessories_count: z.number().int().min(0).default(0),
  /** The grades on sale, cheapest first, each at the manufacturer's list price before on-road costs. */
  grades: z
    .array(
      z.object({
        name: z.string().min(1),
        price: z.number().int().positive(),
        fuel: z.string().min(1),
        transmission: z.string().min(1),
        drive: z.string().min(1),
      }),
    )
    .default([]),
  /** Key specifications across the range. */
  specs: z
    .object({
      body: z.string().min(1),
      engine: z.string().min(1),
      fuel: z.array(z.string().min(1)).min(1),
      transmission: z.array(z.string().min(1)).min(1),
      drive: z.array(z.string().min(1)).min(1),
      seats: z.number().int().positive(),
      doors: z.number().int().positive(),
    })
    .nullish(),
  /** Photos of the model beyond its hero image, each with what it shows. */
  gallery: z.array(z.object({ url: z.string().min(1), alt: z.string().min(1) })).default([]),
});

/** A manufacturer in the embedded list (spec Entities): id, name, slug, logo. */
export const manufacturerSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  logo: z.string().min(1),
});

/** Capped-price service plan per model (spec Entities, Constants Service Advantage). */
export const serviceAdvantagePlanSchema = z.object({
  model: z.string().min(1),
  amount: z.number().positive(),
  years: z.number().int().positive(),
  services: z.number().int().positive(),
  interval: z.string().min(1),
  distance_range: z.string().min(1),
});

export const accessoryCategories = [
  'Exterior',
  'Interior',
  'Protection',
  'Towing & carrying',
] as const;

/**
 * A genuine accessory of a model (data/catalogue/accessories.json), shown on /{model slug}/accessories
 * (spec Screens) where the model's accessories_count is above 0: a card with its photo at 520x292.
 */
export const accessorySchema = z.strictObject({
  /** The part number. */
  id: z.string().regex(/^[A-Z0-9-]+$/, 'A part number such as TYT-FM0100'),
  /** The model's slug. */
  model: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1).max(80),
  category: z.enum(accessoryCategories),
  /** Fitted price in AUD (recommended retail). */
  price: z.number().positive().max(100_000),
  description: z.string().min(1).max(400),
  image: z.object({ url: z.string().min(1) }),
});

export type Model = z.infer<typeof modelSchema>;
export type Accessory = z.infer<typeof accessorySchema>;
export type AccessoryCategory = (typeof accessoryCategories)[number];
export type Manufacturer = z.infer<typeof manufacturerSchema>;
export type ServiceAdvantagePlan = z.infer<typeof serviceAdvantagePlanSchema>;
