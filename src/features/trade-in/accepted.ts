import { atomWithStorage } from 'jotai/utils';

/** A trade-in estimate the visitor accepted, for the finance calculator and checkout to use. */
export interface AcceptedTradeIn {
  figure: number;
  valuationId: string;
  /** ISO date; after it the estimate no longer holds. */
  validUntil: string;
  /** The car traded, in words. */
  vehicle: string;
}

/** Shared across the site's islands and pages (local storage), so it follows the visitor to finance. */
export const acceptedTradeInAtom = atomWithStorage<AcceptedTradeIn | null>(
  'trade-in-accepted',
  null,
);

/** The accepted estimate while it holds, else null. */
export function heldTradeIn(t: AcceptedTradeIn | null, now: Date): AcceptedTradeIn | null {
  return t && t.validUntil >= now.toISOString().slice(0, 10) ? t : null;
}
