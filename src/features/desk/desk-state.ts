import { FIELD_MESSAGES as M, SPEC_MESSAGES as S } from '~/features/leads/messages.ts';
import { normalisePhone } from '~/features/phones/phones.ts';

/**
 * The desk page's states, one reducer: loading, signing in (mobile, then code), the day's work
 * (with one record's action at a time, asked to confirm first where it cannot be undone), or
 * unreachable. The records are as GET /api/desk gives them.
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
  extended_at: string | null;
  /** How much longer it may still be held (null: it cannot be extended). */
  extend_hours: number | null;
  ended_at: string | null;
  buyer: { name: string; phone: string; email: string };
}

export interface DeskBooking {
  id: string;
  kind: string;
  /** The dealer's word for it: 'test drive', 'viewing', 'service', 'inspection'. */
  kind_word: string;
  starts_at: string;
  ends_at: string;
  location: string | null;
  vehicle: string | null;
  service: string | null;
  state: 'booked' | 'cancelled';
  cancelled_by: 'buyer' | 'dealer' | null;
  attendance: 'arrived' | 'no-show' | null;
  day: 'today' | 'tomorrow';
  buyer: { name: string; phone: string };
}

export interface DeskDelivery {
  destination: string;
  destination_label: string;
  state: 'delivered' | 'sending' | 'retrying' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  delivered_at: string | null;
  last_error: string | null;
}

export interface DeskLead {
  id: string;
  reference: string;
  created_at: string;
  category: string;
  subcategory: string | null;
  name: string;
  phone: string;
  email: string;
  vehicle: string | null;
  page: string | null;
  deliveries: DeskDelivery[];
}

export interface DeskReport {
  received: number;
  accepted: number;
  left_out: number;
  added: number;
  changed: number;
  sold: number;
  unchanged: number;
  changed_stock: boolean;
  sold_stock_numbers: string[];
  price_changes: { stocknum: string; before: number; after: number }[];
  price_change_count: number;
  problems: { record: string; field: string; message: string }[];
  problem_count: number;
}

export interface DeskHold {
  id: string;
  source: string;
  held_at: string;
  state: 'held' | 'applied' | 'rejected';
  decided_at: string | null;
  reasons: string[];
  report: DeskReport;
}

export interface DeskDay {
  staff: { name: string; role: 'sales' | 'service' | 'manager' };
  areas: string[];
  now: string;
  reservations?: DeskReservation[] | undefined;
  leads?: DeskLead[] | undefined;
  'test-drives'?: DeskBooking[] | undefined;
  service?: DeskBooking[] | undefined;
  feeds?:
    | {
        holds: DeskHold[];
        imports: { id: number; source: string; imported_at: string; report: DeskReport }[];
      }
    | undefined;
  alerts?:
    | {
        subscribers: { email: number; sms: number; total: number; awaiting_confirmation: number };
        watched: { car_id: number; name: string | null; slug: string | null; watchers: number }[];
      }
    | undefined;
}

/** The kinds of record staff act on, and where each lives in the day. */
export type RecordKind = 'reservation' | 'booking' | 'lead' | 'hold';

/** One thing staff can do to a record: its endpoint, its button, its question (if asked) and its notice. */
interface ActionSpec {
  record: RecordKind;
  path: string;
  button: string;
  /** The question asked before it is done; `name` is the record's, `noun` what the dealer sells. */
  question: ((name: string, noun: string) => string) | null;
  done: (name: string) => string;
}

