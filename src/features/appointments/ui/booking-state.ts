/**
 * The booking picker's states and moves, as one reducer: the slots arrive (or do not), the visitor
 * picks a time, gives their details, confirms with the texted code, and is booked. A slot lost to
 * someone else on the way sends them back to the times, with fresh ones and why.
 */
export interface SlotView {
  start: string;
  end: string;
  free: number;
}

export interface SlotsAnswer {
  slots: SlotView[];
  time_zone?: string;
  location?: { name: string; phone: string | null; address: string };
  /** Why a car has no slots: sold, not arrived yet, or held for a buyer. */
  unavailable?: 'sold' | 'coming-soon' | 'reserved';
}

export interface BookingDetails {
  name: string;
  last_name?: string | undefined;
  email: string;
  phone: string;
  postcode: string;
  /** Ticked, where the dealer asks every lead to agree to its terms of use. */
  terms_conditions?: boolean | undefined;
}

export interface Booked {
  reference: string;
  start: string;
  end: string;
  time_zone: string;
  location: { id: number; name: string; phone: string | null };
}

/** The steps as the bar shows them, in order. */
export const BOOKING_STEPS = ['Time', 'Details', 'Confirm', 'Booked'] as const;

export type Phase = 'loading' | 'failed' | 'none' | 'time' | 'details' | 'confirm' | 'booked';

export interface BookingState {
  phase: Phase;
  answer: SlotsAnswer | null;
  /** The day shown, as YYYY-MM-DD in the location's zone. */
  day: string | null;
  slot: SlotView | null;
  details: BookingDetails | null;
  busy: boolean;
  alert: string | null;
  codeError: string | null;
  booked: Booked | null;
}

export type BookingEvent =
  | { type: 'slots'; answer: SlotsAnswer; firstDay: string | null }
  | { type: 'failed'; alert: string }
  | { type: 'day'; day: string }
  | { type: 'pick'; slot: SlotView }
  | { type: 'details'; details: BookingDetails }
  | { type: 'back' }
  | { type: 'sending' }
  | { type: 'code-refused'; message: string }
  /** The slot was refused (taken, too soon): back to the times, fresh ones, and why. */
  | { type: 'slot-refused'; alert: string; answer: SlotsAnswer; firstDay: string | null }
  | { type: 'alert'; alert: string }
  | { type: 'booked'; booked: Booked };

export const initialBooking = (): BookingState => ({
  phase: 'loading',
  answer: null,
  day: null,
  slot: null,
  details: null,
  busy: false,
  alert: null,
  codeError: null,
  booked: null,
});

/** The step of the bar a phase is on (the waiting phases show the first). */
export const stepOf = (phase: Phase) =>
  phase === 'details' ? 1 : phase === 'confirm' ? 2 : phase === 'booked' ? 3 : 0;

/** The heading of a phase, in the dealer's word for what is booked ('test drive', 'service'). */
export const bookingTitle = (phase: Phase, word: string) =>
  phase === 'booked'
    ? `Your ${word} is booked`
    : phase === 'details'
      ? 'Your details'
      : phase === 'confirm'
        ? 'Confirm with the code'
        : 'Pick a time';

export function bookingReducer(state: BookingState, event: BookingEvent): BookingState {
  switch (event.type) {
    case 'slots':
      return {
        ...state,
        answer: event.answer,
        day: event.firstDay,
        phase: event.answer.slots.length > 0 ? 'time' : 'none',
        alert: null,
      };
    case 'failed':
      return { ...state, phase: 'failed', alert: event.alert };
    case 'day':
      return { ...state, day: event.day };
    case 'pick':
      return { ...state, slot: event.slot, phase: 'details', alert: null };
    case 'details':
      return {
        ...state,
        details: event.details,
        phase: 'confirm',
        busy: false,
        alert: null,
        codeError: null,
      };
    case 'back':
      return {
        ...state,
        phase: state.phase === 'confirm' ? 'details' : 'time',
        alert: null,
        codeError: null,
      };
    case 'sending':
      return { ...state, busy: true, alert: null, codeError: null };
    case 'code-refused':
      return { ...state, busy: false, codeError: event.message };
    case 'slot-refused':
      return {
        ...state,
        busy: false,
        answer: event.answer,
        day: event.firstDay,
        slot: null,
        phase: event.answer.slots.length > 0 ? 'time' : 'none',
        alert: event.alert,
      };
    case 'alert':
      return { ...state, busy: false, alert: event.alert };
    case 'booked':
      return { ...state, busy: false, booked: event.booked, phase: 'booked', alert: null };
  }
}
