import type { MailMessage } from '~/services/mail/mail.ts';

/** The two links every alert e-mail carries, absolute on the site's own address (never the request's). */
export interface AlertLinks {
  origin: string;
  /** The signed unsubscribe token of the alert (any of the address's alerts will do). */
  unsubscribeToken: string;
}

/** RFC 2369 / RFC 8058: one-click unsubscribe that a mail program can offer beside the sender. */
export const unsubscribeHeaders = ({ origin, unsubscribeToken }: AlertLinks) => ({
  'List-Unsubscribe': `<${origin}/api/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export const unsubscribePage = ({ origin, unsubscribeToken }: AlertLinks) =>
  `${origin}/pages/unsubscribe#${unsubscribeToken}`;

/** The double opt-in e-mail: nothing else is sent until its link is followed. */
export function confirmationMail(input: {
  to: string;
  dealerName: string;
  plural: string;
  /** A price watch: the noun of what it watches ('car'); its page is `searchUrl`. */
  watches?: string;
  searchUrl: string;
  confirmToken: string;
  links: AlertLinks;
}): MailMessage {
  const { origin } = input.links;
  const what = input.watches ? `price-drop alert` : `${input.plural.toLowerCase()} alert`;
  return {
    to: input.to,
    subject: `Confirm your ${what} from ${input.dealerName}`,
    text: [
      'Hello,',
      '',
      input.watches
        ? `You asked ${input.dealerName} to e-mail this address once each time the price of this ${input.watches.toLowerCase()} drops:`
        : `You asked ${input.dealerName} to e-mail this address when ${input.plural.toLowerCase()} matching your search arrive in stock:`,
      `${origin}${input.searchUrl}`,
      '',
      'To turn the alert on, follow this link:',
      `${origin}/alerts/confirm#${input.confirmToken}`,
      '',
      'If you did not ask for this, ignore this e-mail: we will send you nothing more.',
      '',
      input.dealerName,
      '',
      `Unsubscribe: ${unsubscribePage(input.links)}`,
    ].join('\n'),
    headers: unsubscribeHeaders(input.links),
  };
}

/** One car in a digest: its name, its price as its card shows it, and its page. */
export interface DigestCar {
  name: string;
  price: string;
  path: string;
}

/**
 * How every alert e-mail ends: the dealer's name, why the buyer gets it, and a one-click
 * unsubscribe (its headers go with it: `unsubscribeHeaders`).
 */
const alertFooter = (dealerName: string, links: AlertLinks) => [
  dealerName,
  '',
  `You get this e-mail because you asked for it and confirmed it. Unsubscribe at once: ${unsubscribePage(links)}`,
];

/** Most cars listed in one digest; the rest are behind the searches' links. */
export const DIGEST_MAX_CARS = 20;

/** A subscriber's digest after a build: every new car of all their alerts, once. */
export function digestMail(input: {
  to: string;
  dealerName: string;
  noun: { singular: string; plural: string };
  alerts: { label: string; searchUrl: string }[];
  cars: DigestCar[];
  links: AlertLinks;
}): MailMessage {
  const { origin } = input.links;
  const n = input.cars.length;
  const shown = input.cars.slice(0, DIGEST_MAX_CARS);
  const noun = (n === 1 ? input.noun.singular : input.noun.plural).toLowerCase();
  return {
    to: input.to,
    subject:
      n === 1
        ? `Just arrived at ${input.dealerName}: ${input.cars[0]!.name}`
        : `${n} ${noun} just arrived for your alert at ${input.dealerName}`,
    text: [
      'Hello,',
      '',
      `${n} ${noun} matching your alert${input.alerts.length > 1 ? 's' : ''} just arrived at ${input.dealerName}:`,
      '',
      ...shown.flatMap((c) => [`${c.name}: ${c.price}`, `${origin}${c.path}`, '']),
      ...(n > shown.length ? [`…and ${n - shown.length} more.`, ''] : []),
      `Your alert${input.alerts.length > 1 ? 's' : ''}:`,
      ...input.alerts.map((a) => `${a.label}: ${origin}${a.searchUrl}`),
      '',
      ...alertFooter(input.dealerName, input.links),
    ].join('\n'),
    headers: unsubscribeHeaders(input.links),
  };
}

/** The double opt-in text message (a site that sends texts): the link turns the alert on. */
export const confirmationSms = (input: {
  dealerName: string;
  plural: string;
  watches?: string;
  confirmToken: string;
  links: AlertLinks;
}) =>
  `${input.dealerName}: to get a text ${input.watches ? `when the price of the ${input.watches.toLowerCase()} you saved drops` : `when ${input.plural.toLowerCase()} matching your search arrive in stock`}, confirm here: ${input.links.origin}/alerts/confirm#${input.confirmToken} Not you? Ignore this text.`;

/** A subscriber's digest as one text: how many arrived, the search, and the unsubscribe link. */
export const digestSms = (input: {
  dealerName: string;
  noun: { singular: string; plural: string };
  cars: number;
  searchUrl: string;
  links: AlertLinks;
}) =>
  `${input.dealerName}: ${input.cars} ${(input.cars === 1 ? input.noun.singular : input.noun.plural).toLowerCase()} just arrived for your alert: ${input.links.origin}${input.searchUrl} Stop: ${unsubscribePage(input.links)}`;

/** A saved car's price drop: what it is now, what the buyer was last told, and its page. */
export interface PriceDrop {
  name: string;
  /** Both as the car's page shows them ('$31,990'). */
  now: string;
  was: string;
  path: string;
}

/** One e-mail for one drop of one saved car's price. */
export function priceDropMail(input: {
  to: string;
  dealerName: string;
  drop: PriceDrop;
  links: AlertLinks;
}): MailMessage {
  const { origin } = input.links;
  const { drop } = input;
  return {
    to: input.to,
    subject: `Price drop at ${input.dealerName}: ${drop.name} is now ${drop.now}`,
    text: [
      'Hello,',
      '',
      `The price of the ${drop.name} you saved at ${input.dealerName} has dropped from ${drop.was} to ${drop.now}:`,
      `${origin}${drop.path}`,
      '',
      ...alertFooter(input.dealerName, input.links),
    ].join('\n'),
    headers: unsubscribeHeaders(input.links),
  };
}

/** The same drop as one text. */
export const priceDropSms = (input: { dealerName: string; drop: PriceDrop; links: AlertLinks }) =>
  `${input.dealerName}: the ${input.drop.name} you saved is now ${input.drop.now} (was ${input.drop.was}): ${input.links.origin}${input.drop.path} Stop: ${unsubscribePage(input.links)}`;
