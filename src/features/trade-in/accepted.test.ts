import { describe, expect, it } from 'vitest';

import { ACCEPTED_KEY, heldTradeIn, longDate, storedTradeIn, tradeInLine } from './accepted.ts';
import { CHECKOUT_RETURN_KEY, checkoutReturn } from './checkout-return.ts';

/** A Storage of the given items (the browser's local or session storage). */
const storage = (items: Record<string, string>) =>
  ({ getItem: (k: string) => items[k] ?? null }) as Storage;

const accepted = {
  figure: 9800,
  valuationId: 'V123',
  validUntil: '2026-12-02',
  vehicle: '2022 Toyota Corolla Cross GXL',
};

describe('an accepted trade-in, for finance and checkout', () => {
  it('holds until the last day it is valid, then no longer', () => {
    expect(heldTradeIn(accepted, new Date('2026-12-02T23:00:00Z'))).toBe(accepted);
    expect(heldTradeIn(accepted, new Date('2026-12-03T00:00:00Z'))).toBeNull();
    expect(heldTradeIn(null, new Date())).toBeNull();
  });
  it('is read from storage, and anything unreadable is none', () => {
    const now = new Date('2026-11-26T00:00:00Z');
    expect(storedTradeIn(storage({ [ACCEPTED_KEY]: JSON.stringify(accepted) }), now)).toEqual(
      accepted,
    );
    expect(storedTradeIn(storage({ [ACCEPTED_KEY]: '{not json' }), now)).toBeNull();
    expect(storedTradeIn(undefined, now)).toBeNull();
  });
  it("says the calculator's line with the date as buyers read it", () => {
    expect(longDate('2026-12-02')).toBe('2 December 2026');
    expect(tradeInLine(accepted)).toBe(
      'Includes your trade-in estimate for the 2022 Toyota Corolla Cross GXL: $9,800, valid until 2 December 2026, subject to inspection.',
    );
  });
  it('goes back to the buy-online order the buyer left, and only to such a page of this site', () => {
    expect(
      checkoutReturn(
        storage({ [CHECKOUT_RETURN_KEY]: '/cars/2023-mazda-bt-50-xt-130449/buy-online' }),
      ),
    ).toBe('/cars/2023-mazda-bt-50-xt-130449/buy-online');
    for (const bad of [
      'https://evil.example/cars/x/buy-online',
      '//evil.example',
      '/cars/x/checkout',
      '',
    ])
      expect(checkoutReturn(storage({ [CHECKOUT_RETURN_KEY]: bad }))).toBeNull();
    expect(checkoutReturn(undefined)).toBeNull();
  });
});
