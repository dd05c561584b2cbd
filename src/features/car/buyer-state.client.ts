import type { AuState } from '~/services/rego/rego.ts';

import {
  BUYER_STATE_EVENT,
  BUYER_STATE_KEY,
  type BuyerState,
  parseBuyerState,
} from './buyer-state.ts';

export const storedBuyerState = (storage: Storage = localStorage): BuyerState | null =>
  parseBuyerState(storage.getItem(BUYER_STATE_KEY));

/** Keeps the buyer's postcode and tells the page's other islands its state. */
export function saveBuyerState(b: BuyerState, storage: Storage = localStorage): void {
  try {
    storage.setItem(BUYER_STATE_KEY, JSON.stringify(b));
  } catch {
    // Private browsing with storage full or off: this page still changes.
  }
  window.dispatchEvent(new CustomEvent<AuState>(BUYER_STATE_EVENT, { detail: b.state }));
}
