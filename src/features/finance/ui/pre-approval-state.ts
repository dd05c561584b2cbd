import type { PreApprovalCar } from './pre-approval-types.ts';

/** Where the SMS code stands: none asked for, on its way, or sent (and may be sent again). */
export type CodeState = 'not-sent' | 'sending' | 'sent';

/** Everything the pre-approval shows besides its fields (react-hook-form keeps those). */
export interface PreApprovalState {
  /** The car the application is toward: given by the page, or read from the finance page's address. */
  car: PreApprovalCar | null;
  step: number;
  code: CodeState;
  /** A code was sent once: a failed resend leaves the buyer with the one they have. */
  codeSentOnce: boolean;
  /** Why the code could not be sent, beside the Send Code button. */
  sendError: string | null;
  /** The mobile already belongs to a customer of this dealer. */
  known: boolean;
  /** The form's own alert (the application refused, a step that cannot be checked). */
  alert: string | null;
  /** The application is on its way. */
  busy: boolean;
}

export type PreApprovalEvent =
  | { type: 'car'; car: PreApprovalCar | null }
  /** To a step: the last step's alert goes. */
  | { type: 'go'; step: number }
  | { type: 'alert'; text: string | null }
  | { type: 'code-sending' }
  /** The code was sent (`error` null), or why it was not. */
  | { type: 'code-answered'; error: string | null }
  | { type: 'known'; known: boolean }
  | { type: 'applying' }
  /** The application's answer: on to the lender (`alert` null), or why it was refused. */
  | { type: 'answered'; alert: string | null }
  /** The code was wrong: back to the step that asks for it. */
  | { type: 'wrong-code' };

export const VERIFY_STEP = 2;

export const initialPreApproval = (car: PreApprovalCar | null): PreApprovalState => ({
  car,
  step: 0,
  code: 'not-sent',
  codeSentOnce: false,
  sendError: null,
  known: false,
  alert: null,
  busy: false,
});

export function preApprovalReducer(
  state: PreApprovalState,
  event: PreApprovalEvent,
): PreApprovalState {
  switch (event.type) {
    case 'car':
      return { ...state, car: event.car };
    case 'go':
      return { ...state, step: event.step, alert: null };
    case 'alert':
      return { ...state, alert: event.text };
    case 'code-sending':
      return { ...state, code: 'sending', sendError: null };
    case 'code-answered':
      return event.error === null
        ? { ...state, code: 'sent', codeSentOnce: true }
        : { ...state, code: state.codeSentOnce ? 'sent' : 'not-sent', sendError: event.error };
    case 'known':
      return { ...state, known: event.known };
    case 'applying':
      return { ...state, busy: true, alert: null };
    case 'answered':
      return { ...state, busy: false, alert: event.alert };
    case 'wrong-code':
      return { ...state, busy: false, step: VERIFY_STEP, alert: null };
  }
}
