import './appointments.css';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import * as z from 'zod/mini';

import { buttonClass } from '~/components/button.ts';
import { Input } from '~/components/Input.tsx';
import StepHead from '~/components/StepHead.tsx';
import { storedSignedIn } from '~/features/account/stored-sign-in.client.ts';
import {
  codeField,
  emailField,
  mobileField,
  optionalText,
  postcodeField,
  termsField,
  text,
} from '~/features/leads/forms.ts';
import { FIELD_MESSAGES as M } from '~/features/leads/messages.ts';
import { savedPrefill } from '~/features/leads/submit.client.ts';
import { formatMobile } from '~/features/phones/format-mobile.ts';
import { normalisePhone } from '~/features/phones/phones.ts';

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
  initialBooking,
  type SlotsAnswer,
  stepOf,
} from './booking-state.ts';
import { CalendarLink, capital, firstDayOf, SlotPicker } from './SlotPicker.tsx';

/** The details a booking sends: the spec's lead fields, and the terms where the dealer asks. */
const detailsSchema = (termsRequired: boolean) =>
  z.object({
    name: text(M.name, 100),
    last_name: optionalText,
    email: emailField,
    phone: mobileField,
    postcode: postcodeField,
    ...termsField({ termsRequired }),
  });
const codeSchema = z.object({ code: codeField });

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
  const prefill = useMemo(() => (typeof window === 'undefined' ? {} : savedPrefill()), []);
  // Signed in with a mobile, the visitor is not sent a code for it (the server checks the session).
  const signedIn = useMemo(
    () => (typeof window === 'undefined' ? null : storedSignedIn(props.accountKey)),
    [props.accountKey],
  );
  const form = useForm<BookingDetails>({
    resolver: zodResolver(detailsSchema(props.termsRequired)),
    mode: 'onTouched',
    defaultValues: {
      name: prefill.name ?? signedIn?.first_name ?? '',
      last_name: prefill.last_name ?? '',
      email: prefill.email ?? '',
      phone: prefill.phone ?? signedIn?.phone ?? '',
      postcode: prefill.postcode ?? '',
    },
  });
  const codeForm = useForm<{ code: string }>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });

  const sendCode = async (details: BookingDetails) => {
    setCodeState('sending');
    const sent = await sendBookingCode(details.phone, props.sendTimeoutMs);
    setCodeState('idle');
    if (!sent.ok) return dispatch({ type: 'alert', alert: sent.error });
    dispatch({ type: 'details', details });
    focusHeading();
  };

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
  const signedInWith = (phone: string) =>
    signedIn !== null && normalisePhone(phone) === normalisePhone(signedIn.phone);
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
  const title =
    state.phase === 'booked'
      ? `Your ${word} is booked`
      : state.phase === 'details'
        ? 'Your details'
        : state.phase === 'confirm'
          ? 'Confirm with the code'
          : 'Pick a time';

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
        <div>
          <p>
            {state.answer?.unavailable
              ? `Sorry, this ${props.car ? props.noun : 'place'} can no longer be booked.`
              : `No times are free in the next two weeks.`}{' '}
            {place?.phone ? `Call us on ${place.phone}, or send` : 'Send'} us a message and we will
            find a time.
          </p>
          <p>
            <a
              className={buttonClass({ variant: 'secondary' })}
              href={props.enquireHref}
              onClick={(e) => e.currentTarget.closest('dialog')?.close()}
            >
              Send a Message
            </a>
          </p>
        </div>
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
        <form
          method="post"
          noValidate
          onSubmit={(e) => void form.handleSubmit(onDetails)(e)}
          className="slot-form"
        >
          <div className="field-pair">
            <Input
              id={id}
              label="First name"
              reg={form.register('name')}
              errors={form.formState.errors}
              input={{ autoComplete: 'given-name' }}
            />
            <Input
              id={id}
              label="Last name"
              required={false}
              reg={form.register('last_name')}
              errors={form.formState.errors}
              input={{ autoComplete: 'family-name' }}
            />
          </div>
          <Input
            id={id}
            label="Mobile number"
            hint={
              noCode
                ? 'You are signed in with this mobile: no code needed.'
                : 'We text you a 6-digit code to confirm it is you.'
            }
            reg={form.register('phone')}
            errors={form.formState.errors}
            input={{ type: 'tel', autoComplete: 'tel', inputMode: 'tel' }}
          />
          <Input
            id={id}
            label="Email address"
            hint="For your confirmation and calendar file."
            reg={form.register('email')}
            errors={form.formState.errors}
            input={{ type: 'email', autoComplete: 'email' }}
          />
          <Input
            id={id}
            label="Postcode"
            reg={form.register('postcode')}
            errors={form.formState.errors}
            input={{ inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 4 }}
          />
          {props.termsRequired && <Terms id={`${id}-terms`} form={form} />}
          <div className="step-actions">
            <button
              type="submit"
              className={buttonClass()}
              disabled={codeState === 'sending' || state.busy}
            >
              {noCode
                ? state.busy
                  ? 'Booking…'
                  : `Book ${chosen ? `${chosen.dayLabel}, ${chosen.time}` : ''}`
                : codeState === 'sending'
                  ? 'Sending…'
                  : 'Text Me a Code'}
            </button>
          </div>
        </form>
      )}
      {state.phase === 'confirm' && state.details && (
        <form method="post" noValidate onSubmit={(e) => void confirm(e)} className="slot-form">
          <p className="field-hint" role="status">
            Code sent to {formatMobile(state.details.phone)}. It is valid for 10 minutes.
          </p>
          <Input
            id={id}
            label="6-digit code"
            reg={codeForm.register('code')}
            errors={
              state.codeError
                ? ({ code: { type: 'server', message: state.codeError } } as FieldErrors)
                : codeForm.formState.errors
            }
            input={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 }}
          />
          <div className="step-actions">
            <button type="submit" className={buttonClass()} disabled={state.busy}>
              {state.busy
                ? 'Booking…'
                : `Book ${chosen ? `${chosen.dayLabel}, ${chosen.time}` : ''}`}
            </button>
            <button
              type="button"
              className="link-button"
              disabled={codeState === 'sending'}
              onClick={() => state.details && void sendCode(state.details)}
            >
              Resend Code
            </button>
          </div>
        </form>
      )}
      {state.phase === 'booked' && state.booked && (
        <Confirmation booked={state.booked} what={what} address={place?.address ?? ''} />
      )}
    </div>
  );
}

