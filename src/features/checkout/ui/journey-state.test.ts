import { describe, expect, it } from 'vitest';

import type { ReservationAnswer } from '../view.ts';
import type { ContactDetails } from './checkout.client.ts';
import {
  initialJourneyState,
  type JourneyEvent,
  journeyReducer,
  type JourneyState,
  prefillDetails,
} from './journey-state.ts';

const details: ContactDetails = {
  first_name: 'Ava',
  last_name: 'Nguyen',
  email: 'ava@example.com',
  phone: '0412 345 678',
};
const answer = { access_token: 'tok' } as unknown as ReservationAnswer;
const run = (events: JourneyEvent[], from: JourneyState = initialJourneyState()) =>
  events.reduce(journeyReducer, from);

describe('the checkout journey', () => {
  it('starts at the first step, not loaded, nothing known of the browser', () => {
    const s = initialJourneyState();
    expect(s.journey).toEqual({ step: 0, key: '', details: null, order: {}, answer: null });
    expect(s.loaded).toBe(false);
    expect([s.busy, s.alert, s.codeError, s.blocked, s.signedIn, s.account]).toEqual([
      false,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('resumes the tab’s journey, and is loaded only once the server has had its say', () => {
    const saved = {
      step: 2,
      key: 'k1',
      details: null,
      order: { payment: 'finance' as const },
      answer: null,
    };
    const restored = run([{ type: 'restored', journey: saved }]);
    expect(restored.journey).toEqual(saved);
    expect(restored.loaded).toBe(false);
    const taken = run(
      [{ type: 'loaded', blocked: { kind: 'taken', similarUrl: '/similar' } }],
      restored,
    );
    expect(taken.loaded).toBe(true);
    expect(taken.journey).toEqual(saved);
    expect(taken.blocked).toEqual({ kind: 'taken', similarUrl: '/similar' });
  });

  it('moves between steps keeping the order, and a move clears the last alert', () => {
    const s = run([
      { type: 'alert', text: 'Card declined' },
      { type: 'go', patch: { step: 1, order: { payment: 'pay-in-full' } } },
      { type: 'go', patch: { step: 2 } },
    ]);
    expect(s.journey.step).toBe(2);
    expect(s.journey.order).toEqual({ payment: 'pay-in-full' });
    expect(s.alert).toBeNull();
  });

  it('sending the details is busy and clears both errors; the answer goes to the deposit step', () => {
    const sending = run([
      { type: 'code-refused', message: 'That code is not right' },
      { type: 'sending' },
    ]);
    expect(sending.busy).toBe(true);
    expect(sending.codeError).toBeNull();
    const sent = run([{ type: 'sent', patch: { key: 'k2', details, answer, step: 1 } }], sending);
    expect(sent.busy).toBe(false);
    expect(sent.journey).toMatchObject({ key: 'k2', details, answer, step: 1 });
  });

  it('a wrong code is said beside the code field and keeps the step', () => {
    const s = run([{ type: 'sending' }, { type: 'code-refused', message: 'Code expired' }]);
    expect(s).toMatchObject({ busy: false, codeError: 'Code expired', alert: null });
    expect(s.journey.step).toBe(0);
  });

  it('refused details keep what was typed, with the next try’s key and the alert', () => {
    const s = run([
      { type: 'restored', journey: { step: 0, key: 'k3', details: null, order: {}, answer: null } },
      { type: 'sending' },
      { type: 'refused', key: '', details, alert: 'Check your e-mail' },
    ]);
    expect(s).toMatchObject({ busy: false, alert: 'Check your e-mail' });
    expect(s.journey).toMatchObject({ key: '', details, step: 0 });
  });

  it('a car taken meanwhile or a reservation ended blocks the journey; starting again clears it', () => {
    const ended = run([
      { type: 'sending' },
      { type: 'blocked', blocked: { kind: 'ended', answer: null, message: 'Too late' } },
    ]);
    expect(ended.busy).toBe(false);
    expect(ended.blocked).toEqual({ kind: 'ended', answer: null, message: 'Too late' });
    const fresh = { step: 0, key: 'k4', details: null, order: {}, answer: null };
    const again = run([{ type: 'restart', journey: fresh }], ended);
    expect(again.blocked).toBeNull();
    expect(again.journey).toEqual(fresh);
  });

  it('keeps what the browser and the account know', () => {
    const account = { phone: '0412345678', first_name: 'Ava', last_name: 'Nguyen', email: null };
    const s = run([
      { type: 'browser', tradeIn: null, signedIn: { phone: '0412345678' } },
      { type: 'account', account },
    ]);
    expect(s.signedIn).toEqual({ phone: '0412345678' });
    expect(s.account).toEqual(account);
  });
});

describe('the details known before the buyer types', () => {
  const remembered = {
    name: 'Sam',
    last_name: 'Lee',
    email: 'sam@example.com',
    phone: '0400 000 000',
  };

  it('are the account’s first, then the signed-in phone and name, then the forms’ memory', () => {
    expect(
      prefillDetails(
        { phone: '0411 111 111', first_name: 'Ava' },
        { phone: '0422 222 222', first_name: null, last_name: 'Nguyen', email: null },
        remembered,
      ),
    ).toEqual({
      first_name: 'Ava',
      last_name: 'Nguyen',
      email: 'sam@example.com',
      phone: '0422 222 222',
    });
    expect(prefillDetails({ phone: '0411 111 111' }, null, remembered)).toEqual({
      first_name: 'Sam',
      last_name: 'Lee',
      email: 'sam@example.com',
      phone: '0411 111 111',
    });
  });

  it('are empty when nothing is known', () => {
    expect(prefillDetails(null, null, {})).toEqual({
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
    });
  });
});
