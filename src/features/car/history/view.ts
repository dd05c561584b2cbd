/**
 * What a car page says of the car's history check (README.md): a few plain lines, the date and
 * the certificate number, never the provider's own data.
 */
import type { Car } from '~/catalogue/car.schema.ts';
import type { DealerConfig } from '~/config/schema/index.ts';

export interface HistoryView {
  /** What was searched, when, and the certificate to quote. */
  intro: string;
  /** Label and answer, as the car page's fact lists show them. */
  rows: [label: string, value: string][];
  /** How long the answer holds. */
  note: string;
}

const NO_ANSWER = 'No answer from NEVDIS on the day';

/**
 * The history section of a used car with a check, where the dealer has history checks; null
 * otherwise. `date` writes the search's day in the dealer's time zone.
 */
export function historyView(
  car: Pick<Car, 'car_type' | 'history_check'>,
  config: Pick<DealerConfig, 'inventory'>,
  date: (iso: string) => string,
): HistoryView | null {
  const settings = config.inventory.historyCheck;
  const check = car.history_check;
  if (settings.provider === 'none' || car.car_type !== 'used' || !check) return null;
  const noun = config.inventory.noun.singular.toLowerCase();
  const rows: HistoryView['rows'] = [
    [
      'Finance owing',
      check.financeOwing
        ? `Registered against this ${noun}. ${settings.financeOwingNote}`
        : 'None registered',
    ],
    [
      'Written off',
      check.writtenOff === null
        ? NO_ANSWER
        : check.writtenOff
          ? 'Recorded as written off'
          : 'No written-off record',
    ],
    ['Stolen', check.stolen === null ? NO_ANSWER : 'Not reported stolen'],
  ];
  if (check.odometerKm !== null)
    rows.push(['Odometer on record', `${check.odometerKm.toLocaleString('en-AU')} km`]);
  return {
    intro: `We searched the Personal Property Securities Register (PPSR) for this ${noun} on ${date(check.searchedAt)}. Certificate number ${check.certificate}.`,
    rows,
    note: 'A certificate speaks for the day of its search. We search again every 30 days while it is for sale.',
  };
}
