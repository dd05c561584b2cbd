import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';

import { buttonClass } from '~/components/button.ts';

import { normaliseFormData } from './form-data.ts';
import { type FormName, shownFormSchema } from './forms.ts';
import type { FieldName } from './lead-fields.ts';
import LeadField from './LeadField.tsx';
import { SPEC_MESSAGES } from './messages.ts';
import type { FormOptions } from './schemas.ts';
import { leadAttributes, savedPrefill, sendLead } from './submit.client.ts';
import { SUCCESS_LOCATION_KEY, SUCCESS_REFERENCE_KEY } from './success-reference.ts';
import { typedBeforeHydration } from './typed.client.ts';

export interface LeadFormProps {
  form: FormName;
  fields: FieldName[];
  options: FormOptions;
  submitText: string;
  optInText: string;
  defaults?: Record<string, unknown>;
  car?: { id: number; dealershipId: number; type: 'new' | 'demo' | 'used' };
  locations?: { id: number; name: string }[];
  /** The fields its schema refuses empty (worked out by the build: required.ts), marked required. */
  required: readonly FieldName[];
  /** The options of a check-box group (services_check_options). */
  checkOptions?: readonly string[];
  /** Offer the subscribe box (not on an unsubscribe request). */
  optIn?: boolean;
  /** Whether the subscribe box starts ticked (dealer file `leads.optInTicked`, default no). */
  optInTicked?: boolean;
}

type State = 'idle' | 'submitting' | 'success' | 'failure';
type Values = Record<string, unknown>;

/** Every lead form (spec Entities, Validation): one zod schema with the server, spec messages, prefill, honeypot, offline queue. */
export default function LeadForm(props: LeadFormProps) {
  const id = useId();
  // Each form has its own fields; the form holds them by name, as the endpoint reads them.
  const schema = useMemo<z.ZodMiniType<Values, Values>>(
    () => shownFormSchema(props.form, props.options, props.fields),
    [props.form],
  );
  const oneLocation = props.locations?.length === 1 ? props.locations[0]!.id : undefined;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitted },
  } = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      opt_in: props.optIn !== false && props.optInTicked === true,
      ...(oneLocation ? { location_id: oneLocation } : {}),
      ...props.defaults,
    },
  });
  const [state, setState] = useState<State>('idle');
  const [alert, setAlert] = useState<string | null>(null);
  // Read while hydrating, before the fields are registered (registration writes the defaults
  // into the inputs): anything typed before then wins over defaults and saved prefill.
  const [typed] = useState(() =>
    typeof document === 'undefined'
      ? {}
      : typedBeforeHydration(document.getElementById(`${id}-form`)),
  );
  useEffect(
    () =>
      reset({
        opt_in: props.optIn !== false && props.optInTicked === true,
        ...(oneLocation ? { location_id: oneLocation } : {}),
        ...props.defaults,
        ...savedPrefill(),
        ...typed,
      }),
    [],
  );

  const onValid = async (values: Values) => {
    setState('submitting');
    setAlert(null);
    const result = await sendLead({
      form: props.form,
      fields: normaliseFormData(values),
      url: window.location.href,
      opt_in_text: props.optInText,
      lead_attributes: leadAttributes(),
      ...(props.car
        ? {
            car_id: props.car.id,
            car_dealership_id: props.car.dealershipId,
            car_type: props.car.type,
          }
        : {}),
    });
    if (result.ok) {
      setState('success');
      // The thank-you page shows the lead's reference and the chosen location's hours and phone
      // (storage blocked: it shows none and the dealer's own).
      try {
        localStorage.setItem(SUCCESS_REFERENCE_KEY, result.leadId);
        localStorage.setItem(SUCCESS_LOCATION_KEY, String(values.location_id ?? ''));
      } catch {
        // the page still thanks the visitor
      }
      window.location.assign('/success');
      return;
    }
    setState('failure');
    setAlert(result.kind === 'invalid' ? SPEC_MESSAGES.submitFailed : result.message);
    if (result.kind === 'invalid')
      for (const issue of result.issues)
        setError(issue.field.replace(/^fields\./, ''), { message: issue.message });
  };
  // Spec Errors: fields the visitor must fix are listed under 'Please fix the following errors:' (the
  // form-level alert); 'An error occurred when submitting this form' is for a failed submission.
  const onInvalid = (_: FieldErrors) => {
    setState('failure');
    setAlert(null);
  };

  const list = Object.entries(errors)
    .map(([field, e]) => ({ field, message: String(e?.message ?? '') }))
    .filter((e) => e.message);
  return (
    <form
      id={`${id}-form`}
      className="lead-form"
      method="post"
      action="#"
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
    >
      {alert && (
        <div className="form-alert" role="alert">
          {alert}
        </div>
      )}
      {isSubmitted && list.length > 0 && (
        <div className="error-summary" role="alert">
          <p>{SPEC_MESSAGES.formErrorsHeading}</p>
          <ul>
            {list.map((e) => (
              <li key={e.field}>
                <a href={`#${id}-${e.field}`}>{e.message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {props.fields.map((name) => (
        <LeadField
          key={name}
          name={name}
          id={id}
          register={register}
          errors={errors}
          required={props.required.includes(name)}
          initial={props.defaults?.[name]}
          locations={props.locations}
          checkOptions={props.checkOptions}
        />
      ))}
      <div className="field honeypot" aria-hidden="true">
        <label htmlFor={`${id}-hidden`}>Leave this empty</label>
        <input id={`${id}-hidden`} tabIndex={-1} autoComplete="off" {...register('hidden')} />
      </div>
      {props.optIn !== false && (
        <div className="check">
          <input
            type="checkbox"
            id={`${id}-opt_in`}
            defaultChecked={props.optInTicked === true}
            {...register('opt_in')}
          />
          <label htmlFor={`${id}-opt_in`}>{props.optInText}</label>
        </div>
      )}
      {props.options.termsRequired && (
        <div className="check">
          <input
            type="checkbox"
            id={`${id}-terms_conditions`}
            aria-describedby={errors.terms_conditions ? `${id}-terms_conditions-error` : undefined}
            {...register('terms_conditions')}
          />
          <label htmlFor={`${id}-terms_conditions`}>
            I agree to the <a href="/terms-and-conditions">terms of use</a>
          </label>
          {errors.terms_conditions && (
            <p className="field-error" id={`${id}-terms_conditions-error`}>
              {String(errors.terms_conditions.message)}
            </p>
          )}
        </div>
      )}
      <button
        type="submit"
        className={buttonClass()}
        disabled={state === 'submitting' || state === 'success'}
        aria-busy={state === 'submitting'}
      >
        {state === 'submitting' ? (
          <>
            <span className="spinner" aria-hidden="true" /> Sending…
          </>
        ) : state === 'success' ? (
          'Sent'
        ) : (
          props.submitText
        )}
      </button>
    </form>
  );
}
