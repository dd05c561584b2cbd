import { z } from 'zod';

/** A special offer (spec Entities Offer), with the date window it runs in. */
export const offerSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  description: z.string().default(''),
  sanitized_description: z.string().nullish(),
  disclaimer: z.string().default(''),
  category: z.string().nullish(),
  image_url: z.string().nullish(),
  image_or_model_image: z.object({ url: z.string() }).nullish(),
  manufacturer: z
    .union([z.string(), z.object({ name: z.string(), slug: z.string().optional() })])
    .nullish(),
  model: z
    .object({ name: z.string(), slug: z.string(), override_url: z.string().nullish() })
    .nullish(),
  excluded_website_ids: z.array(z.number().int()).default([]),
  dealership_id: z.number().int().positive(),
  starts_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }),
});

export type Offer = z.infer<typeof offerSchema>;
