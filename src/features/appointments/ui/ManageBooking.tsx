import './appointments.css';

import { useEffect, useReducer, useRef } from 'react';

import { buttonClass } from '~/components/button.ts';
import { Call, callText } from '~/features/phones/PhoneLink.tsx';

import { BOOKING_TEXTS, manageBooking, slotLabels } from './booking.client.ts';
import {
  initialManage,
  type ManageAnswer,
  type ManagedBooking,
  manageReducer,
  manageTitle,
} from './manage-state.ts';
import { CalendarLink, capital, firstDayOf, SlotPicker } from './SlotPicker.tsx';

/** 'test drive' → 'Test Drive', for a button. */
const titled = (s: string) => s.replace(/(^|\s)\S/g, (c) => c.toUpperCase());

/** "Tuesday 8 December at 10:00 am" in the location's zone. */
const whenOf = (b: ManagedBooking) => {
  const at = slotLabels(b.start, b.time_zone);
  return `${at.longDay} at ${at.time}`;
};

/**
 * The page a booking's signed link opens (/appointment#<token>): the booking, and a move to
 * another free time or a cancel, each asked once more before it is done. The token sits after
 * '#', so no server log ever has it. One reducer (`manage-state.ts`).
 */
export default function ManageBooking(props: {
  /** What each kind of booking is called, in the dealer's words ('test drive', 'viewing', 'service'). */
  words: Record<string, string>;
  /** What the dealer sells, as its inventory names it ('car', 'caravan'). */
  noun: string;
  /** The dealer file's url, which the calendar file's event id is made from. */
  siteUrl: string;
}) {
  const [state, dispatch] = useReducer(manageReducer, undefined, initialManage);
  const heading = useRef<HTMLHeadingElement>(null);
  const token = useRef('');
  const focusHeading = () => requestAnimationFrame(() => heading.current?.focus());

  useEffect(() => {
    const load = () => {
      token.current = location.hash.slice(1);
      if (!token.current) return dispatch({ type: 'bad', alert: BOOKING_TEXTS.noLink });
      void manageBooking({ token: token.current, action: 'read' }).then((r) => {
        if (!r.ok) return dispatch({ type: 'bad', alert: r.error });
        dispatch({ type: 'loaded', answer: r.value, firstDay: startDay(r.value) });
      });
    };
    load();
    // Another booking's link opened in this tab changes only the '#'.
    addEventListener('hashchange', load);
    return () => removeEventListener('hashchange', load);
  }, []);

  async function change(body: { action: 'cancel' } | { action: 'move'; start: string }) {
    dispatch({ type: 'sending' });
    const r = await manageBooking({ token: token.current, ...body });
    if (r.ok) dispatch({ type: 'done', booking: r.value.booking });
    else {
      const answer = r.body as Partial<ManageAnswer>;
      dispatch({ type: 'refused', alert: r.error, answer, firstDay: startDay(answer) });
    }
    focusHeading();
  }

  const b = state.booking;
  const word = (b && props.words[b.kind]) ?? 'booking';
  const go = (event: Parameters<typeof dispatch>[0]) => {
    dispatch(event);
    focusHeading();
  };

  if (state.phase === 'loading') return <p role="status">Finding your booking…</p>;
  if (state.phase === 'bad' || !b)
    return (
      <div className="form-alert destructive" role="alert">
        {state.alert}
      </div>
    );

  const what = b.car ? `${word}: ${b.car.name}` : capital(word);
  const where = [b.location.name, b.location.address].filter(Boolean).join(', ');
  const title = manageTitle(state.phase, b, word);
  const live = b.state === 'booked';
  const canMove = live && (state.times?.slots.length ?? 0) > 0;
  const newTime = state.slot ? slotLabels(state.slot.start, b.time_zone) : null;
  const call = <Call name={b.location.name} phone={b.location.phone} />;

  return (
    <div className="slot-booking" aria-busy={state.busy}>
      <h2 className="step-heading" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      {state.alert && (
        <div className="form-alert destructive" role="alert">
          {state.alert}
        </div>
      )}
      <div className="slot-booked">
        <p className="slot-chosen">{capital(what)}</p>
        <p>
          {state.phase === 'confirm-move' ? 'Booked now for ' : ''}
          {b.state === 'cancelled' ? <s>{whenOf(b)}</s> : whenOf(b)}, {where}.
        </p>
        <p>
          Reference <strong>{b.reference}</strong>. Questions? Please {call}.
        </p>
      </div>

      {state.phase === 'view' && live && (
        <>
          {!canMove && (
            <p>
              {state.times?.unavailable
                ? `This ${b.kind === 'test-drive' ? props.noun : 'place'} can no longer be booked for another time.`
                : 'No other times are free just now.'}{' '}
              You can still cancel, or {call}.
            </p>
          )}
          <div className="step-actions">
            {canMove && (
              <button type="button" className={buttonClass()} onClick={() => go({ type: 'move' })}>
                Move to Another Time
              </button>
            )}
            <button
              type="button"
              className={buttonClass({ variant: 'secondary' })}
              onClick={() => go({ type: 'cancel' })}
            >
              Cancel This {titled(word)}
            </button>
          </div>
        </>
      )}

      {state.phase === 'moving' && state.times && (
        <>
          <SlotPicker
            answer={state.times}
            day={state.day}
            onDay={(day) => dispatch({ type: 'day', day })}
            onPick={(slot) => go({ type: 'pick', slot })}
          />
          <p>
            <button type="button" className="link-button" onClick={() => go({ type: 'back' })}>
              ← Keep the time I have
            </button>
          </p>
        </>
      )}

      {state.phase === 'confirm-move' && newTime && state.slot && (
        <>
          <p className="slot-chosen">
            New time: {newTime.longDay} at {newTime.time}
          </p>
          <AskAgain
            busy={state.busy}
            yes={state.busy ? 'Moving…' : `Move to ${newTime.dayLabel}, ${newTime.time}`}
            onYes={() => state.slot && void change({ action: 'move', start: state.slot.start })}
            no="Pick another time"
            onNo={() => go({ type: 'back' })}
          />
        </>
      )}

      {state.phase === 'confirm-cancel' && (
        <AskAgain
          busy={state.busy}
          yes={state.busy ? 'Cancelling…' : `Yes, Cancel My ${titled(word)}`}
          onYes={() => void change({ action: 'cancel' })}
          no="No, keep it"
          onNo={() => go({ type: 'back' })}
        />
      )}

      {state.phase === 'moved' && (
        <>
          <p role="status">
            {b.location.name} has the new time, and a new confirmation is on its way to you by text
            and e-mail.
          </p>
          <CalendarLink
            reference={b.reference}
            start={b.start}
            end={b.end}
            summary={capital(what)}
            location={where}
            description={`Reference ${b.reference}. To change or cancel, use the link in your messages, or ${callText(b.location.name, b.location.phone)}.`}
            sequence={b.sequence}
            siteUrl={props.siteUrl}
          />
        </>
      )}

      {state.phase === 'cancelled' && (
        <p role="status">
          {b.location.name} knows, and the time is free for others. A note of it is on its way to
          you.
        </p>
      )}
      {b.state === 'cancelled' && b.car?.slug && (
        <p>
          <a className={buttonClass({ variant: 'secondary' })} href={`/cars/${b.car.slug}`}>
            See the {titled(props.noun)} Again
          </a>
        </p>
      )}
    </div>
  );
}

/** A change asked once more: do it, or go back. */
function AskAgain(props: {
  busy: boolean;
  yes: string;
  onYes: () => void;
  no: string;
  onNo: () => void;
}) {
  return (
    <div className="step-actions">
      <button type="button" className={buttonClass()} disabled={props.busy} onClick={props.onYes}>
        {props.yes}
      </button>
      <button type="button" className="link-button" disabled={props.busy} onClick={props.onNo}>
        {props.no}
      </button>
    </div>
  );
}

/** The day the picker opens on: the booking's own where it has free times, else the first. */
const startDay = (a: Partial<ManageAnswer>) =>
  firstDayOf(
    { slots: a.slots ?? [], ...(a.time_zone ? { time_zone: a.time_zone } : {}) },
    a.booking?.start,
  );
