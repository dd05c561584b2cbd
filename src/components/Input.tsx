import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';

/**
 * A labelled input with its hint and error tied to it (aria-describedby), as the reservation's and
 * sign-in's fields. A required field (the default) is marked with an asterisk.
 */
export function Input(props: {
  id: string;
  label: string;
  reg: UseFormRegisterReturn;
  errors: FieldErrors;
  hint?: string;
  required?: boolean;
  input?: React.InputHTMLAttributes<HTMLInputElement>;
}) {
  const name = props.reg.name;
  const fid = `${props.id}-${name}`;
  const err = props.errors[name]?.message as string | undefined;
  const describedBy = [props.hint && `${fid}-hint`, err && `${fid}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={fid}>
        {props.label}
        {props.required !== false && <span aria-hidden="true"> *</span>}
      </label>
      {props.hint && (
        <p className="field-hint" id={`${fid}-hint`}>
          {props.hint}
        </p>
      )}
      <input
        id={fid}
        aria-required={props.required !== false || undefined}
        aria-invalid={err ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props.input}
        {...props.reg}
      />
      {err && (
        <p className="field-error" id={`${fid}-error`}>
          {err}
        </p>
      )}
    </div>
  );
}
