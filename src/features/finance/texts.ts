/**
 * The comparison-rate warning the National Credit Code requires beside a comparison rate
 * (reg 100 ff.), in its usual words.
 */
export const COMPARISON_WARNING =
  '*WARNING: This comparison rate is true only for the example given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';

/**
 * Spec Screens finance page: the steps card, in the dealer's noun ('Purchase the caravan'). Online
 * application and pre-approval are promised only where the dealer has an online lender; without
 * one the steps are the finance team's call.
 */
export function financeSteps(hasLender: boolean, item: string) {
  return [
    hasLender
      ? { title: 'Step 1', text: 'Apply online in minutes' }
      : { title: 'Step 1', text: 'Tell us about the loan you have in mind' },
    hasLender
      ? { title: 'Step 2', text: 'Get pre-approved with a personalised rate' }
      : { title: 'Step 2', text: 'Our finance team calls you with options' },
    { title: 'Step 3', text: `Purchase the ${item}` },
  ];
}

/** Spec Screens pre-approval popup. */
export const PRE_APPROVAL_TITLE =
  'Instant Finance pre-approval with no impact on your credit score';
export const PRE_APPROVAL_STEPS = [
  'Quick Estimate',
  'Your Details',
  'Instant pre-approval',
  'Apply to lender',
] as const;

/** Spec Constants trade-in FAQ on the finance page. */
export const TRADE_IN_FAQ = [
  {
    q: 'Can I trade in my current car?',
    a: 'Yes. Tell us about it when you apply and we will value it; the amount we offer can go towards your deposit.',
  },
  {
    q: 'Can I get an online estimate for my trade-in?',
    a: 'Usually, yes. Online estimates are generally not given for cars over 7 years old or with more than 100,000 km: we value those in person instead.',
  },
  {
    q: 'What if I still owe money on my car?',
    a: 'That is common. We ask your lender for the payout figure and settle it when you take delivery; any equity left counts towards your new car.',
  },
] as const;

/**
 * The finance page's questions: the trade-in FAQ and one about the credit score that promises
 * only what the dealer offers (the instant pre-approval's soft check where the dealer file names
 * a lender; otherwise that an enquiry is not a credit application).
 */
export function financeFaq(hasLender: boolean): readonly { q: string; a: string }[] {
  return [
    ...TRADE_IN_FAQ,
    hasLender
      ? {
          q: 'Does a pre-approval affect my credit score?',
          a: 'No. The instant pre-approval uses a soft check that lenders cannot see; a full credit check happens only when you choose to go ahead.',
        }
      : {
          q: 'Does asking about finance affect my credit score?',
          a: 'No. A finance enquiry is not a credit application: we call you to talk through the options, and a credit check happens only if you choose to apply.',
        },
  ];
}

/** The finance page's description (search results, link previews). */
export const financePageDescription = (dealer: string, hasLender: boolean) =>
  hasLender
    ? `Finance from ${dealer}: a quick estimate, pre-approval and the calculator.`
    : `Finance from ${dealer}: a call from our finance team, and the calculator.`;
