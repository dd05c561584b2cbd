import { useEffect, useReducer, useRef, useState } from 'react';

import { buttonClass } from '~/components/button.ts';

import {
  DESK_ACTIONS,
  type DeskActionName,
  type DeskDay,
  type DeskRecord,
  deskReducer,
  initialDesk,
  type RecordKind,
} from '../desk-state.ts';
import { deskPost, newKey } from './api.client.ts';
import { Day } from './Day.tsx';
import { SignIn } from './SignIn.tsx';
import { css } from './styles.ts';

const UNREACHABLE = 'The desk cannot be reached just now. Check the connection and try again.';
const ROLE_NAMES = { sales: 'Sales', service: 'Service', manager: 'Manager' } as const;

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

  const act = async (id: string, action: DeskActionName, name: string) => {
    dispatch({ type: 'acting' });
    const spec = DESK_ACTIONS[action];
    const out = await deskPost<Partial<Record<RecordKind, DeskRecord>>>(
      spec.path,
      { id },
      { fallback: UNREACHABLE, timeoutMs: 30_000, key: actionKey.current },
    );
    // A lost answer keeps the key: pressing again is the same action. Any answer spends it.
    if (out.ok || out.status !== 0) actionKey.current = newKey();
    if (out.ok) {
      const record = out.value[spec.record];
      // The answer holds the record as it now is; without one, the day is read again.
      if (record) dispatch({ type: 'acted', action, record, notice: spec.done(name) });
      else void load();
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
      <SignIn
        state={state}
        dispatch={dispatch}
        dealerName={dealerName}
        heading={heading}
        onSignedIn={load}
      />
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
