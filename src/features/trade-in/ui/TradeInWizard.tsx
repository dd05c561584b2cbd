import { useId } from 'react';

import { buttonClass } from '~/components/button.ts';
import StepHead from '~/components/StepHead.tsx';
import { formatReference } from '~/server/reference.ts';
import { NO_FIGURE_REASON } from '~/services/valuer/describe.ts';

import { checkoutReturn } from '../checkout-return.ts';
import { pastOnlineLimit } from '../eligibility.ts';
import { stepLabels, vehicleName } from '../wizard-state.ts';
import CarStep from './CarStep.tsx';
import ConditionStep from './ConditionStep.tsx';
import DetailsStep from './DetailsStep.tsx';
import EstimateView from './EstimateView.tsx';
import { carIdFromAddress, useTradeInWizard } from './use-wizard.client.ts';

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

/**
 * The valuation wizard of spec Screens/Entities/Calls: (1) registration and state find the car, or the visitor
 * picks it; (2) km and condition; (3) contact details; (4) the estimate, accepted or declined.
 * Each step sends its lead through the lead helper once (valuation-rego, valuation-adjustments,
 * valuation with the stored valuation, valuation-offer with offer_accepted: event 18). Back keeps
 * every answer, and the progress lives in session storage, so a reload resumes.
 */
export default function TradeInWizard(props: TradeInWizardProps) {
  const id = useId();
  const labels = stepLabels(props.noun, props.sell);
  const scope = `${props.sell ? 'sell' : 'trade'}:${carIdFromAddress() ?? ''}`;
  const w = useTradeInWizard(props, scope, id);
  const view = w.view;
  const state = view.wizard;
  const busy = view.busy;
  const order = props.sell ? null : checkoutReturn(globalThis.sessionStorage);
  const next = props.sell
    ? [{ href: props.browseHref, label: props.browseLabel }]
    : order
      ? [{ href: order, label: 'Continue your order' }]
      : w.carId
        ? [
            { href: `/finance?car_id=${w.carId}`, label: 'Work out repayments' },
            { href: props.browseHref, label: 'Keep browsing' },
          ]
        : [
            { href: '/finance', label: 'Work out repayments' },
            { href: props.browseHref, label: props.browseLabel },
          ];
  const step = state.step;
  const fieldErrors = w.form.formState.errors;
  return (
    <form
      ref={w.formRef}
      className="trade-in-wizard stepped-form lead-form"
      noValidate
      onSubmit={(e) => void w.form.handleSubmit(w.submitDetails)(e)}
    >
      <StepHead labels={labels} step={step} headingRef={w.heading} alert={view.alert} />
      <div hidden={step !== 0}>
        <CarStep
          id={id}
          noun={props.noun}
          rego={state.rego}
          regoState={state.regoState}
          vehicle={state.vehicle}
          onRego={(rego, regoState) => w.update({ rego, regoState })}
          onVehicle={(vehicle) => {
            w.dispatch({ type: 'alert', text: null });
            w.update({ vehicle, result: null });
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
          errors={view.conditionErrors}
          onKms={(v) => w.update({ kms: v === '' ? null : Number(v) })}
          onAnswer={(q, a) => {
            w.dispatch({
              type: 'condition-errors',
              errors: { ...view.conditionErrors, [q]: undefined },
            });
            w.update({ answers: { ...state.answers, [q]: a } });
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
          register={w.form.register}
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
            dealerName={
              // The location the buyer chose calls and inspects; the dealer's name without one.
              props.locations.find((l) => l.id === state.contact.location_id)?.name ??
              props.dealerName
            }
            vehicle={vehicleName(state.vehicle)}
            kms={state.kms}
            answers={state.answers}
            result={state.result}
            accepted={state.accepted}
            reference={state.leadId ? formatReference(state.leadId) : null}
            busy={busy}
            onAnswer={(a) => void w.answerOffer(a)}
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
              onClick={() => w.go(step - 1)}
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
              onClick={() => void (step === 0 ? w.nextFromCar() : w.nextFromCondition())}
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
          <button type="button" className="link-button" onClick={w.restart}>
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
