import { describe, expect, it } from 'vitest';

import { appointmentsSchema } from '~/config/schema/appointments.ts';
import { localTime } from '~/features/locations/time.ts';

import { checkSlot, freeSlots, type SlotQuery, takesKind } from './slots.ts';

const settings = appointmentsSchema.parse({});
const week = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    status: 'Open' as const,
    open: '07:30',
    close: '17:30',
  })),
  { weekday: 6, status: 'Open' as const, open: '08:00', close: '12:00' },
  { weekday: 0, status: 'Closed' as const },
];
const location = (over: Partial<SlotQuery['location']> = {}): SlotQuery['location'] => ({
  address: { state: 'NSW' },
  contact_detail: { opening_hours: week },
  special_hours: [],
  ...over,
});
const at = (iso: string) => new Date(iso);
const query = (over: Partial<SlotQuery> = {}): SlotQuery => ({
  location: location(),
  kind: 'test-drive',
  settings,
  now: at('2026-12-07T00:00:00+11:00'), // Monday, midnight in Sydney
  taken: [],
  ...over,
});
/** The slots' local starts in Sydney, by date: { '2026-12-07': ['07:30', …] }. */
function byDay(slots: { start: number }[], zone = 'Australia/Sydney') {
  const days: Record<string, string[]> = {};
  for (const s of slots) {
    const local = localTime(new Date(s.start), zone);
    (days[local.date] ??= []).push(local.time);
  }
  return days;
}

describe('slots from opening hours', () => {
  it('cuts each open day into slots of the kind from opening time, none running past closing', () => {
    const days = byDay(freeSlots(query()));
    // Test drives: 30 minutes, 07:30 to 17:30 is 20 slots; Saturday 08:00-12:00 is 8; Sunday none.
    expect(days['2026-12-07']).toHaveLength(20);
    expect(days['2026-12-07']![0]).toBe('07:30');
    expect(days['2026-12-07']!.at(-1)).toBe('17:00');
    expect(days['2026-12-12']).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    expect(days['2026-12-13']).toBeUndefined();
    // Services are an hour: the last starts at 16:30 on a weekday.
    const service = byDay(freeSlots(query({ kind: 'service' })));
    expect(service['2026-12-07']).toHaveLength(10);
    expect(service['2026-12-07']!.at(-1)).toBe('16:30');
    // The horizon: 14 days from today, today included.
    expect(Object.keys(days).sort().at(-1)).toBe('2026-12-19');
  });

  it('offers nothing within the minimum notice', () => {
    const now = at('2026-12-07T10:05:00+11:00');
    const days = byDay(freeSlots(query({ now })));
    expect(days['2026-12-07']![0]).toBe('12:30');
    const asap = byDay(freeSlots(query({ now, settings: { ...settings, minNoticeMinutes: 0 } })));
    expect(asap['2026-12-07']![0]).toBe('10:30');
  });

  it('takes away places already booked, and every slot a busy time or the same car overlaps', () => {
    const nine = at('2026-12-08T09:00:00+11:00').getTime();
    const half = 30 * 60_000;
    const one = { start: nine, end: nine + half, places: 1 };
    const slot = (taken: SlotQuery['taken']) =>
      freeSlots(query({ taken })).find((s) => s.start === nine);
    expect(slot([])?.free).toBe(2);
    expect(slot([one])?.free).toBe(1);
    expect(slot([one, one])).toBeUndefined();
    // The car booked 09:15-09:45 (another slot length): both slots it overlaps are gone.
    const car = { start: nine + half / 2, end: nine + half * 1.5, places: Infinity };
    const starts = freeSlots(query({ taken: [car] })).map((s) => s.start);
    expect(starts).not.toContain(nine);
    expect(starts).not.toContain(nine + half);
    expect(starts).toContain(nine - half);
    expect(starts).toContain(nine + 2 * half);
  });
});

