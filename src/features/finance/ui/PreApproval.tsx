import { zodResolver } from '@hookform/resolvers/zod';
import { nanoid } from 'nanoid';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';

import { buttonClass } from '~/components/button.ts';
import { CREDIT_SCORES } from '~/config/credit-scores.ts';
import { EVENTS } from '~/features/analytics/events.ts';
import { sendEvent } from '~/features/analytics/send.client.ts';
import { formatAud } from '~/features/inventory/pricing.ts';
import { financeFormSchema, sendCodeSchema } from '~/features/leads/schemas.ts';
import { leadAttributes, savedPrefill } from '~/features/leads/submit.client.ts';
import {
  SEND_TIMEOUT_MS,
  VERIFICATION_MESSAGES as V,
} from '~/features/verification/verification.ts';
import { clampPurchasePrice, QUOTE_DEFAULTS, QUOTE_TERM } from '~/services/lender/lender.ts';

import { postJson } from '../api.client.ts';
import { FINANCE_MESSAGES } from '../messages.ts';
import { financeParams } from '../page-params.ts';
import { CREDIT_SCORE_LABELS } from '../quote.ts';
import { PRE_APPROVAL_STEPS } from '../texts.ts';
import QuoteSummary from './QuoteSummary.tsx';
import RangeField from './RangeField.tsx';
import { useQuote } from './use-quote.client.ts';

export interface PreApprovalCar {
  id: number;
  dealershipId: number;
  type: 'new' | 'demo' | 'used';
  year: number;
  price: number;
  vin: string | null;
  nvic: string | null;
}
export interface PreApprovalProps {
  postcodeRequired: boolean;
  optInText: string;
  car?: PreApprovalCar | null;
  /** On the finance page: read the car and the defaults from the address (spec §2 query). */
  fromAddress?: boolean;
}

type Values = z.input<ReturnType<typeof financeFormSchema>>;
const STEP_FIELDS: (keyof Values)[][] = [
  ['amount', 'term', 'selfAssessedCreditScore', 'whoIsHelping'],
  ['name', 'last_name', 'email', 'postcode'],
  ['phone', 'code'],
  ['subscribe'],
];
const HELPERS = ['', 'Just me', 'My partner', 'A family member', 'A friend', 'A broker'];
type CodeState = 'not-sent' | 'sending' | 'sent';

async function carFromAddress(): Promise<PreApprovalCar | null> {
  const p = financeParams(location.search);
  if (!p.carId) return null;
  try {
    const res = await fetch(`/cars/id/${p.carId}.json`);
    if (!res.ok) return null;
    const c = (await res.json()) as {
      id: number;
      dealership_id: number;
      car_type: PreApprovalCar['type'];
      year: number;
      price_amount: number;
      vin: string | null;
      nvic: string | null;
    };
    return {
      id: c.id,
      dealershipId: c.dealership_id,
      type: c.car_type,
      year: c.year,
      price: c.price_amount,
      vin: c.vin,
      nvic: c.nvic,
    };
  } catch {
    return null;
  }
}

/**
 * Spec §2/§4 instant pre-approval: Quick Estimate, Your Details, Instant pre-approval (the mobile
 * verified by an SMS code), Apply to lender. Each step is checked before the next; the last sends
 * the code with the application (the server verifies it, stores the lead once and creates the
 * lender's customer), then goes to the lender's address.
 */
