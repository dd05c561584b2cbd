import { zodResolver } from '@hookform/resolvers/zod';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { buttonClass } from '~/components/button.ts';
import StepHead from '~/components/StepHead.tsx';
import { FIELD_MESSAGES as M, SPEC_MESSAGES as S } from '~/features/leads/messages.ts';
import { savedPrefill } from '~/features/leads/submit.client.ts';
import { formatReference } from '~/server/reference.ts';
import { NO_FIGURE_REASON } from '~/services/valuer/describe.ts';
import {
  CONDITION_QUESTIONS,
  type ConditionAnswers,
  type ConditionQuestion,
} from '~/services/valuer/valuer.ts';

import { acceptedTradeInAtom } from '../accepted-atom.ts';
import { estimate, saveValuationResult, sendStepLead } from '../api.client.ts';
import { checkoutReturn } from '../checkout-return.ts';
import { type DetailsInput, detailsSchema, type DetailsValues } from '../details.ts';
import { pastOnlineLimit } from '../eligibility.ts';
import { TRADE_IN_MESSAGES as T } from '../messages.ts';
import {
  alreadySent,
  emptyState,
  loadState,
  saveState,
  stepLabels,
  vehicleName,
  type WizardState,
} from '../wizard-state.ts';
import CarStep from './CarStep.tsx';
import ConditionStep from './ConditionStep.tsx';
import DetailsStep from './DetailsStep.tsx';
import EstimateView from './EstimateView.tsx';

export interface TradeInWizardProps {
  /** Selling outright (sell-my-car) rather than trading in toward a car. */
  sell: boolean;
  /** What the dealer's stock is called, lower case ('car', 'caravan'). */
  noun: string;
  nounPlural: string;
  /** Where "Browse" goes (all the dealer's stock) and what it says ('Browse caravans'). */
  browseHref: string;
  browseLabel: string;
  dealerName: string;
  locations: { id: number; name: string }[];
  optInText: string;
  optInTicked: boolean;
  /** Dealer file `leads.saveValuationResult`: also store the result (POST /api/miscellaneous). */
  saveResult: boolean;
}

const storage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
const carIdFromAddress = () => {
  if (typeof location === 'undefined') return null;
  const id = Number(new URLSearchParams(location.search).get('car_id'));
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
};

/**
 * The valuation wizard of spec §2/§3/§7: (1) registration and state find the car, or the visitor
 * picks it; (2) km and condition; (3) contact details; (4) the estimate, accepted or declined.
 * Each step sends its lead through the lead helper once (valuation-rego, valuation-adjustments,
 * valuation with the stored valuation, valuation-offer with offer_accepted: event 18). Back keeps
 * every answer, and the progress lives in session storage, so a reload resumes.
 */
