import { formatAud } from '~/features/car/pricing.ts';

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