export default function PreApproval(props: PreApprovalProps) {
  const id = useId();
  const [car, setCar] = useState<PreApprovalCar | null>(props.car ?? null);
  const [step, setStep] = useState(0);
  const [codeState, setCodeState] = useState<CodeState>('not-sent');
  const [sendError, setSendError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [known, setKnown] = useState(false);
  const [busy, setBusy] = useState(false);
  const key = useRef(nanoid());
  const heading = useRef<HTMLHeadingElement>(null);
  const schema = financeFormSchema({ postcodeRequired: props.postcodeRequired });
  const { register, handleSubmit, trigger, getValues, setValue, setError, watch, formState } =
    useForm<Values>({
      resolver: zodResolver(schema),
      mode: 'onTouched',
      defaultValues: {
        amount: clampPurchasePrice(props.car?.price || QUOTE_DEFAULTS.purchasePrice),
        term: QUOTE_DEFAULTS.loanTerm,
        selfAssessedCreditScore: QUOTE_DEFAULTS.selfAssessedCreditScore,
        whoIsHelping: '',
        subscribe: true,
        code: '',
      },
    });
  const errors = formState.errors;

  useEffect(() => {
    const prefill = savedPrefill();
    for (const k of ['name', 'last_name', 'email', 'phone', 'postcode'] as const)
      if (prefill[k] && !getValues(k)) setValue(k, prefill[k]);
    if (!props.fromAddress) return;
    const p = financeParams(location.search);
    if (p.price) setValue('amount', clampPurchasePrice(p.price));
    if (p.loanTerm) setValue('term', p.loanTerm);
    if (p.creditScore) setValue('selfAssessedCreditScore', p.creditScore);
    if (p.whoIsHelping) setValue('whoIsHelping', p.whoIsHelping);
    void carFromAddress().then((c) => {
      if (!c) return;
      setCar(c);
      if (!p.price && c.price > 0) setValue('amount', clampPurchasePrice(c.price));
    });
  }, [getValues, setValue, props.fromAddress]);

  const [amount, term, score, helping] = watch([
    'amount',
    'term',
    'selfAssessedCreditScore',
    'whoIsHelping',
  ]);
  const quote = useQuote(
    {
      purchasePrice: Number(amount),
      loanTerm: Number(term),
      selfAssessedCreditScore: score ?? 'GREAT',
      whoIsHelping: helping ?? '',
      ...(car ? { year: car.year, vin: car.vin ?? '', nvic: car.nvic ?? '' } : {}),
    },
    step === 0,
  );

  const go = (next: number) => {
    setStep(next);
    setAlert(null);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const advance = async () => {
    try {
      if (
        await trigger(
          STEP_FIELDS[step]!.filter((f) => f !== 'code'),
          { shouldFocus: true },
        )
      ) {
        if (step === 2 && !(await trigger('code', { shouldFocus: true }))) return;
        go(step + 1);
      }
    } catch {
      setAlert(V.unknownStep);
    }
  };

  const sendCode = async () => {
    setSendError(null);
    const phone = getValues('phone');
    const valid = sendCodeSchema.safeParse({ phone });
    if (!valid.success) {
      setError('phone', { message: valid.error.issues[0]?.message ?? V.unknown });
      return;
    }
    setCodeState('sending');
    const r = await postJson(
      '/api/verification/send',
      { phone, purpose: 'finance' },
      { fallback: V.sendFailed, timeoutMs: SEND_TIMEOUT_MS },
    );
    if (!r.ok) {
      setCodeState(codeState === 'sent' ? 'sent' : 'not-sent');
      setSendError(r.status === 0 ? V.sendFailed : r.error);
      return;
    }
    setCodeState('sent');
    void sendEvent({ event_id: EVENTS.codeSent, ...(car ? { car_id: car.id } : {}) });
    void fetch(`/api/check-if-contact-exists?phone_number=${encodeURIComponent(phone)}`)
      .then((res) =>
        res.ok ? (res.json() as Promise<{ data: { exists: boolean } | null }>) : null,
      )
      .then((a) => setKnown(Boolean(a?.data?.exists)))
      .catch(() => undefined);
    requestAnimationFrame(() => document.getElementById(`${id}-code`)?.focus());
  };

  const submit = async (values: Values) => {
    setBusy(true);
    setAlert(null);
    const limit = await postJson(
      '/api/rate-limit',
      { phone: values.phone },
      { fallback: V.unknownVerification },
    );
    if (!limit.ok && limit.status === 429) {
      setBusy(false);
      setAlert(V.tooMany);
      return;
    }
    const r = await postJson<{ redirectUrl: string; lead_id: string; verified: boolean }>(
      '/api/youx/create-customer',
      {
        form: values,
        ...(car
          ? {
              car_id: car.id,
              car_dealership_id: car.dealershipId,
              car_type: car.type,
              year: car.year,
              ...(car.vin ? { vin: car.vin } : {}),
              ...(car.nvic ? { nvic: car.nvic } : {}),
            }
          : {}),
        url: location.href,
        lead_attributes: leadAttributes(),
        opt_in_text: values.subscribe ? props.optInText : '',
      },
      { headers: { 'Idempotency-Key': key.current }, fallback: V.unknown },
    );
    if (r.ok || r.body.verified)
      void sendEvent({ event_id: EVENTS.codeVerified, ...(car ? { car_id: car.id } : {}) });
    if (r.ok && r.value.redirectUrl) {
      window.location.assign(r.value.redirectUrl);
      return;
    }
    setBusy(false);
    if (r.ok) return setAlert(FINANCE_MESSAGES.noRedirect);
    if (r.error === V.invalid) {
      go(2);
      setError('code', { message: V.invalid });
      return;
    }
    setAlert(r.error);
  };

  const fieldError = (name: keyof Values) =>
    errors[name]?.message ? (
      <p className="field-error" id={`${id}-${name}-error`}>
        {String(errors[name]?.message)}
      </p>
    ) : null;
  const described = (name: keyof Values) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {};
  const input = (
    name: 'name' | 'last_name' | 'email' | 'postcode',
    label: string,
    required: boolean,
    auto: string,
    type = 'text',
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        autoComplete={auto}
        aria-required={required || undefined}
        {...(name === 'postcode' ? { inputMode: 'numeric' as const, maxLength: 4 } : {})}
        {...described(name)}
        {...register(name)}
      />
      {fieldError(name)}
    </div>
  );

  return (
    <form
      className="pre-approval lead-form"
      noValidate
      onSubmit={(e) => void handleSubmit(submit)(e)}
    >
      <ol className="steps-bar">
        {PRE_APPROVAL_STEPS.map((label, i) => (
          <li
            key={label}
            aria-current={i === step ? 'step' : undefined}
            className={i < step ? 'done' : undefined}
          >
            <span className="step-number" aria-hidden="true">
              {i + 1}
            </span>
            <span className="step-label">{label}</span>
          </li>
        ))}
      </ol>
      <h3 className="step-heading" tabIndex={-1} ref={heading}>
        Step {step + 1} of 4: {PRE_APPROVAL_STEPS[step]}
      </h3>
      {alert && (
        <div className="form-alert" role="alert">
          {alert}
        </div>
      )}
      <div hidden={step !== 0}>
        <div className="field">
          <label htmlFor={`${id}-amount`}>How much would you like to borrow?</label>
          <div className="money-input">
            <input
              id={`${id}-amount`}
              type="number"
              inputMode="numeric"
              min={10000}
              max={200000}
              step={500}
              {...described('amount')}
              {...register('amount', {
                valueAsNumber: true,
                onBlur: (e: { target: HTMLInputElement }) =>
                  setValue('amount', clampPurchasePrice(Number(e.target.value))),
              })}
            />
          </div>
          {fieldError('amount')}
        </div>
        <RangeField
          id={`${id}-term`}
          label="Loan term"
          shown={`${term} years`}
          min={QUOTE_TERM.min}
          max={QUOTE_TERM.max}
          step={QUOTE_TERM.step}
          {...register('term', { valueAsNumber: true })}
        />
        <fieldset className="field segmented">
          <legend>Your credit history</legend>
          {CREDIT_SCORES.map((s) => (
            <label key={s} className={s === score ? 'chosen' : undefined}>
              <input type="radio" value={s} {...register('selfAssessedCreditScore')} />
              {CREDIT_SCORE_LABELS[s]}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-who`}>Who is helping you buy?</label>
          <select id={`${id}-who`} {...register('whoIsHelping')}>
            {HELPERS.map((h) => (
              <option key={h} value={h}>
                {h || 'Choose (optional)'}
              </option>
            ))}
          </select>
        </div>
        <QuoteSummary quote={quote} />
      </div>
      <div hidden={step !== 1}>
        {input('name', 'First Name', true, 'given-name')}
        {input('last_name', 'Last Name', false, 'family-name')}
        {input('email', 'Email Address', true, 'email', 'email')}
        {input('postcode', 'Postcode', props.postcodeRequired, 'postal-code')}
      </div>
      <div hidden={step !== 2}>
        <p className="step-note">
          We text you a 6-digit code to confirm it is you. Checking your rate does not affect your
          credit score.
        </p>
        <div className="field">
          <label htmlFor={`${id}-phone`}>
            Mobile Number<span aria-hidden="true"> *</span>
          </label>
          <div className="phone-row">
            <input
              id={`${id}-phone`}
              type="tel"
              autoComplete="tel"
              aria-required
              {...described('phone')}
              {...register('phone')}
            />
            <button
              type="button"
              className={buttonClass({ variant: 'secondary' })}
              disabled={codeState === 'sending'}
              onClick={() => void sendCode()}
            >
              {codeState === 'sending'
                ? 'Sending…'
                : codeState === 'sent'
                  ? 'Resend Code'
                  : 'Send Code'}
            </button>
          </div>
          {fieldError('phone')}
          {sendError && (
            <div className="form-alert destructive" role="alert">
              {sendError}
            </div>
          )}
          {codeState === 'sent' && (
            <p className="field-hint" role="status">
              Code sent. It is valid for 10 minutes.
              {known ? ' Welcome back: we will add this to your earlier enquiry.' : ''}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-code`}>
            Verification code<span aria-hidden="true"> *</span>
          </label>
          <input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            disabled={codeState === 'not-sent'}
            aria-required
            {...described('code')}
            {...register('code')}
          />
          {fieldError('code')}
        </div>
      </div>
      <div hidden={step !== 3}>
        <QuoteSummary quote={quote} />
        <dl className="review">
          <div>
            <dt>Amount</dt>
            <dd>{formatAud(Number(amount))}</dd>
          </div>
          <div>
            <dt>Term</dt>
            <dd>{term} years</dd>
          </div>
          <div>
            <dt>Credit history</dt>
            <dd>{CREDIT_SCORE_LABELS[score ?? 'GREAT']}</dd>
          </div>
        </dl>
        <div className="check">
          <input id={`${id}-subscribe`} type="checkbox" {...register('subscribe')} />
          <label htmlFor={`${id}-subscribe`}>{props.optInText}</label>
        </div>
      </div>
      <div className="step-actions">
        {step > 0 && (
          <button
            type="button"
            className={buttonClass({ variant: 'ghost' })}
            onClick={() => go(step - 1)}
          >
            Back
          </button>
        )}
        {step < 3 ? (
          // Keys keep Next and the submit button apart: React must not turn one into the other.
          <button key="next" type="button" className={buttonClass()} onClick={() => void advance()}>
            Next
          </button>
        ) : (
          <button key="submit" type="submit" className={buttonClass()} disabled={busy}>
            {busy ? (
              <>
                <span className="spinner" aria-hidden="true" /> Applying…
              </>
            ) : (
              'Get my pre-approval'
            )}
          </button>
        )}
      </div>
    </form>
  );
}