export default function TradeInWizard(props: TradeInWizardProps) {
  const id = useId();
  const labels = stepLabels(props.noun, props.sell);
  const scope = `${props.sell ? 'sell' : 'trade'}:${carIdFromAddress() ?? ''}`;
  const [state, setState] = useState<WizardState>(() => emptyState(scope));
  const [conditionErrors, setConditionErrors] = useState<
    Partial<Record<'kms' | ConditionQuestion, string>>
  >({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const setAccepted = useSetAtom(acceptedTradeInAtom);
  const oneLocation = props.locations.length === 1 ? props.locations[0]!.id : undefined;
  const form = useForm<DetailsInput, unknown, DetailsValues>({
    resolver: zodResolver(detailsSchema),
    mode: 'onTouched',
    defaultValues: {
      PreferredContactMethod: 'Phone',
      opt_in: props.optInTicked,
      ...(oneLocation ? { location_id: oneLocation } : {}),
    },
  });

  // Resume the saved progress (what was typed before the island woke up wins), and prefill the
  // contact details this browser gave before.
  useEffect(() => {
    const saved = loadState(storage(), scope);
    // The plate and state inputs keep what is typed in them (uncontrolled): what was typed before
    // the island woke up wins; else they show the saved ones.
    const fields = formRef.current?.elements;
    const regoEl = fields?.namedItem('rego');
    const stateEl = fields?.namedItem('regoState');
    if (regoEl instanceof HTMLInputElement) {
      if (regoEl.value) saved.rego = regoEl.value.toUpperCase();
      else regoEl.value = saved.rego;
    }
    if (stateEl instanceof HTMLSelectElement) {
      if (stateEl.value) saved.regoState = stateEl.value;
      else stateEl.value = saved.regoState;
    }
    setState(saved);
    const prefill = savedPrefill();
    for (const k of ['name', 'last_name', 'email', 'phone'] as const) {
      const v = saved.contact[k] ?? prefill[k];
      if (v) form.setValue(k, v);
    }
    const { PreferredContactMethod, finance, location_id, opt_in } = saved.contact;
    if (PreferredContactMethod !== undefined)
      form.setValue('PreferredContactMethod', PreferredContactMethod);
    if (finance !== undefined) form.setValue('finance', finance);
    if (location_id !== undefined) form.setValue('location_id', location_id);
    if (opt_in !== undefined) form.setValue('opt_in', opt_in);
  }, [scope, form]);

  const update = (next: Partial<WizardState>) =>
    setState((s) => {
      const merged = { ...s, ...next };
      saveState(storage(), merged);
      return merged;
    });
  const go = (step: number) => {
    update({ step });
    setAlert(null);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const carId = carIdFromAddress();
  const leadOpts = (completed: boolean) => ({
    carId,
    optInText: props.optInText,
    completed,
  });

  /** Sends a step's lead unless the same was sent already; false when it could not be sent. */
  const sendOnce = async (
    form: Parameters<typeof sendStepLead>[0],
    fields: Record<string, unknown>,
    completed: boolean,
  ): Promise<{ ok: boolean; leadId?: string }> => {
    if (alreadySent(state, form, fields)) return { ok: true };
    const sent = await sendStepLead(form, fields, leadOpts(completed));
    if (!sent.ok && sent.kind !== 'queued') {
      setAlert(S.submitFailed);
      return { ok: false };
    }
    // Sent, or queued (offline, busy: the browser sends it again by itself, with the same key).
    setState((s) => {
      const merged = { ...s, sent: { ...s.sent, [form]: JSON.stringify(fields) } };
      saveState(storage(), merged);
      return merged;
    });
    return sent.ok ? { ok: true, leadId: sent.leadId } : { ok: true };
  };

  const nextFromCar = async () => {
    if (!state.vehicle) {
      setAlert(`Find your ${props.noun} by its registration, or choose it by make and model.`);
      return;
    }
    if (!state.rego.trim() || !state.regoState) {
      setAlert('Please enter the registration number and state: we need them for the valuation.');
      return;
    }
    setBusy(true);
    const sent = await sendOnce(
      'valuation-rego',
      { rego: state.rego.trim(), regoState: state.regoState },
      false,
    );
    setBusy(false);
    if (!sent.ok) return;
    update({ ...(sent.leadId ? { leadId: sent.leadId } : {}) });
    go(1);
  };

  const nextFromCondition = async () => {
    const errors: Partial<Record<'kms' | ConditionQuestion, string>> = {};
    const kms = Number(state.kms);
    if (state.kms === null || !Number.isInteger(kms) || kms < 0 || kms > 2_000_000)
      errors.kms = M.kms;
    for (const q of Object.keys(CONDITION_QUESTIONS) as ConditionQuestion[])
      if (!state.answers[q]) errors[q] = T.answer;
    setConditionErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    const sent = await sendOnce(
      'valuation-adjustments',
      { id: state.leadId ?? 'none', adjustmentAnswers: { ...state.answers, kms } },
      false,
    );
    setBusy(false);
    if (sent.ok) go(2);
  };

  const submitDetails = async (values: DetailsValues) => {
    if (!state.vehicle || state.kms === null) return go(0);
    setBusy(true);
    setAlert(null);
    const { finance, ...rest } = values;
    const contact = { ...rest, ...(finance ? { finance } : {}) };
    update({ contact });
    const result = (await estimate({
      vehicle: state.vehicle,
      kms: state.kms,
      regoState: state.regoState,
      answers: state.answers as ConditionAnswers,
    })) ?? { kind: 'none' as const };
    const fields = {
      ...contact,
      kms: state.kms,
      rego: state.rego.trim(),
      regoState: state.regoState,
      ...(state.leadId ? { id: state.leadId } : {}),
      ...(result.kind === 'none'
        ? { 'Vehicle Make': state.vehicle.make, 'Vehicle Model': state.vehicle.model }
        : { valuation_id: result.valuation_id }),
    };
    const sent = await sendOnce('valuation', fields, true);
    setBusy(false);
    if (!sent.ok) return;
    update({ contact, result, accepted: null });
    if (props.saveResult) void saveValuationResult(result, sent.leadId ?? state.leadId);
    go(3);
  };

  const answerOffer = async (accepted: boolean) => {
    const result = state.result;
    if (result?.kind !== 'estimate' || state.kms === null) return;
    setBusy(true);
    const sent = await sendOnce(
      'valuation-offer',
      {
        ...state.contact,
        kms: state.kms,
        rego: state.rego.trim(),
        regoState: state.regoState,
        ...(state.leadId ? { id: state.leadId } : {}),
        valuation_id: result.valuation_id,
        offer_accepted: accepted,
      },
      true,
    );
    setBusy(false);
    if (!sent.ok) return;
    update({ accepted });
    // Only a trade-in goes towards a car (finance, checkout); a car sold outright does not.
    if (accepted && state.vehicle && !props.sell)
      setAccepted({
        figure: result.estimate.figure,
        valuationId: result.valuation_id,
        validUntil: result.valid_until,
        vehicle: vehicleName(state.vehicle),
      });
  };

  const order = props.sell ? null : checkoutReturn(globalThis.sessionStorage);
  const next = props.sell
    ? [{ href: props.browseHref, label: props.browseLabel }]
    : order
      ? [{ href: order, label: 'Continue your order' }]
      : carId
        ? [
            { href: `/finance?car_id=${carId}`, label: 'Work out repayments' },
            { href: props.browseHref, label: 'Keep browsing' },
          ]
        : [
            { href: '/finance', label: 'Work out repayments' },
            { href: props.browseHref, label: props.browseLabel },
          ];
  const step = state.step;
  const fieldErrors = form.formState.errors;
  return (
    <form
      ref={formRef}
      className="trade-in-wizard stepped-form lead-form"
      noValidate
      onSubmit={(e) => void form.handleSubmit(submitDetails)(e)}
    >
      <StepHead labels={labels} step={step} headingRef={heading} alert={alert} />
      <div hidden={step !== 0}>
        <CarStep
          id={id}
          noun={props.noun}
          rego={state.rego}
          regoState={state.regoState}
          vehicle={state.vehicle}
          onRego={(rego, regoState) => update({ rego, regoState })}
          onVehicle={(vehicle) => {
            setAlert(null);
            update({ vehicle, result: null });
          }}
        />
        <LimitNote
          past={pastOnlineLimit(state.vehicle?.year ?? null, null, new Date())}
          noun={props.noun}
        />
      </div>
      <div hidden={step !== 1}>
        {state.vehicle && <p className="step-note">{vehicleName(state.vehicle)}</p>}
        <ConditionStep
          id={id}
          kms={state.kms === null ? '' : String(state.kms)}
          answers={state.answers}
          errors={conditionErrors}
          onKms={(v) => update({ kms: v === '' ? null : Number(v) })}
          onAnswer={(q, a) => {
            setConditionErrors((e) => ({ ...e, [q]: undefined }));
            update({ answers: { ...state.answers, [q]: a } });
          }}
        />
        <LimitNote
          past={pastOnlineLimit(state.vehicle?.year ?? null, state.kms, new Date())}
          noun={props.noun}
        />
      </div>
      <div hidden={step !== 2}>
        <DetailsStep
          id={id}
          register={form.register}
          errors={fieldErrors}
          locations={props.locations}
          optInText={props.optInText}
          noun={props.noun}
          askFinance={!props.sell}
        />
      </div>
      <div hidden={step !== 3}>
        {state.result && state.vehicle && state.kms !== null && (
          <EstimateView
            sell={props.sell}
            noun={props.noun}
            nounPlural={props.nounPlural}
            dealerName={props.dealerName}
            vehicle={vehicleName(state.vehicle)}
            kms={state.kms}
            answers={state.answers}
            result={state.result}
            accepted={state.accepted}
            reference={state.leadId ? formatReference(state.leadId) : null}
            busy={busy}
            onAnswer={(a) => void answerOffer(a)}
            next={next}
          />
        )}
      </div>
      {step < 3 && (
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
          {step < 2 ? (
            <button
              key="next"
              type="button"
              className={buttonClass()}
              disabled={busy}
              onClick={() => void (step === 0 ? nextFromCar() : nextFromCondition())}
            >
              Next
            </button>
          ) : (
            <button key="submit" type="submit" className={buttonClass()} disabled={busy}>
              {busy ? (
                <>
                  <span className="spinner" aria-hidden="true" /> Working it out…
                </>
              ) : props.sell ? (
                'See our offer'
              ) : (
                'See my estimate'
              )}
            </button>
          )}
        </div>
      )}
      {step === 3 && state.accepted !== null && (
        <p className="step-note">
          <button
            type="button"
            className="link-button"
            onClick={() => {
              const fresh = emptyState(scope);
              setState(fresh);
              saveState(storage(), fresh);
              go(0);
            }}
          >
            Value another {props.noun}
          </button>
        </p>
      )}
    </form>
  );
}

/**
 * Said at the step that first knows it (the car's year at the first, its kilometres at the
 * second): this car gets no online figure, and what happens instead, so a buyer does not answer
 * every question first to learn it.
 */
function LimitNote({ past, noun }: { past: 'too-old' | 'too-far' | null; noun: string }) {
  if (!past) return null;
  return (
    <p className="step-note limit-note" role="status">
      We can&apos;t give an online figure for a {noun} {NO_FIGURE_REASON[past]}. Carry on and a
      valuer will call you to inspect it and give you a firm price.
    </p>
  );
}
