import type { Ref, SubmitEventHandler } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import { buttonClass } from '~/components/button.ts';
import { Input } from '~/components/Input.tsx';
import StepHead from '~/components/StepHead.tsx';
import type { CappedPrices } from '~/features/appointments/service.ts';
import { vehicleName } from '~/features/trade-in/wizard-state.ts';
import { AU_STATES } from '~/services/rego/rego.ts';

import { capital } from '../SlotPicker.tsx';
import type { ServiceEvent, ServiceState, Work } from './service-state.ts';

/** What the owner types on the first step. */
export interface VehicleValues {
  rego: string;
  regoState: string;
  make: string;
  model: string;
  year: string;
  message: string;
  location_id: string;
}

/** What the site offers: set by the build. */
export interface WorkshopOptions {
  /** The service locations, in the order the site lists them (the first is chosen). */
  locations: { id: number; name: string }[];
  /** The scheduled service in the stock's words ('Logbook service', 'Annual service'). */
  scheduled: string;
  /** What the owner's vehicle is called ('car', 'caravan'). */
  noun: string;
  /** The maker's capped prices, where the dealer shows them. */
  capped: CappedPrices | null;
}

/**
 * The first step of a service booking: the plate and its state (then the vehicle they name, or
 * its make, model and year), the work it needs, and where. What it shows comes from the reducer's
 * state; the island checks the step when it is sent.
 */
export function VehicleStep(
  props: WorkshopOptions & {
    id: string;
    state: ServiceState;
    dispatch: (event: ServiceEvent) => void;
    register: UseFormRegister<VehicleValues>;
    errors: FieldErrors;
    headingRef: Ref<HTMLHeadingElement>;
    onSubmit: SubmitEventHandler<HTMLFormElement>;
    /** False until the island has woken (a press before would post the page itself). */
    ready: boolean;
    labels: readonly string[];
    /** The maker's capped price of the vehicle's scheduled service, where it has one. */
    price: number | null;
  },
) {
  const { id, state, dispatch, errors, noun } = props;
  const known = state.lookup === 'found' || state.lookup === 'manual';
  const reg = props.register;
  const onPlate = { onChange: () => dispatch({ type: 'plate' }) };
  return (
    <div className="slot-booking stepped-form" aria-busy={state.lookup === 'looking'}>
      <StepHead
        labels={props.labels}
        step={0}
        title={`Your ${noun} and its service`}
        headingRef={props.headingRef}
      />
      <form method="post" noValidate className="slot-form" onSubmit={props.onSubmit}>
        <div className="field-pair">
          <Input
            id={id}
            label="Registration number"
            reg={reg('rego', onPlate)}
            errors={errors}
            input={{
              autoComplete: 'off',
              autoCapitalize: 'characters',
              spellCheck: false,
              maxLength: 10,
            }}
          />
          <div className="field">
            <label htmlFor={`${id}-regoState`}>
              State<span aria-hidden="true"> *</span>
            </label>
            <select
              id={`${id}-regoState`}
              aria-required
              aria-invalid={state.errors.regoState ? true : undefined}
              aria-describedby={state.errors.regoState ? `${id}-regoState-error` : undefined}
              {...reg('regoState', onPlate)}
            >
              <option value="">State</option>
              {AU_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            {state.errors.regoState && (
              <p className="field-error" id={`${id}-regoState-error`}>
                {state.errors.regoState}
              </p>
            )}
          </div>
        </div>
        <div aria-live="polite" className="service-vehicle">
          {state.notice && (
            <p className="form-alert" role="alert">
              {state.notice}
            </p>
          )}
          {state.lookup === 'found' && state.vehicle && (
            <p>
              <span className="slot-chosen">{vehicleName(state.vehicle)}</span>{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => dispatch({ type: 'manual', notice: null })}
              >
                Not your {noun}?
              </button>
            </p>
          )}
        </div>
        {state.lookup === 'manual' && (
          <div className="field-pair">
            <Input id={id} label="Make" reg={reg('make')} errors={errors} />
            <Input id={id} label="Model" reg={reg('model')} errors={errors} />
            <Input
              id={id}
              label="Year"
              reg={reg('year')}
              errors={errors}
              input={{ inputMode: 'numeric', maxLength: 4 }}
            />
          </div>
        )}
        <fieldset
          className="service-work"
          aria-describedby={state.errors.work ? `${id}-work-error` : undefined}
        >
          <legend>
            What does it need?<span aria-hidden="true"> *</span>
          </legend>
          {(['scheduled', 'repair'] as const satisfies Work[]).map((w) => (
            <label className="check" key={w}>
              <input
                type="radio"
                name="work"
                id={w === 'scheduled' ? `${id}-work` : undefined}
                checked={state.work === w}
                onChange={() => dispatch({ type: 'work', work: w })}
              />
              <span>
                {w === 'scheduled' ? props.scheduled : 'A repair or other work'}
                {w === 'scheduled' && props.price !== null && props.capped && (
                  <span className="field-hint">
                    {' '}
                    Capped price ${props.price} ({props.capped.make} Service Advantage)
                  </span>
                )}
              </span>
            </label>
          ))}
          {state.errors.work && (
            <p className="field-error" id={`${id}-work-error`}>
              {state.errors.work}
            </p>
          )}
        </fieldset>
        {state.work === 'repair' && (
          <div className="field">
            <label htmlFor={`${id}-message`}>
              What needs doing?<span aria-hidden="true"> *</span>
            </label>
            <textarea
              id={`${id}-message`}
              rows={3}
              maxLength={1000}
              aria-required
              aria-invalid={state.errors.message ? true : undefined}
              aria-describedby={state.errors.message ? `${id}-message-error` : undefined}
              {...reg('message')}
            />
            {state.errors.message && (
              <p className="field-error" id={`${id}-message-error`}>
                {state.errors.message}
              </p>
            )}
          </div>
        )}
        {props.locations.length > 1 && (
          <div className="field">
            <label htmlFor={`${id}-location_id`}>Where</label>
            <select id={`${id}-location_id`} {...reg('location_id')}>
              {props.locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="step-actions">
          <button
            type="submit"
            className={buttonClass()}
            disabled={!props.ready || state.lookup === 'looking'}
          >
            {state.lookup === 'looking'
              ? `Finding your ${noun}…`
              : known
                ? 'Choose a Time'
                : `Find My ${capital(noun)}`}
          </button>
        </div>
      </form>
    </div>
  );
}
