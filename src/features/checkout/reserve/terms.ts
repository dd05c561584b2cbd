import { dateFormat } from '~/components/formats.ts';
import { formatAud } from '~/features/car/pricing.ts';

export type CheckoutKind = 'reserve' | 'buy-online';

/** What the reserve and buy-online pages and endpoints say (ours: the spec gives none but these). */
export const RESERVE_MESSAGES = {
  /** The refusal when another buyer holds the car. */
  taken: 'This car has just been reserved by someone else',
  notReservable: 'This car cannot be reserved online just now.',
  off: 'Reserving online is not available on this site.',
  termsRequired: 'Please agree to the deposit terms to continue.',
  phoneMismatch: 'That mobile number is not the one you signed in with.',
  paymentsDown:
    'We could not reach our payment provider just now. Nothing has been charged. Please try again in a moment.',
  payWindowOver:
    'The time to pay for this reservation has run out, so the car is back on sale. Nothing has been charged.',
  notPending: 'This reservation is no longer waiting for payment.',
  codeNotSent: 'We could not send the code just now. Check your connection and try again.',
  badLink: 'This link is not valid. Please use the link from your confirmation.',
  linkUsed: 'This cancel link has already been used.',
  notCancellable: 'This reservation has already ended, so there is nothing to cancel.',
  noSuchReservation: 'We could not find that reservation.',
  signInFirst: 'Please sign in first: this site reserves cars for signed-in buyers.',
  orderMissing: 'Please choose how you will pay and how you will get the car.',
  notTestMode: 'Card details are taken by the payment provider on this site, not here.',
  tooLate:
    'Your payment arrived after the time to pay had run out, so the car was not held. Your deposit is being returned in full.',
} as const;

/** Cents of a whole-dollar amount (every amount is kept in cents). */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const fromCents = (cents: number) => cents / 100;
export const formatCents = (cents: number) => formatAud(fromCents(cents));

/** An instant as a buyer reads it, in the dealer's time zone: 'Saturday 28 November 2026 at 1:15 pm AEST'. */
export const formatInstant = (at: Date, timeZone: string) =>
  dateFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);

/** A clock time in the dealer's time zone: "5:38 am AEST". */
const formatClock = (at: Date, timeZone: string) =>
  dateFormat('en-AU', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);

/**
 * A deadline as a person reads it, a duration first and the clock after: "within 20 minutes, by
 * 5:38 am AEST" (the day too when it is not today's, in the dealer's zone). Null once passed.
 */
export function deadlineText(until: Date, now: Date, timeZone: string): string | null {
  const minutes = Math.ceil((until.getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return null;
  const day = (d: Date) => dateFormat('en-AU', { dateStyle: 'full', timeZone }).format(d);
  const by =
    day(until) === day(now) ? formatClock(until, timeZone) : formatInstant(until, timeZone);
  return `within ${minutes} minute${minutes === 1 ? '' : 's'}, by ${by}`;
}

export interface TermsInput {
  kind: CheckoutKind;
  dealerName: string;
  carName: string;
  stockNumber: string | null;
  depositCents: number;
  holdHours: number;
  depositMode: 'authorise' | 'charge';
  /** The money-back guarantee in hours on this car (a used car where the dealer gives one), or 0. */
  moneyBackHours: number;
  testMode: boolean;
}

/**
 * The deposit terms the buyer accepts, word for word (kept with the reservation, with when they
 * were accepted): what the deposit buys, how long the car is held, that it is fully refundable and
 * how, and that it comes off the price.
 */
export function depositTerms(t: TermsInput): string {
  const deposit = formatCents(t.depositCents);
  const car = t.stockNumber ? `${t.carName} (stock number ${t.stockNumber})` : t.carName;
  const back =
    t.depositMode === 'authorise'
      ? 'the hold on your card is released and you are never charged'
      : 'it is refunded to your card in full';
  const lines = [
    t.kind === 'reserve'
      ? `Your ${deposit} deposit reserves the ${car} at ${t.dealerName} for ${t.holdHours} hours from when it is paid: nobody else can reserve or buy it in that time.`
      : `Your ${deposit} deposit holds the ${car} at ${t.dealerName} for ${t.holdHours} hours from when it is paid while we prepare your order: nobody else can reserve or buy it in that time.`,
    `The deposit is fully refundable. If you cancel within the ${t.holdHours} hours (with the link on your confirmation), or the hold ends without a sale, ${back}.`,
    'If you buy the car, the deposit comes off its price.',
  ];
  if (t.moneyBackHours > 0)
    lines.push(`Once you buy it, our ${t.moneyBackHours}-hour money-back guarantee applies.`);
  if (t.testMode) lines.push('Test mode: only test cards are taken and no money moves.');
  return lines.join(' ');
}
