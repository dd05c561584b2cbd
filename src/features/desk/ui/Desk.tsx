import { type FormEvent, useEffect, useId, useReducer, useRef, useState } from 'react';

import { buttonClass } from '~/components/button.ts';
import { formatAud } from '~/features/car/pricing.ts';
import { SPEC_MESSAGES as S } from '~/features/leads/messages.ts';

import {
  ACTION_WORDS,
  codeProblem,
  DEPOSIT_WORDS,
  type DeskDay,
  deskReducer,
  type DeskReservation,
  initialDesk,
  mobileProblem,
  type ReservationAction,
  timeLeft,
} from '../desk-state.ts';
import { deskPost } from './api.client.ts';

/**
 * The desk's few styles, set by the island (it draws only in the browser) rather than from a
 * stylesheet: Astro lists every stylesheet's hash in every page's CSP, so a desk stylesheet would
 * add bytes to each public page.
 */
const css = {
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: '0.5rem 1rem',
  },
  list: { display: 'grid', gap: '1rem', margin: '0 0 1.5rem', padding: 0, listStyle: 'none' },
  line: { margin: '0 0 0.5rem' },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '0.25rem 0.75rem',
    alignItems: 'baseline',
    margin: '0 0 0.5rem',
  },
  state: {
    padding: '0.1rem 0.5rem',
    borderRadius: '999px',
    border: '1px solid currentColor',
    fontSize: '0.875rem',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', margin: '0.5rem 0 0' },
  confirm: { borderTop: '1px solid #d0d5dd', paddingTop: '0.75rem', marginTop: '0.5rem' },
  notice: {
    border: '2px solid #1b6e3a',
    background: '#e9f6ee',
    padding: '0.75rem 1rem',
    borderRadius: '6px',
  },
} satisfies Record<string, React.CSSProperties>;

const SEND_FAILED = 'We could not send the code just now. Please check the number and try again.';
const UNREACHABLE = 'The desk cannot be reached just now. Check the connection and try again.';
const ROLE_NAMES = { sales: 'Sales', service: 'Service', manager: 'Manager' } as const;

const newKey = () => crypto.randomUUID();

/**
 * The dealer desk: staff sign in with a texted code, then see the day's reservations and online
 * orders and sell or release a hold, each asked once more before it is done.
 */
export default function Desk({
  dealerName,
  timeZone,
  noun,
}: {
  dealerName: string;
  timeZone: string;
  /** What the dealer sells, lower case: 'car', 'caravan'. */
  noun: string;
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
    e: FormEvent<HTMLFormElement>,
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

  const send = async (e: FormEvent<HTMLFormElement>) => {
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

  const verify = async (e: FormEvent<HTMLFormElement>) => {
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

  const act = async (r: DeskReservation, action: ReservationAction) => {
    dispatch({ type: 'acting' });
    const out = await deskPost<{ reservation: DeskReservation }>(
      `/api/desk/reservations/${action}`,
      { id: r.id },
      { fallback: UNREACHABLE, timeoutMs: 30_000, key: actionKey.current },
    );
    // A lost answer keeps the key: pressing again is the same action. Any answer spends it.
    if (out.ok || out.status !== 0) actionKey.current = newKey();
    if (out.ok)
      return dispatch({
        type: 'acted',
        reservation: out.value.reservation,
        notice: ACTION_WORDS[action].done(r.car.name),
      });
    if (out.status === 401) return dispatch({ type: 'signed-out', alert: out.error });
    dispatch({ type: 'failed', alert: out.error });
    if (out.status === 409) void load();
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

  const { day, pending } = state;
  const open = (day.reservations ?? []).filter(
    (r) => r.state === 'pending_payment' || r.state === 'held',
  );
  const ended = (day.reservations ?? []).filter((r) => !open.includes(r));
  const when = (iso: string) =>
    new Intl.DateTimeFormat('en-AU', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    }).format(new Date(iso));
  const card = (r: DeskReservation) => {
    const asked = pending?.id === r.id ? pending : null;
    return (
      <li key={r.id} className="card-panel" data-reservation={r.id}>
        <p style={css.head}>
          <strong>{r.car.name}</strong> <span style={css.state}>{r.state_label}</span>
        </p>
        <p style={css.line}>
          {r.kind === 'reserve' ? 'Reserved' : 'Bought online'} by {r.buyer.name},{' '}
          <a href={`tel:${r.buyer.phone}`}>{r.buyer.phone}</a>
        </p>
        <p style={css.line}>
          Deposit {formatAud(r.deposit_cents / 100)}:{' '}
          {DEPOSIT_WORDS[r.payment_status] ?? r.payment_status}
          {r.state === 'held' && r.hold_until && (
            <>
              {' '}
              · held until {when(r.hold_until)}, <strong>{timeLeft(r.hold_until, now)}</strong>
            </>
          )}
          {r.ended_at && <> · ended {when(r.ended_at)}</>}
        </p>
        {r.state === 'held' && !asked && (
          <p style={css.actions}>
            {(['convert', 'release'] as const).map((action) => (
              <button
                key={action}
                type="button"
                className={buttonClass({ variant: action === 'convert' ? 'primary' : 'secondary' })}
                disabled={Boolean(pending?.busy)}
                onClick={() => {
                  actionKey.current = newKey();
                  dispatch({ type: 'ask', id: r.id, action });
                }}
              >
                {ACTION_WORDS[action].button}
              </button>
            ))}
          </p>
        )}
        {asked && (
          <div style={css.confirm} role="group" aria-label="Confirm">
            <p>{ACTION_WORDS[asked.action].question(r.car.name, noun)}</p>
            <p style={css.actions}>
              <button
                type="button"
                className={buttonClass({ variant: 'primary' })}
                disabled={asked.busy}
                onClick={() => void act(r, asked.action)}
              >
                {asked.busy ? 'Working…' : `Yes, ${ACTION_WORDS[asked.action].button}`}
              </button>
              <button
                type="button"
                className={buttonClass({ variant: 'secondary' })}
                disabled={asked.busy}
                onClick={() => dispatch({ type: 'cancel' })}
              >
                Cancel
              </button>
            </p>
          </div>
        )}
      </li>
    );
  };

  return (
    <div>
      <div style={css.bar}>
        <h2 className="step-heading" tabIndex={-1} ref={heading}>
          {day.staff.name} · {ROLE_NAMES[day.staff.role]}
        </h2>
        <button
          type="button"
          className={buttonClass({ variant: 'link' })}
          onClick={() => void signOut()}
        >
          Sign Out
        </button>
      </div>
      <div aria-live="polite">
        {state.notice && <p style={css.notice}>{state.notice}</p>}
        {state.alert && (
          <p className="form-alert destructive" role="alert">
            {state.alert}
          </p>
        )}
      </div>
      {day.reservations && (
        <section aria-labelledby={`${id}-holds`}>
          <h3 id={`${id}-holds`}>Reservations and online orders</h3>
          {open.length === 0 ? (
            <p>No {noun} is reserved or awaiting payment.</p>
          ) : (
            <ul style={css.list}>{open.map(card)}</ul>
          )}
          {ended.length > 0 && (
            <>
              <h4>Ended in the last 7 days</h4>
              <ul style={css.list}>{ended.map(card)}</ul>
            </>
          )}
        </section>
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