describe('slots in the time zone, daylight saving included', () => {
  const sundays = [
    ...week.filter((e) => e.weekday !== 0),
    { weekday: 0, status: 'Open' as const, open: '10:00', close: '16:00' },
  ];
  /** The Sunday's slots after `saturday` noon UTC, as instants. */
  const sunday = (state: 'NSW' | 'QLD', saturday: string) => {
    const zone = state === 'NSW' ? 'Australia/Sydney' : 'Australia/Brisbane';
    return freeSlots(
      query({
        location: location({ address: { state }, contact_detail: { opening_hours: sundays } }),
        now: at(`${saturday}T12:00:00Z`),
        settings: { ...settings, horizonDays: 2 },
      }),
    )
      .filter((s) => localTime(new Date(s.start), zone).weekday === 0)
      .map((s) => new Date(s.start).toISOString());
  };

  it('starts at the same wall-clock time either side of a change, at a different instant', () => {
    // Sydney: 10 am on Sunday 27 September 2026 is UTC+10; on 4 October (the day daylight time
    // starts, at 2 am) it is UTC+11; on 5 April 2026 (the day it ends, at 3 am) UTC+10 again.
    expect(sunday('NSW', '2026-09-26')[0]).toBe('2026-09-27T00:00:00.000Z');
    expect(sunday('NSW', '2026-10-03')[0]).toBe('2026-10-03T23:00:00.000Z');
    expect(sunday('NSW', '2026-04-04')[0]).toBe('2026-04-05T00:00:00.000Z');
    // Each of those days is 10:00 to 16:00 local: twelve half-hour slots, the last at 15:30.
    for (const day of ['2026-09-26', '2026-10-03', '2026-04-04'])
      expect(sunday('NSW', day)).toHaveLength(12);
    expect(sunday('NSW', '2026-10-03').at(-1)).toBe('2026-10-04T04:30:00.000Z');
    // Brisbane keeps UTC+10 all year.
    expect(sunday('QLD', '2026-10-03')[0]).toBe('2026-10-04T00:00:00.000Z');
  });
});

describe('special hours and the fortnightly Saturday', () => {
  it('a by-appointment Saturday takes bookings in the usual Saturday hours', () => {
    // Reference Saturday 28 November 2026: 12 December is by appointment, 5 and 19 are not.
    const days = byDay(
      freeSlots(
        query({
          kind: 'service',
          location: location({
            fortnightly_appointment_saturday: { reference_date: '2026-11-28' },
          }),
        }),
      ),
    );
    expect(days['2026-12-12']).toEqual(['08:00', '09:00', '10:00', '11:00']);
    expect(days['2026-12-19']).toEqual(['08:00', '09:00', '10:00', '11:00']);
  });

  it('a by-appointment day with no hours of its own or usual hours has no slots', () => {
    const closedSaturdays = week.map((e) =>
      e.weekday === 6 ? { weekday: 6, status: 'Closed' as const } : e,
    );
    const days = byDay(
      freeSlots(
        query({
          location: location({
            contact_detail: { opening_hours: closedSaturdays },
            fortnightly_appointment_saturday: { reference_date: '2026-11-28' },
          }),
        }),
      ),
    );
    expect(days['2026-12-12']).toBeUndefined();
  });

  it('special hours win: a closed day has none, a short day ends early, its own hours are kept', () => {
    const days = byDay(
      freeSlots(
        query({
          kind: 'service',
          location: location({
            special_hours: [
              { date: '2026-12-08', status: 'Closed', location_id: 1, label: 'Staff training' },
              {
                date: '2026-12-09',
                status: 'Open',
                location_id: 1,
                start_hour: '09:00',
                end_hour: '12:00',
              },
              {
                date: '2026-12-13',
                status: 'By appointment only',
                location_id: 1,
                start_hour: '10:00',
                end_hour: '12:00',
              },
            ],
          }),
        }),
      ),
    );
    expect(days['2026-12-08']).toBeUndefined();
    expect(days['2026-12-09']).toEqual(['09:00', '10:00', '11:00']);
    expect(days['2026-12-13']).toEqual(['10:00', '11:00']);
    expect(days['2026-12-10']).toHaveLength(10);
  });
});

describe('a slot asked for', () => {
  it('is the free slot, or says why not', () => {
    const q = query({ now: at('2026-12-07T10:05:00+11:00') });
    const ok = at('2026-12-08T09:00:00+11:00').getTime();
    expect(checkSlot(q, ok)).toMatchObject({ start: ok, free: 2 });
    expect(checkSlot(q, at('2026-12-07T11:00:00+11:00').getTime())).toBe('too-soon');
    expect(checkSlot(q, at('2026-12-06T11:00:00+11:00').getTime())).toBe('too-soon');
    expect(checkSlot(q, at('2026-12-08T09:10:00+11:00').getTime())).toBe('outside-hours');
    expect(checkSlot(q, at('2026-12-13T11:00:00+11:00').getTime())).toBe('outside-hours');
    const full = { start: ok, end: ok + 30 * 60_000, places: 2 };
    expect(checkSlot({ ...q, taken: [full] }, ok)).toBe('taken');
  });

  it('each kind at the locations that take it', () => {
    expect(takesKind({ location_type: 'sales' }, 'test-drive')).toBe(true);
    expect(takesKind({ location_type: '' }, 'test-drive')).toBe(true);
    expect(takesKind({ location_type: 'service' }, 'test-drive')).toBe(false);
    expect(takesKind({ location_type: 'service' }, 'service')).toBe(true);
    expect(takesKind({ location_type: 'parts' }, 'service')).toBe(false);
    expect(takesKind({ location_type: 'car-buying' }, 'inspection')).toBe(true);
  });
});
