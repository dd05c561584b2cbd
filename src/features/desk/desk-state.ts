import { FIELD_MESSAGES as M, SPEC_MESSAGES as S } from '~/features/leads/messages.ts';
import { normalisePhone } from '~/features/phones/phones.ts';

/**
 * The desk page's states, one reducer: loading, signing in (mobile, then code), the day's work
 * (with one record's action at a time, asked to confirm first), or unreachable.
 */
export interface DeskReservation {
  id: string;
  kind: 'reserve' | 'buy-online';
  state: string;
  state_label: string;
  car: { id: number; slug: string; name: string };
  deposit_cents: number;
  payment_status: string;
  created_at: string;
  hold_until: string | null;
  ended_at: string | null;
  buyer: { name: string; phone: string; email: string };
}

export interface DeskDay {
  staff: { name: string; role: 'sales' | 'service' | 'manager' };
  areas: string[];
  now: string;
  reservations?: DeskReservation[] | undefined;
}

export type ReservationAction = 'convert' | 'release';

export type DeskState =
  | { kind: 'loading' }
  | { kind: 'unreachable'; message: string }
  | {
      kind: 'sign-in';
      step: 'mobile' | 'code';
      mobile: string;
      busy: boolean;
      alert: string | null;
      /** The step's field's message (a mobile or a code the rules refuse). */
      fieldError: string | null;
    }
  | {
      kind: 'day';
      day: DeskDay;
      /** The action waiting for its confirmation, or under way. */
      pending: { id: string; action: ReservationAction; busy: boolean } | null;
      notice: string | null;
      alert: string | null;
    };

export type DeskEvent =
  | { type: 'loaded'; day: DeskDay }
  | { type: 'signed-out'; alert?: string }
  | { type: 'unreachable'; message: string }
  | { type: 'busy' }
  | { type: 'failed'; alert: string | null }
  | { type: 'field-error'; message: string }
  | { type: 'code-sent'; mobile: string }
  | { type: 'change-mobile' }
  | { type: 'ask'; id: string; action: ReservationAction }
  | { type: 'cancel' }
  | { type: 'acting' }
  | { type: 'acted'; reservation: DeskReservation; notice: string };

export const initialDesk: DeskState = { kind: 'loading' };

const signIn = (alert: string | null = null): DeskState => ({
  kind: 'sign-in',
  step: 'mobile',
  mobile: '',
  busy: false,
  alert,
  fieldError: null,
});

export function deskReducer(state: DeskState, event: DeskEvent): DeskState {
  switch (event.type) {
    case 'loaded':
      return { kind: 'day', day: event.day, pending: null, notice: null, alert: null };
    case 'signed-out':
      return signIn(event.alert ?? null);
    case 'unreachable':
      return { kind: 'unreachable', message: event.message };
    case 'busy':
      return state.kind === 'sign-in'
        ? { ...state, busy: true, alert: null, fieldError: null }
        : state;
    case 'field-error':
      return state.kind === 'sign-in'
        ? { ...state, busy: false, fieldError: event.message }
        : state;
    case 'failed':
      if (state.kind === 'sign-in') return { ...state, busy: false, alert: event.alert };
      if (state.kind === 'day') return { ...state, pending: null, alert: event.alert };
      return state;
    case 'code-sent':
      return state.kind === 'sign-in'
        ? {
            ...state,
            step: 'code',
            mobile: event.mobile,
            busy: false,
            alert: null,
            fieldError: null,
          }
        : state;
    case 'change-mobile':
      return state.kind === 'sign-in'
        ? { ...state, step: 'mobile', busy: false, alert: null }
        : state;
    case 'ask':
      return state.kind === 'day' && !state.pending?.busy
        ? {
            ...state,
            pending: { id: event.id, action: event.action, busy: false },
            notice: null,
            alert: null,
          }
        : state;
    case 'cancel':
      return state.kind === 'day' && !state.pending?.busy ? { ...state, pending: null } : state;
    case 'acting':
      return state.kind === 'day' && state.pending
        ? { ...state, pending: { ...state.pending, busy: true } }
        : state;
    case 'acted':
      if (state.kind !== 'day') return state;
      return {
        ...state,
        pending: null,
        notice: event.notice,
        day: {
          ...state.day,
          reservations: state.day.reservations?.map((r) =>
            r.id === event.reservation.id ? event.reservation : r,
          ),
        },
      };
  }
}

/**
 * The sign-in fields' rules, with the buyers' words: a mobile's digits (04 and eight more, +61
 * counted as 0) and a six-character code. The desk checks them itself rather than with the lead
 * forms' schema code, so no public page's scripts change shape because the desk exists.
 */
export const mobileProblem = (mobile: string): string | null =>
  /^04\d{8}$/.test(normalisePhone(mobile)) ? null : M.mobile;
export const codeProblem = (code: string): string | null =>
  !code.trim() ? S.required : code.trim().length === 6 ? null : S.code;

const HOUR = 60 * 60 * 1000;

/** How long a hold has left, as staff read it: '1 day 3 hours left', '40 minutes left', 'time is up'. */
export function timeLeft(until: string, now: Date): string {
  const ms = new Date(until).getTime() - now.getTime();
  if (ms <= 0) return 'time is up';
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const days = Math.floor(ms / (24 * HOUR));
  const hours = Math.floor((ms % (24 * HOUR)) / HOUR);
  if (days) return `${plural(days, 'day')}${hours ? ` ${plural(hours, 'hour')}` : ''} left`;
  if (hours) return `${plural(hours, 'hour')} left`;
  return `${plural(Math.max(1, Math.floor(ms / 60_000)), 'minute')} left`;
}

/** What became of the deposit, as staff say it (the processor's word stays on the server). */
export const DEPOSIT_WORDS: Record<string, string> = {
  none: 'not paid yet',
  authorised: 'held on the card',
  captured: 'taken',
  released: 'hold released',
  refunded: 'refunded',
};

/** What each action is called on its button, in its question and once done. */
export const ACTION_WORDS: Record<
  ReservationAction,
  {
    button: string;
    /** `name` is the car's, `noun` what the dealer sells ('car', 'caravan'). */
    question: (name: string, noun: string) => string;
    done: (name: string) => string;
  }
> = {
  convert: {
    button: 'Mark sold',
    question: (name, noun) =>
      `Mark the ${name} sold? The deposit is kept and the ${noun} leaves the site at the next build.`,
    done: (name) => `${name}: sold. The deposit is kept.`,
  },
  release: {
    button: 'Release',
    question: (name, noun) =>
      `Release the ${name}? The deposit goes back to the buyer and the ${noun} is for sale again.`,
    done: (name) => `${name}: released. The deposit goes back to the buyer.`,
  },
};
