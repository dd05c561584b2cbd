import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import type { PreApprovalValues } from './pre-approval-types.ts';

/** What every pre-approval step gets from the form. */
export interface StepProps {
  /** The form's id prefix (useId). */
  id: string;
  register: UseFormRegister<PreApprovalValues>;
  errors: FieldErrors<PreApprovalValues>;
}

type Name = keyof PreApprovalValues;

/** A field's error, tied to its input by id. */
export function FieldError({ id, errors, name }: Omit<StepProps, 'register'> & { name: Name }) {
  const message = errors[name]?.message;
  return message ? (
    <p className="field-error" id={`${id}-${name}-error`}>
      {String(message)}
    </p>
  ) : null;
}

/** The aria attributes of an input whose value is wrong. */
export const described = (id: string, errors: StepProps['errors'], name: Name) =>
  errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {};

/** A labelled text input of the details step. */
export function TextField(
  props: StepProps & {
    name: 'name' | 'last_name' | 'email' | 'postcode';
    label: string;
    required: boolean;
    autoComplete: string;
    type?: string;
  },
) {
  const { id, name, errors, required } = props;
  return (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>
        {props.label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={`${id}-${name}`}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        aria-required={required || undefined}
        {...(name === 'postcode' ? { inputMode: 'numeric' as const, maxLength: 4 } : {})}
        {...described(id, errors, name)}
        {...props.register(name)}
      />
      <FieldError id={id} errors={errors} name={name} />
    </div>
  );
}

/** Step 2, Your Details: first and last name, e-mail and postcode (required where the dealer says). */
export function DetailsStep(props: StepProps & { postcodeRequired: boolean }) {
  const fields = { id: props.id, register: props.register, errors: props.errors };
  return (
    <>
      <TextField {...fields} name="name" label="First Name" required autoComplete="given-name" />
      <TextField
        {...fields}
        name="last_name"
        label="Last Name"
        required={false}
        autoComplete="family-name"
      />
      <TextField
        {...fields}
        name="email"
        label="Email Address"
        required
        autoComplete="email"
        type="email"
      />
      <TextField
        {...fields}
        name="postcode"
        label="Postcode"
        required={props.postcodeRequired}
        autoComplete="postal-code"
      />
    </>
  );
}
