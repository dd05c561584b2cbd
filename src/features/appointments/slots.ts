import type { Location } from '~/catalogue/location.schema.ts';
import type { AppointmentSettings } from '~/config/schema/appointments.ts';
import { openIntervals } from '~/features/locations/open-intervals.ts';
import { type DayHours, hoursOn, type HoursSource } from '~/features/locations/opening.ts';

import type { AppointmentKind } from './kinds.ts';

const MINUTE = 60_000;

export { APPOINTMENT_KINDS, type AppointmentKind } from './kinds.ts';

type KindSettings = { slotMinutes: number; capacity: number };
/** The dealer-file settings of each kind: its slot length and its places in one slot. */
export function kindSettings(s: AppointmentSettings, kind: AppointmentKind): KindSettings {
  switch (kind) {
    case 'test-drive':
      return { slotMinutes: s.testDrive.slotMinutes, capacity: s.testDrive.capacity };
    case 'service':
      return { slotMinutes: s.service.slotMinutes, capacity: s.service.capacity };
    case 'inspection':
      return { slotMinutes: s.inspection.slotMinutes, capacity: s.inspection.capacity };
  }
}

/** Which locations take which kind (a location with no type is a sales yard). */
const TAKEN_AT: Record<AppointmentKind, readonly Location['location_type'][]> = {
  'test-drive': ['sales', ''],
  service: ['service'],
  inspection: ['sales', 'car-buying', ''],
};

export const takesKind = (location: Pick<Location, 'location_type'>, kind: AppointmentKind) =>
  TAKEN_AT[kind].includes(location.location_type);

/**
 * A day's hours for booking: as the hours table reads them, except that a by-appointment day takes
 * bookings (booking is how a visitor comes that day) in the hours it gives, or else in its
 * weekday's usual hours (the fortnightly Saturday keeps the Saturday's hours).
 */
export function bookingHours(location: HoursSource, date: string): DayHours {
  const day = hoursOn(location, date);
  if (day.status !== 'By appointment only') return day;
  if (day.open && day.close) return { ...day, status: 'Open' };
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const usual = location.contact_detail.opening_hours.find((e) => e.weekday === weekday);
  return usual?.status !== 'Closed' && usual?.open && usual.close
    ? { ...day, status: 'Open', open: usual.open, close: usual.close }
    : { ...day, status: 'Closed' };
}

/** A slot: its start and end (ms since 1970) and how many places are left in it. */
export interface Slot {
  start: number;
  end: number;
  free: number;
}

/**
 * Something that takes places from the slots it overlaps, [start, end) in ms: a booking of the
 * same kind at the location takes one; a busy time in the dealer's calendar, or a booking of the
 * same car, takes them all (`places: Infinity`).
 */
export interface Taken {
  start: number;
  end: number;
  places: number;
}

export interface SlotQuery {
  location: HoursSource & { address: { state: Location['address']['state'] } };
  kind: AppointmentKind;
  settings: AppointmentSettings;
  now: Date;
  taken: readonly Taken[];
}

/**
 * The free slots of a location for a kind of appointment, from now to the horizon: each open day
 * (special hours and the fortnightly Saturday included, in the location's own time zone) cut into
 * slots of the kind's length from opening time, none ending after closing; those starting within
 * the minimum notice, and those with no place left, are left out.
 */
export function freeSlots({ location, kind, settings, now, taken }: SlotQuery): Slot[] {
  const { slotMinutes, capacity } = kindSettings(settings, kind);
  const length = slotMinutes * MINUTE;
  const earliest = now.getTime() + settings.minNoticeMinutes * MINUTE;
  const slots: Slot[] = [];
  for (const [opens, closes] of openIntervals(location, now, settings.horizonDays, bookingHours)) {
    for (let start = opens * MINUTE; start + length <= closes * MINUTE; start += length) {
      if (start < earliest) continue;
      const end = start + length;
      let used = 0;
      for (const t of taken) if (t.start < end && t.end > start) used += t.places;
      if (used < capacity) slots.push({ start, end, free: capacity - used });
    }
  }
  return slots;
}

/** Why a slot asked for cannot be booked. */
export type SlotRefusal = 'too-soon' | 'outside-hours' | 'taken';

/** The spec-style messages for a refused slot; each comes with fresh slots. */
export const SLOT_MESSAGES: Record<SlotRefusal, string> = {
  'too-soon': 'That time has passed or is too soon to book. Please choose another time.',
  'outside-hours': 'We are not open for bookings at that time. Please choose another time.',
  taken: 'Sorry, that time has just been taken. Please choose another time.',
};

/**
 * Whether a slot starting at `start` can be booked now: the free slot itself, or why not (checked
 * again by the database when the booking is written).
 */
export function checkSlot(query: SlotQuery, start: number): Slot | SlotRefusal {
  if (start < query.now.getTime() + query.settings.minNoticeMinutes * MINUTE) return 'too-soon';
  const slot = freeSlots(query).find((s) => s.start === start);
  if (slot) return slot;
  const open = freeSlots({ ...query, taken: [] }).some((s) => s.start === start);
  return open ? 'taken' : 'outside-hours';
}
