import { describe, expect, it } from 'vitest';

import { orderFigures } from './order.ts';
import { depositLine } from './view.ts';

describe('what the buyer is told of the money', () => {
  const r = { deposit: '$200', card_last4: '4242', money_back_pending: false };
  it('says an authorisation is not a charge, and what happens to it', () => {
    expect(depositLine({ ...r, payment_status: 'authorised' })).toBe(
      '$200 deposit authorised on your card ending 4242: you are only charged if you buy the car.',
    );
    expect(depositLine({ ...r, payment_status: 'authorised', money_back_pending: true })).toBe(
      'Your $200 deposit on your card ending 4242 is being released. You will not be charged.',
    );
    expect(depositLine({ ...r, payment_status: 'released' })).toBe(
      'Your $200 deposit was released on your card ending 4242: you were not charged.',
    );
    expect(depositLine({ ...r, payment_status: 'refunded' })).toContain('refunded in full');
    expect(depositLine({ ...r, payment_status: 'captured' })).toBe(
      '$200 deposit paid on your card ending 4242. It comes off the price, or back to you in full if you cancel.',
    );
    expect(depositLine({ ...r, payment_status: 'captured', money_back_pending: true })).toBe(
      'Your $200 deposit on your card ending 4242 is being refunded in full.',
    );
    expect(depositLine({ ...r, payment_status: 'none', card_last4: null })).toBe(
      'No deposit was taken.',
    );
  });
  it('works out an order the same way for the review and the record: price, trade-in, delivery, deposit', () => {
    expect(
      orderFigures({
        priceCents: 1_999_000,
        tradeInCents: 980_000,
        deliveryFeeCents: 0,
        depositCents: 50_000,
      }),
    ).toMatchObject({ balanceCents: 969_000 });
    expect(
      orderFigures({
        priceCents: 500_000,
        tradeInCents: 900_000,
        deliveryFeeCents: 14_900,
        depositCents: 50_000,
      }).balanceCents,
    ).toBe(-435_100);
  });
});
