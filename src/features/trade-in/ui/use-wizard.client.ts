import { zodResolver } from '@hookform/resolvers/zod';
import { useSetAtom, useStore } from 'jotai';
import { useEffect, useReducer, useRef } from 'react';
import { useForm } from 'react-hook-form';

import { FIELD_MESSAGES as M, SPEC_MESSAGES as S } from '~/features/leads/messages.ts';
import { savedPrefill } from '~/features/leads/submit.client.ts';
import {
  CONDITION_QUESTIONS,
  type ConditionAnswers,
  type ConditionQuestion,
} from '~/services/valuer/valuer.ts';

import { acceptedTradeInAtom } from '../accepted-atom.ts';
import { estimate, saveValuationResult, sendStepLead } from '../api.client.ts';
import { type DetailsInput, detailsSchema, type DetailsValues } from '../details.ts';
import { TRADE_IN_MESSAGES as T } from '../messages.ts';
import { wizardAtom } from '../wizard-atom.client.ts';
import {
  alreadySent,
  type ConditionErrors,
  initialView,
  resumeState,
  vehicleName,
  wizardReducer,
  type WizardState,
} from '../wizard-state.ts';

/** The car the wizard is toward (`?car_id=`), if any. */
export const carIdFromAddress = () => {
  if (typeof location === 'undefined') return null;
  const id = Number(new URLSearchParams(location.search).get('car_id'));
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
};

/**
 * The valuation wizard's state (one reducer, `wizardReducer`) and what moves it: the saved
 * progress resumed and kept, each step's lead sent once, the estimate asked for and answered.
 * `id` prefixes the fields' ids (a field in error gets the focus).
 */
export function useTradeInWizard(
  props: {
    sell: boolean;
    noun: string;
    locations: { id: number }[];
    optInText: string;
    optInTicked: boolean;
    saveResult: boolean;
  },
  scope: string,
  id: string,
) {
  const [view, dispatch] = useReducer(wizardReducer, scope, initialView);
  const state = view.wizard;
  const setAlert = (text: string | null) => dispatch({ type: 'alert', text });
  const setBusy = (busy: boolean) => dispatch({ type: 'busy', busy });
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const setAccepted = useSetAtom(acceptedTradeInAtom);
  const store = useStore();
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
    const saved = resumeState(store.get(wizardAtom), scope);
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
    dispatch({ type: 'resumed', wizard: saved });
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
  }, [scope, form, store]);

  // Every change after the saved progress was read is saved, so a reload resumes.
  useEffect(() => {
    if (view.resumed) store.set(wizardAtom, view.wizard);
  }, [view.resumed, view.wizard, store]);

  const update = (patch: Partial<WizardState>) => dispatch({ type: 'update', patch });
  const go = (step: number) => {
    dispatch({ type: 'go', step });
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
    dispatch({ type: 'sent', form, fields });
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
    const errors: ConditionErrors = {};
    const kms = Number(state.kms);
    if (state.kms === null || !Number.isInteger(kms) || kms < 0 || kms > 2_000_000)
      errors.kms = M.kms;
    for (const q of Object.keys(CONDITION_QUESTIONS) as ConditionQuestion[])
      if (!state.answers[q]) errors[q] = T.answer;
    dispatch({ type: 'condition-errors', errors });
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

  const restart = () => {
    dispatch({ type: 'restart' });
    requestAnimationFrame(() => heading.current?.focus());
  };

  return {
    view,
    dispatch,
    form,
    formRef,
    heading,
    carId,
    update,
    go,
    restart,
    nextFromCar,
    nextFromCondition,
    submitDetails,
    answerOffer,
  };
}
