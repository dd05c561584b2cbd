import type { AuState } from '~/services/rego/rego.ts';

/**
 * Australia Post's postcode ranges by state and territory, low and high inclusive, the ACT's
 * before the New South Wales ranges that surround them. PO box and large-user ranges count
 * with their state (NSW 1000–1999, VIC 8000–8999, QLD 9000–9999). Source: Australia Post,
 * "Postcode ranges by state" (auspost.com.au).
 */
const RANGES: [number, number, AuState][] = [
  [200, 299, 'ACT'],
  [2600, 2618, 'ACT'],
  [2900, 2920, 'ACT'],
  [800, 999, 'NT'],
  [1000, 2999, 'NSW'],
  [3000, 3999, 'VIC'],
  [8000, 8999, 'VIC'],
  [4000, 4999, 'QLD'],
  [9000, 9999, 'QLD'],
  [5000, 5999, 'SA'],
  [6000, 6999, 'WA'],
  [7000, 7999, 'TAS'],
];

/** The state or territory of a four-digit Australian postcode; null when it is not one. */
export function postcodeState(postcode: string): AuState | null {
  const p = postcode.trim();
  if (!/^\d{4}$/.test(p)) return null;
  const n = Number(p);
  return RANGES.find(([lo, hi]) => n >= lo && n <= hi)?.[2] ?? null;
}
