import './appointments.css';

import { useEffect, useId, useReducer, useRef, useState } from 'react';

import { buttonClass } from '~/components/button.ts';
import StepHead from '~/components/StepHead.tsx';

import type { AppointmentKind } from '../kinds.ts';
import {
  BOOKING_TEXTS,
  bookSlot,
  fetchSlots,
  sendBookingCode,
  slotLabels,
} from './booking.client.ts';
import {
  BOOKING_STEPS,
  type BookingDetails,
  bookingReducer,
  bookingTitle,
  initialBooking,
  type SlotsAnswer,
  stepOf,
} from './booking-state.ts';
import { CodeForm, Confirmation, DetailsForm } from './BookingSteps.tsx';
import { capital, firstDayOf, NoTimes, SlotPicker } from './SlotPicker.tsx';
import { useBookingForms } from './use-booking-forms.client.ts';

export interface SlotBookingProps {
  kind: AppointmentKind;
  /** A test drive's car; other kinds name their location. */
  car?: { id: number; name: string };
  locationId?: number;
  /** What else is booked, as the kind's lead carries it (a service's vehicle, plate and work). */
  lead?: Record<string, unknown>;
  /** What it is of, where not a car on sale (the owner's vehicle for a service). */
  subject?: string;
  /** The steps, where the page asks one before the time (a service's vehicle and work)… */
  labels?: readonly string[];
  /** …and the way back to it. */
  onBack?: () => void;
  /** What the visitor books, in the dealer's words ('test drive', 'viewing'). */
  word: string;
  /** What the dealer sells, as its inventory names it ('car', 'caravan'). */
  noun: string;
  /** The dealer asks every lead to agree to its terms of use (`leads.termsRequired`). */
  termsRequired: boolean;
  /** Where the browser keeps the signed-in visitor (null: the site has no sign-in). */
  accountKey: string | null;
  /** Where a visitor who finds no time that suits goes instead (the car's enquiry form). */
  enquireHref: string;
  /** How long the browser waits for a code to be sent (the verification rules' figure). */
  sendTimeoutMs: number;
  /** The dealer file's url, which the calendar file's event id is made from. */
  siteUrl: string;
}

/**
 * A slot booked in three taps: a time the yard can meet, the visitor's details (remembered from
 * their last form), and the code texted to their mobile. The server has the last word on the slot;
 * one lost on the way brings back the times free now. One reducer (`booking-state.ts`).
 */
