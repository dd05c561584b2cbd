import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import { type FieldName, inputKind, LABELS } from './lead-fields.ts';

/** A number input's value as the schema wants it: empty is no value. */
const asNumber = (v: unknown) => (v === '' ? undefined : Number(v));

/** One field of a lead form: its label, input, and error tied to it. */
export default function LeadField(props: {
  name: FieldName;
  /** The form's id prefix (useId). */
  id: string;
  register: UseFormRegister<Record<string, unknown>>;
  errors: FieldErrors<Record<string, unknown>>;
  required: boolean;
  /** The form's own default, rendered in the HTML so it shows before the island hydrates. */
  initial: unknown;
  locations?: { id: number; name: string }[] | undefined;
  checkOptions?: readonly string[] | undefined;
}) {
  const { name, register } = props;
  const fid = `${props.id}-${name}`;
  const err = props.errors[name]?.message as string | undefined;
  const shown =
    typeof props.initial === 'string' || typeof props.initial === 'number'
      ? { defaultValue: props.initial }
      : {};
  const common = {
    id: fid,
    ...shown,
    'aria-invalid': err ? true : undefined,
    'aria-describedby': err ? `${fid}-error` : undefined,
    'aria-required': props.required || undefined,
  };
  if (name === 'services_check_options')
    return (
      <fieldset className="field checks">
        <legend>{LABELS[name]}</legend>
        {props.checkOptions?.map((option, i) => (
          <div className="check" key={option}>
            <input type="checkbox" id={`${fid}-${i}`} value={option} {...register(name)} />
            <label htmlFor={`${fid}-${i}`}>{option}</label>
          </div>
        ))}
      </fieldset>
    );
  const input =
    name === 'message' ? (
      <textarea rows={4} {...common} {...register(name)} />
    ) : name === 'location_id' ? (
      <select {...common} {...register(name, { setValueAs: asNumber })}>
        <option value="">Choose a location</option>
        {props.locations?.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </select>
    ) : name === 'offer_from_client' || name === 'kms' ? (
      <input
        type="number"
        inputMode={name === 'kms' ? 'numeric' : 'decimal'}
        min={name === 'kms' ? 0 : 1}
        step="any"
        {...common}
        {...register(name, { setValueAs: asNumber })}
      />
    ) : (
      <input {...inputKind(name)} {...common} {...register(name)} />
    );
  return (
    <div className="field">
      <label htmlFor={fid}>
        {LABELS[name]}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {input}
      {err && (
        <p className="field-error" id={`${fid}-error`}>
          {err}
        </p>
      )}
    </div>
  );
}
