import { z } from 'zod';

/** A customer review (spec Entities Review). */
export const reviewSchema = z.object({
  id: z.number().int().positive(),
  customer_name: z.string().min(1),
  text: z.string(),
  rating: z.number().min(1).max(5),
  review_date: z.iso.date(),
  reply_text: z.string().nullish(),
  reply_date: z.iso.date().nullish(),
  image: z.string().nullish(),
  dealership_id: z.number().int().positive(),
});

/** A review set: the reviews plus the count and average the dealer's profile reports. */
export const reviewSetSchema = z.object({
  count: z.number().int().min(0),
  average_rating: z.number().min(0).max(5),
  reviews: z.array(reviewSchema),
});

export type Review = z.infer<typeof reviewSchema>;
export type ReviewSet = z.infer<typeof reviewSetSchema>;
