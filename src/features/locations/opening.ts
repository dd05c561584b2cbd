import type { Location, OpeningHourEntry } from '~/catalogue/location.schema.ts';

import { localTime, STATE_TIME_ZONES } from './time.ts';

const DAY_MS = 86_400_000;

/** Spec States: the alternating Saturday reads 'By Appointment Only'. */
export const APPOINTMENT_ONLY_SATURDAY = 'By Appointment Only';

/**
 * Spec States: a location with a fortnightly appointment Saturday is 'By Appointment Only' on the
 * reference Saturday (14 June 2025 for the sample Toyota service) and every second Saturday
 * before and after it; the Saturdays between keep their normal hours. `date` is YYYY-MM-DD.
 */
export function isAppointmentSaturday(date: string, referenceDate: string): boolean {
  const days = Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${referenceDate}T00:00:00Z`)) / DAY_MS,
  );
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 6 && (days / 7) % 2 === 0;
}

/** What the hours rules read of a location. */
export interface HoursSource {
  special_hours: Location['special_hours'];
  fortnightly_appointment_saturday?: Location['fortnightly_appointment_saturday'];
  contact_detail: { opening_hours: OpeningHourEntry[] };
}

export interface DayHours {
  status: 'Open' | 'Closed' | 'By appointment only';
  open: string | null;
  close: string | null;
  /** Why the day differs from the usual week (a public holiday, the fortnightly Saturday). */
  note: string | null;
}

/**
 * The hours of one calendar day (YYYY-MM-DD): a special-hours entry for that date wins, then the
 * fortnightly appointment Saturday, then the usual entry for the weekday (0 Sunday); a weekday
 * without an entry is closed.
 */
export function hoursOn(location: HoursSource, date: string): DayHours {
  const special = location.special_hours.find((s) => s.date === date);
  if (special)
    return {
      status: special.status,
      open: special.start_hour ?? null,
      close: special.end_hour ?? null,
      note: special.label ?? 'Special hours',
    };
  const ref = location.fortnightly_appointment_saturday?.reference_date;
  if (ref && isAppointmentSaturday(date, ref))
    return {
      status: 'By appointment only',
      open: null,
      close: null,
      note: APPOINTMENT_ONLY_SATURDAY,
    };
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const entry: OpeningHourEntry | undefined = location.contact_detail.opening_hours.find(
    (e) => e.weekday === weekday,
  );
  if (!entry) return { status: 'Closed', open: null, close: null, note: null };
  return { status: entry.status, open: entry.open ?? null, close: entry.close ?? null, note: null };
}

/**
 * Open now, in the location's own time zone (spec Screens: the sticky footer's Call Now shows only
 * while the store is open). By-appointment days count as not open.
 */
export function isOpenAt(
  location: HoursSource & { address: { state: Location['address']['state'] } },
  instant: Date,
): boolean {
  const local = localTime(instant, STATE_TIME_ZONES[location.address.state]);
  const day = hoursOn(location, local.date);
  return (
    day.status === 'Open' &&
    day.open !== null &&
    day.close !== null &&
    day.open <= local.time &&
    local.time < day.close
  );
}
