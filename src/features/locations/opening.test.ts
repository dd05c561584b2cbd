import { describe, expect, it } from 'vitest';

import { hoursOn, isAppointmentSaturday, isOpenAt } from './opening.ts';
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

describe('fortnightly appointment Saturday (spec §4, reference 14 June 2025)', () => {
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
