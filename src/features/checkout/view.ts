import type { ReservationState } from './states.ts';

/** A reservation as its buyer's browser sees it: no one else's details, times in the dealer's zone. */
export interface ReservationView {
  id: string;
  kind: 'reserve' | 'buy-online';
  state: ReservationState;
  state_label: string;
  car: { id: number; slug: string; name: string };
  deposit: string;
  amount_cents: number;
  currency: string;
  hold_hours: number;
  pay_by: string;
  pay_by_text: string;
  /** While it waits for payment: "within 20 minutes, by 5:38 am AEST"; null once paid or passed. */
  pay_within_text: string | null;
  held_until: string | null;
  held_until_text: string | null;
  ended_text: string | null;
  payment_status: 'none' | 'authorised' | 'captured' | 'released' | 'refunded';
  /** The deposit is on its way back (an ended reservation whose money is not yet returned). */
  money_back_pending: boolean;
  card_last4: string | null;
  processor: 'embedded' | 'stripe';
  test_mode: boolean;
  terms: string;
  contact: { first_name: string };
  order: {
    payment: 'finance' | 'pay-in-full';
    fulfilment: 'pick-up' | 'delivery';
    location_id: number | null;
    delivery_address: Record<string, string> | null;
    price: string;
    trade_in: string | null;
    delivery_fee: string | null;
    deposit: string;
    balance: string;
    balance_owed_to_buyer: boolean;
  } | null;
}

/** What an answer of the reservation endpoints carries. */
export interface ReservationAnswer {
  reservation: ReservationView;
  access_token: string;
  cancel_token: string | null;
  payment?: {
    processor: 'embedded' | 'stripe';
    test_mode: boolean;
    client_secret: string | null;
    /** Stripe's publishable key, for the Payment Element (meant for browsers). */
    publishable_key: string | null;
  };
}

/** What the deposit's state is, in a buyer's words. */
export function depositLine(
  r: Pick<ReservationView, 'deposit' | 'payment_status' | 'card_last4' | 'money_back_pending'>,
): string {
  const card = r.card_last4 ? ` on your card ending ${r.card_last4}` : '';
  switch (r.payment_status) {
    case 'authorised':
      return r.money_back_pending
        ? `Your ${r.deposit} deposit${card} is being released. You will not be charged.`
        : `${r.deposit} deposit authorised${card}: you are only charged if you buy the car.`;
    case 'captured':
      return r.money_back_pending
        ? `Your ${r.deposit} deposit${card} is being refunded in full.`
        : `${r.deposit} deposit paid${card}. It comes off the price, or back to you in full if you cancel.`;
    case 'released':
      return `Your ${r.deposit} deposit was released${card}: you were not charged.`;
    case 'refunded':
      return `Your ${r.deposit} deposit was refunded in full${card}. Refunds take 5 to 10 business days to show.`;
    default:
      return `No deposit was taken.`;
  }
}
