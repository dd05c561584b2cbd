import { z } from 'zod';

/** Spec §2 models dropdown categories, in menu order. */
export const modelCategories = [
  'Cars',
  'Hatch & sedans',
  'SUVs & 4WDs',
  'Utes & Vans',
  'GR & performance',
  'Electrified',
  'Upcoming',
  'Discontinued',
] as const;

/** A manufacturer model (spec §3 Model). */
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
});

/** A manufacturer in the embedded list (spec §3): id, name, slug, logo. */
export const manufacturerSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  logo: z.string().min(1),
});

/** Capped-price service plan per model (spec §3, §9 Service Advantage). */
export const serviceAdvantagePlanSchema = z.object({
  model: z.string().min(1),
  amount: z.number().positive(),
  years: z.number().int().positive(),
  services: z.number().int().positive(),
  interval: z.string().min(1),
  distance_range: z.string().min(1),
});

export type Model = z.infer<typeof modelSchema>;
export type Manufacturer = z.infer<typeof manufacturerSchema>;
export type ServiceAdvantagePlan = z.infer<typeof serviceAdvantagePlanSchema>;
