/**
 * The valuation wizard's progress, kept in the visitor's session storage so a reload resumes
 * where they were (and their answers survive Back): the step, the car, the answers, the leads
 * already sent for each step (so a step done again with the same answers sends nothing twice)
 * and the estimate.
 */
import { carNames } from '~/features/car/labels.ts';
import type { RegoVehicle } from '~/services/rego/rego.ts';
import type { ConditionAnswers, ConditionQuestion, Estimate } from '~/services/valuer/valuer.ts';

import type { DetailsInput } from './details.ts';

export const WIZARD_KEY = 'trade-in-wizard';
/** The wizard's steps, in the dealer's word for what it sells ('Your caravan'). */
export const stepLabels = (noun: string, sell: boolean) =>
  [`Your ${noun}`, 'Condition', 'Your details', sell ? 'Our offer' : 'Your estimate'] as const;

/** The car being valued: from its plate, or chosen by make, model, year and badge. */
export type WizardVehicle = Pick<RegoVehicle, 'year' | 'make' | 'model' | 'badge'> &
  Partial<Omit<RegoVehicle, 'year' | 'make' | 'model' | 'badge'>> & {
    picked?: boolean;
    /** The plate lookup that found it (the estimate names it); none for a car picked from lists. */
    lookupId?: string;
  };

export type WizardResult =
  | { kind: 'estimate'; estimate: Estimate; valid_until: string; valuation_id: string }
  | { kind: 'no-figure'; reason: 'too-old' | 'too-far' | 'too-few'; valuation_id: string }
  /** No valuation could be made (the valuer was down): the lead went without one. */
  | { kind: 'none' };

export interface WizardState {
  /** Which wizard (trade-in or sell) and which car it is toward: another's state is not resumed. */
  scope: string;
  step: number;
  rego: string;
  regoState: string;
  vehicle: WizardVehicle | null;
  kms: number | null;
  answers: Partial<ConditionAnswers>;
  /** The details step's answers, as the form held them. */
  contact: Partial<DetailsInput>;
  /** The lead id of the rego step, which the later steps name (spec Calls `id`). */
  leadId: string | null;
  /** What each step's lead was sent with, by form: the same again is not sent twice. */
  sent: Record<string, string>;
  result: WizardResult | null;
  /** The visitor's answer to the offer, once given. */
  accepted: boolean | null;
}

export const emptyState = (scope: string): WizardState => ({
  scope,
  step: 0,
  rego: '',
  regoState: '',
  vehicle: null,
  kms: null,
  answers: {},
  contact: {},
  leadId: null,
  sent: {},
  result: null,
  accepted: null,
});

/**
 * The saved progress (`wizardAtom`, kept in this tab) as this wizard resumes it: a fresh start
 * when it is another wizard's, none, or not progress at all.
 */
export function resumeState(saved: unknown, scope: string): WizardState {
  const s = saved as Partial<WizardState> | null;
  if (s?.scope === scope && typeof s.step === 'number')
    return { ...emptyState(scope), ...s, step: Math.min(Math.max(0, s.step), 3) };
  return emptyState(scope);
}

/** What the condition step says beside a field it cannot take. */
export type ConditionErrors = Partial<Record<'kms' | ConditionQuestion, string>>;

/**
 * Everything the wizard shows: the progress (`wizard`, kept in session storage once `resumed`)
 * and what lasts only as long as the page.
 */
export interface WizardView {
  wizard: WizardState;
  /** The saved progress has been read: from then on every change is saved. */
  resumed: boolean;
  busy: boolean;
  alert: string | null;
  conditionErrors: ConditionErrors;
}

export type WizardEvent =
  | { type: 'resumed'; wizard: WizardState }
  | { type: 'update'; patch: Partial<WizardState> }
  /** To another step; the last step's alert goes. */
  | { type: 'go'; step: number }
  /** A step's lead went (or was queued) with these fields: the same again is not sent. */
  | { type: 'sent'; form: string; fields: unknown }
  | { type: 'busy'; busy: boolean }
  | { type: 'alert'; text: string | null }
  | { type: 'condition-errors'; errors: ConditionErrors }
  /** A fresh wizard, to value another car. */
  | { type: 'restart' };

export const initialView = (scope: string): WizardView => ({
  wizard: emptyState(scope),
  resumed: false,
  busy: false,
  alert: null,
  conditionErrors: {},
});

export function wizardReducer(view: WizardView, event: WizardEvent): WizardView {
  const wizard = (patch: Partial<WizardState>) => ({ ...view.wizard, ...patch });
  switch (event.type) {
    case 'resumed':
      return { ...view, resumed: true, wizard: event.wizard };
    case 'update':
      return { ...view, wizard: wizard(event.patch) };
    case 'go':
      return { ...view, alert: null, wizard: wizard({ step: event.step }) };
    case 'sent':
      return {
        ...view,
        wizard: wizard({
          sent: { ...view.wizard.sent, [event.form]: JSON.stringify(event.fields) },
        }),
      };
    case 'busy':
      return { ...view, busy: event.busy };
    case 'alert':
      return { ...view, alert: event.text };
    case 'condition-errors':
      return { ...view, conditionErrors: event.errors };
    case 'restart':
      return { ...view, alert: null, wizard: emptyState(view.wizard.scope) };
  }
}

/** Whether a step's lead with these fields was sent already (retrying a step sends nothing twice). */
export const alreadySent = (state: WizardState, form: string, fields: unknown) =>
  state.sent[form] === JSON.stringify(fields);

/**
 * A car in words, as every page names a car (`carNames`): '2021 Toyota RAV4 GX', '2019 Mazda3 G20',
 * '2020 Mercedes-Benz GLC 300', never the make or the model twice.
 */
export function vehicleName(v: Pick<WizardVehicle, 'year' | 'make' | 'model' | 'badge'>): string {
  return carNames(v).name;
}
