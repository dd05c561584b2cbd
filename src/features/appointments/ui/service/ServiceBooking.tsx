import '../appointments.css';

import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';

import {
  cappedPrice,
  givenSchema,
  plateSchema,
  REPAIR,
  serviceRefusal,
} from '~/features/appointments/service.ts';
import { lookUp } from '~/features/trade-in/api.client.ts';
import { vehicleName } from '~/features/trade-in/wizard-state.ts';

import { BOOKING_STEPS } from '../booking-state.ts';
import SlotBooking from '../SlotBooking.tsx';
import {
  initialService,
  type ServiceField,
  serviceReducer,
  type ServiceVehicle,
} from './service-state.ts';
import { VehicleStep, type VehicleValues as Values, type WorkshopOptions } from './VehicleStep.tsx';

export interface ServiceBookingProps extends WorkshopOptions {
  termsRequired: boolean;
  accountKey: string | null;
  sendTimeoutMs: number;
  siteUrl: string;
  /** Where an owner who finds no time that suits goes instead. */
  enquireHref: string;
}

const LABELS = ['Vehicle', ...BOOKING_STEPS] as const;
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
          labels={LABELS}
          onBack={() => {
            dispatch({ type: 'back' });
            requestAnimationFrame(() => heading.current?.focus());
          }}
          word="service"
          noun={noun}
          termsRequired={props.termsRequired}
          accountKey={props.accountKey}
          enquireHref={props.enquireHref}
          sendTimeoutMs={props.sendTimeoutMs}
          siteUrl={props.siteUrl}
        />
      </div>
    );

  return (
    <VehicleStep
      id={id}
      state={state}
      dispatch={dispatch}
      register={form.register}
      errors={errors}
      headingRef={heading}
      onSubmit={(e) => void form.handleSubmit(submit)(e)}
      ready={ready}
      labels={LABELS}
      price={state.vehicle ? cappedPrice(props.capped, state.vehicle) : null}
      {...props}
    />
  );
}
