import { buttonClass } from '~/components/button.ts';

import type { CodeState } from './pre-approval-state.ts';
import { described, FieldError, type StepProps } from './step-fields.tsx';

/** Step 3, Instant pre-approval: the mobile, Send Code (then Resend Code), and the 6-digit code. */
export default function VerifyStep(
  props: StepProps & {
    codeState: CodeState;
    sendError: string | null;
    known: boolean;
    onSend: () => void;
  },
) {
  const { id, register, errors, codeState } = props;
  return (
    <>
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
            {...described(id, errors, 'phone')}
            {...register('phone')}
          />
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            disabled={codeState === 'sending'}
            onClick={props.onSend}
          >
            {codeState === 'sending'
              ? 'Sending…'
              : codeState === 'sent'
                ? 'Resend Code'
                : 'Send Code'}
          </button>
        </div>
        <FieldError id={id} errors={errors} name="phone" />
        {props.sendError && (
          <div className="form-alert destructive" role="alert">
            {props.sendError}
          </div>
        )}
        {codeState === 'sent' && (
          <p className="field-hint" role="status">
            Code sent. It is valid for 10 minutes.
            {props.known ? ' Welcome back: we will add this to your earlier enquiry.' : ''}
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
          {...described(id, errors, 'code')}
          {...register('code')}
        />
        <FieldError id={id} errors={errors} name="code" />
      </div>
    </>
  );
}
