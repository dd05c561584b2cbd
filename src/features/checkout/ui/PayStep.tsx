import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { buttonClass } from '~/components/button.ts';
import { Input } from '~/components/Input.tsx';

import { testCardSchema } from '../checkout-form.ts';
import type { ReservationAnswer } from '../view.ts';
import { confirmPaid, payWithTestCard } from './checkout.client.ts';
import { Alert } from './fields.tsx';

export type Outcome =
  { ok: true; answer: ReservationAnswer } | { ok: false; status: number; error: string };

/**
 * Pay the deposit: the embedded test mode's card form (labelled as test mode, with the test cards
 * it takes), or Stripe's Payment Element (its script loaded only now, on this step).
 */
export default function PayStep(props: {
  id: string;
  answer: ReservationAnswer;
  onDone: (outcome: Outcome) => void;
}) {
  const r = props.answer.reservation;
  return (
    <div className="checkout-pay">
      <p className="pay-by">
        Pay <strong>{r.pay_within_text ?? `by ${r.pay_by_text}`}</strong>: until then the car is
        kept for you and nobody else can reserve it.
      </p>
      {props.answer.payment?.processor === 'stripe' || r.processor === 'stripe' ? (
        <StripePay {...props} />
      ) : (
        <TestCardPay {...props} />
      )}
    </div>
  );
}

function TestCardPay(props: Parameters<typeof PayStep>[0]) {
  const { id } = props;
  const r = props.answer.reservation;
  const form = useForm({
    resolver: zodResolver(testCardSchema),
    mode: 'onTouched',
    defaultValues: { number: '', expiry: '', cvc: '' },
  });
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const submit = form.handleSubmit(async (card) => {
    setBusy(true);
    setAlert(null);
    const paid = await payWithTestCard(props.answer.access_token, card);
    setBusy(false);
    if (paid.ok) return props.onDone({ ok: true, answer: paid.value });
    if (paid.status === 402) {
      setAlert(paid.error);
      form.setFocus('number');
      return;
    }
    props.onDone({ ok: false, status: paid.status, error: paid.error });
  });
  const errors = form.formState.errors;
  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} className="checkout-form">
      <div className="test-mode" role="note">
        <strong>Test mode: no real card is charged.</strong> Pay with 4242 4242 4242 4242, any
        future expiry and any 3-digit code. 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has
        insufficient funds.
      </div>
      <Input
        id={id}
        label="Card number"
        reg={form.register('number')}
        errors={errors}
        input={{ inputMode: 'numeric', autoComplete: 'cc-number' }}
      />
      <div className="field-pair">
        <Input
          id={id}
          label="Expiry (MM/YY)"
          reg={form.register('expiry')}
          errors={errors}
          input={{ inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/YY' }}
        />
        <Input
          id={id}
          label="Security code"
          reg={form.register('cvc')}
          errors={errors}
          input={{ inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 }}
        />
      </div>
      <Alert text={alert} />
      <div className="step-actions">
        <button type="submit" className={buttonClass({ variant: 'primary' })} disabled={busy}>
          {busy ? 'Paying…' : `Pay ${r.deposit} deposit`}
        </button>
      </div>
    </form>
  );
}

/** Stripe's Payment Element, mounted from its own script (loaded on this step only). */
function StripePay(props: Parameters<typeof PayStep>[0]) {
  const r = props.answer.reservation;
  const mount = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<null | {
    pay: () => Promise<{ error?: { message?: string | undefined } | undefined }>;
  }>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const secret = props.answer.payment?.client_secret ?? null;
  const publishableKey = props.answer.payment?.publishable_key ?? null;
  useEffect(() => {
    if (!publishableKey || !secret || !mount.current) return;
    let live = true;
    void import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (!stripe || !live || !mount.current) return;
        const elements = stripe.elements({ clientSecret: secret });
        elements.create('payment').mount(mount.current);
        setReady({
          pay: () =>
            stripe.confirmPayment({
              elements,
              redirect: 'if_required',
              confirmParams: { return_url: location.href },
            }),
        });
      })
      .catch(() => setAlert('The card form could not load. Check your connection and try again.'));
    return () => {
      live = false;
    };
  }, [publishableKey, secret]);
  async function pay() {
    if (!ready) return;
    setBusy(true);
    setAlert(null);
    const result = await ready.pay();
    if (result.error) {
      setBusy(false);
      return setAlert(result.error.message ?? 'Your card was not accepted.');
    }
    const confirmed = await confirmPaid(props.answer.access_token);
    setBusy(false);
    props.onDone(
      confirmed.ok
        ? { ok: true, answer: confirmed.value }
        : { ok: false, status: confirmed.status, error: confirmed.error },
    );
  }
  return (
    <div className="checkout-form">
      {props.answer.payment?.test_mode && (
        <div className="test-mode" role="note">
          <strong>Test mode: no real card is charged.</strong> Pay with Stripe&apos;s test card 4242
          4242 4242 4242, any future expiry and any 3-digit code.
        </div>
      )}
      {!secret && <Alert text="This payment can no longer be taken. Please start again." />}
      <div ref={mount} className="stripe-element" aria-busy={!ready} />
      <Alert text={alert} />
      <div className="step-actions">
        <button
          type="button"
          className={buttonClass({ variant: 'primary' })}
          disabled={!ready || busy}
          onClick={() => void pay()}
        >
          {busy ? 'Paying…' : `Pay ${r.deposit} deposit`}
        </button>
      </div>
    </div>
  );
}
