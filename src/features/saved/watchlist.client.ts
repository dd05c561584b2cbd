import type { Favourite } from './saved.ts';
import { signInUrl } from './sign-in-url.ts';

/**
 * What this browser knows of its signed-in user (local storage `account`): the phone the watchlist
 * calls carry (spec §7 phone_number) and the first name the menu greets. The session itself is an
 * HttpOnly cookie no script can read; a 401 from any account call clears this.
 */
export interface SignedIn {
  phone: string;
  first_name: string | null;
}
const KEY = 'account';
/** The car a signed-out visitor pressed Save on: saved once they have signed in. */
const PENDING = 'watchlist-pending';

export function signedIn(): SignedIn | null {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? 'null') as SignedIn | null;
    return v && typeof v.phone === 'string' ? v : null;
  } catch {
    return null;
  }
}
export const forgetSignedIn = () => localStorage.removeItem(KEY);

/** Spec §4: saving while signed out goes to /sign-in?type=watchlist, back to the same page. */
export function signInToSave(car: Favourite): void {
  sessionStorage.setItem(PENDING, JSON.stringify(car));
  const here = location.pathname + location.search;
  location.assign(signInUrl('watchlist', here, here));
}

/** The car pressed while signed out, once (it is then forgotten). */
export function takePendingSave(): Favourite | null {
  try {
    const car = JSON.parse(sessionStorage.getItem(PENDING) ?? 'null') as Favourite | null;
    sessionStorage.removeItem(PENDING);
    return car && typeof car.id === 'number' ? car : null;
  } catch {
    return null;
  }
}

const FAILED = 'An unknown error occurred.';

/** Spec §7 save-car / remove-car: `ok`, or the error the alert shows (success false). */
export async function syncWatchlist(
  saved: boolean,
  carId: number,
): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    const res = await fetch(`/api/watchlist/${saved ? 'save-car' : 'remove-car'}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone_number: signedIn()?.phone ?? '', car_id: carId }),
      signal: AbortSignal.timeout(15_000),
    });
    if (res.ok) return { ok: true };
    if (res.status === 401) forgetSignedIn();
    const answer = (await res.json().catch(() => ({}))) as { error?: unknown };
    return { ok: false, error: typeof answer.error === 'string' ? answer.error : FAILED };
  } catch {
    return { ok: false, error: FAILED };
  }
}
