import './appointments.css';

import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import * as z from 'zod/mini';

import { buttonClass } from '~/components/button.ts';
import { Input } from '~/components/Input.tsx';
import StepHead from '~/components/StepHead.tsx';
import { text, valuationSchema } from '~/features/leads/forms.ts';
import { lookUp } from '~/features/trade-in/api.client.ts';
import { vehicleName } from '~/features/trade-in/wizard-state.ts';
import { AU_STATES } from '~/services/rego/rego.ts';

import {
  cappedPrice,
  type CappedPrices,
  REPAIR,
  SERVICE_MESSAGES,
  serviceRefusal,
} from '../service.ts';
import { BOOKING_STEPS } from './booking-state.ts';
import {
  initialService,
  type ServiceField,
  serviceReducer,
  type ServiceVehicle,
  type Work,
} from './service-state.ts';
import SlotBooking from './SlotBooking.tsx';

export interface ServiceBookingProps {
  /** The service locations, in the order the site lists them (the first is chosen). */
  locations: { id: number; name: string }[];
  /** The scheduled service in the stock's words ('Logbook service', 'Annual service'). */
  scheduled: string;
  /** What the owner's vehicle is called ('car', 'caravan'). */
  noun: string;
  /** The maker's capped prices, where the dealer shows them. */
  capped: CappedPrices | null;
  termsRequired: boolean;
  accountKey: string | null;
  sendTimeoutMs: number;
  /** Where an owner who finds no time that suits goes instead. */
  enquireHref: string;
}

interface Values {
  rego: string;
  regoState: string;
  make: string;
  model: string;
  year: string;
  message: string;
  location_id: string;
}

const LABELS = ['Vehicle', ...BOOKING_STEPS] as const;
const plateSchema = z.object({
  rego: valuationSchema.shape.rego,
  regoState: valuationSchema.shape.regoState,
});
const givenSchema = z.object({
  make: text(SERVICE_MESSAGES.make, 40),
  model: text(SERVICE_MESSAGES.model, 60),
  year: z.string().check(z.regex(/^(19|20)\d\d$/, SERVICE_MESSAGES.year)),
});

/** The first message for each field of a refused parse. */
const issuesOf = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.toReversed().map((i) => [String(i.path[0]), i.message])) as Partial<
    Record<ServiceField, string>
  >;

/**
 * A service booked in three taps: the plate and its state name the vehicle (or the owner gives
 * make, model and year, where the lookup does not know it), then the work (the scheduled service,
 * with its capped price where the maker has one, or a repair described), then a time and the
 * owner's details in the test drive's own steps. One reducer (`service-state.ts`).
 */