export const DESK_ACTIONS = {
  convert: {
    record: 'reservation',
    path: '/api/desk/reservations/convert',
    button: 'Mark sold',
    question: (name, noun) =>
      `Mark the ${name} sold? The deposit is kept and the ${noun} leaves the site at the next build.`,
    done: (name) => `${name}: sold. The deposit is kept.`,
  },
  release: {
    record: 'reservation',
    path: '/api/desk/reservations/release',
    button: 'Release',
    question: (name, noun) =>
      `Release the ${name}? The deposit goes back to the buyer and the ${noun} is for sale again.`,
    done: (name) => `${name}: released. The deposit goes back to the buyer.`,
  },
  extend: {
    record: 'reservation',
    path: '/api/desk/reservations/extend',
    button: 'Extend hold',
    question: (name) => `Hold the ${name} longer? A hold can be extended once.`,
    done: (name) => `${name}: the hold is extended.`,
  },
  arrived: {
    record: 'booking',
    path: '/api/desk/bookings/arrived',
    button: 'Arrived',
    question: null,
    done: (name) => `${name}: marked arrived.`,
  },
  'no-show': {
    record: 'booking',
    path: '/api/desk/bookings/no-show',
    button: 'No-show',
    question: (name) => `Mark ${name} as a no-show? This cannot be changed afterwards.`,
    done: (name) => `${name}: marked no-show.`,
  },
  cancel: {
    record: 'booking',
    path: '/api/desk/bookings/cancel',
    button: 'Cancel booking',
    question: (name) =>
      `Cancel ${name}? The time is freed and the buyer gets a text and an e-mail saying we cancelled it.`,
    done: (name) => `${name}: cancelled. The buyer is told.`,
  },
  resend: {
    record: 'lead',
    path: '/api/desk/leads/resend',
    button: 'Resend',
    question: null,
    done: (name) => `Lead ${name}: sent again.`,
  },
  apply: {
    record: 'hold',
    path: '/api/desk/feeds/apply',
    button: 'Apply this feed',
    question: () =>
      'Apply this feed as it came? The site’s stock changes as the report above says, at the next build.',
    done: () => 'The held feed is applied. The site rebuilds with it.',
  },
  reject: {
    record: 'hold',
    path: '/api/desk/feeds/reject',
    button: 'Reject',
    question: () => 'Reject this feed? The stock stays as it is; the feed is never applied.',
    done: () => 'The held feed is rejected. The stock is unchanged.',
  },
} satisfies Record<string, ActionSpec>;

export type DeskActionName = keyof typeof DESK_ACTIONS;
export type DeskRecord = DeskReservation | DeskBooking | DeskLead | DeskHold;

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
      pending: { id: string; action: DeskActionName; busy: boolean } | null;
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
  | { type: 'ask'; id: string; action: DeskActionName }
  | { type: 'cancel' }
  | { type: 'acting' }
  | { type: 'acted'; action: DeskActionName; record: DeskRecord; notice: string };

export const initialDesk: DeskState = { kind: 'loading' };

const signIn = (alert: string | null = null): DeskState => ({
  kind: 'sign-in',
  step: 'mobile',
  mobile: '',
  busy: false,
  alert,
  fieldError: null,
});

const swap = <T extends { id: string }>(list: T[] | undefined, record: T) =>
  list?.map((r) => (r.id === record.id ? record : r));

/** The day with one record as the server now has it. */
function withRecord(day: DeskDay, kind: RecordKind, record: DeskRecord): DeskDay {
  switch (kind) {
    case 'reservation':
      return { ...day, reservations: swap(day.reservations, record as DeskReservation) };
    case 'booking':
      return {
        ...day,
        'test-drives': swap(day['test-drives'], record as DeskBooking),
        service: swap(day.service, record as DeskBooking),
      };
    case 'lead':
      return { ...day, leads: swap(day.leads, record as DeskLead) };
    case 'hold':
      return day.feeds
        ? { ...day, feeds: { ...day.feeds, holds: swap(day.feeds.holds, record as DeskHold)! } }
        : day;
  }
}

export function deskReducer(state: DeskState, event: DeskEvent): DeskState {
  switch (event.type) {
    case 'loaded':
      return {
        kind: 'day',
        day: event.day,
        pending: null,
        notice: state.kind === 'day' ? state.notice : null,
        alert: state.kind === 'day' ? state.alert : null,
      };
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
      if (state.kind === 'day')
        return { ...state, pending: null, notice: null, alert: event.alert };
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
        alert: null,
        notice: event.notice,
        day: withRecord(state.day, DESK_ACTIONS[event.action].record, event.record),
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
