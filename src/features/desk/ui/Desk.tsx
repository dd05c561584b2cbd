import { type SubmitEvent, useEffect, useId, useReducer, useRef, useState } from 'react';

import { buttonClass } from '~/components/button.ts';
import { SPEC_MESSAGES as S } from '~/features/leads/messages.ts';

import {
  codeProblem,
  DESK_ACTIONS,
  type DeskActionName,
  type DeskDay,
  deskReducer,
  initialDesk,
  mobileProblem,
} from '../desk-state.ts';
import { deskPost } from './api.client.ts';
import { Day } from './Day.tsx';
import { css } from './styles.ts';

const SEND_FAILED = 'We could not send the code just now. Please check the number and try again.';
const UNREACHABLE = 'The desk cannot be reached just now. Check the connection and try again.';
const ROLE_NAMES = { sales: 'Sales', service: 'Service', manager: 'Manager' } as const;

const newKey = () => crypto.randomUUID();
/** How long after a resend the desk looks again at the lead's delivery. */
const RECHECK_MS = 2_000;

/**
 * The dealer desk: staff sign in with a texted code, then see the day's work their role covers
 * (holds, bookings, leads, feeds, counts) and act on it, asked once more where it cannot be undone.
 */
export default function Desk({
  dealerName,
  timeZone,
  noun,
  nounPlural,
  testDriveWord,
}: {
  dealerName: string;
  timeZone: string;
  /** What the dealer sells, lower case: 'car', 'caravan'; and its plural. */
  noun: string;
  nounPlural: string;
  /** The dealer's word for a test drive: 'test drive', 'viewing'. */
  testDriveWord: string;
}) {
  const [state, dispatch] = useReducer(deskReducer, initialDesk);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [now, setNow] = useState(() => new Date());
  // One key per asked action: a retry after a lost answer is the same action, done once.
  const actionKey = useRef(newKey());

  async function load() {
    try {
      const res = await fetch('/api/desk', { headers: { Accept: 'application/json' } });
      if (res.status === 401) return dispatch({ type: 'signed-out' });
      if (!res.ok) return dispatch({ type: 'unreachable', message: UNREACHABLE });
      dispatch({ type: 'loaded', day: (await res.json()) as DeskDay });
    } catch {
      dispatch({ type: 'unreachable', message: UNREACHABLE });
    }
  }
  useEffect(() => {
    void load();
    const tick = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(tick);
  }, []);
  const step = state.kind === 'sign-in' ? state.step : state.kind;
  useEffect(() => {
    if (state.kind !== 'loading') heading.current?.focus();
  }, [step]);

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
    if (state.kind !== 'sign-in') return;
    const code = fieldOf(e, 'code', codeProblem);
    if (code === null) return;
    dispatch({ type: 'busy' });
    const r = await deskPost(
      '/api/desk/sign-in',
      { mobile: state.mobile, code },
      { fallback: S.unknown, timeoutMs: 15_000, key: newKey() },
    );
    if (r.ok) return load();
    if (r.status === 400) return dispatch({ type: 'field-error', message: S.codeInvalid });
    dispatch({ type: 'failed', alert: r.status === 429 ? S.tooManyAttempts : S.unknown });
  };

  const act = async (id: string, action: DeskActionName, name: string) => {
    dispatch({ type: 'acting' });
    const spec = DESK_ACTIONS[action];
    const out = await deskPost<Record<string, unknown>>(
      spec.path,
      { id },
      { fallback: UNREACHABLE, timeoutMs: 30_000, key: actionKey.current },
    );
    // A lost answer keeps the key: pressing again is the same action. Any answer spends it.
    if (out.ok || out.status !== 0) actionKey.current = newKey();
    if (out.ok) {
      dispatch({
        type: 'acted',
        action,
        record: out.value[spec.record] as never,
        notice: spec.done(name),
      });
      // A resent lead goes out just after the answer: the day is read again to show how it went.
      if (action === 'resend') setTimeout(() => void load(), RECHECK_MS);
      return;
    }
    if (out.status === 401) return dispatch({ type: 'signed-out', alert: out.error });
    dispatch({ type: 'failed', alert: out.error });
    if (out.status === 409) void load();
  };

  const press = (id: string, action: DeskActionName, name: string) => {
    actionKey.current = newKey();
    dispatch({ type: 'ask', id, action });
    if (!DESK_ACTIONS[action].question) void act(id, action, name);
  };

  const signOut = async () => {
    await deskPost('/api/desk/sign-out', {}, { fallback: UNREACHABLE, timeoutMs: 15_000 });
    dispatch({ type: 'signed-out' });
  };

  const submit = (label: string, busyLabel: string, busy: boolean) => (
    <button type="submit" className={buttonClass({ variant: 'primary' })} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );

  if (state.kind === 'loading') return <p role="status">Loading the desk…</p>;
  if (state.kind === 'unreachable')
    return (
      <div className="card-panel">
        <h2 className="step-heading" tabIndex={-1} ref={heading}>
          The desk is out of reach
        </h2>
        <p role="alert">{state.message}</p>
        <button
          type="button"
          className={buttonClass({ variant: 'primary' })}
          onClick={() => void load()}
        >
          Try Again
        </button>
      </div>
    );
  if (state.kind === 'sign-in')
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

  const { day } = state;
  return (
    <div>
      <div style={css.bar}>
        <h2 className="step-heading" tabIndex={-1} ref={heading}>
          {day.staff.name} · {ROLE_NAMES[day.staff.role]}
        </h2>
        <p style={css.actions}>
          <button
            type="button"
            className={buttonClass({ variant: 'link' })}
            disabled={Boolean(state.pending?.busy)}
            onClick={() => void load()}
          >
            Refresh
          </button>
          <button
            type="button"
            className={buttonClass({ variant: 'link' })}
            onClick={() => void signOut()}
          >
            Sign Out
          </button>
        </p>
      </div>
      <div aria-live="polite">
        {state.notice && <p style={css.notice}>{state.notice}</p>}
        {state.alert && (
          <p className="form-alert destructive" role="alert">
            {state.alert}
          </p>
        )}
      </div>
      <Day
        state={state}
        now={now}
        timeZone={timeZone}
        noun={noun}
        nounPlural={nounPlural}
        testDriveWord={testDriveWord}
        onPress={press}
        onConfirm={(id, action, name) => void act(id, action, name)}
        onCancel={() => dispatch({ type: 'cancel' })}
      />
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
