/**
 * A reservation's life: a row with a state, moved only along these arrows, each move
 * one guarded UPDATE in the database (`reservations.server.ts`), so two movers never both win.
 *
 *   pending_payment → held → converted | released | cancelled | expired
 *   pending_payment → cancelled | expired   (never paid: the pay window passed, or the buyer left)
 */
export const RESERVATION_STATES = [
  'pending_payment',
  'held',
  'converted',
  'released',
  'cancelled',
  'expired',
] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

/** Where each state may go. Ended states go nowhere. */
export const TRANSITIONS: Record<ReservationState, readonly ReservationState[]> = {
  pending_payment: ['held', 'cancelled', 'expired'],
  held: ['converted', 'released', 'cancelled', 'expired'],
  converted: [],
  released: [],
  cancelled: [],
  expired: [],
};

/** States that keep the car from anyone else (the database allows one per car). */
export const LIVE_STATES: readonly ReservationState[] = ['pending_payment', 'held', 'converted'];

export class IllegalTransition extends Error {
  constructor(
    readonly from: ReservationState,
    readonly to: ReservationState,
  ) {
    super(`A reservation cannot go from ${from} to ${to}.`);
  }
}

export const canMove = (from: ReservationState, to: ReservationState) =>
  TRANSITIONS[from].includes(to);

/** The states a move to `to` may start from (the guard of its UPDATE). */
export const movesInto = (to: ReservationState): ReservationState[] =>
  RESERVATION_STATES.filter((from) => canMove(from, to));

/** The next state, or an IllegalTransition. */
export function move(from: ReservationState, to: ReservationState): ReservationState {
  if (!canMove(from, to)) throw new IllegalTransition(from, to);
  return to;
}

export type PaymentStatus = 'none' | 'authorised' | 'captured' | 'released' | 'refunded';

/**
 * What happens to the deposit when a reservation ends in `to`: a sale keeps it (an authorisation
 * is captured then), anything else gives it back (an authorisation released, a charge refunded).
 * Before any money moved there is only an unpaid intent to cancel.
 */
export function moneyOnEnd(
  to: ReservationState,
  payment: PaymentStatus,
): 'capture' | 'keep' | 'release' | 'refund' | 'void' | 'none' {
  if (to === 'converted') return payment === 'authorised' ? 'capture' : 'keep';
  if (payment === 'authorised') return 'release';
  if (payment === 'captured') return 'refund';
  if (payment === 'none') return 'void';
  return 'none';
}

/** What the dealer's lead says of each state (its subcategory). */
export const STATE_LABELS: Record<ReservationState, string> = {
  pending_payment: 'Awaiting payment',
  held: 'Held',
  converted: 'Sold',
  released: 'Released by the dealer',
  cancelled: 'Cancelled by the buyer',
  expired: 'Hold expired',
};
