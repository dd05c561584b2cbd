import type { Location } from '~/catalogue/location.schema.ts';
import { to12h } from '~/features/locations/hours.ts';
import type { HoursSource } from '~/features/locations/opening.ts';
import { shortDate } from '~/features/locations/schedule.ts';

import type { AppointmentKind } from './kinds.ts';
import { bookingHours, takesKind } from './slots.ts';

/** A location a visitor may ask to come to: its name, hours, type and whether it is shown. */
export interface HoursPlace extends HoursSource {
  id: number;
  name: string;
  visible: boolean;
  location_type: Location['location_type'];
}

export interface PreferredTimeProblem {
  field: 'booking_date' | 'booking_time';
  message: string;
}

/**
 * Whether a place takes a visitor on the date (YYYY-MM-DD), at the time (HH:MM) if one is given:
 * the hours bookings use (`bookingHours`: a by-appointment day in its weekday's usual hours).
 */
function meets(place: HoursSource, date: string, time: string): boolean {
  const day = bookingHours(place, date);
  if (day.status === 'Closed') return false;
  if (!time || !day.open || !day.close) return true;
  return time >= day.open && time < day.close;
}

/**
 * Why a request form's preferred date and time (a test drive's, a service's) cannot be met, or
 * null. The places are the location the visitor chose, or, with none chosen, every shown location
 * that takes the kind: the request is refused only when none of them is open then (Christmas Day,
 * a Sunday when every yard is shut). The dealer still confirms the time; this keeps a buyer from
 * asking for a day nobody is in.
 */
export function preferredTimeProblem(
  kind: AppointmentKind,
  locations: readonly HoursPlace[],
  chosen: number | undefined,
  date: string,
  time = '',
): PreferredTimeProblem | null {
  const picked = locations.find((l) => l.id === chosen);
  const places = picked ? [picked] : locations.filter((l) => l.visible && takesKind(l, kind));
  if (places.length === 0 || places.some((p) => meets(p, date, time))) return null;
  const when = shortDate(date);
  const one = places.length === 1 ? places[0]! : null;
  if (places.every((p) => bookingHours(p, date).status === 'Closed'))
    return {
      field: 'booking_date',
      message: `${one ? `${one.name} is` : 'We are'} closed on ${when}. Please choose another day.`,
    };
  const day = one && bookingHours(one, date);
  return {
    field: 'booking_time',
    message:
      one && day?.open && day.close
        ? `${one.name} is open ${to12h(day.open)} – ${to12h(day.close)} on ${when}. Please choose a time then.`
        : `We are not open at ${to12h(time)} on ${when}. Please choose another time.`,
  };
}
