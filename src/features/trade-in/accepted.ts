import { formatAud } from '~/features/inventory/pricing.ts';

/**
 * A trade-in estimate the visitor accepted, for the finance calculator and checkout to use. The
 * wizard writes it through a jotai atom (`accepted-atom.ts`) under `ACCEPTED_KEY` in local storage;
 * the calculator reads the same key directly, so its island carries no jotai.
 */
export interface AcceptedTradeIn {
  figure: number;
  valuationId: string;
  /** ISO date; after it the estimate no longer holds. */
  validUntil: string;
  /** The car traded, in words. */
  vehicle: string;
}

export const ACCEPTED_KEY = 'trade-in-accepted';
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

/** The accepted estimate while it holds, else null. */
export function heldTradeIn(t: AcceptedTradeIn | null, now: Date): AcceptedTradeIn | null {
  return t && typeof t.figure === 'number' && t.validUntil >= now.toISOString().slice(0, 10)
    ? t
    : null;
}

/** The accepted estimate in this browser's storage while it holds, else null. */
export function storedTradeIn(storage: Storage | undefined, now: Date): AcceptedTradeIn | null {
  try {
    return heldTradeIn(
      JSON.parse(storage?.getItem(ACCEPTED_KEY) ?? 'null') as AcceptedTradeIn | null,
      now,
    );
  } catch {
    return null;
  }
}

/** An ISO date as buyers read it: '2 December 2026'. */
export const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The finance calculator's line under its deposit/trade-in field. */
export const tradeInLine = (t: AcceptedTradeIn) =>
  `Includes your trade-in estimate for the ${t.vehicle}: ${formatAud(t.figure)}, valid until ${longDate(t.validUntil)}, subject to inspection.`;
