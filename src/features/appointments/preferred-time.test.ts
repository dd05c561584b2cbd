import { describe, expect, it } from 'vitest';

import { type HoursPlace, preferredTimeProblem } from './preferred-time.ts';

const week = (saturdayClose: string) => [
  ...[1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    status: 'Open' as const,
    open: '08:30',
    close: '17:30',
    formated_hours: null,
  })),
  {
    weekday: 6,
    status: 'Open' as const,
    open: '08:00',
    close: saturdayClose,
    formated_hours: null,
  },
  { weekday: 0, status: 'Closed' as const, open: null, close: null, formated_hours: null },
];
const christmas = {
  date: '2026-12-25',
  status: 'Closed' as const,
  location_id: 1,
  start_hour: null,
  end_hour: null,
  label: null,
};
const place = (id: number, name: string, extra: Partial<HoursPlace> = {}): HoursPlace => ({
  id,
  name,
  visible: true,
  location_type: 'sales',
  special_hours: [christmas],
  contact_detail: { opening_hours: week('12:00') },
  ...extra,
});
const sales = place(1, 'Riverbend Toyota Sales');
const late = place(2, 'Dandenong', { contact_detail: { opening_hours: week('16:00') } });
const workshop = place(3, 'Service Centre', {
  location_type: 'service',
  contact_detail: { opening_hours: week('16:00') },
});

describe('a preferred date and time the dealer can meet', () => {
  it('refuses a day the chosen location is closed, naming it and the day', () => {
    // Sunday 13 December 2026, and Christmas Day from the special hours.
    expect(preferredTimeProblem('test-drive', [sales], 1, '2026-12-13')).toEqual({
      field: 'booking_date',
      message: 'Riverbend Toyota Sales is closed on Sun 13 Dec. Please choose another day.',
    });
    expect(preferredTimeProblem('test-drive', [sales, late], 1, '2026-12-25', '10:00')).toEqual({
      field: 'booking_date',
      message: 'Riverbend Toyota Sales is closed on Fri 25 Dec. Please choose another day.',
    });
  });

  it("refuses a time outside the day's hours, saying them; closing time is too late", () => {
    expect(preferredTimeProblem('test-drive', [sales], 1, '2026-12-12', '13:00')).toEqual({
      field: 'booking_time',
      message:
        'Riverbend Toyota Sales is open 8:00am – 12:00pm on Sat 12 Dec. Please choose a time then.',
    });
    expect(preferredTimeProblem('test-drive', [sales], 1, '2026-12-14', '17:30')?.field).toBe(
      'booking_time',
    );
    expect(preferredTimeProblem('test-drive', [sales], 1, '2026-12-14', '08:29')?.field).toBe(
      'booking_time',
    );
    // Opening time, a minute before closing, and no time at all are all fine.
    expect(preferredTimeProblem('test-drive', [sales], 1, '2026-12-14', '08:30')).toBeNull();
    expect(preferredTimeProblem('test-drive', [sales], 1, '2026-12-14', '17:29')).toBeNull();
    expect(preferredTimeProblem('test-drive', [sales], 1, '2026-12-12')).toBeNull();
  });

  it('with no location chosen, refuses only what no location of the kind can meet', () => {
    const all = [sales, late, workshop];
    // Saturday 1 pm: one yard is shut by then, the other still open.
    expect(preferredTimeProblem('test-drive', all, undefined, '2026-12-12', '13:00')).toBeNull();
    // 4:30 pm: no yard is open; the workshop does not take test drives.
    expect(preferredTimeProblem('test-drive', all, undefined, '2026-12-12', '16:30')).toEqual({
      field: 'booking_time',
      message: 'We are not open at 4:30pm on Sat 12 Dec. Please choose another time.',
    });
    expect(preferredTimeProblem('test-drive', all, undefined, '2026-12-13')?.message).toBe(
      'We are closed on Sun 13 Dec. Please choose another day.',
    );
    // A service is asked of the workshop alone: its hours, its name.
    expect(preferredTimeProblem('service', all, undefined, '2026-12-12', '16:30')?.message).toBe(
      'Service Centre is open 8:00am – 4:00pm on Sat 12 Dec. Please choose a time then.',
    );
    // A hidden location is no place to ask for; an id the site does not have counts as none.
    const hidden = { ...late, visible: false };
    expect(preferredTimeProblem('test-drive', [sales, hidden], 99, '2026-12-12', '13:00')).toEqual({
      field: 'booking_time',
      message:
        'Riverbend Toyota Sales is open 8:00am – 12:00pm on Sat 12 Dec. Please choose a time then.',
    });
  });

  it("takes requests on a by-appointment Saturday, in the Saturday's usual hours", () => {
    const fortnightly = place(4, 'Service', {
      fortnightly_appointment_saturday: { reference_date: '2026-12-12' },
    });
    expect(preferredTimeProblem('test-drive', [fortnightly], 4, '2026-12-12', '10:00')).toBeNull();
    expect(preferredTimeProblem('test-drive', [fortnightly], 4, '2026-12-12', '15:00')?.field).toBe(
      'booking_time',
    );
    expect(preferredTimeProblem('test-drive', [], undefined, '2026-12-13')).toBeNull();
  });
});
