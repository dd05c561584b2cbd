import { describe, expect, it } from 'vitest';

import { openIntervals, zonedInstant } from './open-intervals.ts';

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
const sydney = {
  address: { state: 'NSW' as const },
  contact_detail: { opening_hours: week },
  special_hours: [
    { date: '2026-12-25', status: 'Closed' as const, location_id: 1, label: 'Christmas Day' },
  ],
  fortnightly_appointment_saturday: { reference_date: '2026-11-28' },
};
const iso = (minutes: number) => new Date(minutes * 60_000).toISOString();

describe('wall-clock times in a zone', () => {
  it('moves by the offset in force that day, daylight time included', () => {
    // Sydney is UTC+11 in summer (AEDT), UTC+10 in winter; Perth UTC+8 all year.
    expect(new Date(zonedInstant('2026-12-01', '09:00', 'Australia/Sydney')).toISOString()).toBe(
      '2026-11-30T22:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-06-01', '09:00', 'Australia/Sydney')).toISOString()).toBe(
      '2026-05-31T23:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-12-01', '09:00', 'Australia/Perth')).toISOString()).toBe(
      '2026-12-01T01:00:00.000Z',
    );
    // Daylight time starts at 2 am on 4 October 2026: 9 am that day is already UTC+11.
    expect(new Date(zonedInstant('2026-10-04', '09:00', 'Australia/Sydney')).toISOString()).toBe(
      '2026-10-03T22:00:00.000Z',
    );
  });
});

describe('when a location is open', () => {
  it('lists the open hours ahead by the same rules as its hours table', () => {
    // Tuesday 1 December 2026, 10 am in Sydney.
    const now = new Date('2026-11-30T23:00:00Z');
    const open = openIntervals(sydney, now, 7).map(([a, b]) => [iso(a), iso(b)]);
    expect(open).toEqual([
      ['2026-11-30T20:30:00.000Z', '2026-12-01T06:30:00.000Z'], // Tue 7:30 am–5:30 pm, open now
      ['2026-12-01T20:30:00.000Z', '2026-12-02T06:30:00.000Z'], // Wed
      ['2026-12-02T20:30:00.000Z', '2026-12-03T06:30:00.000Z'], // Thu
      ['2026-12-03T20:30:00.000Z', '2026-12-04T06:30:00.000Z'], // Fri
      ['2026-12-04T21:00:00.000Z', '2026-12-05T01:00:00.000Z'], // Sat 5 Dec 8 am–12 pm
      // Sunday closed.
      ['2026-12-06T20:30:00.000Z', '2026-12-07T06:30:00.000Z'], // Mon 7 Dec, the 7th day
    ]);
  });

  it('leaves out the appointment Saturday, a special closed day and what has closed', () => {
    // Friday 25 December 2026 (Christmas, closed), 6 pm the day before.
    const now = new Date('2026-12-24T07:00:00Z');
    const open = openIntervals(sydney, now, 3).map(([a]) => iso(a));
    // Thursday has closed, Friday is Christmas, Saturday 26 Dec is the fortnightly appointment day.
    expect(open).toEqual([]);
    expect(openIntervals(sydney, now, 5).map(([a]) => iso(a))).toEqual([
      '2026-12-27T20:30:00.000Z', // Monday 28 December, 7:30 am
    ]);
  });
});
