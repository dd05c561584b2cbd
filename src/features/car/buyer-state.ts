import { AU_STATES, type AuState } from '~/services/rego/rego.ts';

/**
 * The buyer's postcode and its state, kept in this browser once given beside a drive-away
 * estimate, so every car page and its calculator estimate for where the buyer registers the car
 * (buyer-state.client.ts). An object, so `client:interact`'s `whenStored` sees it.
 */
export const BUYER_STATE_KEY = 'buyer-postcode';
/** Sent on `window` when the buyer gives a postcode; its detail is the state. */
export const BUYER_STATE_EVENT = 'buyer-state';

export interface BuyerState {
  postcode: string;
  state: AuState;
}

/** A kept postcode read back; null when missing, broken or naming no state. */
export function parseBuyerState(raw: string | null): BuyerState | null {
  try {
    const v = JSON.parse(raw ?? 'null') as Partial<BuyerState> | null;
    return v && typeof v.postcode === 'string' && AU_STATES.includes(v.state as AuState)
      ? { postcode: v.postcode, state: v.state as AuState }
      : null;
  } catch {
    return null;
  }
}
