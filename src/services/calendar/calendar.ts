/**
 * The dealer's own calendar, read for the times it is busy (src/services/calendar/): a busy time
 * takes every place of the slots it overlaps, so a booking never lands on a time the yard has
 * already given away in its diary.
 */
import type { Unavailable } from '../outage.ts';

/** A busy time, as instants. */
export interface BusyTime {
  start: Date;
  end: Date;
}

export type BusyAnswer =
  | { kind: 'busy'; times: BusyTime[] }
  | Unavailable
  /** The calendar refused us (bad credentials, no such calendar, no free-busy): configuration. */
  | { kind: 'refused'; reason: string };

/** The busy times of the dealer's calendar between two instants. */
export type CalendarBusy = (from: Date, to: Date) => Promise<BusyAnswer>;

/** YYYYMMDDTHHMMSSZ, as iCalendar writes a UTC instant. */
export const icalUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A UTC instant as iCalendar writes it (YYYYMMDDTHHMMSSZ), or null. */
export function parseIcalUtc(v: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(v.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const t = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  return Number.isNaN(t) ? null : new Date(t);
}

/** An iCalendar duration (RFC 5545 3.3.6: P1D, PT1H30M, P1W) in milliseconds, or null. */
export function parseDuration(v: string): number | null {
  const m = /^\+?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(v.trim());
  if (!m || v.trim() === 'P' || v.trim().endsWith('T')) return null;
  const [w, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0)) as number[];
  return ((((w! * 7 + d!) * 24 + h!) * 60 + mi!) * 60 + s!) * 1000;
}

/**
 * The busy periods of a VFREEBUSY answer (RFC 5545 3.8.2.6): every FREEBUSY line but those marked
 * FBTYPE=FREE, each a comma-separated list of `start/end` or `start/duration` in UTC. Folded lines
 * are unfolded first; a period that does not read is left out.
 */
export function busyTimes(ics: string): BusyTime[] {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const out: BusyTime[] = [];
  for (const line of lines) {
    const m = /^FREEBUSY((?:;[^:]*)?):(.*)$/i.exec(line);
    if (!m) continue;
    const type = /;FBTYPE=([^;:]+)/i.exec(m[1]!)?.[1]?.toUpperCase() ?? 'BUSY';
    if (type === 'FREE') continue;
    for (const period of m[2]!.split(',')) {
      const [a = '', b = ''] = period.split('/');
      const start = parseIcalUtc(a);
      if (!start) continue;
      const endAt = parseIcalUtc(b);
      const length = endAt ? null : parseDuration(b);
      const end = endAt ?? (length === null ? null : new Date(start.getTime() + length));
      if (end && end > start) out.push({ start, end });
    }
  }
  return out;
}
