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
  unknownModel: (noun: string) =>
    `We don't know that make and model. Choose your ${noun} from the lists, or look up its registration.`,
  notThatCar: (noun: string) =>
    `That is not the ${noun} the registration lookup found. Look it up again, or choose it from the lists.`,
  inProgress: 'This estimate is still being worked out. Try again in a moment.',
} as const;

/** A trade-in page's heading, title and description, in the dealer's word for the visitor's vehicle. */
export function tradeInWords(
  config: { name: string; tradeIn: { noun: { singular: string } } },
  sell: boolean,
): { heading: string; title: string; description: string } {
  const noun = config.tradeIn.noun.singular;
  return sell
    ? {
        heading: `Sell your ${noun}`,
        title: `Sell Your ${noun.replace(/^./, (c) => c.toUpperCase())}`,
        description: `Get an instant offer for your ${noun} from ${config.name}.`,
      }
    : {
        heading: `What is your ${noun} worth?`,
        title: 'Trade-In Valuation',
        description: `What is your ${noun} worth? An instant trade-in estimate from ${config.name}.`,
      };
}
