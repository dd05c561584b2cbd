import type { Location } from '~/catalogue/location.schema.ts';

import { type DayHours, hoursOn, type HoursSource } from './opening.ts';
import { addDays } from './schedule.ts';
import { localTime, STATE_TIME_ZONES } from './time.ts';

const MINUTE = 60_000;

/**
 * The instant a wall-clock time (YYYY-MM-DD, HH:MM) falls at in a time zone: the UTC reading of
 * the same digits, moved by the zone's offset at that instant (twice, so a day that changes to or
 * from daylight time lands on the offset in force then).
 */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const wanted = Date.UTC(y, m - 1, d, h, min);
  let at = wanted;
  for (let i = 0; i < 2; i++) {
    const local = localTime(new Date(at), timeZone);
    const [ly, lm, ld] = local.date.split('-').map(Number) as [number, number, number];
    const [lh, lmin] = local.time.split(':').map(Number) as [number, number];
    at += wanted - Date.UTC(ly, lm - 1, ld, lh, lmin);
  }
  return at;
}

/**
 * When a location is open over the days from `from` (in its own time zone), as
 * [opens, closes] instants in whole minutes since 1970 (small in a page's data): the same rules as its hours table (special hours, the
 * fortnightly appointment Saturday, the usual week). By-appointment and closed days have none.
 * `hoursOf` reads a day's hours some other way (appointments read by-appointment days as open).
 */
export function openIntervals<L extends HoursSource>(
  location: L & { address: { state: Location['address']['state'] } },
  from: Date,
  days = 21,
  hoursOf: (location: L, date: string) => DayHours = hoursOn,
): [number, number][] {
  const zone = STATE_TIME_ZONES[location.address.state];
  const first = localTime(from, zone).date;
  const out: [number, number][] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(first, i);
    const day = hoursOf(location, date);
    if (day.status !== 'Open' || !day.open || !day.close || day.open >= day.close) continue;
    const opens = zonedInstant(date, day.open, zone);
    const closes = zonedInstant(date, day.close, zone);
    if (closes > from.getTime()) out.push([opens / MINUTE, closes / MINUTE]);
  }
  return out;
}
