import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';

import { buttonClass } from '~/components/button.ts';
import { Input } from '~/components/Input.tsx';
import { formatMobile } from '~/features/phones/format-mobile.ts';
import { normalisePhone } from '~/features/phones/phones.ts';

import { codeSchema, type Details, detailsSchema } from '../checkout-form.ts';
import { type ContactDetails, sendReserveCode } from './checkout.client.ts';
import { Alert } from './fields.tsx';

/**
 * Your details: name, e-mail and mobile, the mobile confirmed with a 6-digit code (unless the buyer
 * is signed in with it), and the deposit terms, word for word, to agree to.
 */
export default function ContactStep(props: {
  id: string;
  initial: ContactDetails | null;
  /** The signed-in buyer's mobile, when there is one: it needs no code. */
  signedInPhone: string | null;
  terms: string;
  submitLabel: string;
  /** 'reservation' or 'order'. */
  what: string;
  busy: boolean;
  /** The button's words while the server holds the car ('Holding the car…'). */
  busyLabel: string;
  alert: string | null;
  /** Set by the page when the server refused the code. */
  codeError: string | null;
  onSubmit: (details: ContactDetails, code: string | undefined) => void;
}) {
  const { id } = props;
  const form = useForm<Details>({
    resolver: zodResolver(detailsSchema),
    mode: 'onTouched',
    defaultValues: {
      first_name: props.initial?.first_name ?? '',
      last_name: props.initial?.last_name ?? '',
      email: props.initial?.email ?? '',
      phone: props.initial?.phone ?? props.signedInPhone ?? '',
    },
  });
  const codeForm = useForm<{ code: string }>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const [codeState, setCodeState] = useState<'not-sent' | 'sending' | 'sent'>('not-sent');
  const [sendError, setSendError] = useState<string | null>(null);
  const phone = form.watch('phone');
  const trusted =
    props.signedInPhone !== null &&
    normalisePhone(phone ?? '') === normalisePhone(props.signedInPhone);
  const errors = form.formState.errors;
  // Not pressable before the island is awake: a press then would submit the form natively.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  async function send() {
    setSendError(null);
    if (!(await form.trigger('phone', { shouldFocus: true }))) return;
    setCodeState('sending');
    const sent = await sendReserveCode(form.getValues('phone'));
    if (!sent.ok) {
      setCodeState('not-sent');
      return setSendError(sent.error);
    }
    setCodeState('sent');
    requestAnimationFrame(() => document.getElementById(`${id}-code`)?.focus());
  }

  const submit = form.handleSubmit(async (d) => {
    let code: string | undefined;
    if (!trusted) {
      if (codeState !== 'sent') {
        setSendError('Send yourself a code first: press Text Me a Code.');
        return;
      }
      if (!(await codeForm.trigger('code', { shouldFocus: true }))) return;
      code = codeForm.getValues('code').trim();
    }
    const { terms_accepted: _t, ...details } = d;
    props.onSubmit(details, code);
  });

  const codeErr =
    (codeForm.formState.errors.code?.message as string | undefined) ?? props.codeError;
  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} className="checkout-form">
      <div className="field-pair">
        <Input
          id={id}
          label="First name"
          reg={form.register('first_name')}
          errors={errors}
          input={{ autoComplete: 'given-name' }}
        />
        <Input
          id={id}
          label="Last name"
          reg={form.register('last_name')}
          errors={errors}
          input={{ autoComplete: 'family-name' }}
        />
      </div>
      <Input
        id={id}
        label="Email address"
        reg={form.register('email')}
        errors={errors}
        input={{ type: 'email', autoComplete: 'email' }}
      />
      <div className="field">
        <label htmlFor={`${id}-phone`}>
          Mobile number<span aria-hidden="true"> *</span>
        </label>
        <p className="field-hint" id={`${id}-phone-hint`}>
          {trusted
            ? `You are signed in with ${formatMobile(phone)}: no code needed.`
            : 'We text you a 6-digit code to confirm it is you.'}
        </p>
        <div className="phone-row">
          <input
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            aria-required
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={[`${id}-phone-hint`, errors.phone && `${id}-phone-error`]
              .filter(Boolean)
              .join(' ')}
            {...form.register('phone')}
          />
          {!trusted && (
            <button
              type="button"
              className={buttonClass({ variant: 'secondary' })}
              disabled={codeState === 'sending'}
              onClick={() => void send()}
            >
              {codeState === 'sending'
                ? 'Sending…'
                : codeState === 'sent'
                  ? 'Resend Code'
                  : 'Text Me a Code'}
            </button>
          )}
        </div>
        {errors.phone && (
          <p className="field-error" id={`${id}-phone-error`}>
            {String(errors.phone.message)}
          </p>
        )}
        <Alert text={sendError} />
        {codeState === 'sent' && !trusted && (
          <p className="field-hint" role="status">
            Code sent to {formatMobile(phone)}. It is valid for 10 minutes.
          </p>
        )}
      </div>
      {!trusted && (
        <div className="field">
          <label htmlFor={`${id}-code`}>
            6-digit code<span aria-hidden="true"> *</span>
          </label>
          <input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            disabled={codeState !== 'sent'}
            aria-required
            aria-invalid={codeErr ? true : undefined}
            aria-describedby={codeErr ? `${id}-code-error` : undefined}
            {...codeForm.register('code')}
          />
          {codeErr && (
            <p className="field-error" id={`${id}-code-error`}>
              {codeErr}
            </p>
          )}
        </div>
      )}
      <div className="checkout-terms">
        <h3 id={`${id}-terms-heading`}>The deposit terms</h3>
        <p id={`${id}-terms`}>{props.terms}</p>
        <div className="check">
          <input
            type="checkbox"
            id={`${id}-terms_accepted`}
            aria-describedby={[`${id}-terms`, errors.terms_accepted && `${id}-terms_accepted-error`]
              .filter(Boolean)
              .join(' ')}
            aria-invalid={errors.terms_accepted ? true : undefined}
            {...form.register('terms_accepted')}
          />
          <label htmlFor={`${id}-terms_accepted`}>I agree to these deposit terms</label>
        </div>
        {errors.terms_accepted && (
          <p className="field-error" id={`${id}-terms_accepted-error`}>
            {String(errors.terms_accepted.message)}
          </p>
        )}
      </div>
      <Alert text={props.alert} />
      <div className="step-actions">
        <button
          type="submit"
          className={buttonClass({ variant: 'primary' })}
          disabled={props.busy || !hydrated}
        >
          {props.busy ? props.busyLabel : props.submitLabel}
        </button>
      </div>
      <p className="field-hint">
        We only use your details for this {props.what} and to contact you about it.
      </p>
    </form>
  );
}
