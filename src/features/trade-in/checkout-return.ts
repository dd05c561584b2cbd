/*
 * Its own module: the trade-in wizard and the buy-online journey load it, the finance calculator
 * (which reads the accepted estimate on every car page) need not.
 */
/** Session storage: the buy-online order the buyer left to value a trade-in (its page's path). */
export const CHECKOUT_RETURN_KEY = 'checkout-return';

/** The order to go back to after valuing a trade-in, if the buyer came from one (a path of this site). */
export function checkoutReturn(storage: Storage | undefined): string | null {
  try {
    const path = storage?.getItem(CHECKOUT_RETURN_KEY) ?? null;
    return path && /^\/cars\/[a-z0-9-]+\/buy-online$/.test(path) ? path : null;
  } catch {
    return null;
  }
}
