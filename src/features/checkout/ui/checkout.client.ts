import { TIMINGS } from '~/components/constants.ts';
import { postJson } from '~/components/post-json.client.ts';
import { RESERVE_MESSAGES as R } from '~/features/checkout/reserve/terms.ts';

import type { OrderChoices } from '../checkout-form.ts';
import type { ReservationAnswer } from '../view.ts';

export interface ContactDetails {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/** What the journey keeps in this tab (session storage), so Back and a reload lose nothing. */
export interface SavedJourney {
  step: number;
  /** The Idempotency-Key of this journey's POST /api/reservations (a retry reuses it). */
  key: string;
  details: ContactDetails | null;
  order: Partial<OrderChoices>;
  answer: ReservationAnswer | null;
}

/** An Idempotency-Key for the next POST /api/reservations: the browser's own random key. */
export const newKey = () => crypto.randomUUID();

/**
 * The journey as kept in this tab, or a fresh one. A journey whose details were refused kept no
 * key (that submission is over): it resumes with a new one, so the next try can be sent.
 */
export function resumeJourney(saved: unknown): SavedJourney {
  const s = saved as SavedJourney | null;
  if (s && typeof s.key === 'string' && typeof s.step === 'number')
    return { ...s, key: s.key || newKey() };
  return { step: 0, key: newKey(), details: null, order: {}, answer: null };
}

export const sendReserveCode = (phone: string) =>
  postJson<{ sent: true }>(
    '/api/verification/send',
    { phone, purpose: 'reserve' },
    { fallback: R.codeNotSent, timeoutMs: TIMINGS.codeSendTimeout },
  );

export const startReservation = (
  body: {
    car_id: number;
    kind: 'reserve' | 'buy-online';
    contact: ContactDetails;
    code?: string;
    terms_accepted: true;
    order?: OrderChoices;
  },
  key: string,
) =>
  postJson<ReservationAnswer>('/api/reservations', body, {
    headers: { 'Idempotency-Key': key },
    fallback: R.paymentsDown,
    timeoutMs: 20_000,
  });

export const payWithTestCard = (
  accessToken: string,
  card: { number: string; expiry: string; cvc: string },
) =>
  postJson<ReservationAnswer>(
    '/api/reservations/pay',
    { access_token: accessToken, card },
    { fallback: R.paymentsDown, timeoutMs: 20_000 },
  );

export const confirmPaid = (accessToken: string) =>
  postJson<ReservationAnswer>(
    '/api/reservations/confirm',
    { access_token: accessToken },
    { fallback: R.paymentsDown, timeoutMs: 20_000 },
  );

export const reservationStatus = (token: { access_token: string } | { cancel_token: string }) =>
  postJson<ReservationAnswer>('/api/reservations/status', token, {
    fallback: R.noSuchReservation,
    timeoutMs: 15_000,
  });

export const cancelReservation = (token: { cancel_token: string } | { reservation_id: string }) =>
  postJson<ReservationAnswer>('/api/reservations/cancel', token, {
    fallback: R.paymentsDown,
    timeoutMs: 20_000,
  });

/** The page's address of a cancel link: the token after '#', so it never reaches a server's logs. */
export const cancelHref = (token: string) => `/reservation/cancel#${token}`;
