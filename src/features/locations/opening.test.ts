import { describe, expect, it } from 'vitest';

import { hoursOn, isAppointmentSaturday, isOpenAt } from './opening.ts';
import { datedRows, openStatus } from './schedule.ts';
import { localTime } from './time.ts';

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
const service = {
  address: { state: 'NSW' as const },
  contact_detail: { opening_hours: week },
  special_hours: [
    { date: '2026-12-25', status: 'Closed' as const, location_id: 1, label: 'Christmas Day' },
  ],
  fortnightly_appointment_saturday: { reference_date: '2025-06-14' },
};

describe('fortnightly appointment Saturday (spec States, reference 14 June 2025)', () => {
  it('is By Appointment Only on the reference Saturday and every second Saturday from it', () => {
    expect(isAppointmentSaturday('2025-06-14', '2025-06-14')).toBe(true);
    expect(isAppointmentSaturday('2025-06-21', '2025-06-14')).toBe(false);
    expect(isAppointmentSaturday('2025-06-28', '2025-06-14')).toBe(true);
    expect(isAppointmentSaturday('2025-05-31', '2025-06-14')).toBe(true);
    expect(isAppointmentSaturday('2026-11-21', '2025-06-14')).toBe(false);
    expect(isAppointmentSaturday('2026-11-28', '2025-06-14')).toBe(true);
    expect(isAppointmentSaturday('2025-06-15', '2025-06-14')).toBe(false);
  });

  it('changes that Saturday’s hours and leaves the others', () => {
    expect(hoursOn(service, '2025-06-28')).toEqual({
      status: 'By appointment only',
      open: null,
      close: null,
      note: 'By Appointment Only',
    });
    expect(hoursOn(service, '2025-07-05')).toEqual({
      status: 'Open',
      open: '08:00',
      close: '12:00',
      note: null,
    });
  });
});

describe('hours of a day', () => {
  it('uses special hours for their date, and weekday 0 is Sunday', () => {
    expect(hoursOn(service, '2026-12-25')).toMatchObject({
      status: 'Closed',
      note: 'Christmas Day',
    });
    expect(hoursOn(service, '2026-11-22')).toMatchObject({ status: 'Closed' });
    expect(hoursOn(service, '2026-11-23')).toMatchObject({
      status: 'Open',
      open: '07:30',
      close: '17:30',
    });
    expect(
      hoursOn({ ...service, contact_detail: { opening_hours: [] } }, '2026-11-23'),
    ).toMatchObject({ status: 'Closed' });
  });
});

describe('open now, in the location’s time zone', () => {
  it('reads the wall clock of the state', () => {
    expect(localTime(new Date('2026-11-22T22:30:00Z'), 'Australia/Sydney')).toEqual({
      date: '2026-11-23',
      weekday: 1,
      time: '09:30',
    });
    expect(localTime(new Date('2026-11-22T22:30:00Z'), 'Australia/Perth')).toEqual({
      date: '2026-11-23',
      weekday: 1,
      time: '06:30',
    });
  });

  it('is open between open and close on an open day', () => {
    expect(isOpenAt(service, new Date('2026-11-22T22:30:00Z'))).toBe(true);
    expect(isOpenAt(service, new Date('2026-11-22T20:29:00Z'))).toBe(false);
    expect(isOpenAt(service, new Date('2026-11-23T06:30:00Z'))).toBe(false);
    expect(
      isOpenAt({ ...service, address: { state: 'WA' } }, new Date('2026-11-22T22:30:00Z')),
    ).toBe(false);
  });

  it('is not open on a closed day, a holiday or an appointment Saturday', () => {
    expect(isOpenAt(service, new Date('2026-12-24T23:00:00Z'))).toBe(false);
    expect(isOpenAt(service, new Date('2026-11-21T00:00:00Z'))).toBe(true);
    expect(isOpenAt(service, new Date('2026-11-28T00:00:00Z'))).toBe(false);
  });
});

describe('open now and the dated rows', () => {
  const perth = { ...service, address: { state: 'WA' as const } };
  it('reads the time in the location’s own zone', () => {
    // 2026-11-23 (Monday) 20:00 UTC: 7:00am Tuesday in Sydney (daylight time), not yet open.
    const instant = new Date('2026-11-23T20:00:00Z');
    expect(openStatus(service, instant)).toEqual({
      open: false,
      text: 'Closed · opens today 7:30am',
    });
    expect(openStatus(service, new Date('2026-11-23T22:00:00Z'))).toEqual({
      open: true,
      text: 'Open now · closes 5:30pm',
    });
    // 22:00 UTC is 9:00am in Sydney (open) but 6:00am in Perth: not yet open.
    expect(openStatus(perth, new Date('2026-11-23T22:00:00Z')).open).toBe(false);
    // 09:00 UTC Tuesday = 5:00pm Perth, open; 8:00pm Sydney, closed until Wednesday.
    expect(openStatus(perth, new Date('2026-11-24T09:00:00Z')).text).toBe(
      'Open now · closes 5:30pm',
    );
    expect(openStatus(service, new Date('2026-11-24T09:00:00Z')).text).toBe(
      'Closed · opens Wed 7:30am',
    );
  });

  it('skips a special closed day and an appointment Saturday when saying when it opens', () => {
    // Christmas Day 2026 is a Friday: closed, and Saturday 26 Dec is an appointment Saturday.
    expect(isAppointmentSaturday('2026-12-26', '2025-06-14')).toBe(true);
    expect(openStatus(service, new Date('2026-12-24T23:00:00Z')).text).toBe(
      'Closed · opens Mon 7:30am',
    );
    // Saturday 5 Dec 2026 is a normal Saturday: open 8 to 12.
    expect(openStatus(service, new Date('2026-12-04T22:30:00Z')).text).toBe(
      'Open now · closes 12:00pm',
    );
  });

  it('lists special days and which Saturdays are by appointment', () => {
    expect(datedRows(service, '2026-12-19', 14)).toEqual([
      { date: '2026-12-19', label: 'Sat 19 Dec', text: '8:00am – 12:00pm', note: 'Open Saturday' },
      { date: '2026-12-25', label: 'Fri 25 Dec', text: 'Closed', note: 'Christmas Day' },
      {
        date: '2026-12-26',
        label: 'Sat 26 Dec',
        text: 'By Appointment Only',
        note: 'Alternate Saturday',
      },
    ]);
    const plain = { ...service, fortnightly_appointment_saturday: null };
    expect(datedRows(plain, '2026-12-19', 14).map((r) => r.date)).toEqual(['2026-12-25']);
    expect(datedRows(plain, '2026-12-26', 14)).toEqual([]);
  });
});
