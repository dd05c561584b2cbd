import { describe, expect, it } from 'vitest';

import { subscriptionSchema } from '~/config/schema/subscription.ts';

import { subscriptionView } from './subscription.ts';

describe('what a subscription includes', () => {
  it("says the dealer's terms for the car's weekly price", () => {
    const v = subscriptionView('2015 Toyota HiLux Rugged X', 154, subscriptionSchema.parse({}));
    expect(v.weekly).toBe('$154/week');
    expect(v.includes).toEqual([
      'Registration and CTP',
      'Comprehensive insurance',
      'Scheduled servicing',
      'Roadside assistance',
      'Tyres and maintenance',
      '20,000 km a year',
    ]);
    // The bond is two weeks of this car's price.
    expect(v.terms).toBe(
      "Minimum 3 months, then 2 weeks' notice. Extra km 15c each. Refundable bond $308.",
    );
    expect(v.message).toBe(
      "I'd like to subscribe to the 2015 Toyota HiLux Rugged X at $154/week (minimum 3 months, 20,000 km a year).",
    );
  });

  it('leaves out what the dealer does not charge', () => {
    const v = subscriptionView(
      'Caravan',
      99,
      subscriptionSchema.parse({
        minimumTermMonths: 1,
        noticeWeeks: 0,
        excessKmCents: 0,
        bondWeeks: 0,
        kmPerYear: 15000,
        includes: ['Registration'],
      }),
    );
    expect(v.includes).toEqual(['Registration', '15,000 km a year']);
    expect(v.terms).toBe('Minimum 1 month, then end it any time.');
  });
});
