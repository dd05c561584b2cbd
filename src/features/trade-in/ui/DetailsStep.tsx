import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import { LABELS } from '~/features/leads/lead-fields.ts';

import type { DetailsInput } from '../details.ts';

export interface DetailsStepProps {
  id: string;
  register: UseFormRegister<DetailsInput>;
  errors: FieldErrors<DetailsInput>;
  locations: { id: number; name: string }[];
  optInText: string;
  /** What the dealer's stock is called, lower case ('car', 'caravan'). */
  noun: string;
  /** Ask whether they want finance (trading toward a car; not when selling outright). */
  askFinance: boolean;
}

const asNumber = (v: unknown) => (v === '' ? undefined : Number(v));

/**
 * Step 3: who to send the estimate to: name, mobile, e-mail, the location (chosen for them when
 * there is one), how they would like to be contacted, whether they want finance, and the opt-in.
 */
export default function DetailsStep(props: DetailsStepProps) {
  const { id, register, errors } = props;
  const err = (name: keyof DetailsInput) => errors[name]?.message as string | undefined;
  const aria = (name: keyof DetailsInput) =>
    err(name) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {};
  const error = (name: keyof DetailsInput) =>
    err(name) ? (
      <p className="field-error" id={`${id}-${name}-error`}>
        {err(name)}
      </p>
    ) : null;
  const text = (
    name: 'name' | 'last_name' | 'email' | 'phone',
    autoComplete: string,
    required: boolean,
    type = 'text',
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>
        {LABELS[name]}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        {...(name === 'phone' ? { inputMode: 'tel' as const } : {})}
        {...aria(name)}
        {...register(name)}
      />
      {error(name)}
    </div>
  );
  const one = props.locations.length === 1 ? props.locations[0] : undefined;
  return (
    <>
      <div className="field-pair">
        {text('name', 'given-name', true)}
        {text('last_name', 'family-name', false)}
      </div>
      <div className="field-pair">
        {text('phone', 'tel', true, 'tel')}
        {text('email', 'email', true, 'email')}
      </div>
      {one ? (
        <p className="step-note">
          Your {props.noun} will be inspected at <strong>{one.name}</strong>.
          <input type="hidden" {...register('location_id', { setValueAs: asNumber })} />
        </p>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-location_id`}>
            Where would you bring it?<span aria-hidden="true"> *</span>
          </label>
          <select
            id={`${id}-location_id`}
            aria-required
            {...aria('location_id')}
            {...register('location_id', { setValueAs: asNumber })}
          >
            <option value="">Choose a location</option>
            {props.locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
          {error('location_id')}
        </div>
      )}
      <fieldset className="field choice-group">
        <legend>How should we contact you?</legend>
        <div className="choices">
          {(['Phone', 'Email', 'SMS'] as const).map((m) => (
            <label key={m} className="choice">
              <input type="radio" value={m} {...register('PreferredContactMethod')} />
              <span>{m}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {props.askFinance && (
        <fieldset className="field choice-group">
          <legend>Would you like finance for your next {props.noun}?</legend>
          <div className="choices">
            {(['Yes', 'No'] as const).map((m) => (
              <label key={m} className="choice">
                <input type="radio" value={m} {...register('finance')} />
                <span>{m}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="check">
        <input type="checkbox" id={`${id}-opt_in`} {...register('opt_in')} />
        <label htmlFor={`${id}-opt_in`}>{props.optInText}</label>
      </div>
    </>
  );
}
