import { useAtom, useSetAtom } from 'jotai';
import { watchlist } from 'virtual:dealer/client-flags';

import { showToastAtom } from '~/components/toast.ts';
import { EVENTS } from '~/features/analytics/events.ts';
import { sendEvent } from '~/features/analytics/send.client.ts';

import { type Favourite, favouriteToast, type SaveTarget, toggle } from './saved.ts';
import { signInUrl } from './sign-in-url.ts';
import { favouritesAtom } from './state.client.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * What this browser knows of its signed-in user (local storage `account`): the phone the watchlist
 * calls carry (spec Calls phone_number) and the first name the menu greets. The session itself is an
 * HttpOnly cookie no script can read; a 401 from any account call clears this.
 */
export interface SignedIn {
  phone: string;
  first_name: string | null;
}
const KEY = STORAGE_KEYS.account;
/** The car a signed-out visitor pressed Save on: saved once they have signed in. */
const PENDING = STORAGE_KEYS.pending;

export function signedIn(): SignedIn | null {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? 'null') as SignedIn | null;
    return v && typeof v.phone === 'string' ? v : null;
  } catch {
    return null;
  }
}
export const forgetSignedIn = () => localStorage.removeItem(KEY);

/** Spec States: saving while signed out goes to /sign-in?type=watchlist, back to the same page. */
export function signInToSave(car: Favourite): void {
  sessionStorage.setItem(PENDING, JSON.stringify(car));
  const here = location.pathname + location.search;
  location.assign(signInUrl('watchlist', here, here));
}

const FAILED = 'An unknown error occurred.';

/** Spec Calls save-car / remove-car: `ok`, or the error the alert shows (success false). */
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

/**
 * Spec States Favourite, wherever it is pressed (vehicle page, result card): whether the car is saved,
 * and a toggle that saves or removes it, shows the watchlist toast and sends event 39 on saving.
 * With sign-in on, a signed-out visitor goes to sign in (the car is saved once they have); for a
 * signed-in one the list changes at once, then the server is told, and a refusal puts it back and
 * says why (spec Calls: an alert with the error message).
 */
export function useFavourite(
  car: Favourite,
  target: SaveTarget,
): { saved: boolean; toggleSaved: () => void } {
  const [list, setList] = useAtom(favouritesAtom);
  const toast = useSetAtom(showToastAtom);
  return {
    saved: list.some((f) => f.id === car.id),
    toggleSaved: () => {
      // `watchlist` is a build constant: a dealer without sign-in ships none of this branch.
      if (watchlist && !signedIn()) return signInToSave(car);
      const r = toggle(list, car);
      setList(r.list);
      toast(favouriteToast(r.saved, car.name, target));
      if (r.saved) void sendEvent({ event_id: EVENTS.saveCar, car_id: car.id });
      if (watchlist)
        void syncWatchlist(r.saved, car.id).then((done) => {
          if (done.ok) return;
          setList((now) => (r.saved ? now.filter((f) => f.id !== car.id) : [...now, car]));
          alert(done.error);
        });
    },
  };
}
