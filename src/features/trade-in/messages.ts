import { FIELD_MESSAGES } from '~/features/leads/messages.ts';

/** What the trade-in wizard and its endpoints say (the spec leaves these to us). */
export const TRADE_IN_MESSAGES = {
  badRequest: 'Please check the details and try again.',
  notFound: (state: string, noun: string) =>
    `We couldn't find that registration in ${state}. Check the plate and state, or choose your ${noun} by make and model.`,
  lookupDown: (noun: string) =>
    `We can't look up registrations just now. Choose your ${noun} by make and model instead, or try again in a minute.`,
  valuerDown:
    "We can't work out an estimate just now. Try again in a minute; your details are saved on this page.",
  offline: "We couldn't reach our server. Check your connection and try again.",
  year: 'Please choose the year it was built.',
  answer: 'Please answer this question.',
  kms: FIELD_MESSAGES.kms,
} as const;
