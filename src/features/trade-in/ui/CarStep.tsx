import { useRef, useState } from 'react';

import { buttonClass } from '~/components/button.ts';
import { bodyLabel } from '~/features/car/labels.ts';
import { FIELD_MESSAGES as M } from '~/features/leads/messages.ts';
import { AU_STATES } from '~/services/rego/rego.ts';

import { lookUp } from '../api.client.ts';
import { vehicleName, type WizardVehicle } from '../wizard-state.ts';
import VehiclePicker from './VehiclePicker.tsx';

export interface CarStepProps {
  id: string;
  /** What the dealer's stock is called, lower case ('car', 'caravan'). */
  noun: string;
  rego: string;
  regoState: string;
  vehicle: WizardVehicle | null;
  onRego: (rego: string, regoState: string) => void;
  /** The car is known (found by its plate or picked): the wizard may go on. */
  onVehicle: (vehicle: WizardVehicle | null) => void;
}

const REGO = /^[A-Za-z0-9 -]{1,10}$/;

/**
 * Step 1: the registration and its state find the car (year, make, model, badge, series, body,
 * transmission, fuel, colour); "Not your car?", a plate we cannot find, or a lookup that is down
 * lets the visitor pick it by make, model, year and badge instead.
 */
export default function CarStep(props: CarStepProps) {
  const { id, rego, regoState, vehicle } = props;
  const [errors, setErrors] = useState<{ rego?: string; regoState?: string }>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(Boolean(vehicle?.picked));
  const regoInput = useRef<HTMLInputElement>(null);
  const stateInput = useRef<HTMLSelectElement>(null);

  const find = async () => {
    // Read from the inputs: they may hold what was typed before the island hydrated.
    const plate = (regoInput.current?.value ?? rego).trim().toUpperCase();
    const state = stateInput.current?.value ?? regoState;
    if (regoInput.current) regoInput.current.value = plate;
    props.onRego(plate, state);
    const next = {
      ...(REGO.test(plate) ? {} : { rego: M.rego }),
      ...(state ? {} : { regoState: M.regoState }),
    };
    setErrors(next);
    if (next.rego || next.regoState) {
      document.getElementById(`${id}-${next.rego ? 'rego' : 'regoState'}`)?.focus();
      return;
    }
    setBusy(true);
    setNotice(null);
    const outcome = await lookUp(plate, state);
    setBusy(false);
    if (outcome.kind === 'found') {
      setPicking(false);
      props.onVehicle(outcome.vehicle);
    } else {
      props.onVehicle(null);
      setNotice(outcome.message);
      setPicking(true);
    }
  };

  const invalid = (name: 'rego' | 'regoState') =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {};
  return (
    <>
      <p className="step-note">
        Enter your registration and we&apos;ll find your {props.noun}. It takes about two minutes,
        and there&apos;s no obligation.
      </p>
      <div className="rego-row">
        <div className="field">
          <label htmlFor={`${id}-rego`}>
            Registration number<span aria-hidden="true"> *</span>
          </label>
          <input
            id={`${id}-rego`}
            ref={regoInput}
            name="rego"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={10}
            aria-required
            // Uncontrolled, so what was typed before the island hydrated stays (the wizard reads it).
            defaultValue={rego}
            className="rego-input"
            onChange={(e) =>
              props.onRego(e.target.value.toUpperCase(), stateInput.current?.value ?? regoState)
            }
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void find();
              }
            }}
            {...invalid('rego')}
          />
          {errors.rego && (
            <p className="field-error" id={`${id}-rego-error`}>
              {errors.rego}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-regoState`}>
            State<span aria-hidden="true"> *</span>
          </label>
          <select
            id={`${id}-regoState`}
            ref={stateInput}
            name="regoState"
            aria-required
            defaultValue={regoState}
            onChange={(e) =>
              props.onRego(regoInput.current?.value.toUpperCase() ?? rego, e.target.value)
            }
            {...invalid('regoState')}
          >
            <option value="">State</option>
            {AU_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          {errors.regoState && (
            <p className="field-error" id={`${id}-regoState-error`}>
              {errors.regoState}
            </p>
          )}
        </div>
      </div>
      <div>
        <button
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          onClick={() => void find()}
          disabled={busy}
        >
          {busy ? (
            <>
              <span className="spinner" aria-hidden="true" /> Finding your {props.noun}…
            </>
          ) : (
            `Find my ${props.noun}`
          )}
        </button>
      </div>
      <div aria-live="polite">
        {notice && (
          <p className="form-alert" role="alert">
            {notice}
          </p>
        )}
        {vehicle && !picking && (
          <div className="found-car">
            <p className="found-car-title">
              <strong>{vehicleName(vehicle)}</strong>
              {vehicle.series ? <span> · {vehicle.series}</span> : null}
            </p>
            <p className="found-car-facts">
              {[
                vehicle.body ? bodyLabel(vehicle.body) : null,
                vehicle.transmission,
                vehicle.fuel,
                vehicle.colour,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setPicking(true);
                props.onVehicle(null);
              }}
            >
              Not your {props.noun}?
            </button>
          </div>
        )}
      </div>
      {picking && (
        <VehiclePicker id={id} noun={props.noun} vehicle={vehicle} onVehicle={props.onVehicle} />
      )}
      {!picking && !vehicle && (
        <button type="button" className="link-button" onClick={() => setPicking(true)}>
          Or choose your {props.noun} by make and model
        </button>
      )}
    </>
  );
}