function Confirmation(props: {
  booked: NonNullable<ReturnType<typeof initialBooking>['booked']>;
  what: string;
  address: string;
}) {
  const b = props.booked;
  const at = slotLabels(b.start, b.time_zone);
  const change = b.location.phone
    ? `To change or cancel, use the link in your text or e-mail, or call ${b.location.name} on ${b.location.phone} and quote ${b.reference}.`
    : `To change or cancel, use the link in your text or e-mail, or call ${b.location.name} and quote ${b.reference}.`;
  return (
    <div className="slot-booked">
      <p>
        <strong>
          {at.longDay} at {at.time}
        </strong>
        , {b.location.name}
        {props.address ? `, ${props.address}` : ''}.
      </p>
      <p>
        Your reference is <strong>{b.reference}</strong>. The dealer has your details and will
        expect you.
      </p>
      <p>{change}</p>
      <CalendarLink
        reference={b.reference}
        start={b.start}
        end={b.end}
        summary={capital(props.what)}
        location={[b.location.name, props.address].filter(Boolean).join(', ')}
        description={`Reference ${b.reference}. ${change}`}
      />
    </div>
  );
}

/** The terms-of-use box, where the dealer asks every lead to agree (the lead forms' wording). */
function Terms(props: { id: string; form: ReturnType<typeof useForm<BookingDetails>> }) {
  const error = props.form.formState.errors.terms_conditions?.message;
  return (
    <div className="check">
      <input
        type="checkbox"
        id={props.id}
        aria-describedby={error ? `${props.id}-error` : undefined}
        {...props.form.register('terms_conditions')}
      />
      <label htmlFor={props.id}>
        I agree to the <a href="/terms-and-conditions">terms of use</a>
      </label>
      {error && (
        <p className="field-error" id={`${props.id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
