import type { Location } from '~/catalogue/location.schema.ts';
import { dateFormat } from '~/components/formats.ts';

/** IANA time zone of each Australian state and territory. */
export const STATE_TIME_ZONES: Record<Location['address']['state'], string> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
};

export interface LocalTime {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** 0 Sunday to 6 Saturday (spec Entities). */
  weekday: number;
  /** HH:MM, 24-hour. */
  time: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall-clock date, weekday and time of an instant in a time zone. */
export function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    dateFormat('en-AU', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(parts.weekday!),
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The dealer's own time zone: that of the state of its address (dates it gives buyers are its). */
export const dealerTimeZone = (config: { address: { state: Location['address']['state'] } }) =>
  STATE_TIME_ZONES[config.address.state];
