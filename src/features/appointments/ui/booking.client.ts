import type { AppointmentKind } from '../kinds.ts';
import type { Booked, BookingDetails, SlotsAnswer, SlotView } from './booking-state.ts';
import type { ManageAnswer } from './manage-state.ts';

export const BOOKING_TEXTS = {
  slotsDown: 'We could not load the free times just now. Please try again, or call us.',
  codeNotSent: 'We could not send the code just now. Please check the number and try again.',
  bookDown: 'We could not book this just now. Nothing was booked: please try again.',
  noLink:
    'This page opens from the link in your booking’s text or e-mail. Please use that link, or call us.',
  manageDown:
    'We could not reach the booking system just now. Please open this page again to see your booking as it is, or call us.',
} as const;

/** The free slots of a car (test drive) or a location (other kinds), as the server gives them. */
export async function fetchSlots(
  kind: AppointmentKind,
  of: { car: number } | { location: number },
): Promise<SlotsAnswer | null> {
  const q = new URLSearchParams({ kind });
  if ('car' in of) q.set('car', String(of.car));
  else q.set('location', String(of.location));
  try {
    const res = await fetch(`/api/appointments/slots?${q}`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as SlotsAnswer;
    return Array.isArray(body.slots) ? body : null;
  } catch {
    return null;
  }
}

export type Answer<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; error: string; body: Record<string, unknown> };

/**
 * POSTs to an appointments or verification endpoint. Its own small fetch, not the shared JSON
 * helper: sharing it with the pre-approval would split that helper into a chunk of its own and
 * cost the car page's pre-approval bytes it does not have.
 */
async function post<T>(
  path: string,
  body: unknown,
  o: { fallback: string; timeoutMs: number; key?: string },
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (o.key) headers['Idempotency-Key'] = o.key;
  const res = await fetch(path, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(o.timeoutMs),
  }).catch(() => null);
  if (!res) return { ok: false, status: 0, error: o.fallback, body: {} };
  const got = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.ok) return { ok: true, value: got as T };
  const error = typeof got.error === 'string' ? got.error : o.fallback;
  return { ok: false, status: res.status, error, body: got };
}

/** A code texted for a booking; the page gives the send timeout (the verification rules'). */
export const sendBookingCode = (phone: string, timeoutMs: number) =>
  post<{ sent: true }>(
    '/api/verification/send',
    { phone, purpose: 'appointment' },
    { fallback: BOOKING_TEXTS.codeNotSent, timeoutMs },
  );

export const bookSlot = (
  body: {
    kind: AppointmentKind;
    car_id?: number;
    location_id?: number;
    start: string;
    url: string;
    fields: BookingDetails;
    code: string;
  },
  key: string,
) =>
  post<Booked>('/api/appointments', body, {
    key,
    fallback: BOOKING_TEXTS.bookDown,
    timeoutMs: 20_000,
  });

/** The booking a signed link names: read it, move it to another start, or cancel it. */
export const manageBooking = (
  body: { token: string } & ({ action: 'read' | 'cancel' } | { action: 'move'; start: string }),
) =>
  post<ManageAnswer>('/api/appointments/manage', body, {
    fallback: BOOKING_TEXTS.manageDown,
    timeoutMs: 20_000,
  });

/** Day key (YYYY-MM-DD), day label and time label of an instant in the location's zone. */
export function slotLabels(iso: string, zone: string | undefined) {
  const d = new Date(iso);
  const tz = zone ? { timeZone: zone } : {};
  return {
    day: new Intl.DateTimeFormat('en-CA', { ...tz, dateStyle: 'short' }).format(d),
    dayLabel: new Intl.DateTimeFormat('en-AU', {
      ...tz,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    }).format(d),
    longDay: new Intl.DateTimeFormat('en-AU', {
      ...tz,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }).format(d),
    time: new Intl.DateTimeFormat('en-AU', { ...tz, hour: 'numeric', minute: '2-digit' })
      .format(d)
      .replace(/\s/g, ' '),
  };
}

/** The slots grouped by their day in the location's zone, days in order. */
export function slotDays(slots: SlotView[], zone: string | undefined) {
  const days = new Map<string, { label: string; slots: SlotView[] }>();
  for (const s of slots) {
    const l = slotLabels(s.start, zone);
    const day = days.get(l.day) ?? { label: l.dayLabel, slots: [] };
    day.slots.push(s);
    days.set(l.day, day);
  }
  return [...days].map(([key, v]) => ({ key, ...v }));
}
