import { useEffect, useState } from 'react';

import { manufacturerDisplayName, modelDisplayName } from '~/features/car/labels.ts';

import { type VehicleChoices, vehicleChoices } from '../api.client.ts';
import type { WizardVehicle } from '../wizard-state.ts';

/** Make, model, year and badge, each list loaded when the visitor asks to pick their car. */
export default function VehiclePicker(props: {
  id: string;
  noun: string;
  vehicle: WizardVehicle | null;
  onVehicle: (v: WizardVehicle | null) => void;
}) {
  const { id } = props;
  const [lists, setLists] = useState<VehicleChoices | null | undefined>(undefined);
  const [make, setMake] = useState(props.vehicle?.picked ? props.vehicle.make : '');
  const [model, setModel] = useState(props.vehicle?.picked ? props.vehicle.model : '');
  const [year, setYear] = useState(props.vehicle?.picked ? String(props.vehicle.year) : '');
  const [badge, setBadge] = useState(props.vehicle?.picked ? (props.vehicle.badge ?? '') : '');
  useEffect(() => {
    void vehicleChoices().then(setLists);
  }, []);
  const models = lists?.makes[make] ?? {};
  const entry = models[model];
  const choose = (next: { make: string; model: string; year: string; badge: string }) => {
    setMake(next.make);
    setModel(next.model);
    setYear(next.year);
    setBadge(next.badge);
    props.onVehicle(
      next.make && next.model && next.year
        ? {
            make: next.make,
            model: next.model,
            year: Number(next.year),
            badge: next.badge || null,
            picked: true,
          }
        : null,
    );
  };
  if (lists === undefined)
    return (
      <p className="step-note">
        <span className="spinner" aria-hidden="true" /> Loading makes and models…
      </p>
    );
  if (lists === null)
    return (
      <p className="form-alert" role="alert">
        We couldn&apos;t load the list of makes and models. Check your connection and try again.
      </p>
    );
  const select = (
    name: string,
    label: string,
    value: string,
    options: string[],
    onChange: (v: string) => void,
    required = true,
    shown: (o: string) => string = (o) => o,
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        id={`${id}-${name}`}
        value={value}
        disabled={options.length === 0}
        aria-required={required || undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{required ? `Choose ${label.toLowerCase()}` : 'Not sure'}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {shown(o)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset className="vehicle-picker">
      <legend>Choose your {props.noun}</legend>
      {select(
        'make',
        'Make',
        make,
        Object.keys(lists.makes),
        (v) => choose({ make: v, model: '', year: '', badge: '' }),
        true,
        manufacturerDisplayName,
      )}
      {select(
        'model',
        'Model',
        model,
        Object.keys(models),
        (v) => choose({ make, model: v, year: '', badge: '' }),
        true,
        (m) => modelDisplayName(make, m),
      )}
      {select('year', 'Year', year, (entry?.years ?? []).map(String), (v) =>
        choose({ make, model, year: v, badge }),
      )}
      {select(
        'badge',
        'Badge',
        badge,
        entry?.badges ?? [],
        (v) => choose({ make, model, year, badge: v }),
        false,
      )}
    </fieldset>
  );
}
