import { useEffect, useState } from 'react';

import { buttonClass } from '~/components/button.ts';
import { RESERVE_MESSAGES as R } from '~/features/checkout/reserve/terms.ts';

import { depositLine, type ReservationAnswer } from '../view.ts';
import { cancelReservation, reservationStatus } from './checkout.client.ts';
import { Alert } from './fields.tsx';

type State =
  | { kind: 'loading' }
  | { kind: 'bad'; message: string }
  | { kind: 'ready'; answer: ReservationAnswer; token: string; error?: string }
  | { kind: 'cancelling'; answer: ReservationAnswer; token: string }
  | { kind: 'done'; answer: ReservationAnswer };

/**
 * The cancel link of a confirmation (/reservation/cancel#<token>): the reservation it names, and
 * one press to cancel it within the hold; the deposit goes back. The token sits after '#', so it
 * never reaches a server's logs; it works once.
 */
export default function CancelReservation() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const token = location.hash.slice(1);
    if (!token) return setState({ kind: 'bad', message: R.badLink });
    void reservationStatus({ cancel_token: token }).then((r) =>
      setState(
        r.ok ? { kind: 'ready', answer: r.value, token } : { kind: 'bad', message: r.error },
      ),
    );
  }, []);
  async function cancel(answer: ReservationAnswer, token: string) {
    setState({ kind: 'cancelling', answer, token });
    const r = await cancelReservation({ cancel_token: token });
    if (r.ok) return setState({ kind: 'done', answer: r.value });
    const body = r.body as Partial<ReservationAnswer>;
    setState({
      kind: 'ready',
      answer: body.reservation ? (body as ReservationAnswer) : answer,
      token,
      error: r.error,
    });
  }
  if (state.kind === 'loading') return <p role="status">Finding your reservation…</p>;
  if (state.kind === 'bad') return <Alert text={state.message} />;
  const r = state.answer.reservation;
  const what = r.kind === 'buy-online' ? 'order' : 'reservation';
  if (state.kind === 'done')
    return (
      <div className="checkout-done" role="status">
        <h2>Your {what} is cancelled</h2>
        <p>{depositLine(r)}</p>
        <p>
          The {r.car.name} is back on sale. <a href={`/cars/${r.car.slug}`}>See it again</a>
        </p>
      </div>
    );
  const live = r.state === 'held' || r.state === 'pending_payment';
  return (
    <div className="checkout-form">
      <p className="done-lede">
        <strong>{r.car.name}</strong>
        <br />
        {r.state === 'held' ? `Held for you until ${r.held_until_text}.` : r.state_label}
      </p>
      <p>{depositLine(r)}</p>
      <Alert text={state.kind === 'ready' ? (state.error ?? null) : null} />
      {live ? (
        <div className="step-actions">
          <button
            type="button"
            className={buttonClass({ variant: 'primary' })}
            disabled={state.kind === 'cancelling'}
            onClick={() => void cancel(state.answer, state.token)}
          >
            {state.kind === 'cancelling' ? 'Cancelling…' : `Yes, cancel my ${what}`}
          </button>
          <a href={`/cars/${r.car.slug}`}>No, keep it</a>
        </div>
      ) : (
        <p>{R.notCancellable}</p>
      )}
    </div>
  );
}
