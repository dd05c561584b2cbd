import { leadAttributes, sendLead, type SendResult } from '~/features/leads/submit.client.ts';
import type { RegoVehicle } from '~/services/rego/rego.ts';
import type { ConditionAnswers } from '~/services/valuer/valuer.ts';

import { TRADE_IN_MESSAGES as T } from './messages.ts';
import type { WizardResult, WizardVehicle } from './wizard-state.ts';

async function postJson(path: string, body: unknown, key?: string): Promise<Response | null> {
  try {
    return await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    return null;
  }
}
const errorOf = async (res: Response | null, fallback: string) =>
  ((await res?.json().catch(() => null)) as { error?: string } | null)?.error ?? fallback;

export type LookupOutcome =
  | { kind: 'found'; vehicle: RegoVehicle & { lookupId: string } }
  | { kind: 'not-found'; message: string }
  | { kind: 'failed'; message: string };

/** Step 1: the car a plate is registered to (POST /api/trade-in/lookup). */
export async function lookUp(rego: string, regoState: string): Promise<LookupOutcome> {
  const res = await postJson('/api/trade-in/lookup', { rego, regoState });
  if (res?.status === 200) {
    const found = (await res.json()) as { vehicle: RegoVehicle; lookup_id: string };
    // The lookup's id goes with the car: the estimate values the car the register found.
    return { kind: 'found', vehicle: { ...found.vehicle, lookupId: found.lookup_id } };
  }
  if (res?.status === 404) return { kind: 'not-found', message: await errorOf(res, T.badRequest) };
  return { kind: 'failed', message: await errorOf(res, T.offline) };
}

/** Step 3: the estimate (POST /api/trade-in/estimate), or null when none could be made now. */
export async function estimate(input: {
  vehicle: WizardVehicle;
  kms: number;
  regoState: string;
  answers: ConditionAnswers;
}): Promise<WizardResult | null> {
  const res = await postJson(
    '/api/trade-in/estimate',
    {
      vehicle: {
        year: input.vehicle.year,
        make: input.vehicle.make,
        model: input.vehicle.model,
        badge: input.vehicle.badge,
      },
      kms: input.kms,
      regoState: input.regoState,
      answers: input.answers,
      ...(input.vehicle.lookupId && !input.vehicle.picked
        ? { lookup_id: input.vehicle.lookupId }
        : {}),
    },
    // One valuation for this request, however often the network makes the browser send it.
    crypto.randomUUID(),
  );
  if (res?.status !== 201) return null;
  return (await res.json()) as WizardResult;
}

/** A step's lead through the lead helper (queued and sent exactly once, spec Calls). */
export function sendStepLead(
  form: 'valuation-rego' | 'valuation-adjustments' | 'valuation' | 'valuation-offer',
  fields: Record<string, unknown>,
  opts: { carId?: number | null; optInText: string; completed: boolean },
): Promise<SendResult> {
  return sendLead({
    form,
    fields,
    url: location.href,
    ...(opts.carId ? { car_id: opts.carId } : {}),
    form_completed: opts.completed,
    lead_attributes: leadAttributes(),
    opt_in_text: fields.opt_in === true ? opts.optInText : '',
  });
}

/**
 * Where the dealer file asks for it (`leads.saveValuationResult`), the valuation result also goes
 * to POST /api/miscellaneous with column_name 'valuation' (spec Calls); success or failure is logged
 * without the visitor's details.
 */
export async function saveValuationResult(
  result: WizardResult,
  leadId: string | null,
): Promise<void> {
  const value =
    result.kind === 'estimate'
      ? {
          valuation_id: result.valuation_id,
          figure: result.estimate.figure,
          low: result.estimate.low,
          high: result.estimate.high,
          valid_until: result.valid_until,
        }
      : result.kind === 'no-figure'
        ? { valuation_id: result.valuation_id, no_figure: result.reason }
        : { no_figure: 'unavailable' };
  const res = await postJson('/api/miscellaneous', {
    column_name: 'valuation',
    value,
    ...(leadId ? { lead_id: leadId } : {}),
  });
  if (res?.ok) console.info('[trade-in] valuation result saved');
  else
    console.warn(
      `[trade-in] valuation result not saved (${res ? `HTTP ${res.status}` : 'offline'})`,
    );
}

export interface VehicleChoices {
  /** Make → model → { years, badges }. */
  makes: Record<string, Record<string, { years: number[]; badges: string[] }>>;
}

let choices: Promise<VehicleChoices | null> | undefined;
/** The make, model, year and badge lists of "Not your car?", loaded the first time they are wanted. */
export function vehicleChoices(): Promise<VehicleChoices | null> {
  choices ??= fetch('/trade-in/vehicles.json')
    .then((r) => (r.ok ? (r.json() as Promise<VehicleChoices>) : null))
    .catch(() => null);
  return choices;
}
