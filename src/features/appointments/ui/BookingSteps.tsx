import type { SubmitEventHandler } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';

import { buttonClass } from '~/components/button.ts';
import { Input } from '~/components/Input.tsx';
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
import { formatMobile } from '~/features/phones/format-mobile.ts';
import { Call, callText } from '~/features/phones/PhoneLink.tsx';

import { slotLabels } from './booking.client.ts';
import type { BookingDetails, initialBooking } from './booking-state.ts';
import { CalendarLink, capital } from './SlotPicker.tsx';

/** The details a booking sends: the spec's lead fields, and the terms where the dealer asks. */
export const detailsSchema = (termsRequired: boolean) =>
  z.object({
    name: text(M.name, 100),
    last_name: optionalText,
    email: emailField,
    phone: mobileField,
    postcode: postcodeField,
    ...termsField({ termsRequired }),
  });
export const codeSchema = z.object({ code: codeField });

/** The details step: the visitor's name, mobile, e-mail and postcode (and the terms where asked). */
export function DetailsForm(props: {
  id: string;
  form: UseFormReturn<BookingDetails>;
  /** Signed in with this mobile: booked at once, no code. */
  noCode: boolean;
  termsRequired: boolean;
  busy: boolean;
  sending: boolean;
  bookText: string;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
}) {
  return (
    <form method="post" noValidate onSubmit={props.onSubmit} className="slot-form">
      <div className="field-pair">
        <Input
          id={props.id}
          label="First name"
          reg={props.form.register('name')}
          errors={props.form.formState.errors}
          input={{ autoComplete: 'given-name' }}
        />
        <Input
          id={props.id}
          label="Last name"
          required={false}
          reg={props.form.register('last_name')}
          errors={props.form.formState.errors}
          input={{ autoComplete: 'family-name' }}
        />
      </div>
      <Input
        id={props.id}
        label="Mobile number"
        hint={
          props.noCode
            ? 'You are signed in with this mobile: no code needed.'
            : 'We text you a 6-digit code to confirm it is you.'
        }
        reg={props.form.register('phone')}
        errors={props.form.formState.errors}
        input={{ type: 'tel', autoComplete: 'tel', inputMode: 'tel' }}
      />
      <Input
        id={props.id}
        label="Email address"
        hint="For your confirmation and calendar file."
        reg={props.form.register('email')}
        errors={props.form.formState.errors}
        input={{ type: 'email', autoComplete: 'email' }}
      />
      <Input
        id={props.id}
        label="Postcode"
        reg={props.form.register('postcode')}
        errors={props.form.formState.errors}
        input={{ inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 4 }}
      />
      {props.termsRequired && <Terms id={`${props.id}-terms`} form={props.form} />}
      <div className="step-actions">
        <button type="submit" className={buttonClass()} disabled={props.sending || props.busy}>
          {props.noCode
            ? props.busy
              ? 'Booking…'
              : props.bookText
            : props.sending
              ? 'Sending…'
              : 'Text Me a Code'}
        </button>
      </div>
    </form>
  );
}

/** The code step: the code texted to the mobile, and a resend. */
export function CodeForm(props: {
  id: string;
  form: UseFormReturn<{ code: string }>;
  phone: string;
  /** The server's word on a code it refused. */
  codeError: string | null;
  busy: boolean;
  sending: boolean;
  bookText: string;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  onResend: () => void;
}) {
  return (
    <form method="post" noValidate onSubmit={props.onSubmit} className="slot-form">
      <p className="field-hint" role="status">
        Code sent to {formatMobile(props.phone)}. It is valid for 10 minutes.
      </p>
      <Input
        id={props.id}
        label="6-digit code"
        reg={props.form.register('code')}
        errors={
          props.codeError
            ? ({ code: { type: 'server', message: props.codeError } } as FieldErrors)
            : props.form.formState.errors
        }
        input={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 }}
      />
      <div className="step-actions">
        <button type="submit" className={buttonClass()} disabled={props.busy}>
          {props.busy ? 'Booking…' : props.bookText}
        </button>
        <button
          type="button"
          className="link-button"
          disabled={props.sending}
          onClick={props.onResend}
        >
          Resend Code
        </button>
      </div>
    </form>
  );
}

/** The booked slot: when and where, the reference, how to change it, and a calendar file. */
export function Confirmation(props: {
  booked: NonNullable<ReturnType<typeof initialBooking>['booked']>;
  what: string;
  address: string;
  siteUrl: string;
}) {
  const b = props.booked;
  const at = slotLabels(b.start, b.time_zone);
  const place = b.location;
  const change = `To change or cancel, use the link in your text or e-mail, or ${callText(place.name, place.phone)} and quote ${b.reference}.`;
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
      <p>
        To change or cancel, use the link in your text or e-mail, or{' '}
        <Call name={place.name} phone={place.phone} /> and quote {b.reference}.
      </p>
      <CalendarLink
        reference={b.reference}
        start={b.start}
        end={b.end}
        summary={capital(props.what)}
        location={[b.location.name, props.address].filter(Boolean).join(', ')}
        description={`Reference ${b.reference}. ${change}`}
        siteUrl={props.siteUrl}
      />
    </div>
  );
}

/** The terms-of-use box, where the dealer asks every lead to agree (the lead forms' wording). */
function Terms(props: { id: string; form: UseFormReturn<BookingDetails> }) {
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
