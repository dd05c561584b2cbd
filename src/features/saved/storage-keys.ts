/**
 * Where the browser keeps a visitor's saved cars and sign-in state (local storage, spec Entities). Browser
 * code of the favourites imports these; the account pages get them from their HTML (so the
 * account's code shares no chunk with a car page's).
 */
export const STORAGE_KEYS = {
  /** Spec Entities favourites: the saved cars (with sign-in on, a copy of the watchlist). */
  favourites: 'favourites',
  /** The signed-in user's phone and first name (never the session: that is an HttpOnly cookie). */
  account: 'account',
  /** The car pressed Save on while signed out (session storage): saved once signed in. */
  pending: 'watchlist-pending',
} as const;
export type StorageKeys = typeof STORAGE_KEYS;
