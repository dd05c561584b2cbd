import { describe, expect, it } from 'vitest';

import { belowMarket, displayPrice, priceCheckEligible, wasPrice } from './pricing.ts';

const car = (over: Record<string, unknown> = {}) => ({
  price: 29990,
  offer_price: null,
  subscription_price: null,
  preorder: false,
  before_price: null,
  autograb_data: null,
  ...over,
});

describe('price display order (spec States)', () => {
  it('shows the subscription price first where subscriptions are offered and it is above 0', () => {
    expect(displayPrice(car({ subscription_price: 149 }), true)).toEqual({
      kind: 'subscription',
      amount: 149,
      text: '$149/week',
      label: 'Subscription',
      buy: '$29,990',
    });
    expect(displayPrice(car({ subscription_price: 149 }), false)).toEqual({
      kind: 'price',
      amount: 29990,
      text: '$29,990',
      label: null,
      buy: null,
    });
    expect(displayPrice(car({ subscription_price: 0 }), true)).toMatchObject({ kind: 'price' });
  });

  it('then the offer price or the price when above 10', () => {
    expect(displayPrice(car({ offer_price: 27990 }), false)).toMatchObject({ amount: 27990 });
    expect(displayPrice(car({ offer_price: 10 }), false)).toMatchObject({ amount: 29990 });
    expect(displayPrice(car({ price: 11 }), false)).toEqual({
      kind: 'price',
      amount: 11,
      text: '$11',
      label: null,
      buy: null,
    });
  });

  it("then 'PREORDER', else 'Enquire for price.'", () => {
    expect(displayPrice(car({ price: 10, preorder: true }), false)).toEqual({
      kind: 'preorder',
      text: 'PREORDER',
      label: null,
      buy: null,
    });
    expect(displayPrice(car({ price: 0 }), false)).toEqual({
      kind: 'enquire',
      text: 'Enquire for price.',
      label: null,
      buy: null,
    });
  });

  it('labels a subscription as one and never with the drive-away price type, which goes with the price it carries', () => {
    const sub = car({ subscription_price: 324, price: 36990, price_type: 'Drive Away' });
    expect(displayPrice(sub, true)).toMatchObject({
      text: '$324/week',
      label: 'Subscription',
      buy: '$36,990 Drive Away',
    });
    expect(displayPrice({ ...sub, offer_price: 34990 }, true).buy).toBe('$34,990 Drive Away');
    expect(displayPrice({ ...sub, price: 0 }, true).buy).toBeNull();
    expect(displayPrice(sub, false)).toMatchObject({
      text: '$36,990',
      label: 'Drive Away',
      buy: null,
    });
  });
});

describe('was price (spec States)', () => {
  it('shows only when the earlier price exceeds the current one', () => {
    expect(wasPrice(car({ before_price: 31990 }))).toBe(31990);
    expect(wasPrice(car({ before_price: 29990 }))).toBeNull();
    expect(wasPrice(car({ before_price: 28990 }))).toBeNull();
    expect(wasPrice(car({ before_price: 29990, offer_price: 28990 }))).toBe(29990);
    expect(wasPrice(car({ before_price: 5000, price: 0 }))).toBeNull();
  });
});

describe('below market (spec States)', () => {
  it('needs the price at least 500 under the state average', () => {
    expect(
      belowMarket(
        car({ autograb_data: { state_average_market_price: 30490, average_market_price: 40000 } }),
      ),
    ).toBe(500);
    expect(
      belowMarket(
        car({ autograb_data: { state_average_market_price: 30489, average_market_price: 40000 } }),
      ),
    ).toBeNull();
  });
  it('uses the national average when there is no state average', () => {
    expect(
      belowMarket(
        car({ autograb_data: { state_average_market_price: null, average_market_price: 31000 } }),
      ),
    ).toBe(1010);
    expect(belowMarket(car({ autograb_data: null }))).toBeNull();
  });
});

describe('price-check eligibility (spec States)', () => {
  it('needs in_stock, not reserved and price over 200', () => {
    const c = { status: 'in_stock' as const, reserved: false, price: 201 };
    expect(priceCheckEligible(c)).toBe(true);
    expect(priceCheckEligible({ ...c, price: 200 })).toBe(false);
    expect(priceCheckEligible({ ...c, reserved: true })).toBe(false);
    expect(priceCheckEligible({ ...c, status: 'coming_soon' })).toBe(false);
    expect(priceCheckEligible({ ...c, status: 'sold' })).toBe(false);
  });
});
