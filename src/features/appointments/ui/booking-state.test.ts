import { describe, expect, it } from 'vitest';

import {
  bookingReducer,
  bookingTitle,
  initialBooking,
  type SlotsAnswer,
  stepOf,
} from './booking-state.ts';

const slot = (start: string) => ({ start, end: start.replace(':00:', ':30:'), free: 2 });
const answer: SlotsAnswer = {
  slots: [slot('2026-12-07T22:00:00.000Z'), slot('2026-12-07T23:00:00.000Z')],
  time_zone: 'Australia/Sydney',
};
const details = { name: 'Sam', email: 'sam@example.com', phone: '0412345678', postcode: '2150' };

describe('the booking picker', () => {
  it('walks time, details, code, booked; Back retraces a step at a time', () => {
    let s = bookingReducer(initialBooking(), { type: 'slots', answer, firstDay: '2026-12-08' });
    expect([s.phase, s.day, stepOf(s.phase)]).toEqual(['time', '2026-12-08', 0]);
    s = bookingReducer(s, { type: 'pick', slot: answer.slots[1]! });
    expect([s.phase, stepOf(s.phase), s.slot?.start]).toEqual([
      'details',
      1,
      '2026-12-07T23:00:00.000Z',
    ]);
    s = bookingReducer(s, { type: 'details', details });
    expect([s.phase, stepOf(s.phase)]).toEqual(['confirm', 2]);
    expect(bookingReducer(s, { type: 'back' }).phase).toBe('details');
    expect(bookingReducer(bookingReducer(s, { type: 'back' }), { type: 'back' }).phase).toBe(
      'time',
    );
    s = bookingReducer(s, { type: 'sending' });
    expect(s.busy).toBe(true);
    s = bookingReducer(s, { type: 'code-refused', message: 'The code is wrong.' });
    expect([s.busy, s.codeError, s.phase]).toEqual([false, 'The code is wrong.', 'confirm']);
    s = bookingReducer(s, {
      type: 'booked',
      booked: {
        reference: 'A23456789',
        start: answer.slots[1]!.start,
        end: answer.slots[1]!.end,
        time_zone: 'Australia/Sydney',
        location: { id: 1, name: 'Sales', phone: null },
      },
    });
    expect([s.phase, stepOf(s.phase), s.booked?.reference]).toEqual(['booked', 3, 'A23456789']);
  });

  it('a slot refused on the way goes back to the fresh times and says why; none left says so', () => {
    let s = bookingReducer(initialBooking(), { type: 'slots', answer, firstDay: '2026-12-08' });
    s = bookingReducer(s, { type: 'pick', slot: answer.slots[0]! });
    s = bookingReducer(s, { type: 'details', details });
    s = bookingReducer(s, { type: 'sending' });
    const fresh = { ...answer, slots: [answer.slots[1]!] };
    const lost = bookingReducer(s, {
      type: 'slot-refused',
      alert: 'Sorry, that time has just been taken.',
      answer: fresh,
      firstDay: '2026-12-08',
    });
    expect([lost.phase, lost.slot, lost.busy, lost.alert, lost.answer]).toEqual([
      'time',
      null,
      false,
      'Sorry, that time has just been taken.',
      fresh,
    ]);
    // The details typed are kept for the next pick.
    expect(lost.details).toEqual(details);
    const none = bookingReducer(s, {
      type: 'slot-refused',
      alert: 'Sorry',
      answer: { ...answer, slots: [] },
      firstDay: null,
    });
    expect(none.phase).toBe('none');
    expect(
      bookingReducer(initialBooking(), {
        type: 'slots',
        answer: { slots: [], unavailable: 'sold' },
        firstDay: null,
      }).phase,
    ).toBe('none');
    expect(bookingReducer(initialBooking(), { type: 'failed', alert: 'down' })).toMatchObject({
      phase: 'failed',
      alert: 'down',
    });
  });

  it("heads each phase in the dealer's word for what is booked", () => {
    expect(bookingTitle('time', 'viewing')).toBe('Pick a time');
    expect(bookingTitle('loading', 'viewing')).toBe('Pick a time');
    expect(bookingTitle('details', 'viewing')).toBe('Your details');
    expect(bookingTitle('confirm', 'viewing')).toBe('Confirm with the code');
    expect(bookingTitle('booked', 'test drive')).toBe('Your test drive is booked');
  });
});
