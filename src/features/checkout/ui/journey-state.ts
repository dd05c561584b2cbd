import type { SignedIn } from '~/features/account/stored-sign-in.client.ts';
import type { Prefill } from '~/features/leads/form-data.ts';
import type { AcceptedTradeIn } from '~/features/trade-in/accepted.ts';

import type { ReservationAnswer } from '../view.ts';
import type { ContactDetails, SavedJourney } from './checkout.client.ts';

/** The signed-in user as GET /api/account gives them. */
export interface AccountUser {
  phone: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

/** Why the journey cannot go on: the car was taken, or this reservation has ended. */
export type Blocked =
  | { kind: 'taken'; similarUrl: string }
  | { kind: 'ended'; answer: ReservationAnswer | null; message: string };

/**
 * Everything the checkout journey shows. `journey` is what this tab keeps (a reload resumes it);
 * the rest lives as long as the page.
 */
export interface JourneyState {
  journey: SavedJourney;
  /** Until the browser's own state (the saved journey, the car still free) is known. */
  loaded: boolean;
  busy: boolean;
  alert: string | null;
  codeError: string | null;
  blocked: Blocked | null;
  tradeIn: AcceptedTradeIn | null;
  signedIn: SignedIn | null;
  account: AccountUser | null;
}

export type JourneyEvent =
  /** What only the browser knows, read as the island starts. */
  | { type: 'browser'; tradeIn: AcceptedTradeIn | null; signedIn: SignedIn | null }
  | { type: 'account'; account: AccountUser }
  /** The journey kept in this tab, before the server is asked whether it still stands. */
  | { type: 'restored'; journey: SavedJourney }
  /** The server's word on the journey (or on the car): the page is ready. */
  | { type: 'loaded'; journey?: SavedJourney; blocked?: Blocked }
  /** To another step, with what the buyer chose; the last step's alert goes. */
  | { type: 'go'; patch: Partial<SavedJourney> }
  /** The buyer's details are on their way to the server. */
  | { type: 'sending' }
  | { type: 'sent'; patch: Partial<SavedJourney> }
  /** The code was wrong or spent: said beside the code field. */
  | { type: 'code-refused'; message: string }
  /** The details were not taken; `key` is the next try's Idempotency-Key. */
  | { type: 'refused'; key: string; details: ContactDetails; alert: string }
  | { type: 'blocked'; blocked: Blocked }
  | { type: 'alert'; text: string }
  /** A fresh journey after an ended one. */
  | { type: 'restart'; journey: SavedJourney };

export const initialJourneyState = (): JourneyState => ({
  journey: { step: 0, key: '', details: null, order: {}, answer: null },
  loaded: false,
  busy: false,
  alert: null,
  codeError: null,
  blocked: null,
  tradeIn: null,
  signedIn: null,
  account: null,
});

export function journeyReducer(state: JourneyState, event: JourneyEvent): JourneyState {
  switch (event.type) {
    case 'browser':
      return { ...state, tradeIn: event.tradeIn, signedIn: event.signedIn };
    case 'account':
      return { ...state, account: event.account };
    case 'restored':
      return { ...state, journey: event.journey };
    case 'loaded':
      return {
        ...state,
        loaded: true,
        journey: event.journey ?? state.journey,
        blocked: event.blocked ?? state.blocked,
      };
    case 'go':
      return { ...state, alert: null, journey: { ...state.journey, ...event.patch } };
    case 'sending':
      return { ...state, busy: true, alert: null, codeError: null };
    case 'sent':
      return { ...state, busy: false, alert: null, journey: { ...state.journey, ...event.patch } };
    case 'code-refused':
      return { ...state, busy: false, codeError: event.message };
    case 'refused':
      return {
        ...state,
        busy: false,
        alert: event.alert,
        journey: { ...state.journey, key: event.key, details: event.details },
      };
    case 'blocked':
      return { ...state, busy: false, blocked: event.blocked };
    case 'alert':
      return { ...state, alert: event.text };
    case 'restart':
      return { ...state, blocked: null, journey: event.journey };
  }
}

/** Details known before the buyer types: the signed-in account's, else what this browser's forms remembered (the spec's prefill). */
export function prefillDetails(
  signedIn: SignedIn | null,
  account: AccountUser | null,
  remembered: Prefill,
): ContactDetails {
  return {
    first_name: account?.first_name ?? signedIn?.first_name ?? remembered.name ?? '',
    last_name: account?.last_name ?? remembered.last_name ?? '',
    email: account?.email ?? remembered.email ?? '',
    phone: account?.phone ?? signedIn?.phone ?? remembered.phone ?? '',
  };
}
