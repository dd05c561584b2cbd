import { useEffect, useState } from 'react';

import { buttonClass } from '~/components/button.ts';
import { formatReference } from '~/server/reference.ts';

import { depositLine, type ReservationAnswer } from '../view.ts';
import { cancelReservation } from './checkout.client.ts';
import { Alert } from './fields.tsx';

type State =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'error'; message: string }
  | { kind: 'list'; items: ReservationAnswer[] };

const UNAVAILABLE = 'We could not load your reservations just now. Please refresh in a moment.';

/**
 * /online-payment: the signed-in buyer's reservations and online orders, each with its deposit and
 * state; a payment still due can be finished here, and a live one cancelled.
 */
export default function MyReservations(props: { signIn: string; checkoutPath: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const load = () =>
    fetch('/api/reservations', { signal: AbortSignal.timeout(15_000) })
      .then(async (res) => {
        if (res.status === 401) return setState({ kind: 'signed-out' });
        const body = (await res.json()) as { reservations?: ReservationAnswer[]; error?: string };
        setState(
          res.ok
            ? { kind: 'list', items: body.reservations ?? [] }
            : { kind: 'error', message: body.error ?? UNAVAILABLE },
        );
      })
      .catch(() => setState({ kind: 'error', message: UNAVAILABLE }));
  useEffect(() => {
    void load();
  }, []);
  async function cancel(id: string) {
    setBusy(id);
    setAlert(null);
    const r = await cancelReservation({ reservation_id: id });
    setBusy(null);
    if (!r.ok) setAlert(r.error);
    await load();
  }
  if (state.kind === 'loading') return <p role="status">Loading your reservations…</p>;
  if (state.kind === 'signed-out')
    return (
      <p>
        <a className={buttonClass()} href={props.signIn}>
          Sign in to see your reservations
        </a>
      </p>
    );
  if (state.kind === 'error') return <Alert text={state.message} />;
  if (!state.items.length)
    return (
      <p>
        You have no reservations or online orders yet. Reserve a car from its page, and it shows
        here.
      </p>
    );
  return (
    <>
      <Alert text={alert} />
      <ul className="reservation-list">
        {state.items.map(({ reservation: r, access_token }) => (
          <li key={r.id} className="card-panel reservation-card">
            <h2>
              <a href={`/cars/${r.car.slug}`}>{r.car.name}</a>
            </h2>
            <p className="state">{r.state_label}</p>
            <p>
              {r.kind === 'buy-online' ? 'Online order' : 'Reservation'} {formatReference(r.id)}
              {r.state === 'held' && r.held_until_text ? `, held until ${r.held_until_text}` : ''}
              {r.state === 'pending_payment'
                ? `: pay the ${r.deposit} deposit by ${r.pay_by_text}`
                : ''}
              .
            </p>
            {r.state !== 'pending_payment' && <p>{depositLine(r)}</p>}
            <p className="done-actions">
              {r.state === 'pending_payment' && (
                <a
                  className={buttonClass()}
                  href={`${props.checkoutPath.replace('{slug}', r.car.slug)}#resume=${access_token}`}
                >
                  Pay the deposit
                </a>
              )}
              {(r.state === 'held' || r.state === 'pending_payment') && (
                <button
                  type="button"
                  className={buttonClass({ variant: 'secondary' })}
                  disabled={busy === r.id}
                  onClick={() => void cancel(r.id)}
                >
                  {busy === r.id ? 'Cancelling…' : 'Cancel'}
                </button>
              )}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
