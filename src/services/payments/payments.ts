/**
 * Card payments for reservation and buy-online deposits (src/services/payments/): what
 * every processor does, in PaymentIntent terms (Stripe's): an intent for an amount, confirmed with
 * a card, then captured (manual capture: an authorisation hold), cancelled (released, free) or
 * refunded.
 */

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

/** A payment intent as our code needs it, whichever processor made it. */
export interface Intent {
  id: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  captureMethod: 'manual' | 'automatic';
  amountRefunded: number;
  cardLast4: string | null;
  /** Stripe's client secret: the browser's Payment Element confirms the intent with it. */
  clientSecret: string | null;
  /** Our reservation's id, as the intent's metadata carries it. */
  reservationId: string | null;
  /** Why the last attempt to pay failed, in the processor's words for the buyer. */
  lastError: string | null;
}

export type PaymentResult<T> =
  | { ok: true; value: T }
  /** The card was refused (declined, insufficient funds, expired…): the buyer can try another. */
  | { ok: false; kind: 'declined'; message: string; code: string }
  /** The processor did not answer in time, or failed, or rate-limited us: try again later. */
  | { ok: false; kind: 'unavailable'; message: string }
  /** The processor refused the request itself (our bug or a bad key): never retried. */
  | { ok: false; kind: 'refused'; message: string };

export interface CreateIntent {
  amountCents: number;
  currency: 'aud';
  /** manual: an authorisation hold, captured later; automatic: charged at once. */
  captureMethod: 'manual' | 'automatic';
  reservationId: string;
  description: string;
  /** Sent as the processor's Idempotency-Key: the same key never makes two intents. */
  idempotencyKey: string;
}

/** A card as the embedded test mode takes it (never stored, never logged). */
export interface TestCard {
  number: string;
  expiry: string;
  cvc: string;
}

export interface Payments {
  kind: 'embedded' | 'stripe';
  /** A processor whose cards are test cards: the pages say so wherever money is mentioned. */
  testMode: boolean;
  createIntent(req: CreateIntent): Promise<PaymentResult<Intent>>;
  retrieve(id: string): Promise<PaymentResult<Intent>>;
  /** Captures an authorised (manual) intent in full. */
  capture(id: string, idempotencyKey: string): Promise<PaymentResult<Intent>>;
  /** Cancels an intent not yet captured: an authorisation is released, nothing is charged. */
  cancel(id: string, idempotencyKey: string): Promise<PaymentResult<Intent>>;
  /** Refunds a captured intent in full. */
  refund(id: string, idempotencyKey: string): Promise<PaymentResult<{ id: string }>>;
  /** The embedded test mode only: pays an intent with a test card (Stripe's browser code does this there). */
  confirmTestCard?(id: string, card: TestCard, now: Date): Promise<PaymentResult<Intent>>;
}

/** Stripe's own words for a refused card, as its API gives them to show to the buyer. */
export const CARD_MESSAGES = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  incorrect_number: 'Your card number is incorrect.',
  invalid_expiry: "Your card's expiration date is incorrect.",
} as const;
export type CardError = keyof typeof CARD_MESSAGES;

/**
 * What the embedded test mode does with a card, as a card processor's test mode does (Stripe's
 * documented test numbers): 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000
 * 0000 9995 fails for insufficient funds; any other number is refused as incorrect. An expiry in
 * the past (MM/YY, the card valid to the end of that month) or a CVC that is not 3 or 4 digits is
 * refused as a processor would.
 */
export function testCardOutcome(card: TestCard, now: Date): CardError | null {
  const number = card.number.replace(/[\s-]/g, '');
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  if (!expiry) return 'invalid_expiry';
  const month = Number(expiry[1]);
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (month < 1 || month > 12) return 'invalid_expiry';
  if (Date.UTC(year, month, 1) <= now.getTime()) return 'expired_card';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return 'incorrect_cvc';
  if (number === '4242424242424242') return null;
  if (number === '4000000000000002') return 'card_declined';
  if (number === '4000000000009995') return 'insufficient_funds';
  return 'incorrect_number';
}
