import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';

import { buttonClass } from '~/components/button.ts';
import { useHydrated } from '~/components/hydrated.ts';
import { Input } from '~/components/Input.tsx';
import { postJson } from '~/components/post-json.client.ts';
import { codeField, emailField, mobileField, text } from '~/features/leads/forms.ts';
import { savedPrefill } from '~/features/leads/submit.client.ts';
import type { StorageKeys } from '~/features/saved/storage-keys.ts';
import type { SignedIn } from '~/features/saved/use-favourite.client.ts';
import {
  SEND_TIMEOUT_MS,
  VERIFICATION_MESSAGES as V,
} from '~/features/verification/verification.ts';

import { browserAccount } from '../account.client.ts';
import { ACCOUNT_MESSAGES as A } from '../messages.ts';
import { safeReturnPath } from '../return-path.ts';

const phoneSchema = z.object({ phone: mobileField });
const codeSchema = z.object({ code: codeField });
const detailsSchema = z.object({
  first_name: text(A.firstName, 100),
  last_name: text(A.lastName, 100),
  email: emailField,
});

type Step = 'phone' | 'code' | 'details';

/**
 * Sign-in: the mobile number, the 6-digit code texted to it (spec States verification), and
 * for a new user their name and e-mail once; then back to `redirect` (a path of this site only).
 */
export default function SignIn({ dealerName, keys }: { dealerName: string; keys: StorageKeys }) {
  const [account] = useState(() => browserAccount(keys));
  const id = useId();
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // What was typed into the page's mobile field before the island woke (it would be cleared).
  const [typed] = useState(() =>
    typeof document === 'undefined'
      ? ''
      : (document.querySelector<HTMLInputElement>(`[id="${id}-phone"]`)?.value ?? ''),
  );
  const hydrated = useHydrated();
  const phoneForm = useForm({
    resolver: zodResolver(phoneSchema),
    defaultValues: { phone: typed },
  });
  // The mobile this browser last gave in a form (spec Entities prefill), once mounted.
  useEffect(() => {
    const known = savedPrefill().phone;
    if (known && !phoneForm.getValues('phone')) phoneForm.setValue('phone', known);
  }, []);
  const codeForm = useForm({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const detailsForm = useForm({
    resolver: zodResolver(detailsSchema),
    defaultValues: { first_name: '', last_name: '', email: '' },
  });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const finish = async (user: SignedIn) => {
    account.remember(user);
    await account.mergeFavourites(user.phone);
    const params = new URLSearchParams(location.search);
    location.assign(safeReturnPath(params.get('redirect')));
  };

  const send = async (values: { phone: string }) => {
    setBusy(true);
    setAlert(null);
    const r = await postJson(
      '/api/verification/send',
      { phone: values.phone, purpose: 'sign-in' },
      { fallback: V.sendFailed, timeoutMs: SEND_TIMEOUT_MS },
    );
    setBusy(false);
    if (!r.ok) return setAlert(r.status === 0 ? V.sendFailed : r.error);
    setPhone(values.phone);
    codeForm.reset({ code: '' });
    setStep('code');
  };

  const verify = async (values: { code: string }) => {
    setBusy(true);
    setAlert(null);
    // Spec Calls: ask whether this phone may try a code now before checking one.
    const allowed = await postJson(
      '/api/rate-limit',
      { phone, purpose: 'sign-in' },
      { fallback: V.tooMany },
    );
    if (!allowed.ok) {
      setBusy(false);
      return setAlert(allowed.status === 0 ? V.unknownVerification : V.tooMany);
    }
    const r = await postJson<{ user: SignedIn; needs_details: boolean }>(
      '/api/account/verify',
      { phone, code: values.code },
      { fallback: V.unknownVerification, timeoutMs: 15_000 },
    );
    if (!r.ok) {
      setBusy(false);
      if (r.status === 400)
        return codeForm.setError('code', { message: V.invalid }, { shouldFocus: true });
      return setAlert(r.status === 429 ? V.tooMany : V.unknownVerification);
    }
    if (r.value.needs_details) {
      account.remember(r.value.user);
      setBusy(false);
      return setStep('details');
    }
    await finish(r.value.user);
  };

  const saveDetails = async (values: z.infer<typeof detailsSchema>) => {
    setBusy(true);
    setAlert(null);
    const r = await postJson<{ user: SignedIn }>('/api/account/details', values, {
      fallback: V.unknown,
      timeoutMs: 15_000,
    });
    if (!r.ok) {
      setBusy(false);
      return setAlert(r.error);
    }
    await finish(r.value.user);
  };

  const titles: Record<Step, string> = {
    phone: 'Your mobile number',
    code: 'Enter the code we texted you',
    details: 'A few details, just once',
  };
  const button = (label: string, busyLabel: string) => (
    // Not pressable until the island is awake: a press before then would submit the form natively.
    <button
      type="submit"
      className={buttonClass({ variant: 'primary' })}
      disabled={busy || !hydrated}
    >
      {busy ? busyLabel : label}
    </button>
  );
  return (
    <div className="sign-in-card card-panel">
      <h2 className="step-heading" tabIndex={-1} ref={heading}>
        {titles[step]}
      </h2>
      {alert && (
        <div className="form-alert destructive" role="alert">
          {alert}
        </div>
      )}
      {step === 'phone' && (
        <form noValidate onSubmit={(e) => void phoneForm.handleSubmit(send)(e)}>
          <Input
            id={id}
            label="Mobile number"
            hint={`We text a 6-digit code to sign you in to ${dealerName}. No password needed.`}
            reg={phoneForm.register('phone')}
            errors={phoneForm.formState.errors}
            input={{ type: 'tel', autoComplete: 'tel', inputMode: 'tel' }}
          />
          {button('Text Me a Code', 'Sending…')}
        </form>
      )}
      {step === 'code' && (
        <form noValidate onSubmit={(e) => void codeForm.handleSubmit(verify)(e)}>
          <p role="status">Code sent to {phone}. It is valid for 10 minutes.</p>
          <Input
            id={id}
            label="6-digit code"
            reg={codeForm.register('code')}
            errors={codeForm.formState.errors}
            input={{ autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 6 }}
          />
          {button('Sign In', 'Checking…')}
          <p className="sign-in-links">
            <button
              type="button"
              className={buttonClass({ variant: 'link' })}
              disabled={busy}
              onClick={() => void send({ phone })}
            >
              Resend Code
            </button>{' '}
            <button
              type="button"
              className={buttonClass({ variant: 'link' })}
              onClick={() => setStep('phone')}
            >
              Use another number
            </button>
          </p>
        </form>
      )}
      {step === 'details' && (
        <form noValidate onSubmit={(e) => void detailsForm.handleSubmit(saveDetails)(e)}>
          <p>You are signed in. Tell us who you are so the team knows who to talk to.</p>
          <Input
            id={id}
            label="First name"
            reg={detailsForm.register('first_name')}
            errors={detailsForm.formState.errors}
            input={{ autoComplete: 'given-name' }}
          />
          <Input
            id={id}
            label="Last name"
            reg={detailsForm.register('last_name')}
            errors={detailsForm.formState.errors}
            input={{ autoComplete: 'family-name' }}
          />
          <Input
            id={id}
            label="Email address"
            reg={detailsForm.register('email')}
            errors={detailsForm.formState.errors}
            input={{ type: 'email', autoComplete: 'email' }}
          />
          {button('Continue', 'Saving…')}
        </form>
      )}
    </div>
  );
}
