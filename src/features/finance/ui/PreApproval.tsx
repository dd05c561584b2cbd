import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from 'jotai';
import { nanoid } from 'nanoid';
import { useEffect, useId, useReducer, useRef } from 'react';
import { useForm } from 'react-hook-form';

import { buttonClass } from '~/components/button.ts';
import StepHead from '~/components/StepHead.tsx';
import { tabAtom } from '~/components/tab-atom.client.ts';
import { sendCodeSchema } from '~/features/leads/schemas.ts';
import { VERIFICATION_MESSAGES as V } from '~/features/verification/verification.ts';
import { clampPurchasePrice, QUOTE_DEFAULTS } from '~/services/lender/lender.ts';

import { financeFormSchema } from '../finance-form.ts';
import { PRE_APPROVAL_STEPS } from '../texts.ts';
import ApplyStep from './ApplyStep.tsx';
import EstimateStep from './EstimateStep.tsx';
import { sendVerificationCode, submitApplication } from './pre-approval.client.ts';
import { initialPreApproval, preApprovalReducer, VERIFY_STEP } from './pre-approval-state.ts';
import type { PreApprovalCar, PreApprovalValues } from './pre-approval-types.ts';
import { DetailsStep } from './step-fields.tsx';
import { usePrefill } from './use-prefill.client.ts';
import { useQuote } from './use-quote.client.ts';
import VerifyStep from './VerifyStep.tsx';

export type { PreApprovalCar } from './pre-approval-types.ts';

export interface PreApprovalProps {
  postcodeRequired: boolean;
  optInText: string;
  /** Whether the subscribe box starts ticked (dealer file `leads.optInTicked`). */
  optInTicked: boolean;
  car?: PreApprovalCar | null;
  /** On the finance page: read the car and the defaults from the address (spec Screens query). */
  fromAddress?: boolean;
  /** Inside another journey (buy online): told the lender's address instead of going there. */
  onApplied?: (redirectUrl: string, leadId: string) => void;
}

const STEP_FIELDS: (keyof PreApprovalValues)[][] = [
  ['amount', 'term', 'selfAssessedCreditScore', 'whoIsHelping'],
  ['name', 'last_name', 'email', 'postcode'],
  ['phone', 'code'],
  ['subscribe'],
];

/** A car page's journey in this tab: its car, step and fields (never the code). */
const FRESH: { car?: number; step: number; values: Partial<PreApprovalValues> } = {
  step: 0,
  values: {},
};
const kept = tabAtom('pre-approval', FRESH);

/**
 * Spec Screens/States instant pre-approval: Quick Estimate, Your Details, Instant pre-approval (the mobile
 * verified by an SMS code), Apply to lender. Each step is checked before the next; the last sends
 * the code with the application (the server verifies it, stores the lead once and creates the
 * lender's customer), then goes to the lender's address. Its states and their moves are one
 * reducer (`pre-approval-state.ts`); the fields are react-hook-form's.
 */
