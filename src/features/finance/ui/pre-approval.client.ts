import { postJson } from '~/components/post-json.client.ts';
import { EVENTS } from '~/features/analytics/events.ts';
import { sendEvent } from '~/features/analytics/send.client.ts';
import { leadAttributes } from '~/features/leads/submit.client.ts';
import {
  SEND_TIMEOUT_MS,
  VERIFICATION_MESSAGES as V,
} from '~/features/verification/verification.ts';

import { FINANCE_MESSAGES } from '../messages.ts';
import { financeParams } from '../page-params.ts';
import type { PreApprovalCar, PreApprovalValues } from './pre-approval-types.ts';

const carEvent = (car: PreApprovalCar | null) => (car ? { car_id: car.id } : {});

/** The car the finance page's address names (`?car_id=`), from its JSON by id; null when none or unknown. */
export async function carFromAddress(): Promise<PreApprovalCar | null> {
  const p = financeParams(location.search);
  if (!p.carId) return null;
  try {
    const res = await fetch(`/cars/id/${p.carId}.json`);
    if (!res.ok) return null;
    const c = (await res.json()) as {
      id: number;
      dealership_id: number;
      car_type: PreApprovalCar['type'];
      year: number;
      price_amount: number;
      vin: string | null;
      nvic: string | null;
    };
    return {
      id: c.id,
      dealershipId: c.dealership_id,
      type: c.car_type,
      year: c.year,
      price: c.price_amount,
      vin: c.vin,
      nvic: c.nvic,
    };
  } catch {
    return null;
  }
}

/** Has this site a lead from this phone (spec Calls)? For the 'Welcome back' line; false when unsure. */
async function knownContact(phone: string): Promise<boolean> {
  try {
    const res = await fetch(
      `/api/check-if-contact-exists?phone_number=${encodeURIComponent(phone)}`,
    );
    if (!res.ok) return false;
    const answer = (await res.json()) as { data: { exists: boolean } | null };
    return Boolean(answer.data?.exists);
  } catch {
    return false;
  }
}

/** Sends the one-time code (spec States): event 36 when sent, and whether the phone is known here. */
export async function sendVerificationCode(
  phone: string,
  car: PreApprovalCar | null,
): Promise<{ ok: true; known: Promise<boolean> } | { ok: false; error: string }> {
  const r = await postJson(
    '/api/verification/send',
    { phone, purpose: 'finance' },
    { fallback: V.sendFailed, timeoutMs: SEND_TIMEOUT_MS },
  );
  if (!r.ok) return { ok: false, error: r.status === 0 ? V.sendFailed : r.error };
  void sendEvent({ event_id: EVENTS.codeSent, ...carEvent(car) });
  return { ok: true, known: knownContact(phone) };
}

export type SubmitOutcome =
  /** Sent: where the lender's answer is, and the lead's id (its reference, read out by formatReference). */
  | { kind: 'redirect'; redirectUrl: string; lead_id: string }
  | { kind: 'wrong-code' }
  | { kind: 'alert'; message: string };

/**
 * Sends the application (spec Calls create-customer) under this submission's Idempotency-Key, after
 * asking whether the phone may try a code now; event 37 once the code is verified.
 */
export async function submitApplication(
  values: PreApprovalValues,
  car: PreApprovalCar | null,
  options: { key: string; optInText: string },
): Promise<SubmitOutcome> {
  const limit = await postJson(
    '/api/rate-limit',
    { phone: values.phone },
    { fallback: V.unknownVerification },
  );
  if (!limit.ok && limit.status === 429) return { kind: 'alert', message: V.tooMany };
  const r = await postJson<{ redirectUrl: string; lead_id: string; verified: boolean }>(
    '/api/youx/create-customer',
    {
      form: values,
      ...(car
        ? {
            car_id: car.id,
            car_dealership_id: car.dealershipId,
            car_type: car.type,
            year: car.year,
            ...(car.vin ? { vin: car.vin } : {}),
            ...(car.nvic ? { nvic: car.nvic } : {}),
          }
        : {}),
      url: location.href,
      lead_attributes: leadAttributes(),
      opt_in_text: values.subscribe ? options.optInText : '',
    },
    { headers: { 'Idempotency-Key': options.key }, fallback: V.unknown },
  );
  if (r.ok || r.body.verified) void sendEvent({ event_id: EVENTS.codeVerified, ...carEvent(car) });
  if (r.ok)
    return r.value.redirectUrl
      ? { kind: 'redirect', ...r.value }
      : { kind: 'alert', message: FINANCE_MESSAGES.noRedirect };
  if (r.error === V.invalid) return { kind: 'wrong-code' };
  return { kind: 'alert', message: r.error };
}
