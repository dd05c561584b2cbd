import { describe, expect, it } from 'vitest';

import {
  codeProblem,
  DESK_ACTIONS,
  type DeskBooking,
  type DeskDay,
  deskReducer,
  type DeskReservation,
  type DeskState,
  initialDesk,
  mobileProblem,
  timeLeft,
} from './desk-state.ts';

const held: DeskReservation = {
  id: 'r1',
  kind: 'reserve',
  state: 'held',
  state_label: 'Held',
  car: { id: 1, slug: 'a-car-1', name: '2021 Toyota Corolla' },
  deposit_cents: 20_000,
  payment_status: 'authorised',
  created_at: '2026-12-05T00:00:00.000Z',
  hold_until: '2026-12-07T00:00:00.000Z',
  extended_at: null,
  extend_hours: 24,
  ended_at: null,
  buyer: { name: 'Mia Nguyen', phone: '0412000111', email: 'mia@example.com' },
};
const drive: DeskBooking = {
  id: 'A1',
  kind: 'test-drive',
  kind_word: 'test drive',
  starts_at: '2026-12-05T01:00:00.000Z',
  ends_at: '2026-12-05T01:30:00.000Z',
  location: 'City yard',
  vehicle: '2021 Toyota Corolla',
  service: null,
  state: 'booked',
  cancelled_by: null,
  attendance: null,
  day: 'today',
  buyer: { name: 'Mia Nguyen', phone: '0412000111' },
};
const day: DeskDay = {
  staff: { name: 'Sam Lee', role: 'sales' },
  areas: ['reservations', 'leads', 'test-drives'],
  now: '2026-12-05T01:00:00.000Z',
  reservations: [held],
  'test-drives': [drive],
};
const run = (...events: Parameters<typeof deskReducer>[1][]): DeskState =>
  events.reduce(deskReducer, initialDesk);

describe('the desk page', () => {
  it('signs in: the mobile, then the code, back to the mobile on request', () => {
    expect(run({ type: 'signed-out' })).toEqual({
      kind: 'sign-in',
      step: 'mobile',
      mobile: '',
      busy: false,
      alert: null,
      fieldError: null,
    });
    expect(
      run({ type: 'signed-out' }, { type: 'busy' }, { type: 'code-sent', mobile: '0412 345 678' }),
    ).toMatchObject({
      step: 'code',
      mobile: '0412 345 678',
      busy: false,
    });
    expect(
      run(
        { type: 'signed-out' },
        { type: 'code-sent', mobile: '0412345678' },
        { type: 'change-mobile' },
      ),
    ).toMatchObject({ step: 'mobile' });
    expect(
      run({ type: 'signed-out' }, { type: 'busy' }, { type: 'failed', alert: 'No.' }),
    ).toMatchObject({
      busy: false,
      alert: 'No.',
    });
  });

  it('asks before an action, runs one at a time, and shows the record as the server returns it', () => {
    const asked = run({ type: 'loaded', day }, { type: 'ask', id: 'r1', action: 'convert' });
    expect(asked).toMatchObject({ pending: { id: 'r1', action: 'convert', busy: false } });
    const acting = deskReducer(asked, { type: 'acting' });
    // Under way: another ask or a cancel changes nothing.
    expect(deskReducer(acting, { type: 'ask', id: 'r2', action: 'release' })).toBe(acting);
    expect(deskReducer(acting, { type: 'cancel' })).toBe(acting);
    const sold = { ...held, state: 'converted', state_label: 'Sold', payment_status: 'captured' };
    const done = deskReducer(acting, {
      type: 'acted',
      action: 'convert',
      record: sold,
      notice: 'Sold.',
    });
    expect(done).toMatchObject({ pending: null, notice: 'Sold.' });
    expect(done.kind === 'day' && done.day.reservations).toEqual([sold]);
    expect(deskReducer(asked, { type: 'cancel' })).toMatchObject({ pending: null });
  });

  it("puts a booking's answer in its own list and leaves the other records", () => {
    const arrived = { ...drive, attendance: 'arrived' as const };
    const done = run(
      { type: 'loaded', day },
      { type: 'ask', id: 'A1', action: 'arrived' },
      { type: 'acting' },
      { type: 'acted', action: 'arrived', record: arrived, notice: 'Arrived.' },
    );
    expect(done.kind === 'day' && done.day['test-drives']).toEqual([arrived]);
    expect(done.kind === 'day' && done.day.reservations).toEqual([held]);
    // A reload keeps what was said until the next action.
    expect(deskReducer(done, { type: 'loaded', day })).toMatchObject({ notice: 'Arrived.' });
  });

  it('a refused action leaves the record and says why; a lost session goes back to sign-in', () => {
    const acting = run(
      { type: 'loaded', day },
      { type: 'ask', id: 'r1', action: 'release' },
      { type: 'acting' },
    );
    const refused = deskReducer(acting, { type: 'failed', alert: 'It had ended.' });
    expect(refused).toMatchObject({ pending: null, alert: 'It had ended.' });
    expect(refused.kind === 'day' && refused.day.reservations).toEqual([held]);
    expect(deskReducer(acting, { type: 'signed-out', alert: 'Ended.' })).toMatchObject({
      kind: 'sign-in',
      alert: 'Ended.',
    });
  });
});

describe('the sign-in fields', () => {
  it("check a mobile and a code by the buyers' rules and words", () => {
    expect(mobileProblem('0412 345 678')).toBeNull();
    expect(mobileProblem('+61 412 345 678')).toBeNull();
    expect(mobileProblem('02 9000 0000')).toBe(
      'Please enter a valid Australian mobile number, like 0412 345 678.',
    );
    expect(codeProblem(' 123456 ')).toBeNull();
    expect(codeProblem('')).toBe('This is a required field.');
    expect(codeProblem('12345')).toBe('Code must be 6 digits.');
  });

  it('show a refused field until the next try', () => {
    const refused = run(
      { type: 'signed-out' },
      { type: 'field-error', message: 'Code must be 6 digits.' },
    );
    expect(refused).toMatchObject({ fieldError: 'Code must be 6 digits.', busy: false });
    expect(deskReducer(refused, { type: 'busy' })).toMatchObject({ fieldError: null, busy: true });
  });
});

describe('time left on a hold', () => {
  const now = new Date('2026-12-05T00:00:00Z');
  it('says days and hours, hours, or minutes, and when it is up', () => {
    expect(timeLeft('2026-12-06T03:30:00Z', now)).toBe('1 day 3 hours left');
    expect(timeLeft('2026-12-07T00:00:00Z', now)).toBe('2 days left');
    expect(timeLeft('2026-12-05T01:59:00Z', now)).toBe('1 hour left');
    expect(timeLeft('2026-12-05T00:40:00Z', now)).toBe('40 minutes left');
    expect(timeLeft('2026-12-05T00:00:20Z', now)).toBe('1 minute left');
    expect(timeLeft('2026-12-04T23:00:00Z', now)).toBe('time is up');
  });
});

describe('the words of an action', () => {
  it("say what the dealer sells: a caravan yard's question is about the caravan", () => {
    expect(DESK_ACTIONS.release.question('2019 Jayco Starcraft', 'caravan')).toBe(
      'Release the 2019 Jayco Starcraft? The deposit goes back to the buyer and the caravan is for sale again.',
    );
    expect(DESK_ACTIONS.convert.question('2021 Toyota Corolla', 'car')).toBe(
      'Mark the 2021 Toyota Corolla sold? The deposit is kept and the car leaves the site at the next build.',
    );
  });
});