export default function PreApproval(props: PreApprovalProps) {
  const id = useId();
  const [state, dispatch] = useReducer(preApprovalReducer, props.car ?? null, initialPreApproval);
  const { car, step, busy } = state;
  const key = useRef(nanoid());
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<PreApprovalValues>({
    resolver: zodResolver(financeFormSchema({ postcodeRequired: props.postcodeRequired })),
    mode: 'onTouched',
    defaultValues: {
      amount: clampPurchasePrice(props.car?.price || QUOTE_DEFAULTS.purchasePrice),
      term: QUOTE_DEFAULTS.loanTerm,
      selfAssessedCreditScore: QUOTE_DEFAULTS.selfAssessedCreditScore,
      whoIsHelping: '',
      subscribe: props.optInTicked,
      code: '',
    },
  });
  const { register, handleSubmit, trigger, getValues, setValue, setError, watch } = form;
  const errors = form.formState.errors;

  usePrefill(form, props.fromAddress, (found) => dispatch({ type: 'car', car: found }));

  // On a car's page the journey is kept in this tab, so a reload or Back resumes it. The code
  // is not kept: a journey past it asks for a new one. The finance page starts from its address.
  const store = useStore();
  const carId = props.car?.id;
  const keep = (at = store.get(kept).step) => {
    if (carId) store.set(kept, { car: carId, step: at, values: { ...getValues(), code: '' } });
  };
  useEffect(() => {
    const saved = store.get(kept);
    if (carId && saved.car === carId) {
      for (const [k, v] of Object.entries(saved.values)) setValue(k as keyof PreApprovalValues, v);
      dispatch({ type: 'go', step: Math.min(saved.step, VERIFY_STEP) });
    } else keep(0);
    const watching = watch(() => keep());
    return () => watching.unsubscribe();
  }, []);

  const [amount, term, score = 'GREAT', helping] = watch([
    'amount',
    'term',
    'selfAssessedCreditScore',
    'whoIsHelping',
  ]);
  const quote = useQuote(
    {
      purchasePrice: Number(amount),
      loanTerm: Number(term),
      selfAssessedCreditScore: score,
      whoIsHelping: helping ?? '',
      ...(car ? { year: car.year, vin: car.vin ?? '', nvic: car.nvic ?? '' } : {}),
    },
    step === 0,
  );

  const go = (next: number) => {
    dispatch({ type: 'go', step: next });
    keep(next);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const advance = async () => {
    try {
      const fields = STEP_FIELDS[step]!.filter((f) => f !== 'code');
      if (!(await trigger(fields, { shouldFocus: true }))) return;
      if (step === VERIFY_STEP && !(await trigger('code', { shouldFocus: true }))) return;
      go(step + 1);
    } catch {
      dispatch({ type: 'alert', text: V.unknownStep });
    }
  };

  const sendCode = async () => {
    const phone = getValues('phone');
    const valid = sendCodeSchema.safeParse({ phone });
    if (!valid.success) {
      setError('phone', { message: valid.error.issues[0]?.message ?? V.unknown });
      return;
    }
    dispatch({ type: 'code-sending' });
    const sent = await sendVerificationCode(phone, car);
    dispatch({ type: 'code-answered', error: sent.ok ? null : sent.error });
    if (!sent.ok) return;
    void sent.known.then((known) => dispatch({ type: 'known', known }));
    requestAnimationFrame(() => document.getElementById(`${id}-code`)?.focus());
  };

  const submit = async (values: PreApprovalValues) => {
    dispatch({ type: 'applying' });
    const outcome = await submitApplication(values, car, {
      key: key.current,
      optInText: props.optInText,
    });
    if (outcome.kind === 'redirect') {
      store.set(kept, FRESH);
      if (props.onApplied) {
        dispatch({ type: 'answered', alert: null });
        props.onApplied(outcome.redirectUrl, outcome.lead_id);
      } else window.location.assign(outcome.redirectUrl);
      return;
    }
    if (outcome.kind === 'wrong-code') {
      dispatch({ type: 'wrong-code' });
      requestAnimationFrame(() => heading.current?.focus());
      setError('code', { message: V.invalid });
    } else dispatch({ type: 'answered', alert: outcome.message });
  };

  const fields = { id, register, errors };
  return (
    <form
      className="pre-approval stepped-form lead-form"
      noValidate
      onSubmit={(e) => void handleSubmit(submit)(e)}
    >
      <StepHead
        labels={PRE_APPROVAL_STEPS}
        step={step}
        headingRef={heading}
        alert={state.alert}
        level={3}
      />
      <div hidden={step !== 0}>
        <EstimateStep
          {...fields}
          setValue={setValue}
          amount={Number(amount)}
          term={Number(term)}
          score={score}
          quote={quote}
        />
      </div>
      <div hidden={step !== 1}>
        <DetailsStep {...fields} postcodeRequired={props.postcodeRequired} />
      </div>
      <div hidden={step !== VERIFY_STEP}>
        <VerifyStep
          {...fields}
          codeState={state.code}
          sendError={state.sendError}
          known={state.known}
          onSend={() => void sendCode()}
        />
      </div>
      <div hidden={step !== 3}>
        <ApplyStep
          id={id}
          register={register}
          quote={quote}
          amount={Number(amount)}
          term={Number(term)}
          score={score}
          optInText={props.optInText}
        />
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
              // What it does: the application goes to the finance team, and the page that follows
              // is an indicative quote, not an approval (no lender has seen income or expenses).
              'Send my application'
            )}
          </button>
        )}
      </div>
    </form>
  );
}
