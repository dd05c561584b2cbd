import { describe, expect, it } from 'vitest';

import {
  initialPreApproval,
  type PreApprovalEvent,
  preApprovalReducer,
  VERIFY_STEP,
} from './pre-approval-state.ts';

const run = (...events: PreApprovalEvent[]) =>
  events.reduce(preApprovalReducer, initialPreApproval(null));

describe('the pre-approval journey', () => {
  it('moves between steps, and a step change clears the last alert', () => {
    const s = run({ type: 'alert', text: 'Something went wrong' }, { type: 'go', step: 1 });
    expect(s).toMatchObject({ step: 1, alert: null });
  });

  it('sends the code, and a failed first send leaves nothing sent', () => {
    expect(run({ type: 'code-sending' })).toMatchObject({ code: 'sending', sendError: null });
    expect(
      run({ type: 'code-sending' }, { type: 'code-answered', error: 'Too many' }),
    ).toMatchObject({ code: 'not-sent', sendError: 'Too many' });
  });

  it('keeps a code already sent when a resend fails, and clears the error on the next try', () => {
    const resendFailed = run(
      { type: 'code-sending' },
      { type: 'code-answered', error: null },
      { type: 'code-sending' },
      { type: 'code-answered', error: 'Try again in a minute' },
    );
    expect(resendFailed).toMatchObject({ code: 'sent', sendError: 'Try again in a minute' });
    expect(preApprovalReducer(resendFailed, { type: 'code-sending' }).sendError).toBeNull();
  });

  it('is busy while applying; a wrong code goes back to the code step, a refusal says why', () => {
    const applying = run({ type: 'go', step: 3 }, { type: 'applying' });
    expect(applying).toMatchObject({ busy: true, alert: null });
    expect(preApprovalReducer(applying, { type: 'wrong-code' })).toMatchObject({
      busy: false,
      step: VERIFY_STEP,
    });
    expect(preApprovalReducer(applying, { type: 'answered', alert: 'Not now' })).toMatchObject({
      busy: false,
      step: 3,
      alert: 'Not now',
    });
    expect(preApprovalReducer(applying, { type: 'answered', alert: null })).toMatchObject({
      busy: false,
      alert: null,
    });
  });

  it('takes the car the address names once it is read', () => {
    const car = {
      id: 7,
      dealershipId: 1,
      type: 'new' as const,
      year: 2026,
      price: 1,
      vin: null,
      nvic: null,
    };
    expect(run({ type: 'car', car }).car).toBe(car);
  });
});
