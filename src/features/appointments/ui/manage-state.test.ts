import { describe, expect, it } from 'vitest';

import { initialManage, type ManagedBooking, manageReducer, manageTitle } from './manage-state.ts';

const booking = (over: Partial<ManagedBooking> = {}): ManagedBooking => ({
  reference: 'AK7QM4X9A',
  kind: 'test-drive',
  state: 'booked',
  start: '2026-12-08T23:00:00.000Z',
  end: '2026-12-08T23:30:00.000Z',
  time_zone: 'Australia/Sydney',
  location: { id: 7101, name: 'Riverbend Toyota Sales', address: '64 Church Street', phone: null },
  car: { name: '2022 Toyota Hilux SR5', slug: 'x' },
  sequence: 0,
  ...over,
});
const slot = (start: string) => ({ start, end: start, free: 1 });

describe('the booking page’s reducer', () => {
  it('read, move: a day, a time, yes; a time lost on the way brings fresh ones and why', () => {
    let s = manageReducer(initialManage(), {
      type: 'loaded',
      answer: { booking: booking(), slots: [slot('2026-12-09T23:00:00.000Z')] },
      firstDay: '2026-12-10',
    });
    expect(s).toMatchObject({ phase: 'view', day: '2026-12-10', alert: null });
    s = manageReducer(s, { type: 'move' });
    s = manageReducer(s, { type: 'pick', slot: slot('2026-12-09T23:00:00.000Z') });
    expect(s.phase).toBe('confirm-move');
    s = manageReducer(s, { type: 'sending' });
    expect(s.busy).toBe(true);
    s = manageReducer(s, {
      type: 'refused',
      alert: 'Sorry, that time has just been taken.',
      answer: { booking: booking(), slots: [slot('2026-12-10T00:00:00.000Z')] },
      firstDay: '2026-12-11',
    });
    expect(s).toMatchObject({
      phase: 'moving',
      busy: false,
      slot: null,
      day: '2026-12-11',
      alert: 'Sorry, that time has just been taken.',
    });
    expect(s.times?.slots).toHaveLength(1);
    s = manageReducer(s, { type: 'pick', slot: slot('2026-12-10T00:00:00.000Z') });
    s = manageReducer(s, { type: 'done', booking: booking({ start: '2026-12-10T00:00:00.000Z' }) });
    expect(s).toMatchObject({ phase: 'moved', busy: false, alert: null });
  });

  it('cancel asks once more; back keeps it; a cancel refused (it has passed) returns to the booking', () => {
    let s = manageReducer(initialManage(), {
      type: 'loaded',
      answer: { booking: booking() },
      firstDay: null,
    });
    expect(s.times).toBeNull();
    s = manageReducer(s, { type: 'cancel' });
    expect(s.phase).toBe('confirm-cancel');
    expect(manageReducer(s, { type: 'back' }).phase).toBe('view');
    const passed = manageReducer(manageReducer(s, { type: 'sending' }), {
      type: 'refused',
      alert: 'This booking has already passed.',
      answer: { booking: booking({ state: 'passed' }) },
      firstDay: null,
    });
    expect(passed).toMatchObject({ phase: 'view', booking: { state: 'passed' }, busy: false });
    const done = manageReducer(s, { type: 'done', booking: booking({ state: 'cancelled' }) });
    expect(done.phase).toBe('cancelled');
  });

  it('a link that opens nothing says why', () => {
    expect(manageReducer(initialManage(), { type: 'bad', alert: 'No.' })).toMatchObject({
      phase: 'bad',
      alert: 'No.',
    });
  });

  it("heads each phase in the dealer's word for the booking", () => {
    const booked = booking();
    expect(manageTitle('view', booked, 'test drive')).toBe('Your test drive');
    expect(manageTitle('view', booking({ state: 'passed' }), 'viewing')).toBe(
      'This viewing has passed',
    );
    expect(manageTitle('view', booking({ state: 'cancelled' }), 'service')).toBe(
      'This service is cancelled',
    );
    expect(manageTitle('moving', booked, 'service')).toBe('Pick a new time');
    expect(manageTitle('confirm-move', booked, 'service')).toBe('Move it to this time?');
    expect(manageTitle('confirm-cancel', booked, 'viewing')).toBe('Cancel your viewing?');
    expect(manageTitle('moved', booked, 'test drive')).toBe('Your test drive is moved');
    expect(manageTitle('cancelled', booked, 'test drive')).toBe('Your test drive is cancelled');
    expect(manageTitle('loading', booked, 'test drive')).toBe('');
  });
});
