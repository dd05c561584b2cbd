/**
 * A used car's history check (src/services/history/): what a search of the Personal Property
 * Securities Register finds against the car's VIN, and from NEVDIS, the national register of
 * vehicles, through it. Every provider answers in these terms; the car page shows only these.
 */
import type { Unavailable } from '../outage.ts';

export interface HistoryCheck {
  /** When the search was made (ISO 8601): the certificate speaks for that moment only. */
  searchedAt: string;
  /** The PPSR search certificate number a buyer can quote to the register. */
  certificate: string;
  /** A security interest is registered against the car: finance may be owing on it. */
  financeOwing: boolean;
  /** NEVDIS records the car as written off; null when NEVDIS gave no answer for it. */
  writtenOff: boolean | null;
  /** NEVDIS records the car as stolen; null when NEVDIS gave no answer for it. */
  stolen: boolean | null;
  /** The odometer reading the provider reports, where it gives one (a PPSR search does not). */
  odometerKm: number | null;
}

export type HistoryAnswer =
  | { kind: 'found'; check: HistoryCheck }
  /** The provider said no for now (rate limit, outage, timeout): ask again after `retryAfter` s. */
  | Unavailable
  /** The provider refused the search (bad credentials, a VIN it rejects): not worth repeating. */
  | { kind: 'refused'; reason: string };

/** Searches the register for one VIN, stamping the check with `now`. */
export type HistorySearch = (vin: string, now: Date) => Promise<HistoryAnswer>;

/** A check is good for this many days; after that the car is searched again (one per car per 30 days). */
export const HISTORY_MAX_AGE_DAYS = 30;

/** Whether a check made at `searchedAt` is still current at `now`. */
export const isCurrent = (check: Pick<HistoryCheck, 'searchedAt'>, now: Date) =>
  now.getTime() - Date.parse(check.searchedAt) < HISTORY_MAX_AGE_DAYS * 86_400_000;

/** A VIN as registers file it: capitals and digits, no spaces. */
export const normaliseVin = (vin: string) => vin.toUpperCase().replace(/[^A-Z0-9]/g, '');
