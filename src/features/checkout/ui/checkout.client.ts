import { nanoid } from 'nanoid';

import { postJson } from '~/features/finance/api.client.ts';
import { RESERVE_MESSAGES as R } from '~/features/reserve/terms.ts';
import {
  SEND_TIMEOUT_MS,
  VERIFICATION_MESSAGES as V,
} from '~/features/verification/verification.ts';

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

const storageKey = (carId: number) => `checkout:${carId}`;

export function loadJourney(carId: number): SavedJourney {
  try {
    const saved = JSON.parse(
      sessionStorage.getItem(storageKey(carId)) ?? 'null',
    ) as SavedJourney | null;
    if (saved && typeof saved.key === 'string') return saved;
  } catch {
    // unreadable: start afresh
  }
  return { step: 0, key: nanoid(), details: null, order: {}, answer: null };
}

export function saveJourney(carId: number, journey: SavedJourney) {
  try {
    sessionStorage.setItem(storageKey(carId), JSON.stringify(journey));
  } catch {
    // storage full or off: the journey still works in this page
  }
}

export const forgetJourney = (carId: number) => {
  try {
    sessionStorage.removeItem(storageKey(carId));
  } catch {
    // nothing kept
  }
};

export const sendReserveCode = (phone: string) =>
  postJson<{ sent: true }>(
    '/api/verification/send',
    { phone, purpose: 'reserve' },
    { fallback: V.sendFailed, timeoutMs: SEND_TIMEOUT_MS },
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
