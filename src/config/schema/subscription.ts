import { z } from 'zod';

import { doc } from './doc.ts';

/**
 * What a weekly subscription price buys (features.offersSubscription): shown beside every
 * subscription price, so '$154/week' says what the week pays for, and sent with a subscription
 * request so the dealer quotes the same terms.
 */
export const subscriptionSchema = z.strictObject({
  minimumTermMonths: doc(
    z.number().int().min(1).max(60).default(3),
    'The shortest subscription, in months; after it the subscriber may hand the car back with the notice below.',
    3,
  ),
  noticeWeeks: doc(
    z.number().int().min(0).max(12).default(2),
    'Notice, in weeks, to end a subscription after its minimum term.',
    2,
  ),
  kmPerYear: doc(
    z.number().int().min(1000).max(100_000).default(20_000),
    'Kilometres a year the weekly price includes.',
    20_000,
  ),
  excessKmCents: doc(
    z.number().int().min(0).max(500).default(15),
    'What each kilometre over the allowance costs, in cents.',
    15,
  ),
  includes: doc(
    z
      .array(z.string().trim().min(1).max(60))
      .min(1)
      .max(10)
      .default([
        'Registration and CTP',
        'Comprehensive insurance',
        'Scheduled servicing',
        'Roadside assistance',
        'Tyres and maintenance',
      ]),
    'What the weekly price includes, in the order shown.',
    ['Registration and CTP', 'Comprehensive insurance', 'Scheduled servicing'],
  ),
  bondWeeks: doc(
    z.number().int().min(0).max(8).default(2),
    'The refundable bond, in weeks of the subscription price (0 for none).',
    2,
  ),
});
export type SubscriptionTerms = z.infer<typeof subscriptionSchema>;