export default function ServiceBooking(props: ServiceBookingProps) {
  const id = useId();
  const [state, dispatch] = useReducer(serviceReducer, undefined, initialService);
  const heading = useRef<HTMLHeadingElement>(null);
  const times = useRef<HTMLDivElement>(null);
  // No defaults for what the owner types: what they typed before the island woke up is kept.
  const form = useForm<Values>({
    defaultValues: { location_id: String(props.locations[0]?.id ?? '') },
  });
  // Until then, the button waits (a press would post the page itself).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const noun = props.noun;
  // Asked for the vehicle (a plate not known, or not theirs), the owner starts at its make.
  useEffect(() => {
    if (state.lookup === 'manual') document.getElementById(`${id}-make`)?.focus();
  }, [state.lookup, id]);
  const errors = Object.fromEntries(
    Object.entries(state.errors).flatMap(([k, message]) =>
      message ? [[k, { type: 'invalid', message }]] : [],
    ),
  ) as FieldErrors;

  const invalid = (found: Partial<Record<ServiceField, string>>) => {
    dispatch({ type: 'invalid', errors: found });
    const first = Object.keys(found)[0];
    if (first) requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus());
  };

  async function find(rego: string, regoState: string) {
    dispatch({ type: 'looking' });
    const out = await lookUp(rego, regoState);
    if (out.kind === 'found') {
      const { year, make, model, badge } = out.vehicle;
      dispatch({ type: 'found', vehicle: { year, make, model, badge } });
    } else dispatch({ type: 'manual', notice: out.message });
  }

  /** Finds the vehicle by its plate first; once it is known, checks the step and goes on. */
  async function submit(values: Partial<Values>) {
    const v: Values = {
      rego: values.rego ?? '',
      regoState: values.regoState ?? '',
      make: values.make ?? '',
      model: values.model ?? '',
      year: values.year ?? '',
      message: values.message ?? '',
      location_id: values.location_id ?? '',
    };
    const plate = plateSchema.safeParse({
      rego: v.rego.trim().toUpperCase(),
      regoState: v.regoState,
    });
    if (state.lookup === 'idle' || state.lookup === 'looking') {
      if (!plate.success) return invalid(issuesOf(plate.error.issues));
      return find(plate.data.rego, plate.data.regoState);
    }
    const found: Partial<Record<ServiceField, string>> = plate.success
      ? {}
      : issuesOf(plate.error.issues);
    let vehicle: ServiceVehicle | null = state.vehicle;
    if (state.lookup === 'manual') {
      const given = givenSchema.safeParse(v);
      if (given.success)
        vehicle = {
          year: Number(given.data.year),
          make: given.data.make,
          model: given.data.model,
          badge: null,
        };
      else Object.assign(found, issuesOf(given.error.issues));
    }
    const lead = {
      rego: plate.success ? plate.data.rego : v.rego,
      regoState: v.regoState,
      vehicle: vehicle ? vehicleName(vehicle) : '',
      additional_services: state.work
        ? [state.work === 'scheduled' ? props.scheduled : REPAIR]
        : [],
      ...(v.message.trim() && state.work === 'repair' ? { message: v.message.trim() } : {}),
    };
    const refused = vehicle ? serviceRefusal(lead) : null;
    if (refused?.field === 'additional_services') found.work = refused.message;
    else if (refused?.field === 'message') found.message = refused.message;
    if (Object.keys(found).length > 0 || !vehicle) return invalid(found);
    dispatch({
      type: 'continue',
      chosen: { lead, subject: lead.vehicle, locationId: Number(v.location_id) },
    });
    requestAnimationFrame(() =>
      times.current?.querySelector<HTMLElement>('.step-heading')?.focus(),
    );
  }

  if (state.step === 'time' && state.chosen)
    return (
      <div ref={times}>
        <SlotBooking
          kind="service"
          locationId={state.chosen.locationId}
          lead={state.chosen.lead}
          subject={state.chosen.subject}
          first={{
            label: LABELS[0],
            onBack: () => {
              dispatch({ type: 'back' });
              requestAnimationFrame(() => heading.current?.focus());
            },
          }}
          word="service"
          noun={noun}
          termsRequired={props.termsRequired}
          accountKey={props.accountKey}
          enquireHref={props.enquireHref}
          sendTimeoutMs={props.sendTimeoutMs}
        />
      </div>
    );

  const known = state.lookup === 'found' || state.lookup === 'manual';
  const price = state.vehicle ? cappedPrice(props.capped, state.vehicle) : null;
  const reg = form.register;
  const onPlate = { onChange: () => dispatch({ type: 'plate' }) };
  return (
    <div className="slot-booking stepped-form" aria-busy={state.lookup === 'looking'}>
      <StepHead
        labels={LABELS}
        step={0}
        title={`Your ${noun} and its service`}
        headingRef={heading}
      />
      <form
        method="post"
        noValidate
        className="slot-form"
        onSubmit={(e) => void form.handleSubmit(submit)(e)}
      >
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
                {w === 'scheduled' && price !== null && props.capped && (
                  <span className="field-hint">
                    {' '}
                    Capped price ${price} ({props.capped.make} Service Advantage)
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
            disabled={!ready || state.lookup === 'looking'}
          >
            {state.lookup === 'looking'
              ? `Finding your ${noun}…`
              : known
                ? 'Choose a Time'
                : `Find My ${noun.charAt(0).toUpperCase()}${noun.slice(1)}`}
          </button>
        </div>
      </form>
    </div>
  );
}
