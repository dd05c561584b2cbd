/**
 * The booking page's states and moves, as one reducer: the link's booking arrives (or the link
 * is bad), the buyer chooses to move it (a day, a time, then yes) or to cancel it (then yes), and
 * the server's answer is shown. A time lost on the way brings back the times free now, and why.
 */
import type { SlotsAnswer, SlotView } from './booking-state.ts';

export interface ManagedBooking {
  reference: string;
  kind: string;
  state: 'booked' | 'cancelled' | 'passed';
  start: string;
  end: string;
  time_zone: string;
  location: { id: number; name: string; address: string; phone: string | null };
  car: { name: string; slug: string | null } | null;
  sequence: number;
}

export type ManageAnswer = { booking: ManagedBooking; error?: string } & Partial<SlotsAnswer>;

export type ManagePhase =
  'loading' | 'bad' | 'view' | 'moving' | 'confirm-move' | 'confirm-cancel' | 'moved' | 'cancelled';

export interface ManageState {
  phase: ManagePhase;
  booking: ManagedBooking | null;
  /** The times it can move to, as last read. */
  times: SlotsAnswer | null;
  day: string | null;
  slot: SlotView | null;
  busy: boolean;
  alert: string | null;
}

export type ManageEvent =
  | { type: 'loaded'; answer: ManageAnswer; firstDay: string | null }
  | { type: 'bad'; alert: string }
  | { type: 'move' }
  | { type: 'day'; day: string }
  | { type: 'pick'; slot: SlotView }
  | { type: 'cancel' }
  | { type: 'back' }
  | { type: 'sending' }
  /** The server said no: the booking as it is now, fresh times where it gave them, and why. */
  | { type: 'refused'; alert: string; answer: Partial<ManageAnswer>; firstDay: string | null }
  | { type: 'done'; booking: ManagedBooking };

export const initialManage = (): ManageState => ({
  phase: 'loading',
  booking: null,
  times: null,
  day: null,
  slot: null,
  busy: false,
  alert: null,
});

const timesOf = (a: Partial<ManageAnswer>): SlotsAnswer | null =>
  Array.isArray(a.slots) ? (a as SlotsAnswer) : null;

export function manageReducer(state: ManageState, event: ManageEvent): ManageState {
  switch (event.type) {
    case 'loaded':
      return {
        ...state,
        phase: 'view',
        booking: event.answer.booking,
        times: timesOf(event.answer),
        day: event.firstDay,
        alert: event.answer.error ?? null,
      };
    case 'bad':
      return { ...state, phase: 'bad', alert: event.alert };
    case 'move':
      return { ...state, phase: 'moving', alert: null };
    case 'day':
      return { ...state, day: event.day };
    case 'pick':
      return { ...state, slot: event.slot, phase: 'confirm-move', alert: null };
    case 'cancel':
      return { ...state, phase: 'confirm-cancel', alert: null };
    case 'back':
      return {
        ...state,
        phase: state.phase === 'confirm-move' ? 'moving' : 'view',
        slot: null,
        alert: null,
      };
    case 'sending':
      return { ...state, busy: true, alert: null };
    case 'refused': {
      const booking = event.answer.booking ?? state.booking;
      const times = timesOf(event.answer) ?? state.times;
      const live = booking?.state === 'booked';
      return {
        ...state,
        busy: false,
        booking,
        times,
        day: timesOf(event.answer) ? event.firstDay : state.day,
        slot: null,
        // A time refused: pick again from the fresh ones; otherwise back to the booking.
        phase: live && state.phase === 'confirm-move' && times?.slots.length ? 'moving' : 'view',
        alert: event.alert,
      };
    }
    case 'done':
      return {
        ...state,
        busy: false,
        booking: event.booking,
        slot: null,
        phase: event.booking.state === 'cancelled' ? 'cancelled' : 'moved',
        alert: null,
      };
  }
}

/** The page's heading for a phase, in the dealer's word for the booking ('test drive', 'service'). */
export function manageTitle(
  phase: ManagePhase,
  booking: Pick<ManagedBooking, 'state'>,
  word: string,
): string {
  switch (phase) {
    case 'view':
      if (booking.state === 'cancelled') return `This ${word} is cancelled`;
      return booking.state === 'passed' ? `This ${word} has passed` : `Your ${word}`;
    case 'moving':
      return 'Pick a new time';
    case 'confirm-move':
      return 'Move it to this time?';
    case 'confirm-cancel':
      return `Cancel your ${word}?`;
    case 'moved':
      return `Your ${word} is moved`;
    case 'cancelled':
      return `Your ${word} is cancelled`;
    default:
      return '';
  }
}
