import { describe, expect, it } from 'vitest';

import {
  COMPARISON_WARNING,
  financeFaq,
  financeSteps,
  PRE_APPROVAL_STEPS,
  PRE_APPROVAL_TITLE,
  TRADE_IN_FAQ,
} from './texts.ts';

describe('finance texts (spec Screens, Constants)', () => {
  it('titles the popup and names its four steps as the spec does', () => {
    expect(PRE_APPROVAL_TITLE).toBe(
      'Instant Finance pre-approval with no impact on your credit score',
    );
    expect(PRE_APPROVAL_STEPS).toEqual([
      'Quick Estimate',
      'Your Details',
      'Instant pre-approval',
      'Apply to lender',
    ]);
  });

  it("has the three steps of the finance page, promising online pre-approval only with a lender, in the dealer's noun", () => {
    expect(financeSteps(true, 'car').map((s) => s.text)).toEqual([
      'Apply online in minutes',
      'Get pre-approved with a personalised rate',
      'Purchase the car',
    ]);
    expect(financeSteps(false, 'caravan').map((s) => s.text)).toEqual([
      'Tell us about the loan you have in mind',
      'Our finance team calls you with options',
      'Purchase the caravan',
    ]);
  });

  it('says online trade-in estimates are generally not given over 7 years or 100,000 km', () => {
    expect(
      TRADE_IN_FAQ.some((f) => f.a.includes('over 7 years old or with more than 100,000 km')),
    ).toBe(true);
  });

  it('promises the instant pre-approval only where the dealer has a lender', () => {
    const promise = (faq: readonly { a: string }[]) =>
      faq.some((f) => /instant pre-approval|soft check/i.test(f.a));
    expect(promise(financeFaq(true))).toBe(true);
    expect(promise(financeFaq(false))).toBe(false);
    expect(financeFaq(false).at(-1)!.q).toBe('Does asking about finance affect my credit score?');
  });

  it('warns that the comparison rate is true only for the example given', () => {
    expect(COMPARISON_WARNING).toMatch(
      /^\*WARNING: This comparison rate is true only for the example given/,
    );
  });
});
