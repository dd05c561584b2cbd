import type { OpeningHourEntry } from '~/catalogue/location.schema.ts';

export interface HoursRow {
  label: string;
  text: string;
}

export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** "17:30" → "5:30pm". */
export function to12h(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const suffix = h >= 12 ? 'pm' : 'am';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')}${suffix}`;
}

export function entryText(e: OpeningHourEntry | undefined): string {
  if (!e || e.status === 'Closed') return 'Closed';
  if (e.status === 'By appointment only') return 'By appointment only';
  if (e.formated_hours) return e.formated_hours;
  return e.open && e.close ? `${to12h(e.open)} – ${to12h(e.close)}` : 'Open';
}

/**
 * Spec Constants opening hours summary: weekdays 1 to 5 grouped as Mon-Fri when identical,
 * otherwise one row a day; Saturday and Sunday always separate. Weekday 0 is Sunday.
 */
export function summariseHours(entries: OpeningHourEntry[]): HoursRow[] {
  const byDay = new Map(entries.map((e) => [e.weekday, e]));
  const weekdays = [1, 2, 3, 4, 5].map((d) => entryText(byDay.get(d)));
  const rows: HoursRow[] = weekdays.every((t) => t === weekdays[0])
    ? [{ label: 'Mon-Fri', text: weekdays[0]! }]
    : weekdays.map((text, i) => ({ label: DAY_NAMES[i + 1]!, text }));
  rows.push(
    { label: 'Saturday', text: entryText(byDay.get(6)) },
    { label: 'Sunday', text: entryText(byDay.get(0)) },
  );
  return rows;
}

/** The detail panel's table (spec Screens): one row a day, Monday to Sunday. */
export function weekTable(entries: OpeningHourEntry[]): HoursRow[] {
  const byDay = new Map(entries.map((e) => [e.weekday, e]));
  return [1, 2, 3, 4, 5, 6, 0].map((d) => ({
    label: DAY_NAMES[d]!,
    text: entryText(byDay.get(d)),
  }));
}
