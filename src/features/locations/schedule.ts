import type { Location } from '~/catalogue/location.schema.ts';

import { to12h } from './hours.ts';
import {
  APPOINTMENT_ONLY_SATURDAY,
  type DayHours,
  hoursOn,
  type HoursSource,
  isOpenAt,
} from './opening.ts';
import { localTime, STATE_TIME_ZONES } from './time.ts';

const DAY_MS = 86_400_000;

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** YYYY-MM-DD plus n days. */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** "Sat 29 Nov". */
export function shortDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${SHORT_DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** How a day's hours read: "7:30am – 5:30pm", "Closed", "By Appointment Only". */
export function dayText(day: DayHours): string {
  if (day.status === 'Closed') return 'Closed';
  if (day.status === 'By appointment only')
    return day.note === APPOINTMENT_ONLY_SATURDAY
      ? APPOINTMENT_ONLY_SATURDAY
      : 'By appointment only';
  return day.open && day.close ? `${to12h(day.open)} – ${to12h(day.close)}` : 'Open';
}

/** One dated row of the hours table: a special day or a fortnightly Saturday. */
export interface DatedRow {
  date: string;
  label: string;
  text: string;
  note: string;
}

/**
 * The dated rows that differ from (or explain) the usual week, from `from` for `days` days: every
 * special-hours date, and with a fortnightly appointment Saturday, each Saturday with what it is
 * (so a visitor sees which Saturdays are by appointment). Sorted by date.
 */
export function datedRows(location: HoursSource, from: string, days = 28): DatedRow[] {
  const until = addDays(from, days);
  const rows: DatedRow[] = [];
  for (const s of location.special_hours)
    if (s.date >= from && s.date < until) {
      const day = hoursOn(location, s.date);
      rows.push({
        date: s.date,
        label: shortDate(s.date),
        text: dayText(day),
        note: day.note ?? '',
      });
    }
  if (location.fortnightly_appointment_saturday)
    for (let d = from; d < until; d = addDays(d, 1))
      if (weekdayOf(d) === 6 && !rows.some((r) => r.date === d)) {
        const day = hoursOn(location, d);
        rows.push({
          date: d,
          label: shortDate(d),
          text: dayText(day),
          note: day.note ? 'Alternate Saturday' : 'Open Saturday',
        });
      }
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}

export interface OpenStatus {
  open: boolean;
  /** "Open now · closes 5:30pm" or "Closed · opens Mon 8:30am". */
  text: string;
}

/**
 * Open now, and when that changes, in the location's time zone: special hours and the fortnightly
 * Saturday count; a by-appointment day is not open. Looks up to two weeks ahead for the next
 * opening ("Closed" alone when there is none).
 */
export function openStatus(
  location: HoursSource & { address: { state: Location['address']['state'] } },
  instant: Date,
): OpenStatus {
  const local = localTime(instant, STATE_TIME_ZONES[location.address.state]);
  const today = hoursOn(location, local.date);
  if (isOpenAt(location, instant))
    return { open: true, text: `Open now · closes ${to12h(today.close!)}` };
  for (let i = 0; i <= 14; i++) {
    const date = addDays(local.date, i);
    const day = hoursOn(location, date);
    if (day.status !== 'Open' || !day.open) continue;
    if (i === 0 && day.open <= local.time) continue;
    const when = i === 0 ? 'today' : SHORT_DAYS[weekdayOf(date)];
    return { open: false, text: `Closed · opens ${when} ${to12h(day.open)}` };
  }
  return { open: false, text: 'Closed' };
}