export default function SlotBooking(props: SlotBookingProps) {
  const id = useId();
  const [state, dispatch] = useReducer(bookingReducer, undefined, initialBooking);
  const heading = useRef<HTMLHeadingElement>(null);
  // One submission until it books: a slot lost and picked again keeps its key, so the code
  // already spent on it still counts.
  const key = useRef(crypto.randomUUID());
  const [codeState, setCodeState] = useState<'idle' | 'sending'>('idle');
  const zone = state.answer?.time_zone;
  const word = props.word;

  async function load() {
    const answer = await fetchSlots(
      props.kind,
      props.car ? { car: props.car.id } : { location: props.locationId ?? 0 },
    );
    if (!answer) dispatch({ type: 'failed', alert: BOOKING_TEXTS.slotsDown });
    else dispatch({ type: 'slots', answer, firstDay: firstDayOf(answer) });
  }
  useEffect(() => {
    void load();
    // Loaded once as the dialog opens; a retry is the visitor's.
  }, []);

  const focusHeading = () => requestAnimationFrame(() => heading.current?.focus());
  const { form, codeForm, signedInWith } = useBookingForms(props.accountKey, props.termsRequired);

  const sendCode = async (details: BookingDetails) => {
    setCodeState('sending');
    const sent = await sendBookingCode(details.phone, props.sendTimeoutMs);
    setCodeState('idle');
    if (!sent.ok) return dispatch({ type: 'alert', alert: sent.error });
    dispatch({ type: 'details', details });
  };
  // Sent a code, the step's one field takes the focus once it is drawn (a phone opens its
  // keyboard), as the pre-approval's does; its heading still says the step.
  useEffect(() => {
    if (state.phase === 'confirm') codeForm.setFocus('code');
  }, [state.phase]);

  /**
   * Books the chosen slot with these details and code (none when the visitor is signed in with
   * this mobile). A slot lost on the way returns to the fresh times; a code refused is said
   * beside its field, or, for a signed-in visitor whose session has ended, a code is texted.
   */
  async function book(details: BookingDetails, code: string) {
    if (!state.slot) return;
    dispatch({ type: 'sending' });
    const out = await bookSlot(
      {
        kind: props.kind,
        ...(props.car ? { car_id: props.car.id } : { location_id: props.locationId ?? 0 }),
        start: state.slot.start,
        url: location.href,
        fields: { ...details, ...props.lead },
        code,
      },
      key.current,
    );
    if (out.ok) {
      key.current = crypto.randomUUID();
      dispatch({ type: 'booked', booked: out.value });
      return focusHeading();
    }
    const body = out.body as Partial<SlotsAnswer> & { issues?: { field: string }[] };
    if (out.status === 409 && Array.isArray(body.slots)) {
      const answer = { ...state.answer, ...body } as SlotsAnswer;
      dispatch({ type: 'slot-refused', alert: out.error, answer, firstDay: firstDayOf(answer) });
      return focusHeading();
    }
    if (body.issues?.some((i) => i.field === 'code'))
      return code ? dispatch({ type: 'code-refused', message: out.error }) : sendCode(details);
    dispatch({ type: 'alert', alert: out.error });
  }

  const confirm = codeForm.handleSubmit(async ({ code }: { code: string }) => {
    if (state.details) await book(state.details, code.trim());
  });
  const noCode = signedInWith(form.watch('phone') ?? '');
  const onDetails = (details: BookingDetails) =>
    signedInWith(details.phone) ? book(details, '') : sendCode(details);

  const labels = props.labels ?? BOOKING_STEPS;
  const step = stepOf(state.phase) + labels.length - 4;
  const back = state.phase === 'details' || state.phase === 'confirm';
  const subject = props.car?.name ?? props.subject;
  const place = state.answer?.location;
  const chosen = state.slot ? slotLabels(state.slot.start, zone) : null;
  const what = subject ? `${word}: ${subject}` : capital(word);
  const bookText = `Book ${chosen ? `${chosen.dayLabel}, ${chosen.time}` : ''}`;
  const title = bookingTitle(state.phase, word);

  return (
    <div className="slot-booking stepped-form" aria-busy={state.phase === 'loading'}>
      <StepHead labels={labels} step={step} title={title} headingRef={heading} />
      {state.alert && (
        <div className="form-alert destructive" role="alert">
          {state.alert}
        </div>
      )}
      {(back || (props.onBack && state.phase !== 'booked')) && (
        <p>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              if (!back) return props.onBack?.();
              dispatch({ type: 'back' });
              focusHeading();
            }}
          >
            ← Back
          </button>
        </p>
      )}
      {state.phase === 'loading' && <p role="status">Finding the free times…</p>}
      {state.phase === 'failed' && (
        <p>
          <button type="button" className={buttonClass()} onClick={() => void load()}>
            Try Again
          </button>
        </p>
      )}
      {state.phase === 'none' && (
        <NoTimes
          unavailable={Boolean(state.answer?.unavailable)}
          what={props.car ? props.noun : 'place'}
          phone={place?.phone ?? null}
          enquireHref={props.enquireHref}
        />
      )}
      {state.phase === 'time' && state.answer && (
        <SlotPicker
          answer={state.answer}
          day={state.day}
          onDay={(day) => dispatch({ type: 'day', day })}
          onPick={(slot) => {
            dispatch({ type: 'pick', slot });
            focusHeading();
          }}
        />
      )}
      {chosen && state.phase !== 'time' && state.phase !== 'booked' && (
        <p className="slot-chosen">
          {capital(what)}, {chosen.longDay} at {chosen.time}
          {place ? `, ${place.name}` : ''}
        </p>
      )}
      {state.phase === 'details' && (
        <DetailsForm
          id={id}
          form={form}
          noCode={noCode}
          termsRequired={props.termsRequired}
          busy={state.busy}
          sending={codeState === 'sending'}
          bookText={bookText}
          onSubmit={(e) => void form.handleSubmit(onDetails)(e)}
        />
      )}
      {state.phase === 'confirm' && state.details && (
        <CodeForm
          id={id}
          form={codeForm}
          phone={state.details.phone}
          codeError={state.codeError}
          busy={state.busy}
          sending={codeState === 'sending'}
          bookText={bookText}
          onSubmit={(e) => void confirm(e)}
          onResend={() => state.details && void sendCode(state.details)}
        />
      )}
      {state.phase === 'booked' && state.booked && (
        <Confirmation
          booked={state.booked}
          what={what}
          address={place?.address ?? ''}
          siteUrl={props.siteUrl}
        />
      )}
    </div>
  );
}
