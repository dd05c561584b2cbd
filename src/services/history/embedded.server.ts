import type { HistoryCheck, HistorySearch } from './history.ts';
import { normaliseVin } from './history.ts';

/** FNV-1a over the VIN: the same car always gets the same sample answer. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * The embedded register's answer for one VIN searched at `at`: worked out from the VIN, so it is
 * the same at every search. About one car in 25 has finance owing, one in 60 a written-off record
 * and one in 200 a stolen record, so sample stock shows each case; NEVDIS answers for every car.
 */
export function embeddedCheck(vin: string, at: Date): HistoryCheck {
  const h = hash(normaliseVin(vin));
  return {
    searchedAt: at.toISOString(),
    // A sample number: fourteen digits from the VIN's hash.
    certificate: `${String(h).padStart(10, '0')}${String(h % 9973).padStart(4, '0')}`,
    financeOwing: h % 25 === 3,
    writtenOff: h % 60 === 7,
    stolen: h % 200 === 11,
    odometerKm: null,
  };
}

/**
 * The embedded register, for sample dealers and offline development (embeddedCheck). Its
 * certificate numbers are samples: a real dealer picks a real provider
 * (inventory.historyCheck.provider).
 */
export const embeddedHistory = (): HistorySearch => async (vin, now) => ({
  kind: 'found',
  check: embeddedCheck(vin, now),
});
