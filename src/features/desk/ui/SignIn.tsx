import { type Dispatch, type RefObject, type SubmitEvent, useId } from 'react';

import { buttonClass } from '~/components/button.ts';
import { SPEC_MESSAGES as S } from '~/features/leads/messages.ts';

import { codeProblem, type DeskEvent, type DeskState, mobileProblem } from '../desk-state.ts';
import { deskPost, newKey } from './api.client.ts';

const SEND_FAILED = 'We could not send the code just now. Please check the number and try again.';

/**
 * The desk's sign-in: a staff mobile, then the 6-digit code texted to it. Its steps are the
 * desk's reducer's (`desk-state.ts`); signed in, the desk reads the day.
 */
export function SignIn({
  state,
  dispatch,
  dealerName,
  heading,
  onSignedIn,
}: {
  state: Extract<DeskState, { kind: 'sign-in' }>;
  dispatch: Dispatch<DeskEvent>;
  dealerName: string;
  heading: RefObject<HTMLHeadingElement | null>;
  onSignedIn: () => Promise<void>;
}) {
  const id = useId();
  /** The value a sign-in step's form holds in its one field, or its rule's message shown. */
  const fieldOf = (
    e: SubmitEvent<HTMLFormElement>,
    name: string,
    problem: (v: string) => string | null,
  ) => {
    e.preventDefault();
    const value = String(new FormData(e.currentTarget).get(name) ?? '');
    const message = problem(value);
    if (message) {
      dispatch({ type: 'field-error', message });
      e.currentTarget.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();
      return null;
    }
    return value.trim();
  };

  const send = async (e: SubmitEvent<HTMLFormElement>) => {
    const mobile = fieldOf(e, 'mobile', mobileProblem);
    if (mobile === null) return;
    dispatch({ type: 'busy' });
    const r = await deskPost(
      '/api/desk/send-code',
      { mobile },
      { fallback: SEND_FAILED, timeoutMs: 15_000 },
    );
    if (!r.ok) return dispatch({ type: 'failed', alert: r.status === 0 ? SEND_FAILED : r.error });
    dispatch({ type: 'code-sent', mobile });
  };

  const verify = async (e: SubmitEvent<HTMLFormElement>) => {
    const code = fieldOf(e, 'code', codeProblem);
    if (code === null) return;
    dispatch({ type: 'busy' });
    const r = await deskPost(
      '/api/desk/sign-in',
      { mobile: state.mobile, code },
      { fallback: S.unknown, timeoutMs: 15_000, key: newKey() },
    );
    if (r.ok) return onSignedIn();
    if (r.status === 400) return dispatch({ type: 'field-error', message: S.codeInvalid });
    dispatch({ type: 'failed', alert: r.status === 429 ? S.tooManyAttempts : S.unknown });
  };

  const submit = (label: string, busyLabel: string, busy: boolean) => (
    <button type="submit" className={buttonClass({ variant: 'primary' })} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );

  return (
    <div className="card-panel">
      <h2 className="step-heading" tabIndex={-1} ref={heading}>
        {state.step === 'mobile' ? 'Staff sign-in' : 'Enter the code we texted you'}
      </h2>
      {state.alert && (
        <div className="form-alert destructive" role="alert">
          {state.alert}
        </div>
      )}
      {state.step === 'mobile' ? (
        <form noValidate onSubmit={(e) => void send(e)}>
          <Field
            id={`${id}-mobile`}
            name="mobile"
            label="Mobile number"
            hint={`The mobile ${dealerName} lists for you as staff. We text it a 6-digit code.`}
            error={state.fieldError}
            input={{ type: 'tel', autoComplete: 'tel', inputMode: 'tel' }}
          />
          {submit('Text Me a Code', 'Sending…', state.busy)}
        </form>
      ) : (
        <form noValidate onSubmit={(e) => void verify(e)}>
          <p role="status">
            If {state.mobile} is a staff mobile, a code is on its way. It is valid for 10 minutes.
          </p>
          <Field
            id={`${id}-code`}
            name="code"
            label="6-digit code"
            error={state.fieldError}
            input={{ autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 6 }}
          />
          {submit('Sign In', 'Checking…', state.busy)}
          <p className="sign-in-links">
            <button
              type="button"
              className={buttonClass({ variant: 'link' })}
              onClick={() => dispatch({ type: 'change-mobile' })}
            >
              Use another number
            </button>
          </p>
        </form>
      )}
    </div>
  );
}

/** A labelled field with its hint and message tied to it, as the buyers' forms draw theirs. */
function Field(props: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error: string | null;
  input: React.InputHTMLAttributes<HTMLInputElement>;
}) {
  const describedBy = [props.hint && `${props.id}-hint`, props.error && `${props.id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={props.id}>
        {props.label}
        <span aria-hidden="true"> *</span>
      </label>
      {props.hint && (
        <p className="field-hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      )}
      <input
        id={props.id}
        name={props.name}
        aria-required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props.input}
      />
      {props.error && (
        <p className="field-error" id={`${props.id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}
